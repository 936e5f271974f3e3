import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: a view with a bar along one of its edges
/// that its content's safe area makes room for.
///
/// Subview 0 is the content; the others are the bar (several are layered as in a `ZStack`).
/// 1. The bar is proposed the whole proposal (the bounds, when placing) and takes its size.
/// 2. The content is proposed the rest: the proposal less the bar's depth and `spacing` along
///    the bar's axis, and is placed at the opposite edge.
/// 3. The view is as large as its content and the bar with the spacing along the axis, and as
///    the larger of them across it.
/// 4. The bar is placed against its edge, aligned across it by `alignment`.
/// 5. The content's safe area ends where the content does on the bar's edge: the bar, the
///    spacing and any unsafe band beyond become an unsafe band around it, which a view that
///    ignores the safe area (or a scroll view) grows into.
///
/// Sources: swiftui-web golden `position/safe-area` (macOS 26.2): in a 100 × 200 frame, a
/// 30-point bottom bar leaves the content 162 points (default spacing 8) and sits at the
/// bottom; a view that ignores the safe area under a top bar spans the whole 200 points, the
/// bar over it. The proposal to the bar and the size of a view whose content does not fill
/// its proposal are derived.
struct SafeAreaInsetLayout: Layout {
    /// The edge the bar is on.
    let edge: Edge
    /// How the bar is aligned across its edge (the guide on the other axis).
    let alignment: Alignment
    /// Between the bar and the content.
    let spacing: CGFloat

    /// The spacing of a `nil` argument: measured, 8 (golden `position/safe-area`).
    static let defaultSpacing: CGFloat = 8


    /// Whether the bar is along a horizontal edge (top or bottom).
    private var barIsHorizontal: Bool { edge == .top || edge == .bottom }

    /// The bar's size for `proposal`: its views layered.
    private func barSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize? {
        guard subviews.count > 1 else { return nil }
        return subviews.dropFirst().reduce(CGSize.zero) { size, bar in
            let s = bar.sizeThatFits(proposal)
            return CGSize(width: Swift.max(size.width, s.width), height: Swift.max(size.height, s.height))
        }
    }

    /// How much of the content's side the bar and spacing take along the bar's axis.
    private func depth(of bar: CGSize?) -> CGFloat {
        guard let bar else { return 0 }
        return Swift.max((barIsHorizontal ? bar.height : bar.width) + spacing, 0)
    }

    /// The content's proposal: the proposal less the depth.
    private func contentProposal(_ proposal: ProposedViewSize, depth: CGFloat) -> ProposedViewSize {
        barIsHorizontal
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max($0 - depth, 0) })
            : ProposedViewSize(width: proposal.width.map { Swift.max($0 - depth, 0) }, height: proposal.height)
    }

    /// Where the content goes in `bounds`: all but `depth` on the bar's side.
    private func contentRect(in bounds: CGRect, depth: CGFloat) -> CGRect {
        var rest = bounds
        switch edge {
        case .top: rest = CGRect(x: bounds.minX, y: bounds.minY + depth, width: bounds.width, height: Swift.max(bounds.height - depth, 0))
        case .bottom: rest.size.height = Swift.max(bounds.height - depth, 0)
        case .leading: rest = CGRect(x: bounds.minX + depth, y: bounds.minY, width: Swift.max(bounds.width - depth, 0), height: bounds.height)
        case .trailing: rest.size.width = Swift.max(bounds.width - depth, 0)
        }
        return rest
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let bar = barSize(proposal, subviews)
        let depth = depth(of: bar)
        let size = content.sizeThatFits(contentProposal(proposal, depth: depth))
        let across = bar ?? .zero
        return barIsHorizontal
            ? CGSize(width: Swift.max(size.width, across.width), height: size.height + depth)
            : CGSize(width: size.width + depth, height: Swift.max(size.height, across.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let whole = ProposedViewSize(bounds.size)
        let depth = depth(of: barSize(whole, subviews))
        let rest = contentRect(in: bounds, depth: depth)
        content.place(at: rest.origin, proposal: ProposedViewSize(rest.size))
        for bar in subviews.dropFirst() {
            bar.place(at: SubviewPlacement.alignedOrigin(of: bar.dimensions(in: whole), in: bounds, alignment: alignment), proposal: whole)
        }
        // Placed again, it may have moved its bands (a new depth, a new size), which the
        // content's frames need not show.
        subviews.firstSubviewSafeAreaMayHaveMoved()
    }

    /// The content's spacing preferences stand for the view's.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

extension SafeAreaInsetLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

extension SafeAreaInsetLayout: SafeAreaAdjusting {
    /// The content's safe area ends where the bar and spacing begin.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        guard index == 0 else { return }
        let rest = contentRect(in: bounds, depth: depth(of: barSize(ProposedViewSize(bounds.size), subviews)))
        state.inset(Edge.Set(edge), to: rest, within: bounds)
    }
}

/// `safeAreaPadding`: padding that is part of the safe area. The content is laid out as
/// `padding` lays it out; the padding becomes an unsafe band around it, which a view that
/// ignores the safe area (or a scroll view) grows into.
///
/// Sources: Apple's documentation of `safeAreaPadding(_:_:)` ("Adds the provided insets into
/// the safe area of this view"); swiftui-web golden `position/safe-area-padding` (macOS
/// 26.2): a scroll view with 20 points on its vertical edges keeps its 150-point frame and
/// starts its content 20 points down. The default length (16, as `padding()`'s) is derived.
struct SafeAreaPaddingLayout: ModifierLayout {
    /// The same arithmetic as padding.
    let padding: PaddingLayout

    var name: String { "safeAreaPadding(\(PaddingLayout.describe(padding.insets)))" }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize { padding.size(for: proposal, subviews) }

    /// Placed as `padding` places; placed again, it may have moved its bands (a new size),
    /// which the content's frames need not show. (So placement always asks this, never the
    /// rule padding states as data.)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.firstSubviewSafeAreaMayHaveMoved()
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { padding.spacing(subviews: subviews, cache: &cache) }

    var constantSpacing: ViewSpacing? { padding.constantSpacing }
}

extension SafeAreaPaddingLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { PaddingLayout.promises }
}

extension SafeAreaPaddingLayout: SafeAreaAdjusting {
    /// The content's safe area ends at the padding, on the padded sides.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        let insets = padding.insets
        let inside = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: Swift.max(bounds.width - insets.leading - insets.trailing, 0),
            height: Swift.max(bounds.height - insets.top - insets.bottom, 0))
        var edges: Edge.Set = []
        if insets.top > 0 { edges.insert(.top) }
        if insets.leading > 0 { edges.insert(.leading) }
        if insets.bottom > 0 { edges.insert(.bottom) }
        if insets.trailing > 0 { edges.insert(.trailing) }
        state.inset(edges, to: inside, within: bounds)
    }
}
