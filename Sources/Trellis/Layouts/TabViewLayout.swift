import Foundation

/// A ``TabView``'s container: the selected tab's content, then its bar (or a page's index
/// dots) when it has one.
///
/// 1. The content is laid out above a band of ``contentInset`` at the bottom (the tab bar's;
///    none for pages) (``BandedContent``: the tab view takes the whole proposal, the content is
///    centred above the band, its safe area ends at it, so a view that ignores the bottom safe
///    area reaches under the bar).
/// 2. The bar is proposed the whole width and ``barHeight``, and placed at the bottom.
///
/// On macOS (``barAtTop``) the bar is a segmented control at the top, and the content is laid
/// out below its band of ``contentInset``.
///
/// Sources: swiftui-web goldens `ios/tabs/basic`, `ios/tabs/second` and `ios/tabs/badges`
/// (iOS 26 simulator, 375 × 667 without a status bar; commits b687eac and fd0864f): the
/// tab view fills the window, the selected tab's text centred in the 584 points above an
/// 83-point band; `ios/tabs/page`: a page centred in the whole window; `tabview/basic`,
/// `tabview/sized` and `tabview/tab-api` (macOS 26.2; 1ff5654, fd0864f): the selected tab's
/// text centred 12 points below the tab view's centre, below a 24-point band.
struct TabViewLayout: Layout {
    /// The band the content is not laid out in: at the bottom, or at the top (``barAtTop``).
    let contentInset: CGFloat
    /// The height of the bar (or dots) subview; 0 when there is none.
    let barHeight: CGFloat
    /// Whether the bar is at the top (macOS), not the bottom.
    var barAtTop = false

    private var bands: BandedContent { barAtTop ? BandedContent(top: contentInset) : BandedContent(bottom: contentInset) }

    /// How many of the subviews are the content's (the rest is the bar).
    private func contentCount(_ subviews: Subviews) -> Int {
        bands.contentCount(of: subviews, barCount: barHeight > 0 ? 1 : 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        bands.sizeThatFits(proposal, content: subviews, count: contentCount(subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = contentCount(subviews)
        bands.placeContent(in: bounds, subviews: subviews, count: count)
        if count < subviews.count {
            subviews[count].place(
                at: CGPoint(x: bounds.minX, y: barAtTop ? bounds.minY : bounds.maxY - barHeight),
                proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        }
    }
}

extension TabViewLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

extension TabViewLayout: SafeAreaAdjusting {
    /// The content's safe area ends above the bar's band.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        bands.adjustSafeArea(&state, forSubviewAt: index, count: contentCount(subviews), in: bounds)
    }
}
