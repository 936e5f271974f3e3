import Foundation

/// A built-in view that resolves itself into layout nodes instead of having a body: its
/// entry point (``View/_resolve(_:into:)``) calls ``resolve(into:elements:)``. (The views
/// resolved most, lists, stacks and colours, implement the entry point itself, inlinable.)
protocol PrimitiveView {
    /// Adds this view's nodes to `resolver`, appending the top-level ones to `elements`.
    func resolve(into resolver: inout Resolver, elements: inout [NodeID])
}

nonisolated extension PrimitiveView where Self: View {
    /// The entry point of an internal built-in view (public ones declare it themselves).
    static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }
}
