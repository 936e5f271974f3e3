import Foundation

// What the scroll observers read after a layout (`onScrollGeometryChange`,
// `onScrollVisibilityChange`; `LayoutObservers.swift` runs their actions): a scroll view's
// geometry, and whether a view shows in the scroll view around it.

extension LayoutEngine {
    /// The geometry of the first scroll view in `node` (itself or inside it), as the last pass
    /// laid it out: its offset counted from inside its content margins (as
    /// ``LayoutHost/scrollOffset(of:)`` reads it), its content's size, its margins as insets and
    /// its own size less them (swiftui-web `scroll/geometry`: a container 130 tall for a scroll
    /// view 150 tall under a 20-point top margin). `nil` when there is none.
    func scrollGeometry(in node: NodeID, frames: [CGRect]) -> ScrollGeometry? {
        guard let scrollView = firstScrollView(in: node) else { return nil }
        let margins = features.scrolling.scrollView(scrollView)?.margins ?? EdgeInsets()
        let applied = features.scrolling.applied[scrollView] ?? .zero
        let content = store.children(of: scrollView).first
        return ScrollGeometry(
            contentOffset: CGPoint(x: applied.x - margins.leading, y: applied.y - margins.top),
            contentSize: content.map { frames[$0.index].size } ?? .zero,
            contentInsets: margins,
            containerSize: CGSize(
                width: Swift.max(frames[scrollView.index].width - margins.leading - margins.trailing, 0),
                height: Swift.max(frames[scrollView.index].height - margins.top - margins.bottom, 0)))
    }

    /// Whether at least `threshold` (a fraction of its area, clamped to 0…1; 0.5 when not a
    /// number) of `node`'s frame shows in the frame of the nearest scroll view around it; `nil`
    /// outside any. A view without area shows when its origin is in the scroll view.
    func isVisibleInScrollView(_ node: NodeID, threshold: Double, frames: [CGRect]) -> Bool? {
        guard let scrollView = scrollView(around: node) else { return nil }
        let frame = frames[node.index]
        let viewport = frames[scrollView.index]
        let area = frame.width * frame.height
        guard area > 0, area.isFinite else { return viewport.contains(frame.origin) }
        let shown = frame.intersection(viewport)
        let fraction = shown.isNull ? 0 : shown.width * shown.height / area
        let bound = threshold.isNaN ? 0.5 : Swift.min(Swift.max(threshold, 0), 1)
        // (A threshold of 0 asks for some of it, not none.)
        return bound == 0 ? fraction > 0 : fraction >= bound
    }
}
