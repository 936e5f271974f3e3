import Foundation

/// The layout of `LazyVStack` and `LazyHStack`, which Trellis lays out whole (it resolves every
/// view; what a lazy stack saves on Apple's platforms is work, not frames).
///
/// 1. Each subview is proposed nothing along the major axis (it takes its ideal length) and,
///    across it, the stack's proposal.
/// 2. Along the major axis the stack is as long as its subviews and the spacing between them
///    (its `spacing`, else what neighbours' preferences ask); across it, it takes the length it
///    is proposed (its widest subview's when proposed none).
/// 3. Placing, the subviews follow one another along the major axis from the start; across it
///    their alignment guides line up on the stack's own (for a standard alignment: the leading
///    edge, centre or trailing edge of the stack's full width), each proposed the stack's
///    length across.
///
/// 4. In a scroll view, with `pinnedViews`, a section's header sticks to the scroll view's
///    leading edge while the section is under it, pushed away by the section's end; a footer
///    to the trailing edge, until the section's header (``LazyPinning``).
///
/// Sources: swiftui-web golden `lazy/stacks` (macOS 26.2): a `LazyVStack` in an `HStack`
/// takes the width it is offered (121.5) while its views keep theirs, its height is its
/// views' (64); a `LazyHStack` takes the height (240) and its views' width (37); leading,
/// centre and bottom alignments put views at the stack's edges and centre. That subviews are
/// proposed nothing along the major axis is derived from the golden (every view there has its
/// own length), not measured.
struct LazyStackAlgorithm {
    let majorAxis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// The views of its sections that stick to the scroll view's edges (``LazyPinning``).
    var pinned = PinnedScrollableViews()

    private var minorAxis: Axis { majorAxis.orthogonal }

    /// What subview `index` is proposed, for the stack's `minor` proposal.
    private func childProposal(_ minor: CGFloat?) -> ProposedViewSize { ProposedViewSize(nil, along: majorAxis, minor) }

    /// The space before subview `index` (0 for the first).
    private func distance(before index: Int, _ subviews: LayoutSubviews) -> CGFloat {
        guard index > 0 else { return 0 }
        if let spacing, spacing.isFinite { return spacing }
        return subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: majorAxis)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let minor = proposal[minorAxis]
        var length: CGFloat = 0, widest: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(childProposal(minor))
            length += distance(before: index, subviews) + size[majorAxis]
            widest = Swift.max(widest, size[minorAxis])
        }
        return CGSize(length, along: majorAxis, minor ?? widest)
    }

    func placeSubviews(in bounds: CGRect, _ subviews: LayoutSubviews) {
        let across = bounds.size[minorAxis]
        let proposal = childProposal(across)
        // The stack's own guide: a standard one at its fraction of the width, else its start.
        let line = (alignment.standardFraction ?? 0) * across
        // Pinned section views need every view's position first (``LazyPinning``).
        let pinning = pinned.isEmpty ? nil : subviews.lazyVisibleSpan.map { LazyPinning(pinned: pinned, visible: $0) }
        var position: CGFloat = 0
        var placements: [(index: Int, major: CGFloat, minor: CGFloat, length: CGFloat)] = []
        for index in subviews.indices {
            let dimensions = subviews[index].dimensions(in: proposal)
            position += distance(before: index, subviews)
            let guide = alignment.axis == .horizontal ? dimensions[HorizontalAlignment(key: alignment)] : dimensions[VerticalAlignment(key: alignment)]
            let minorOrigin = (line - guide).isFinite ? line - guide : 0
            if pinning != nil {
                placements.append((index, position, minorOrigin, dimensions.size[majorAxis]))
            } else {
                let origin = CGPoint(position, along: majorAxis, minorOrigin)
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: proposal)
            }
            position += dimensions.size[majorAxis]
        }
        guard let pinning else { return }
        let starts = pinning.pinnedStarts(placements.map { ($0.major, $0.length) }, roles: subviews.map { $0[LazySectionKey.self] })
        for (placement, start) in zip(placements, starts) {
            let origin = CGPoint(start, along: majorAxis, placement.minor)
            subviews[placement.index].place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// The layout of a `LazyVStack` (see ``LazyStackAlgorithm``).
struct LazyVStackLayout: LazyStackLayoutKind {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    var pinned = PinnedScrollableViews()

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: LazyStackAlgorithm {
        LazyStackAlgorithm(majorAxis: .vertical, alignment: alignment.key, spacing: spacing, pinned: pinned)
    }
}

/// The layout of a `LazyHStack` (see ``LazyStackAlgorithm``).
struct LazyHStackLayout: LazyStackLayoutKind {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    var pinned = PinnedScrollableViews()

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: LazyStackAlgorithm {
        LazyStackAlgorithm(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing, pinned: pinned)
    }
}

/// A lazy stack's layout: its algorithm does the work.
protocol LazyStackLayoutKind: Layout where Cache == Void {
    /// The stack's algorithm, for its axis, alignment and spacing.
    var algorithm: LazyStackAlgorithm { get }
}

extension LazyStackLayoutKind {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, subviews)
    }
}
