import Foundation

/// A built-in layout of one subview (a frame, padding) written as two rules: how big it is for
/// a proposal, given a way to measure its subview, and where it puts the subview
/// (``SubviewPlacement``). Its `sizeThatFits` and `placeSubviews` are those rules applied
/// through the proxies, and Trellis applies the placement rule over its own storage too, so
/// each algorithm is written once. (Applying the size rule over the storage was tried as well:
/// it saved nothing measurable, so sizes are asked of the layout.)
protocol SingleSubviewLayout: ModifierLayout {
    /// The layout's size for `proposal`, its subview measured by `measure` (which answers
    /// `nil` when there is no subview).
    func size(for proposal: ProposedViewSize, measuringSubview measure: (ProposedViewSize) -> CGSize?) -> CGSize
    /// Where the layout puts its subview in bounds of `size` for `proposal`.
    func placement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement
}

extension SingleSubviewLayout {
    /// The size rule, the subview measured through its proxy.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(for: proposal) { subviews.first?.sizeThatFits($0) }
    }

    /// The placement rule, applied through the proxies.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placement(in: bounds.size, proposal: proposal).place(subviews, in: bounds)
    }

    /// The placement rule, for Trellis to apply over its storage.
    func subviewPlacement(in size: CGSize, proposal: ProposedViewSize) -> SubviewPlacement? {
        placement(in: size, proposal: proposal)
    }
}
