import Foundation

/// `overlay` and `background`: a primary view with secondary views in front of or behind it.
///
/// Subview 0 is the primary view; the others are the secondary views.
/// 1. The modifier is exactly as large as the primary view, which gets the whole proposal.
/// 2. Each secondary view is proposed the primary view's size and aligned on it by
///    `alignment` (several secondary views behave as an implicit `ZStack`).
/// 3. Spacing and alignment guides are the primary view's: secondary views never change
///    the modified view's size, spacing, guides or traits.
///
/// (Apple's documentation of `overlay(alignment:content:)` and
/// `background(alignment:content:)`.)
struct OverlayLayout: Layout {
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        for subview in subviews.dropFirst() {
            subview.place(
                at: SubviewPlacement.alignedOrigin(of: subview.dimensions(in: secondaryProposal), in: bounds, alignment: alignment),
                proposal: secondaryProposal)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minX }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minY }
    }
}

extension OverlayLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.sizedBySubviews] }
}
