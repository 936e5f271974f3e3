import Foundation

extension Optional: View where Wrapped: View {
    /// An optional view has no body: its wrapped view, if any, is resolved directly.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional where Wrapped: View {
    /// Resolves the wrapped view, if any.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        guard let view else { return }
        resolver.owningProblems { resolver in resolver.resolve(view) }
    }
}
