import Foundation

// Explicit alignment guides: a node's `alignmentGuide` overrides, a measured leaf's own guides
// (a text's baselines), or its layout's `explicitAlignment`, kept in the ``GuideCache``.

extension LayoutEngine {
    /// The explicit value of a guide for `node` at `size`: from the outermost of the node's
    /// `alignmentGuide` overrides below `overrideDepth` that sets it, else from its layout.
    @inline(__always)
    func explicitGuide(
        _ key: AlignmentKey, of node: NodeID, size: CGSize, proposal: ProposedViewSize, overrideDepth: Int
    ) -> CGFloat? {
        // Traced passes still ask, so that the trace shows every question a layout asks.
        if columns.flags[node.index].contains(.noExplicitGuides), measurementLog == nil { return nil }
        return askedExplicitGuide(key, of: node, size: size, proposal: proposal, overrideDepth: overrideDepth)
    }

    /// ``explicitGuide(_:of:size:proposal:overrideDepth:)`` of a node that may have explicit
    /// guides, or in a traced pass.
    private func askedExplicitGuide(
        _ key: AlignmentKey, of node: NodeID, size: CGSize, proposal: ProposedViewSize, overrideDepth: Int
    ) -> CGFloat? {
        let overrides = store.rare(of: node)?.guideOverrides ?? []
        var depth = min(overrideDepth, overrides.count)
        while depth > 0 {
            depth -= 1
            if overrides[depth].key == key {
                let inner = ViewDimensions(
                    size: size, guides: GuideSource(engine: self, node: node, proposal: proposal, overrideDepth: depth))
                return sanitizedGuide(overrides[depth].compute(inner), of: node)
            }
        }
        if case let .leaf(index) = store.nodes[node.index].behavior, case let .measured(measurer) = store.tables.sizing(index) {
            return measurer.explicitGuide(key, proposal: proposal, size: size).flatMap { sanitizedGuide($0, of: node) }
        }
        guard case let .layout(index) = store.nodes[node.index].behavior else { return nil }
        let box = store.tables.box(index)
        let question = GuideCache.Question(node: node, key: key, proposal: proposal, size: size)
        let problemQuestion = ProblemLog.Question(node: node, proposal: proposal, guide: key)
        if let known = guides[question] {
            if problems.hasCachedProblems { problems.replay(problemQuestion) }
            return known
        }
        let mark = problems.reportCount
        defer { problems.remember(since: mark, of: problemQuestion) }
        let value = attributing(node, .explicitAlignment, proposal) {
            box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, of: node, in: self)
        }.flatMap { sanitizedGuide($0, of: node) }
        guides.insert(value, for: question, limit: guideCacheLimit)
        return value
    }

    /// The value of the guide `key` of `node` when proposed `proposal` and sized `size` (what
    /// it answered): its explicit value if it has one, else the guide's default. What
    /// ``ViewDimensions`` read at `key` gives for ``dimensions(_:_:askedByLayout:)``.
    func guide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        let proposal = sanitized(proposal, for: node)
        let overrideDepth = store.tables.guideOverrideCount(of: store.nodes[node.index])
        if let value = explicitGuide(key, of: node, size: size, proposal: proposal, overrideDepth: overrideDepth) {
            return value
        }
        if let fraction = key.standardFraction {
            // (A leading or top guide is 0 even along an infinite length, where 0 × ∞ is NaN.)
            return fraction == 0 ? 0 : fraction * (key.axis == .horizontal ? size.width : size.height)
        }
        let guides = GuideSource(engine: self, node: node, proposal: proposal, overrideDepth: overrideDepth)
        return key.type.defaultValue(in: ViewDimensions(size: size, guides: guides))
    }

    /// The default `explicitAlignment` of a layout: place the subviews aside in `bounds`, then
    /// merge the explicit values of `key` of the subviews that have one.
    func mergedExplicitGuide(
        _ key: AlignmentKey, of subviews: LayoutSubviews, in bounds: CGRect, place: () -> Void
    ) -> CGFloat? {
        placement.beginAside()
        place()
        let placed = placement.endAside()
        var values: [CGFloat?] = []
        for subview in subviews {
            guard let placement = placed[subview.node] else { continue }
            let dimensions = self.dimensions(subview.node, placement.proposal, askedByLayout: true)
            guard let value = explicitGuide(
                key, of: subview.node, size: dimensions.size, proposal: placement.proposal,
                overrideDepth: store.tables.guideOverrideCount(of: store.nodes[subview.node.index]))
            else { continue }
            let origin = Self.origin(of: dimensions.size, at: placement.position, anchor: placement.anchor)
            let offset = key.axis == .horizontal ? origin.x - bounds.minX : origin.y - bounds.minY
            values.append(value + offset)
        }
        return key.combine(values)
    }
}
