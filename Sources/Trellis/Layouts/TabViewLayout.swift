import Foundation

/// A ``TabView``'s container: the selected tab's content, then its bar (or a page's index
/// dots) when it has one.
///
/// 1. The tab view takes the whole proposal; an unspecified dimension takes the content's
///    ideal one (with the inset below it).
/// 2. The content is proposed the view less ``contentInset`` at the bottom (the tab bar's
///    band; none for pages) and centred in it (a hosted root view sits in the middle of its
///    safe area).
/// 3. The bar is proposed the whole width and ``barHeight``, and placed at the bottom.
/// 4. The content's safe area ends above the band: a view that ignores the bottom safe area
///    reaches under the bar.
///
/// Sources: swiftui-web goldens `ios/tabs/basic`, `ios/tabs/second` and `ios/tabs/badges`
/// (iOS 26 simulator, 375 × 667 without a status bar; commits b687eac and fd0864f): the
/// tab view fills the window, the selected tab's text centred in the 584 points above an
/// 83-point band; `ios/tabs/page`: a page centred in the whole window.
struct TabViewLayout: Layout {
    /// The band at the bottom the content is not laid out in.
    let contentInset: CGFloat
    /// The height of the bar (or dots) subview; 0 when there is none.
    let barHeight: CGFloat

    /// How many of the subviews are the content's (the rest is the bar).
    private func contentCount(_ subviews: Subviews) -> Int {
        barHeight > 0 ? Swift.max(subviews.count - 1, 0) : subviews.count
    }

    private func contentRect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Swift.max(bounds.height - contentInset, 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let rest = ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - contentInset, 0) })
        var ideal = CGSize.zero
        for view in subviews.prefix(contentCount(subviews)) {
            let size = view.sizeThatFits(rest)
            ideal = CGSize(width: Swift.max(ideal.width, size.width), height: Swift.max(ideal.height, size.height))
        }
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + contentInset)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = contentCount(subviews)
        let rest = contentRect(in: bounds)
        let offer = ProposedViewSize(rest.size)
        for view in subviews.prefix(count) {
            view.place(at: SubviewPlacement.alignedOrigin(of: view.dimensions(in: offer), in: rest, alignment: .center), proposal: offer)
        }
        if count < subviews.count {
            subviews[count].place(
                at: CGPoint(x: bounds.minX, y: bounds.maxY - barHeight), proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        }
    }
}

extension TabViewLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

extension TabViewLayout: SafeAreaAdjusting {
    /// The content's safe area ends above the bar's band.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        guard contentInset > 0, index < contentCount(subviews) else { return }
        state.inset(.bottom, to: contentRect(in: bounds), within: bounds)
    }
}
