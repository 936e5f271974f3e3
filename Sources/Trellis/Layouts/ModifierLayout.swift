import Foundation

/// The layout of a built-in modifier's node: it keeps no cache, places relative to its
/// bounds, and names the node from its values (`frame(width: 10)`), so the node's box keeps
/// the layout alone.
protocol ModifierLayout: BuiltInLayout where Cache == Void {
    /// The modifier's name, written from the layout's values.
    var name: String { get }

    /// The layout's size for `proposal`, asking its subview (at most one) through `subviews`:
    /// its `sizeThatFits`, written once for a call through the proxies and for a call that
    /// reads the tree directly.
    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize
}

extension ModifierLayout {
    /// The layout's size: ``size(for:_:)`` through the proxies.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(for: proposal, SubviewAccess(subviews))
    }
}
