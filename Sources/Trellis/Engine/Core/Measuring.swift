import Foundation

// Measuring: a node's size for a proposal, and its spacing preferences.

extension LayoutEngine {
    /// The size `node` chooses for `proposal`.
    ///
    /// Bad proposals are cleaned first (NaN → unspecified, negative → 0); a NaN or negative
    /// answer becomes 0 (`NumberChecks.swift`). Infinite answers are legitimate (a flexible
    /// view asked for its maximum) and pass through.
    func measure(_ node: NodeID, _ proposal: ProposedViewSize, askedByLayout: Bool = false) -> CGSize {
        let proposal = sanitized(proposal, for: node)
        let size: CGSize
        switch store.nodes[node.index].behavior {
        case NodeBehavior.leaf(NodeTables.fillSizing):
            size = sanitized(LeafSizing.fill.size(for: proposal), of: node)
        case let .leaf(index):
            let sizing = store.tables.sizing(index)
            guard !sizing.isAskedEachTime else {
                size = sanitized(sizing.size(for: proposal), of: node)
                break
            }
            if let hit = cache.lookup(node, proposal) {
                size = hit
                if problems.hasCachedProblems { problems.replay(ProblemLog.Question(node: node, proposal: proposal)) }
            } else {
                let mark = problems.reportCount
                size = sanitized(sizing.size(for: proposal), of: node)
                cache.insert(node, proposal, size)
                problems.remember(since: mark, of: ProblemLog.Question(node: node, proposal: proposal))
            }
        case let .layout(index):
            let box = store.tables.box(index)
            // A size that does not depend on a dimension of the proposal is kept once for all
            // its values (under `nil`); traced passes ask for each proposal, as for fixed sizes.
            var key = proposal
            if measurementLog == nil, cache.sharesIndependentSizes {
                let nodeFlags = columns.flags[node.index]
                if nodeFlags.contains(.widthIndependent) { key.width = nil }
                if nodeFlags.contains(.heightIndependent) { key.height = nil }
            }
            // A fixed size needs neither the layout nor the cache; traced passes still ask,
            // so that the trace shows every question.
            if measurementLog == nil, let fixed = box.fixedSize {
                size = fixed
            } else if !box.keepsAnswers, subviewAnswersAtOnce(node) {
                // Asked again each time: as cheap as a look-up (a problem it meets is then
                // reported each time too, as a cached answer's would be replayed).
                let answer = attributing(node, .sizeThatFits, proposal) { box.sizeThatFits(proposal, of: node, in: self) }
                size = sanitized(answer, of: node)
            } else if let hit = cache.lookup(node, key) {
                size = hit
                if problems.hasCachedProblems { problems.replay(ProblemLog.Question(node: node, proposal: key)) }
            } else {
                let mark = problems.reportCount
                let answer = attributing(node, .sizeThatFits, proposal) { box.sizeThatFits(proposal, of: node, in: self) }
                size = sanitized(answer, of: node)
                cache.insert(node, key, size)
                problems.remember(since: mark, of: ProblemLog.Question(node: node, proposal: key))
            }
        }
        if let measurementLog {
            measurementLog.record(node, proposal, size, askedByLayout: askedByLayout)
        }
        return size
    }

    /// Whether `node`'s size is the same for every proposal and one answer may stand for all
    /// of them (see ``SubviewAccess/answersOnce(_:)``).
    @inline(__always)
    func answersOnce(_ node: NodeID) -> Bool {
        measurementLog == nil && cache.sharesIndependentSizes && columns.flags[node.index].contains(.sizeIndependent)
    }

    /// `node`'s size for `proposal` with its alignment guides.
    func dimensions(_ node: NodeID, _ proposal: ProposedViewSize, askedByLayout: Bool = false) -> ViewDimensions {
        let size = measure(node, proposal, askedByLayout: askedByLayout)
        return ViewDimensions(
            size: size,
            guides: GuideSource(
                engine: self, node: node, proposal: sanitized(proposal, for: node),
                overrideDepth: store.tables.guideOverrideCount(of: store.nodes[node.index])))
    }

    /// A node's spacing preferences; they do not depend on the proposal, so they are computed once.
    func spacing(of node: NodeID) -> ViewSpacing {
        // (The key first: `spacings[spacingKey(of: node)]` would read the table before the key
        // is computed, which may add to it.)
        let key = spacingKey(of: node)
        return spacings[key]
    }

    /// Whether the one subview of `node` answers at the cost of a look-up or less: a leaf (its
    /// sizing is trivial or its answers kept), a fixed size, or a layout whose answers are
    /// kept. A modifier that asks its subview once need not keep its own answers then; above
    /// another such modifier it keeps them, or a chain of them would be asked down its whole
    /// length for every question, and placing it would cost its length squared.
    @inline(__always)
    private func subviewAnswersAtOnce(_ node: NodeID) -> Bool {
        guard store.nodes[node.index].childCount == 1 else { return false }
        let child = store.children[Int(store.nodes[node.index].childStart)]
        guard case let .layout(index) = store.nodes[child.index].behavior else { return true }
        let box = store.tables.box(index)
        return box.keepsAnswers || box.fixedSize != nil
    }

    /// The key of a node's spacing preferences in the ``SpacingTable``: neighbours with the
    /// same key have the same preferences, so a stack skips repeating its work for them.
    func spacingKey(of node: NodeID) -> Int32 {
        if let known = spacings.key(of: node) { return known }
        let spacing: ViewSpacing
        if let override = store.tables.spacingOverride(of: store.nodes[node.index]) {
            spacing = override
        } else {
            switch store.nodes[node.index].behavior {
            case let .layout(index):
                // Nodes that share a box of constant preferences (the leaves of a list, framed
                // alike) share their key.
                if let key = spacings.constantKey(ofBox: index) { return spacings.assign(key, to: node) }
                let box = store.tables.box(index)
                if let constant = box.constantSpacing {
                    let key = spacings.store(constant, for: node)
                    spacings.remember(key, asConstantOfBox: index)
                    return key
                }
                // A modifier's preferences are a function of its one subview's: nodes of one box
                // around subviews of one key share a key (a traced pass asks every layout).
                if box is ModifierLayoutBoxBase, store.nodes[node.index].childCount == 1, measurementLog == nil {
                    let subviewKey = spacingKey(of: store.children[Int(store.nodes[node.index].childStart)])
                    if let key = spacings.derivedKey(ofBox: index, subviewKey: subviewKey) { return spacings.assign(key, to: node) }
                    let key = spacings.store(box.spacing(subviews(of: node)), for: node)
                    spacings.remember(key, derivedByBox: index, subviewKey: subviewKey)
                    return key
                }
                // A container whose subviews all prefer the same has their preferences (a
                // traced pass asks every layout).
                if box.spacingOfAlikeSubviews, measurementLog == nil, let key = alikeSubviewsKey(of: node) {
                    return spacings.assign(key, to: node)
                }
                spacing = attributing(node, .spacing, .unspecified) { box.spacing(subviews(of: node)) }
            case let .leaf(index):
                if case let .measured(measurer) = store.tables.sizing(index) { spacing = measurer.spacing } else { spacing = .plainView }
            }
        }
        return spacings.store(spacing, for: node)
    }

    /// The spacing key every child of `node` has, if it has children and they all have one.
    private func alikeSubviewsKey(of node: NodeID) -> Int32? {
        let entries = store.childEntries(of: node)
        guard let firstEntry = entries.first else { return nil }
        let key = spacingKey(of: store.children[firstEntry])
        for entry in entries.dropFirst() where spacingKey(of: store.children[entry]) != key { return nil }
        return key
    }

    /// Runs one call of `node`'s layout; with a measurement log, the questions `body` asks are
    /// attributed to that call.
    @inline(__always)
    func attributing<R>(_ node: NodeID, _ role: MeasurementLog.Role, _ proposal: ProposedViewSize, _ body: () -> R) -> R {
        guard let measurementLog else { return body() }
        return measurementLog.within(MeasurementLog.Asker(container: node, role: role, proposal: proposal), body)
    }
}
