import Foundation

// Replacement: putting a newly resolved subtree in the place of a marked one, between passes,
// and forgetting exactly the answers that depended on the old one.

/// Per mark, the live nodes that carry it. Plain data.
struct MarkIndex {
    private var nodes: [Marker: [NodeID]] = [:]

    /// The index of the marks in `store` under `top`.
    init(_ store: NodeStore, under top: NodeID) { add(store, under: top) }

    /// Adds the marks of `store`'s nodes under `top`.
    mutating func add(_ store: NodeStore, under top: NodeID) {
        var stack = [top]
        while let node = stack.popLast() {
            if let marker = store.marker(of: node) { nodes[marker, default: []].append(node) }
            stack.append(contentsOf: store.children(of: node))
        }
    }

    /// Removes `node`, marked `marker`.
    mutating func remove(_ node: NodeID, marked marker: Marker) {
        nodes[marker]?.removeAll { $0 == node }
        if nodes[marker]?.isEmpty == true { nodes[marker] = nil }
    }

    /// The live nodes marked `marker`.
    subscript(marker: Marker) -> [NodeID] { nodes[marker] ?? [] }
}

/// The engine's marks: the places where marked nodes were resolved (``RareProperties/context``
/// indexes them), and per mark the live nodes that carry it (built on the first replacement,
/// then kept up to date). Plain data.
struct EngineMarks {
    var contexts: [MarkContext]
    var index: MarkIndex?
}

extension LayoutEngine {
    /// The node a replacement of `marker` replaces: of the live nodes marked `marker`, the
    /// first in tree order (as ``LayoutResult/frame(of:)`` finds it).
    func node(marked marker: Marker) -> NodeID? {
        if marks.index == nil { marks.index = MarkIndex(store, under: store.root) }
        let candidates = marks.index?[marker] ?? []
        guard var best = candidates.first else { return nil }
        for candidate in candidates.dropFirst() where store.precedes(candidate, best) { best = candidate }
        return best
    }

    /// Puts the nodes `resolver` made (its `top` node and what it contains) in the place of
    /// `old` and its subtree, and forgets every cached answer that depended on `old`: those of
    /// its ancestors (measurements, spacing, explicit guides, their layouts' caches). Answers
    /// of every other node stay, so the next pass re-measures only the ancestors' paths.
    ///
    /// The new nodes take the nodes (and child lists) that earlier replacements freed before
    /// storage grows (``NodeStore``), so a tree that keeps changing keeps the storage of its
    /// largest version; live nodes never move. Returns the new subtree's top node.
    /// `placed` is given the map from the resolver's nodes to where they went.
    @discardableResult
    func replace(
        _ old: NodeID, with resolver: Resolver, top: NodeID, placed: ((_ taken: (NodeID) -> NodeID) -> Void)? = nil
    ) -> NodeID {
        columns.beginChanges(&store)
        let parent = store.nodes[old.index].parent
        var ancestors: Set<NodeID> = []
        var current = parent
        while current != .none {
            ancestors.insert(current)
            current = store.nodes[current.index].parent
        }
        release(old, invalidatingGuidesOf: ancestors)

        // Where the new nodes go: freed nodes first, then new ones at the end of storage. What
        // they refer to goes at the end of the tables.
        let newNodes = store.takeNodes(resolver.nodes.count)
        let shift = store.tables.append(resolver.store.tables)
        let count = store.nodes.count
        cache.grow(nodeCount: count)
        spacings.grow(nodeCount: count)
        columns.grow(nodeCount: count)
        /// Where the resolver's node `id` went.
        func taken(_ id: NodeID) -> NodeID { id == .none ? .none : newNodes[id.index] }
        for (index, resolved) in resolver.nodes.enumerated() {
            var node = resolved.shifted(by: shift)
            node.parent = taken(node.parent)
            if node.childCount > 0 {
                let from = Int(node.childStart), length = Int(node.childCount)
                let start = store.takeChildList(length: length)
                for offset in 0 ..< length {
                    columns.noteChange(childEntry: start + offset, of: store.children.count)
                    store.children[start + offset] = taken(resolver.children[from + offset])
                }
                node.childStart = Int32(start)
            }
            let id = newNodes[index]
            store.nodes[id.index] = node
            spacings.forget(id)
            columns.reset(id.index)
        }
        // In the order resolved, which puts children before their container.
        for id in newNodes { updateSubtreeFlags(id.index) }
        features.merge(resolver.features, remap: taken)
        if !features.containers.frames.isEmpty || !resolver.features.containers.frames.isEmpty {
            containerFramesChanged(adding: resolver.features.containers.frames.map(taken))
        }
        marks.contexts = resolver.marks.contexts
        problems.addResolveProblems(resolver.problems.map {
            ResolveProblem(diagnostic: $0.diagnostic, owners: $0.owners.map(taken))
        })

        placed?(taken)
        let new = taken(top)
        store.nodes[new.index].parent = parent
        if parent == .none {
            store.root = new
        } else {
            let entry = store.childEntries(of: parent).first { store.children[$0] == old }!
            columns.noteChange(childEntry: entry, of: store.children.count)
            store.children[entry] = new
        }
        // The modifiers' nodes around the marked view took on its traits when the tree was
        // resolved: they take on the new view's, then what was done to them after.
        var inner = new, wrapper = parent
        while wrapper != .none, store.tables.takesTraitsOfFirstChild(store.nodes[wrapper.index]),
              store.children[Int(store.nodes[wrapper.index].childStart)] == inner {
            columns.noteChange(wrapper.index)
            store.inheritTraits(of: inner, into: wrapper)
            let changes = store.rare(of: wrapper)?.outsideChanges ?? []
            if !changes.isEmpty { store.updateRare(wrapper) { for change in changes { change.apply(to: &$0) } } }
            inner = wrapper
            wrapper = store.nodes[wrapper.index].parent
        }
        needsPlacement(from: parent)
        marks.index?.add(store, under: new)

        // The ancestors' answers depended on the old subtree.
        current = parent
        while current != .none {
            cache.invalidate(current)
            spacings.forget(current)
            updateSubtreeFlags(current.index)
            if case let .layout(box) = store.nodes[current.index].behavior {
                store.tables.box(box).subviewsChanged(of: current, in: self)
            }
            current = store.nodes[current.index].parent
        }
        spacings.compactIfWorthIt()
        if store.shouldCompact { compactChildren() }
        // (Compacting the tables changes nodes the spare result columns do not list.)
        if store.compactTablesIfWorthIt() {
            columns.dropSpare()
            spacings.forgetBoxKeys()
        }
        return new
    }

    /// Takes `top` and everything in it out of the tree: their marks, cached answers and
    /// problems go, and their nodes and child lists are freed for later replacements. The
    /// explicit guides cached for `ancestors` go too (they depended on the subtree).
    private func release(_ top: NodeID, invalidatingGuidesOf ancestors: Set<NodeID>) {
        var released: [NodeID] = []
        var stack = [top]
        while let node = stack.popLast() {
            released.append(node)
            columns.noteChange(node.index)
            columns.flags[node.index].insert(.free)
            stack.append(contentsOf: store.children(of: node))
        }
        let flags = columns.flags
        func isFree(_ node: NodeID) -> Bool { flags[node.index].contains(.free) }
        for node in released {
            if let marker = store.marker(of: node) { marks.index?.remove(node, marked: marker) }
        }
        guides.removeAll { isFree($0) || ancestors.contains($0) }
        features.readers.removeAll { isFree($0.node) }
        features.scrolling.forget(where: isFree)
        if !features.shapeLeaves.isEmpty { features.shapeLeaves.removeAll(where: isFree) }
        features.accessibility.forget(released)
        problems.forget(where: isFree)
        placement.forgetOrigins(where: isFree)
        for node in released {
            cache.invalidate(node)
            stacks.forget(node)
        }
        // Freed last first, so that the next replacement takes them in the order released.
        for node in released.reversed() { store.free(node) }
    }

    /// Moves every live child list to the front of the store's `children`. The layouts whose
    /// subviews moved in storage have their caches updated (`updateCache`): their
    /// `LayoutSubviews` are new values.
    private func compactChildren() {
        columns.dropSpare()
        for node in store.compact() {
            if case let .layout(box) = store.nodes[node.index].behavior { store.tables.box(box).subviewsChanged(of: node, in: self) }
        }
    }
}
