import Foundation

/// The layout of ``ViewThatFits``: shows the first subview whose ideal size on the constrained
/// axes fits the proposal, else the last.
///
/// 1. For each subview in order, ask for its ideal size on the constrained axes: the proposal
///    with those dimensions unspecified (the other axis keeps the proposal).
/// 2. It fits when, on every constrained axis, the proposal is unspecified or the ideal size is
///    no larger than the proposal. The first that fits is chosen; if none fits, the last.
///    With no constrained axis, the first subview fits.
/// 3. The chosen subview is proposed the container's proposal and decides the size; it is
///    centred in the container's bounds. The other subviews are left out of the layout.
///
/// Source: Apple's documentation of `ViewThatFits` and `init(in:content:)`.
struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(for: proposal, subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = choice(for: proposal, subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                subviews[index].hide()
            }
        }
    }

    /// The index of the subview to show (steps 1 and 2), or `nil` when there is none.
    func choice(for proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(probe)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.endIndex - 1
    }
}

extension ViewThatFitsLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [] }
}
