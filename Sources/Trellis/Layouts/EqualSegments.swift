import Foundation

/// Options side by side in equal segments: each as wide as the widest option plus `padding`,
/// or, when `fills`, the offered width shared equally.
struct EqualSegments: Layout {
    let padding: CGFloat
    let fills: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let ideal = CGFloat(subviews.count) * (widest + padding)
        let width = fills ? (proposal.width ?? ideal) : ideal
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let center = CGPoint(x: bounds.minX + width * (CGFloat(index) + 0.5), y: bounds.midY)
            subview.place(at: center, anchor: .center, proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

extension EqualSegments: BuiltInLayout {
    /// Sized from its proposal's width when it fills; guides and spacing are its subviews'
    /// (the defaults).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .spacingOfAlikeSubviews] }
}
