import Foundation

/// The layout of a `ScrollView`, at its resting offset or the one it is asked for.
///
/// 1. The content is the scroll view's subviews stacked as in a `VStack` (centre alignment,
///    default spacing), whichever axes scroll.
/// 2. Along a scrolled axis the content is proposed nothing and takes its ideal length; across
///    it, it is proposed what the scroll view is proposed.
/// 3. Along a scrolled axis the scroll view takes the length it is proposed (its content's
///    length when it is proposed none); across it, its content's length, whatever it is
///    proposed (content wider than the proposal makes the scroll view wider too).
/// 4. The content's top-leading corner is at the scroll view's (mirrored right to left, so
///    horizontal content starts at the trailing edge); content shorter than the scroll view
///    is not centred. With anchors (`defaultScrollAnchor`), along a scrolled axis the anchor's
///    point of the content lines up with the same point of the scroll view: the initial-offset
///    anchor where the content is longer, the alignment anchor where it is shorter.
/// 5. Content margins (`contentMargins`, for the content) surround the content: across a
///    scrolled axis the scroll view is as long as its content and margins, and offers its
///    content its proposal less them; the content starts after the leading and top margins.
///
/// Sources: swiftui-web goldens `scroll/vertical`, `scroll/vertical-overflow`,
/// `scroll/horizontal`, `scroll/both`, `scroll/narrow-content`, `scroll/wide-content`,
/// `scroll/text`, `scroll/padding`, `scroll/children`, `scroll/anchor-bottom`,
/// `scroll/anchor-roles`, `scroll/margins` and `layout/rtl-scroll` (macOS 26.2), and that project's
/// `Docs/elements/ScrollView.md` for the implicit `VStack`; Apple's documentation of
/// `defaultScrollAnchor(_:)` for the roles the plain modifier sets. The length along a scrolled
/// axis for an unspecified proposal is derived, not measured.
struct ScrollViewLayout: Layout {
    /// The axes that scroll.
    let axes: Axis.Set
    /// Where the content rests (``ScrollAnchors``).
    var anchors = ScrollAnchors()
    /// The content's margins (`contentMargins`): across a scrolled axis they widen the scroll
    /// view; along it the content starts after the leading (top) one.
    var margins = EdgeInsets()

    /// The content stack's cache, and the content's size at the last proposal it was
    /// measured for: placing at that proposal (the usual case) measures nothing again.
    struct Cache {
        var stack: StackAlgorithm.Cache
        var measured: (proposal: ProposedViewSize, size: CGSize)?
    }

    /// The content's subviews stack vertically: a spacer among them is vertical.
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The stack of the content's views.
    private var content: StackAlgorithm { StackAlgorithm(majorAxis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil) }

    /// What the content is proposed: nothing along the scrolled axes, the rest less the
    /// margins.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width.map { Swift.max($0 - margins.leading - margins.trailing, 0) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { Swift.max($0 - margins.top - margins.bottom, 0) })
    }

    /// The content's size with its margins.
    private func withMargins(_ size: CGSize) -> CGSize {
        CGSize(width: size.width + margins.leading + margins.trailing, height: size.height + margins.top + margins.bottom)
    }

    func makeCache(subviews: Subviews) -> Cache { Cache(stack: content.makeCache(subviews)) }

    /// The content's size for `proposal` (the content's own proposal).
    private func contentSize(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> CGSize {
        if let measured = cache.measured, measured.proposal == proposal { return measured.size }
        let size = content.sizeThatFits(proposal, subviews, cache: &cache.stack)
        cache.measured = (proposal, size)
        return size
    }

    /// What the scroll view offers a `containerRelativeFrame` in it for `proposal`: the
    /// proposal less the margins (unspecified along an axis it is proposed nothing).
    private func containerLengths(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - margins.leading - margins.trailing, 0) },
            height: proposal.height.map { Swift.max($0 - margins.top - margins.bottom, 0) })
    }

    /// Notes the lengths the scroll view offers its content for `proposal` (where a frame in
    /// it reads them); when they changed, the content's sizes kept for the old ones go.
    @inline(__always)
    private func offerContainerLengths(for proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        guard subviews.treeHasContainerRelativeFrames else { return }
        if subviews.offerContainerLengths(containerLengths(proposal)) { cache = makeCache(subviews: subviews) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        offerContainerLengths(for: proposal, subviews, &cache)
        let contentSize = withMargins(contentSize(contentProposal(proposal), subviews, &cache))
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? contentSize.width : contentSize.width,
            height: axes.contains(.vertical) ? proposal.height ?? contentSize.height : contentSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // The unsafe bands the scroll view reaches into inset its content, as margins do.
        let overlap = subviews.safeAreaOverlapOfContainer()
        guard overlap == EdgeInsets() else {
            var inset = self
            inset.margins = EdgeInsets(
                top: margins.top + overlap.top, leading: margins.leading + overlap.leading,
                bottom: margins.bottom + overlap.bottom, trailing: margins.trailing + overlap.trailing)
            inset.placeContent(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            return
        }
        placeContent(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the content in `bounds`, inside the margins.
    private func placeContent(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        offerContainerLengths(for: proposal, subviews, &cache)
        let placing = contentProposal(proposal)
        let contentSize = contentSize(placing, subviews, &cache)
        let extent = withMargins(contentSize)
        let request = subviews.scrollRequest
        let offset = CGPoint(
            x: offset(.horizontal, content: extent.width, viewport: bounds.width, requested: request?.x),
            y: offset(.vertical, content: extent.height, viewport: bounds.height, requested: request?.y))
        subviews.noteScrollOffset(offset)
        let origin = CGPoint(x: bounds.minX + margins.leading - offset.x, y: bounds.minY + margins.top - offset.y)
        content.placeSubviews(in: CGRect(origin: origin, size: contentSize), placing, subviews, cache: &cache.stack)
    }

    /// How far the content is scrolled along `axis`: to the `requested` offset, clamped to the
    /// content's range (0 to the overflow), else at rest, so that the anchor's point of the
    /// content meets the same point of the viewport (negative for short content moved along).
    private func offset(_ axis: Axis, content: CGFloat, viewport: CGFloat, requested: CGFloat?) -> CGFloat {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
        let overflow = content - viewport
        guard overflow.isFinite, overflow != 0 else { return 0 }
        if let requested, overflow > 0 { return requested.isNaN ? 0 : Swift.min(Swift.max(requested, 0), overflow) }
        guard let anchor = overflow > 0 ? anchors.initialOffset : anchors.alignment else { return 0 }
        let fraction = axis == .horizontal ? anchor.x : anchor.y
        return fraction.isFinite ? fraction * overflow : 0
    }

    /// The content's spacing preferences stand for the scroll view's.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { content.spacing(subviews) }
}

extension ScrollViewLayout: SafeAreaAdjusting {
    /// The content sees no unsafe band: the scroll view inset it by them.
    func adjustSafeArea(_ state: inout SafeAreaState, forSubviewAt index: Int, in bounds: CGRect, subviews: LayoutSubviews) {
        state.makeSafe(.all)
    }
}

extension ScrollViewLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }

    /// Along a scrolled axis the proposal sets the size; across, the content's answer does.
    var proposalUse: ProposalUse {
        ProposalUse(
            width: axes.contains(.horizontal) ? .used : .passedToSubviews,
            height: axes.contains(.vertical) ? .used : .passedToSubviews)
    }
}
