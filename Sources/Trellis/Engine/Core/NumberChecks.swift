import Foundation

// Checking numbers: every proposal, size, guide and position that comes out of a layout is
// checked here; a bad one is replaced by a documented value and reported (docs/semantics.md,
// "Bad input").

extension LayoutEngine {
    /// `proposal`, cleaned: NaN becomes unspecified, negative becomes 0.
    @inline(__always)
    func sanitized(_ proposal: ProposedViewSize, for node: NodeID) -> ProposedViewSize {
        // The common case inline: nothing to clean (a NaN fails the comparison).
        if (proposal.width ?? 0) >= 0, (proposal.height ?? 0) >= 0 { return proposal }
        return cleaned(proposal, for: node)
    }

    @inline(never)
    private func cleaned(_ proposal: ProposedViewSize, for node: NodeID) -> ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN { return nil }
            return value < 0 ? 0 : value
        }
        let result = ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
        if result != proposal {
            report(.invalidProposal, node, "proposed \(Describe.proposal(proposal)); NaN becomes unspecified, negative becomes 0")
        }
        return result
    }

    /// `size`, cleaned: NaN and negative dimensions become 0.
    @inline(__always)
    func sanitized(_ size: CGSize, of node: NodeID) -> CGSize {
        // The common case inline: nothing to clean (a NaN fails the comparison).
        if size.width >= 0, size.height >= 0 { return size }
        return cleaned(size, of: node)
    }

    /// `size` with NaN and negative dimensions made 0, reported.
    @inline(never)
    private func cleaned(_ size: CGSize, of node: NodeID) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
        let result = CGSize(width: clean(size.width), height: clean(size.height))
        if result != size {
            report(.invalidSize, node, "answered size \(Describe.size(size)); NaN and negative dimensions become 0")
        }
        return result
    }

    /// A guide's value, or `nil` (the guide's default) when it is not finite.
    func sanitizedGuide(_ value: CGFloat, of node: NodeID) -> CGFloat? {
        if value.isFinite { return value }
        report(.invalidAlignmentGuide, node, "gave alignment guide value \(value); the guide's default is used instead")
        return nil
    }

    /// A placement, with non-finite coordinates of its position and anchor replaced by 0.
    @inline(never)
    func sanitized(_ placement: Placement, of node: NodeID) -> Placement {
        var placement = placement
        let position = placement.position, anchor = placement.anchor
        if !(position.x.isFinite && position.y.isFinite) {
            report(.invalidPosition, node, "placed at \(position); non-finite coordinates become 0")
            placement.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        }
        if !(anchor.x.isFinite && anchor.y.isFinite) {
            report(.invalidPosition, node, "placed with anchor (\(anchor.x), \(anchor.y)); non-finite values become 0")
            placement.anchor = UnitPoint(x: anchor.x.isFinite ? anchor.x : 0, y: anchor.y.isFinite ? anchor.y : 0)
        }
        return placement
    }

    /// Reports a problem with `node`. A container whose placement reports a problem is placed
    /// again in the next pass, so that the pass reports the problem again (see ``layOut(_:)``);
    /// the root is measured and settled in every pass.
    func report(_ kind: LayoutDiagnostic.Kind, _ node: NodeID, _ message: String) {
        problems.add(LayoutDiagnostic(kind: kind, view: path(of: node), message: message))
    }

    /// Reports `diagnostic`.
    func report(_ diagnostic: LayoutDiagnostic) {
        problems.add(diagnostic)
    }

    /// A readable path to a node: `VStack/HStack[1]/Rectangle[0]`, or its marker if it has one.
    func path(of node: NodeID) -> String { store.path(of: node) }

    /// This pass's diagnostics, each once.
    var reportedDiagnostics: [LayoutDiagnostic] { problems.log.entries }

    /// How many reports this pass has made, repeats included: a layout that keeps an answer
    /// past the pass that asked it (a stack's probes) keeps only those whose question added
    /// none, so that a later pass asks again and reports the problem again.
    var reportCount: Int { problems.reportCount }

    /// Starts the diagnostics over from the problems resolving found in the views now in the
    /// tree: a pass reports what it repaired, and the answers it takes from the cache report
    /// again what computing them repaired.
    func resetDiagnostics() { problems.reset() }
}
