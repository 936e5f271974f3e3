import Foundation

/// The content of a container that keeps bands at its top and bottom for bars (a navigation
/// screen's bar and bottom toolbar, a tab view's tab bar): the step such containers share.
///
/// The container's subviews are its content's views first, then its bars (`barCount` of
/// them), which the container places itself.
/// 1. The container takes the whole proposal; an unspecified dimension takes the content's
///    ideal one, the bands added.
/// 2. Each of the content's views is proposed the rectangle between the bands and centred in
///    it (a hosted root view sits in the middle of its safe area).
/// 3. The content's safe area ends at the bands: a view that ignores the safe area (or a
///    scroll view's content) reaches under them.
///
/// Sources: those of its containers (`NavigationScreenLayout`, `TabViewLayout`).
struct BandedContent {
    /// The band at the top the content is not laid out in.
    var top: CGFloat = 0
    /// The band at the bottom the content is not laid out in.
    var bottom: CGFloat = 0

    /// How many of `subviews` are the content's: all but the last `barCount`.
    func contentCount(of subviews: LayoutSubviews, barCount: Int) -> Int {
        Swift.max(subviews.count - barCount, 0)
    }

    /// Where the content goes in `bounds`: between the bands.
    func contentRect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: Swift.max(bounds.height - top - bottom, 0))
    }

    /// Step 1: the container's size for `proposal`, its content the first `count` subviews.
    func sizeThatFits(_ proposal: ProposedViewSize, content subviews: LayoutSubviews, count: Int) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let bands = top + bottom
        let rest = ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - bands, 0) })
        var ideal = CGSize.zero
        for view in subviews.prefix(count) {
            let size = view.sizeThatFits(rest)
            ideal = CGSize(width: Swift.max(ideal.width, size.width), height: Swift.max(ideal.height, size.height))
        }
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + bands)
    }

    /// Step 2: places the first `count` subviews between the bands of `bounds`.
    func placeContent(in bounds: CGRect, subviews: LayoutSubviews, count: Int) {
        let rest = contentRect(in: bounds)
        let offer = ProposedViewSize(rest.size)
        for view in subviews.prefix(count) {
            view.place(at: SubviewPlacement.alignedOrigin(of: view.dimensions(in: offer), in: rest, alignment: .center), proposal: offer)
        }
    }

    /// Step 3: the safe area the subview at `index` sees, when it is one of the content's
    /// first `count`.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, count: Int, in bounds: CGRect) {
        guard index < count else { return }
        var edges: Edge.Set = []
        if top > 0 { edges.insert(.top) }
        if bottom > 0 { edges.insert(.bottom) }
        guard !edges.isEmpty else { return }
        state.inset(edges, to: contentRect(in: bounds), within: bounds)
    }
}
