import Foundation

/// A modifier whose effect the engine implements (a layout, a trait, an environment change):
/// its entry point (``ViewModifier/_resolve(_:content:into:)``) calls
/// ``resolve(content:into:elements:)``.
protocol PrimitiveModifier {
    /// Resolves `content` with this modifier's effect, appending the result to `elements`.
    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID])
}

nonisolated extension PrimitiveModifier where Self: ViewModifier {
    /// The entry point of a built-in modifier.
    static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(content, by: modifier)
    }
}
