import Foundation

/// A ``NavigationStack``'s container: its screens, the root first, each laid out in the
/// whole of the stack's bounds.
///
/// 1. The stack is as large as its top screen (the last subview) for the proposal.
/// 2. Every screen is proposed the stack's bounds and centred in them: the screens under the
///    top one are hidden, not drawn. (An iOS screen takes the whole proposal, so it fills the
///    stack; a macOS screen is its content's size, centred.)
///
/// Sources: swiftui-web goldens `ios/nav/push` (iOS 26 simulator): after a push the root
/// screen's views keep their frames and the pushed screen takes the whole stack;
/// `ios/nav/sizing`: a stack in a `VStack` takes all the height the stack offers it;
/// `nav/steps` and `nav/path-change` (macOS 26.2): the stack takes the pushed screen's size,
/// the root centred in it beneath.
struct NavigationStackLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.last?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let whole = ProposedViewSize(bounds.size)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        for screen in subviews { screen.place(at: centre, anchor: .center, proposal: whole) }
    }
}

extension NavigationStackLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

/// One screen of a ``NavigationStack``: its content between its navigation bar and its bottom
/// band (a bottom toolbar or a search field).
///
/// Subviews: the content's views (with the search suggestions over them while presented),
/// then the bar when the screen has one (``barHeight`` > 0), then the bottom band when it has
/// one (``bottomBarHeight`` > 0).
/// 1. The content is laid out between the bands (``BandedContent``: the screen takes the
///    whole proposal, the content is centred between the bars, its safe area ends at them).
/// 2. The bar is proposed the screen's width and its height, and placed at the top; the
///    bottom band likewise at the bottom.
///
/// On macOS (``hugsContent``) a screen has no bars in it (its title, toolbar and search field
/// are the window's) and is as large as its content for the proposal, not the whole proposal.
///
/// Sources: swiftui-web goldens `ios/nav/basic`, `ios/nav/inline` (the content below a
/// 116.5- and a 64-point bar), `ios/nav/push-inline` (a view centred in the 416 points below
/// an inline bar), `ios/nav/push-noback` and `ios/nav/sizing` (no title and no back button:
/// no bar, the content centred in the whole screen), `ios/nav/ignores` (a scroll view that
/// ignores the top safe area starts its content at the top of the screen), `ios/search/basic`
/// (a list ending 76 points above the bottom, over the search field's band); `nav/basic`,
/// `nav/title` and `nav/sizing` (macOS 26.2): a stack as tall and wide as its content,
/// centred in the window, a `Color` taking all it is offered, the title taking no room.
struct NavigationScreenLayout: Layout {
    /// The bar's height: 0 for a screen without one.
    let barHeight: CGFloat
    /// The bottom band's height: 0 for a screen without one.
    var bottomBarHeight: CGFloat = 0
    /// Whether the screen is its content's size (macOS), not the whole proposal.
    var hugsContent = false

    private var bands: BandedContent { BandedContent(top: barHeight, bottom: bottomBarHeight) }

    /// How many of the subviews are the content's (the rest are the bars).
    private func contentCount(_ subviews: Subviews) -> Int {
        bands.contentCount(of: subviews, barCount: (barHeight > 0 ? 1 : 0) + (bottomBarHeight > 0 ? 1 : 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard hugsContent else { return bands.sizeThatFits(proposal, content: subviews, count: contentCount(subviews)) }
        // The content's size: the largest of its views' for the proposal.
        var size = CGSize.zero
        for view in subviews.prefix(contentCount(subviews)) {
            let fit = view.sizeThatFits(proposal)
            size = CGSize(width: Swift.max(size.width, fit.width), height: Swift.max(size.height, fit.height))
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = contentCount(subviews)
        bands.placeContent(in: bounds, subviews: subviews, count: count)
        var next = count
        if barHeight > 0, next < subviews.count {
            subviews[next].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
            next += 1
        }
        if bottomBarHeight > 0, next < subviews.count {
            subviews[next].place(
                at: CGPoint(x: bounds.minX, y: bounds.maxY - bottomBarHeight),
                proposal: ProposedViewSize(width: bounds.width, height: bottomBarHeight))
        }
    }
}

extension NavigationScreenLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

extension NavigationScreenLayout: SafeAreaAdjusting {
    /// The content's safe area ends at the bars.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        bands.adjustSafeArea(&state, forSubviewAt: index, count: contentCount(subviews), in: bounds)
    }
}
