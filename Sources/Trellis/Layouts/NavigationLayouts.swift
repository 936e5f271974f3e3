import Foundation

/// A ``NavigationStack``'s container: its screens, the root first, each laid out in the
/// whole of the stack's bounds.
///
/// 1. The stack is as large as its top screen (the last subview) for the proposal.
/// 2. Every screen is proposed the stack's bounds and placed at their origin: the screens
///    under the top one keep the frames they had when they showed (they are hidden, not
///    drawn).
///
/// Sources: swiftui-web goldens `ios/nav/push` (iOS 26 simulator): after a push the root
/// screen's views keep their frames and the pushed screen takes the whole stack;
/// `ios/nav/sizing`: a stack in a `VStack` takes all the height the stack offers it.
struct NavigationStackLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.last?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let whole = ProposedViewSize(bounds.size)
        for screen in subviews { screen.place(at: bounds.origin, proposal: whole) }
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
/// 1. The screen takes the whole proposal; an unspecified dimension takes the content's
///    ideal one (the bars' heights added).
/// 2. The bar is proposed the screen's width and its height, and placed at the top; the
///    bottom band likewise at the bottom.
/// 3. Each of the content's views is proposed the rest, between them, and centred in it (a
///    hosted root view sits in the middle of its safe area).
/// 4. The content's safe area ends at the bars: a view that ignores the safe area (or a
///    scroll view's content) reaches under them.
///
/// Sources: swiftui-web goldens `ios/nav/basic`, `ios/nav/inline` (the content below a
/// 116.5- and a 64-point bar), `ios/nav/push-inline` (a view centred in the 416 points below
/// an inline bar), `ios/nav/push-noback` and `ios/nav/sizing` (no title and no back button:
/// no bar, the content centred in the whole screen), `ios/nav/ignores` (a scroll view that
/// ignores the top safe area starts its content at the top of the screen), `ios/search/basic`
/// (a list ending 76 points above the bottom, over the search field's band).
struct NavigationScreenLayout: Layout {
    /// The bar's height: 0 for a screen without one.
    let barHeight: CGFloat
    /// The bottom band's height: 0 for a screen without one.
    var bottomBarHeight: CGFloat = 0

    /// How many of the subviews are the content's (the rest are the bars).
    private func contentCount(_ subviews: Subviews) -> Int {
        Swift.max(subviews.count - (barHeight > 0 ? 1 : 0) - (bottomBarHeight > 0 ? 1 : 0), 0)
    }

    /// Where the content goes in `bounds`: between the bars.
    private func contentRect(in bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
            height: Swift.max(bounds.height - barHeight - bottomBarHeight, 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let bars = barHeight + bottomBarHeight
        let rest = ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - bars, 0) })
        var ideal = CGSize.zero
        for view in subviews.prefix(contentCount(subviews)) {
            let size = view.sizeThatFits(rest)
            ideal = CGSize(width: Swift.max(ideal.width, size.width), height: Swift.max(ideal.height, size.height))
        }
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + bars)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = contentCount(subviews)
        let rest = contentRect(in: bounds)
        let offer = ProposedViewSize(rest.size)
        for view in subviews.prefix(count) {
            view.place(at: SubviewPlacement.alignedOrigin(of: view.dimensions(in: offer), in: rest, alignment: .center), proposal: offer)
        }
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
        guard barHeight > 0 || bottomBarHeight > 0, index < contentCount(subviews) else { return }
        var edges: Edge.Set = []
        if barHeight > 0 { edges.insert(.top) }
        if bottomBarHeight > 0 { edges.insert(.bottom) }
        state.inset(edges, to: contentRect(in: bounds), within: bounds)
    }
}
