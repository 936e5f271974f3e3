import Foundation

/// A view created from a Swift tuple of views; its views are laid out as siblings.
nonisolated public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    @usableFromInline let elements: ResolvableContent?

    /// Creates a tuple view. Each element of `value` that is a view becomes a sibling.
    public init(_ value: T) {
        self.value = value
        self.elements = nil
    }

    @usableFromInline
    init(value: T, elements: ResolvableContent) {
        self.value = value
        self.elements = elements
    }

    /// A tuple view has no body: its elements are resolved directly.
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView {
    /// Resolves the tuple's views in order (built by ``ViewBuilder``: through code written for
    /// their types where the tuple was built).
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        guard let resolveElements = view.elements else { return resolver.resolveReflecting(view) }
        resolver.resolvingBuiltIn(resolveElements.resolve)
    }
}

extension Resolver {
    /// Resolves a tuple view made with the public initializer, whose members are read by
    /// reflection.
    @usableFromInline
    mutating func resolveReflecting<T>(_ view: TupleView<T>) {
        resolveBuiltIn(view)
    }
}

extension TupleView: PrimitiveView {
    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        // Built with the public initializer: read the tuple's members by reflection.
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                resolver.resolve(view, into: &elements)
            }
        }
    }
}
