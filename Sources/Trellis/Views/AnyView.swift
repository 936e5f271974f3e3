import Foundation

/// A type-erased view.
nonisolated public struct AnyView: View {
    let view: any View

    /// Creates a type-erased view from the given view.
    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Creates a type-erased view from a value, or returns `nil` if it is not a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    /// A type-erased view has no body: the wrapped view is resolved directly.
    public var body: Never { fatalError("AnyView has no body") }
}

extension AnyView: PrimitiveView {
    /// Resolves the wrapped view.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(view, into: &elements)
    }
}
