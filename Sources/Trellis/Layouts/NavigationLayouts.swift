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

/// One screen of a ``NavigationStack``: its content under its navigation bar.
///
/// Subviews: the content's views, then the bar when the screen has one (``barHeight`` > 0).
/// 1. The screen takes the whole proposal; an unspecified dimension takes the content's
///    ideal one (the bar's height added).
/// 2. The bar is proposed the screen's width and its height, and placed at the top.
/// 3. Each of the content's views is proposed the rest, below the bar, and centred in it (a
///    hosted root view sits in the middle of its safe area).
/// 4. The content's safe area ends below the bar: a view that ignores the top safe area (or
///    a scroll view's content) reaches under it.
///
/// Sources: swiftui-web goldens `ios/nav/basic`, `ios/nav/inline` (the content below a
/// 116.5- and a 64-point bar), `ios/nav/push-inline` (a view centred in the 416 points below
/// an inline bar), `ios/nav/push-noback` and `ios/nav/sizing` (no title and no back button:
/// no bar, the content centred in the whole screen), `ios/nav/ignores` (a scroll view that
/// ignores the top safe area starts its content at the top of the screen).
struct NavigationScreenLayout: Layout {
    /// The bar's height: 0 for a screen without one.
    let barHeight: CGFloat

    /// How many of the subviews are the content's (the rest is the bar).
    private func contentCount(_ subviews: Subviews) -> Int {
        barHeight > 0 ? Swift.max(subviews.count - 1, 0) : subviews.count
    }

    /// Where the content goes in `bounds`: below the bar.
    private func contentRect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width, height: Swift.max(bounds.height - barHeight, 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let rest = ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - barHeight, 0) })
        var ideal = CGSize.zero
        for view in subviews.prefix(contentCount(subviews)) {
            let size = view.sizeThatFits(rest)
            ideal = CGSize(width: Swift.max(ideal.width, size.width), height: Swift.max(ideal.height, size.height))
        }
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = contentCount(subviews)
        let rest = contentRect(in: bounds)
        let offer = ProposedViewSize(rest.size)
        for view in subviews.prefix(count) {
            view.place(at: SubviewPlacement.alignedOrigin(of: view.dimensions(in: offer), in: rest, alignment: .center), proposal: offer)
        }
        if count < subviews.count {
            subviews[count].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        }
    }
}

extension NavigationScreenLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

extension NavigationScreenLayout: SafeAreaAdjusting {
    /// The content's safe area ends below the bar.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        guard barHeight > 0, index < contentCount(subviews) else { return }
        state.inset(.top, to: contentRect(in: bounds), within: bounds)
    }
}
