import Foundation

/// A list row in edit mode: its content (subview 0), then its delete disc and its reorder grip
/// when it has them (in that order).
///
/// 1. The content is proposed the row's width less `contentShift` (the disc's column) and
///    `trailingReserve` (the grip's), and no more height than the row's.
/// 2. The row is as wide as proposed (the content's width with the columns when unspecified)
///    and as tall as the tallest of its subviews.
/// 3. The content sits `contentShift` in, centred vertically; the disc `discX` from the row's
///    leading edge and the grip with its trailing edge `gripTrailing` from the row's trailing
///    edge (both may lie outside the row: they are measured from the card's edges, which the
///    row's insets are in from), centred vertically.
///
/// Sources: swiftui-web's measurement of `ios/list/editing` (iOS 26 simulator,
/// `Docs/elements/List.md`, "Editing"): the disc 22 points, 17 in from the card's edge, the
/// content 40 in; the grip's three lines 18 from the card's trailing edge. The content's
/// trailing reserve beside the grip (8 before it) is derived.
struct ListEditingRowLayout: Layout {
    let contentShift: CGFloat
    let trailingReserve: CGFloat
    let discX: CGFloat?
    let gripTrailing: CGFloat?

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max($0 - contentShift - trailingReserve, 0) }, height: proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let size = content.sizeThatFits(contentProposal(proposal))
        var height = size.height
        for control in subviews.dropFirst() { height = Swift.max(height, control.sizeThatFits(.unspecified).height) }
        return CGSize(width: proposal.width ?? size.width + contentShift + trailingReserve, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let inner = contentProposal(ProposedViewSize(bounds.size))
        content.place(at: CGPoint(x: bounds.minX + contentShift, y: bounds.midY), anchor: .leading, proposal: inner)
        var next = 1
        if let discX, next < subviews.count {
            subviews[next].place(at: CGPoint(x: bounds.minX + discX, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            next += 1
        }
        if let gripTrailing, next < subviews.count {
            subviews[next].place(at: CGPoint(x: bounds.maxX - gripTrailing, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
        }
    }
}

extension ListEditingRowLayout: BuiltInLayout {
    /// Sized from its proposal's width; guides and spacing are its subviews' (the defaults).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides] }
}
