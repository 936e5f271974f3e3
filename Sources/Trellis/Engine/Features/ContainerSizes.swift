import Foundation

// Container sizes: what a `containerRelativeFrame` measures against.
//
// A container is the window or a scroll view. Its lengths are what it offers its content: the
// window its size less the host's safe-area insets (the root's proposal), a scroll view its
// proposal less its content margins (a scroll view that reaches into the unsafe bands is
// proposed the safe part: the bands are not in its lengths either). Along an axis the scroll
// view is proposed nothing, its container's length stands. Each container notes the lengths
// it offers before its content is measured or placed; a frame reads its own container's last
// ones, so a frame asked while a layout further up is placed gets the same answer as when its
// container measured it.
//
// A frame's size then depends on more than its proposal, which is all that cached answers are
// kept under: when a container's lengths change, the answers of the frames in it, and of every
// view between them and it (whose answers were made of theirs), are dropped, and those views
// are placed again. Trees without such frames skip all of this (`records.frames` is empty).

/// The `containerRelativeFrame` nodes of a tree and the lengths their containers offer.
struct ContainerRecords {
    /// The frames' nodes, in the order resolved (replaced ones are dropped).
    var frames: [NodeID] = []
    /// Per container (a scroll view's node, `.none` for the window), the lengths it offered
    /// its content last.
    var lengths: [NodeID: ProposedViewSize] = [:]
    /// Per frame or scroll view asked about, its container: worked out on first use, dropped
    /// when the tree changes.
    var containerOf: [NodeID: NodeID] = [:]
    /// The scroll views' nodes, while `containerOf` is being worked out.
    var scrollViews: Set<NodeID>?
}

extension LayoutEngine {
    /// The lengths the container of the frame `node` offers its content (unspecified where
    /// they are unknown).
    func containerLengths(of node: NodeID) -> ProposedViewSize {
        features.containers.lengths[container(of: node)] ?? .unspecified
    }

    /// Notes that `container` (a scroll view's node, `.none` for the window) offers its content
    /// `lengths`: where they changed, the answers that depended on the old ones are dropped.
    /// Returns whether they changed (a scroll view then drops its own cache). Along an axis
    /// the lengths leave unspecified, the container's own container's length stands.
    @discardableResult
    func offerContainerLengths(_ lengths: ProposedViewSize, from container: NodeID) -> Bool {
        guard !features.containers.frames.isEmpty else { return false }
        var lengths = lengths
        if container != .none, lengths.width == nil || lengths.height == nil {
            let outer = containerLengths(of: container)
            lengths = ProposedViewSize(width: lengths.width ?? outer.width, height: lengths.height ?? outer.height)
        }
        guard features.containers.lengths[container] != lengths else { return false }
        let first = features.containers.lengths[container] == nil
        features.containers.lengths[container] = lengths
        // (Nothing was measured against lengths never offered before.)
        if !first { containerChanged(container) }
        return !first
    }

    /// Drops the answers and explicit guides of every frame in `container` (directly, or
    /// through scroll views in it) and of the views between them and it, and has them placed
    /// again. Their layouts are told their subviews changed once every answer is dropped, the
    /// deepest first: a layout that measures its subviews as it updates its cache then gets
    /// answers for the new lengths.
    private func containerChanged(_ container: NodeID) {
        var path: [NodeID] = []
        var changed: [(node: NodeID, level: Int)] = []
        var seen = Set<NodeID>()
        for frame in features.containers.frames {
            path.removeAll(keepingCapacity: true)
            var current = frame
            while current != .none, current != container {
                path.append(current)
                current = store.nodes[current.index].parent
            }
            // (A frame outside `container` reaches the root without meeting it.)
            guard current == container || container == .none else { continue }
            for node in path where seen.insert(node).inserted {
                cache.invalidate(node)
                changed.append((node, store.level(of: node)))
            }
            if let top = path.last { needsPlacement(from: top, through: path) }
        }
        guides.removeAll { seen.contains($0) }
        for (node, _) in changed.sorted(by: { $0.level > $1.level }) {
            if case let .layout(box) = store.nodes[node.index].behavior {
                store.tables.box(box).subviewsChanged(of: node, in: self)
            }
        }
    }

    /// Marks the nodes of `path` (which ends at `top`) and the containers around `top` to be
    /// placed again.
    private func needsPlacement(from top: NodeID, through path: [NodeID]) {
        for node in path.dropLast() {
            columns.noteChange(node.index)
            columns.flags[node.index].insert(.needsPlacement)
        }
        needsPlacement(from: top)
    }

    /// The container of `node`: its nearest scroll view, or `.none` for the window.
    func container(of node: NodeID) -> NodeID {
        if let known = features.containers.containerOf[node] { return known }
        if features.containers.scrollViews == nil { features.containers.scrollViews = Set(features.scrolling.scrollViews.map(\.node)) }
        var current = store.nodes[node.index].parent
        while current != .none, !features.containers.scrollViews!.contains(current) {
            current = store.nodes[current.index].parent
        }
        features.containers.containerOf[node] = current
        return current
    }

    /// Adds the frames a replacement brought (already renamed to their nodes) and forgets the
    /// containers worked out for the old tree.
    func containerFramesChanged(adding added: [NodeID]) {
        features.containers.frames.removeAll { columns.flags[$0.index].contains(.free) }
        features.containers.frames += added
        features.containers.containerOf.removeAll()
        features.containers.scrollViews = nil
    }
}

extension LayoutEngine {
    /// Whether the tree has a `containerRelativeFrame`: until it has, containers note nothing.
    var hasContainerRelativeFrames: Bool { !features.containers.frames.isEmpty }
}

extension LayoutSubviews {
    /// Notes that the container these are the subviews of offers them `lengths`
    /// (``LayoutEngine/offerContainerLengths(_:from:)``); returns whether they changed.
    func offerContainerLengths(_ lengths: ProposedViewSize) -> Bool {
        guard !isEmpty, base < engine.store.children.count else { return false }
        return engine.offerContainerLengths(lengths, from: engine.store.nodes[engine.store.children[base].index].parent)
    }
}

extension SubviewAccess {
    /// The lengths offered by the container of the frame whose subviews these are.
    func containerLengths() -> ProposedViewSize {
        withEngine { engine in
            guard count > 0 else { return .unspecified }
            return engine.containerLengths(of: engine.store.nodes[engine.child(at: base).index].parent)
        }
    }

    /// Reports a problem of the `containerRelativeFrame` whose subviews these are.
    func reportFrameProblem(_ message: String) {
        withEngine { engine in
            guard count > 0 else { return }
            engine.report(.invalidModifierValue, engine.store.nodes[engine.child(at: base).index].parent, message)
        }
    }
}
