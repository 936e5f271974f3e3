import Foundation

extension Resolver {
    /// Adds a stack's node laid out by `layout`, with `content`'s views as its subviews; a
    /// `spacing` that is not a distance (NaN or infinite) is reported, and the stack's
    /// problems belong to its node.
    @inlinable
    mutating func addStack<L: Layout, Content: View>(_ layout: L, spacing: CGFloat?, name: BuiltInName, content: Content) {
        owningProblems { resolver in
            resolver.reportStackSpacing(spacing, of: name)
            resolver.addContainer(layout, name: .builtIn(name), content: content)
        }
    }

    /// Reports a stack spacing that is not a distance; the stack treats it as `nil` and uses
    /// its views' preferred distances.
    @usableFromInline
    mutating func reportStackSpacing(_ spacing: CGFloat?, of stack: BuiltInName) {
        guard let spacing, !spacing.isFinite else { return }
        report(
            .invalidModifierValue, stack.rawValue,
            "spacing \(Describe.number(spacing)) is not a distance; the views' preferred spacing is used")
    }
}
