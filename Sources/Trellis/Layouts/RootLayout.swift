import Foundation

/// The implicit container for a root view that is several views (or none): each child is
/// proposed the root's proposal and centred, as in a `ZStack`.
struct RootLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

extension RootLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .sizedBySubviews] }
}
