import Foundation

/// An overlaying container that you can use in conditional layouts.
///
/// This layout container behaves like a `ZStack`, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``.
///
/// The algorithm:
/// 1. Every subview is proposed the stack's proposal.
/// 2. The subviews are aligned by lining up their `alignment` guides (explicit guides count).
/// 3. The stack is as large as the union of the aligned frames of the subviews with the
///    highest layout priority; subviews of lower priority are aligned the same way but do
///    not count towards the size (they may overflow).
/// 4. When placing, every subview is proposed the stack's final size, so a flexible subview
///    fills a stack sized by the others (`ZStack { Color.red; Text("Hi") }.fixedSize()`).
///
/// Sources: Apple's documentation of `ZStack`; swiftuifieldguide.com/layout/zstack ("the
/// reported size of the ZStack is the union of all the frames of the children", and a badge
/// aligned with alignment guides makes the ZStack grow); OpenSwiftUI's `_ZStackLayout` for the
/// priority rule and the placement proposal.
@frozen
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    ///
    /// - Parameter alignment: The guide for aligning the subviews in this stack on both the
    ///   x- and y-axes. Centred by default.
    @inlinable
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The type defining the data to animate: none.
    public typealias AnimatableData = EmptyAnimatableData
    /// A ZStack keeps no cache.
    public typealias Cache = Void

    /// The union of the aligned frames of the highest-priority subviews at `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (x, y) = extent(of: subviews, at: proposal)
        return CGSize(width: x.length, height: y.length)
    }

    /// Aligns every subview on `alignment`, with the union of the highest-priority subviews'
    /// frames at the origin of `bounds`; each subview is proposed the size of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placing = ProposedViewSize(bounds.size)
        let (x, y) = extent(of: subviews, at: placing)
        func finite(_ value: CGFloat, else fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }
        for subview in subviews {
            let dimensions = subview.dimensions(in: placing)
            subview.place(
                at: CGPoint(
                    x: finite(bounds.minX - x.start - dimensions[alignment.horizontal], else: bounds.minX),
                    y: finite(bounds.minY - y.start - dimensions[alignment.vertical], else: bounds.minY)),
                proposal: placing)
        }
    }

    /// The union of the subviews' preferences; an empty stack prefers 0 on every edge.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The union of the aligned frames of the highest-priority subviews, per axis, in a space
    /// whose origin is the alignment point.
    private func extent(of subviews: Subviews, at proposal: ProposedViewSize) -> (x: Span, y: Span) {
        var x = Span(), y = Span()
        guard let top = subviews.lazy.map(\.priority).max() else { return (x, y) }
        for subview in subviews where subview.priority == top {
            let dimensions = subview.dimensions(in: proposal)
            x.add(origin: -dimensions[alignment.horizontal], length: dimensions.width)
            y.add(origin: -dimensions[alignment.vertical], length: dimensions.height)
        }
        return (x, y)
    }

    /// The extent of aligned frames along one axis. A frame of infinite length (a flexible
    /// subview asked for its maximum) makes the extent infinite.
    struct Span {
        private var low = CGFloat.infinity
        private var high = -CGFloat.infinity
        private var isInfinite = false

        mutating func add(origin: CGFloat, length: CGFloat) {
            guard origin.isFinite, length.isFinite else {
                isInfinite = true
                return
            }
            low = Swift.min(low, origin)
            high = Swift.max(high, origin + length)
        }

        var length: CGFloat { isInfinite ? .infinity : (low <= high ? high - low : 0) }
        /// Where the extent starts relative to the alignment point (0 when unknown).
        var start: CGFloat { low <= high ? low : 0 }
    }
}

extension ZStackLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .sizedBySubviews, .spacingOfAlikeSubviews] }
}
