import Foundation

/// The node of a depth modifier (`frame(depth:alignment:)`,
/// `frame(minDepth:idealDepth:maxDepth:alignment:)`, `offset(z:)`): in the plane it is its
/// child exactly (its size, spacing and guides, placed at its origin); in depth it applies
/// its ``Rule``.
struct DepthLayout: ModifierLayout {
    /// What the modifier does in depth. Plain data: nodes whose rules have the same bytes
    /// share a box.
    enum Rule {
        /// `frame(depth:alignment:)`: the frame is `depth` deep (the child's depth when `nil`).
        case fixed(depth: CompactLength, alignment: DepthAlignment)
        /// `frame(minDepth:idealDepth:maxDepth:alignment:)`, limits normalised.
        case flexible(FlexFrameLayout.Limits, alignment: DepthAlignment)
        /// `offset(z:)`: the view and its content are drawn this much nearer the viewer.
        case offset(CGFloat)
    }

    let rule: Rule

    var name: String {
        switch rule {
        case let .fixed(depth, alignment):
            return "frame(depth: \(depth.value.map(Describe.number) ?? "nil")\(Self.label(alignment)))"
        case let .flexible(limits, alignment):
            var parts: [String] = []
            if let min = limits.min { parts.append("minDepth: \(Describe.number(min))") }
            if let ideal = limits.ideal { parts.append("idealDepth: \(Describe.number(ideal))") }
            if let max = limits.max { parts.append("maxDepth: \(Describe.number(max))") }
            return "frame(\(parts.joined(separator: ", "))\(Self.label(alignment)))"
        case let .offset(z): return "offset(z: \(Describe.number(z)))"
        }
    }

    private static func label(_ alignment: DepthAlignment) -> String {
        alignment == .center ? "" : ", alignment: .\(alignment.name)"
    }

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        subviews.sizeOfFirst(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// How far the node itself is moved towards the viewer from where its container put it.
    var ownOffset: CGFloat {
        if case let .offset(z) = rule { return z }
        return 0
    }
}

extension DepthLayout {
    /// What the layout promises (``BuiltInLayoutPromises``): an offset's.
    static var promises: BuiltInLayoutPromises { OffsetLayout.promises }
}

extension DepthLayout: DepthArranging {
    /// The frame's depth and where its child sits in it; an offset is as deep as its child.
    ///
    /// A flexible frame has no depth proposed (Trellis's host proposes none): it is
    /// `idealDepth` when set, else its child's depth clamped to the limits (the rule of
    /// `frame(minWidth:…)` for an unspecified proposal).
    func arrangeDepth(of depths: [CGFloat]) -> DepthArrangement {
        let child = depths.first ?? 0
        let own: CGFloat, alignment: DepthAlignment
        switch rule {
        case let .fixed(depth, fixedAlignment):
            own = depth.value ?? child
            alignment = fixedAlignment
        case let .flexible(limits, flexibleAlignment):
            var size = child
            if let max = limits.max { size = Swift.min(size, max) }
            if let min = limits.min { size = Swift.max(size, min) }
            own = limits.ideal ?? size
            alignment = flexibleAlignment
        case .offset:
            return DepthArrangement(depth: child, positions: depths.map { _ in 0 })
        }
        let position = alignment.value(inDepth: own) - alignment.value(inDepth: child)
        return DepthArrangement(depth: own, positions: depths.map { _ in position })
    }
}
