import SwiftUI

// Modelled on the `BasicVStack` examples of Apple's `Layout` documentation
// (https://developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)-8ofeu,
// mirrored in Averyy/apple-dev-docs, documentation/SwiftUI/layout/explicitalignment-ofinproposalsubviewscache.md):
// a vertical stack at the subviews' ideal sizes whose `explicitAlignment` indents its leading
// guide by 10 points and reports its first subview's centre as its own vertical centre.
// Re-typed, not copied.

struct IndentedVStack: Layout {
    var indent: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(total.width, size.width), height: total.height + size.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origin = bounds.origin
        for subview in subviews {
            subview.place(at: origin, anchor: .topLeading, proposal: .unspecified)
            origin.y += subview.dimensions(in: .unspecified).height
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        if guide == .leading {
            return bounds.minX + indent
        }
        return nil
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard guide == .center, let first = subviews.first else { return nil }
        return bounds.minY + first.dimensions(in: .unspecified).height / 2
    }
}
