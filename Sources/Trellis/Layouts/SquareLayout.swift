import Foundation

/// One view made square: as wide and as tall as the larger of its sides, itself centred.
struct SquareLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        let side = max(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}

extension SquareLayout: BuiltInLayout {
    /// Its size is its one subview's larger side, asked once; guides and spacing are its
    /// subview's (the defaults).
    static var promises: BuiltInLayoutPromises {
        [.mergesSubviewGuides, .sizedBySubviews, .asksSubviewOnce, .spacingOfAlikeSubviews]
    }
}
