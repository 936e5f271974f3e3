import Foundation

/// The tree's storage: its nodes, their child lists, the tables of what nodes refer to, and
/// the room replacements freed.
///
/// A node is addressed by its ``NodeID`` (its index in ``nodes``). A node's children are one
/// contiguous range of ``children``, `childStart ..< childStart + childCount`; an index into
/// ``children`` is a *child entry*. The store is plain data: it never calls a layout.
///
/// Replacing a subtree frees its nodes and child lists; the next replacement takes them
/// before storage grows (``takeNodes(_:)``, ``takeChildList(length:)``), so a tree that keeps
/// changing keeps the storage of its largest version. Live nodes never move. Freed child
/// entries are gathered once there are many (``compactIfWorthIt()``).
struct NodeStore {
    var nodes: [Node]
    var children: [NodeID]
    var root: NodeID
    /// What the nodes refer to (boxes, sizings, visuals, names, rare properties).
    var tables: NodeTables
    /// How many entries ``tables`` held after the last compaction (see
    /// ``compactTablesIfWorthIt()``).
    private var tableEntriesKept = 0
    /// Whether the tables only grow: a node's changed rare properties become a new entry
    /// rather than changing its old one (which a result may be reading). Set once an engine
    /// owns the store; while resolving, entries change in place.
    var tablesOnlyGrow = false
    /// Nodes that replaced subtrees left (flagged ``NodeFlags/free``), for the next replacement.
    private var freeNodes: [NodeID] = []
    /// Child lists that replaced subtrees left: per length, their starts in ``children``.
    private var freeChildLists: [Int32: [Int32]] = [:]
    /// How many entries of ``children`` the free lists hold.
    private(set) var freeChildCount = 0

    init(nodes: [Node] = [], children: [NodeID] = [], root: NodeID = .none, tables: NodeTables = NodeTables()) {
        self.nodes = nodes
        self.children = children
        self.root = root
        self.tables = tables
        tableEntriesKept = tables.entryCount
    }

    // MARK: A node's entries

    /// The name of node `id` for dumps and diagnostics.
    func name(of id: NodeID) -> String { tables.name(of: nodes[id.index]) }

    /// Node `id`'s `.id(_:)` mark.
    func marker(of id: NodeID) -> Marker? { tables.marker(of: nodes[id.index]) }

    /// Node `id`'s layout priority.
    func priority(of id: NodeID) -> Double { tables.priority(of: nodes[id.index]) }

    /// Whether node `id` keeps the changes made to it from outside its view, for a
    /// replacement or a new resolve of it: a marked node, or a live view's single node (both
    /// save where they were resolved).
    func keepsOutsideChanges(_ id: NodeID) -> Bool { (rare(of: id)?.context ?? -1) >= 0 }

    /// Node `id`'s rare properties, if it has any.
    func rare(of id: NodeID) -> RareProperties? { tables.rare(of: nodes[id.index]) }

    /// Changes node `id`'s rare properties (giving it some, all defaults, first if it has none;
    /// as a new entry when the tables only grow).
    mutating func updateRare(_ id: NodeID, _ change: (inout RareProperties) -> Void) {
        var index = nodes[id.index].rare
        if index < 0 || tablesOnlyGrow {
            let old = index
            index = tables.addRare()
            if old >= 0 { tables.rares[Int(index)] = tables.rares[Int(old)] }
            nodes[id.index].rare = index
        }
        change(&tables.rares[Int(index)])
    }

    /// Makes node `wrapper` take on the list-element traits (priority, layout values) of
    /// `inner`, which it wraps.
    @inline(__always)
    mutating func inheritTraits(of inner: NodeID, into wrapper: NodeID) {
        // (Most views have no rare properties: nothing to take on, nothing to reset.)
        guard nodes[inner.index].rare >= 0 || nodes[wrapper.index].rare >= 0 else { return }
        inheritRareTraits(of: inner, into: wrapper)
    }

    private mutating func inheritRareTraits(of inner: NodeID, into wrapper: NodeID) {
        let traits = rare(of: inner)
        updateRare(wrapper) { $0.inheritTraits(of: traits) }
    }

    /// Whether `node` took on the traits of a marked node, through the modifiers' nodes
    /// between them. (A method of the store, not of the resolver: a non-mutating method of the
    /// resolver, called from a mutating one, was passed a copy of all of it.)
    func takesTraitsOfMarkedNode(_ node: NodeID) -> Bool {
        // (A node resolved in a saved context: a marked node, or a live view's node.)
        var current = node
        while tables.takesTraitsOfFirstChild(nodes[current.index]) {
            current = children[Int(nodes[current.index].childStart)]
            if keepsOutsideChanges(current) { return true }
        }
        return false
    }

    /// Appends `node` (of this store's tables) and returns its ID.
    @inline(__always)
    mutating func append(_ node: Node) -> NodeID {
        nodes.append(node)
        return NodeID(nodes.count - 1)
    }

    /// The child entries of `node`: the range of ``children`` that lists its children.
    @inline(__always)
    func childEntries(of node: NodeID) -> Range<Int> {
        let start = Int(nodes[node.index].childStart)
        return start ..< start + Int(nodes[node.index].childCount)
    }

    /// The children of `node`, in order.
    @inline(__always)
    func children(of node: NodeID) -> ArraySlice<NodeID> { children[childEntries(of: node)] }

    /// The node `count` new nodes go to: freed ones first, then new ones at the end of
    /// ``nodes`` (filled with placeholders until the caller stores them).
    mutating func takeNodes(_ count: Int) -> [NodeID] {
        var taken: [NodeID] = []
        taken.reserveCapacity(count)
        for _ in 0 ..< count {
            if let free = freeNodes.popLast() {
                taken.append(free)
            } else {
                taken.append(NodeID(nodes.count))
                nodes.append(.placeholder)
            }
        }
        return taken
    }

    /// Frees `node` (already taken out of the tree) and its child list.
    mutating func free(_ node: NodeID) {
        let length = nodes[node.index].childCount
        if length > 0 {
            freeChildLists[length, default: []].append(nodes[node.index].childStart)
            freeChildCount += Int(length)
        }
        // The old node's layout cache goes now (a container's box is its own), the box itself
        // when the tables are compacted; a placeholder uses no entry.
        if case let .layout(box) = nodes[node.index].behavior { tables.box(box).discardCache() }
        nodes[node.index] = .placeholder
        freeNodes.append(node)
    }

    /// The start of `length` entries of ``children`` for a new child list: a freed range of
    /// that length if there is one, else new entries at the end.
    mutating func takeChildList(length: Int) -> Int {
        if let start = freeChildLists[Int32(length)]?.popLast() {
            freeChildCount -= length
            return Int(start)
        }
        children.append(contentsOf: repeatElement(.none, count: length))
        return children.count - length
    }

    /// Freed child entries are gathered into one block once there are more of them than this
    /// and than live entries: replacements of other shapes than the freed lists' cannot reuse them.
    static var compactionThreshold: Int { 4096 }

    /// Whether enough child entries are free for ``compact()`` to pay.
    var shouldCompact: Bool { freeChildCount > Self.compactionThreshold && freeChildCount > children.count / 2 }

    /// Moves every live child list to the front of ``children``, in storage order, and forgets
    /// the freed ranges. Returns the nodes whose child lists moved.
    mutating func compact() -> [NodeID] {
        var packed: [NodeID] = []
        packed.reserveCapacity(children.count - freeChildCount)
        var moved: [NodeID] = []
        for index in nodes.indices where nodes[index].childCount > 0 {
            let start = Int(nodes[index].childStart)
            if packed.count != start {
                moved.append(NodeID(index))
                nodes[index].childStart = Int32(packed.count)
            }
            packed.append(contentsOf: children[start ..< start + Int(nodes[index].childCount)])
        }
        children = packed
        freeChildLists = [:]
        freeChildCount = 0
        return moved
    }

    /// The number of levels below `top`: the depth of its deepest descendant (found without
    /// recursion).
    func depth(below top: NodeID) -> Int {
        var deepest = 0
        var stack: [(node: NodeID, depth: Int)] = [(top, 0)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in children(of: node) { stack.append((child, depth + 1)) }
        }
        return deepest
    }

    /// How many levels `node` is below the root.
    func level(of node: NodeID) -> Int {
        var level = 0, current = nodes[node.index].parent
        while current != .none {
            level += 1
            current = nodes[current.index].parent
        }
        return level
    }

    /// Whether `a` comes before `b` in tree order (depth first, parents before children).
    func precedes(_ a: NodeID, _ b: NodeID) -> Bool {
        func path(_ node: NodeID) -> [NodeID] {
            var path = [node], current = node
            while nodes[current.index].parent != .none {
                current = nodes[current.index].parent
                path.append(current)
            }
            return path.reversed()
        }
        let pa = path(a), pb = path(b)
        for depth in 0 ..< min(pa.count, pb.count) where pa[depth] != pb[depth] {
            let siblings = children(of: pa[depth - 1])
            return siblings.firstIndex(of: pa[depth])! < siblings.firstIndex(of: pb[depth])!
        }
        return pa.count < pb.count
    }

    /// Drops the table entries that no node uses any more (those of replaced subtrees) once
    /// the tables have grown past twice what the last compaction kept, so that a tree that
    /// keeps changing keeps tables of its own size. Amortised: each compaction reads every
    /// node once, after at least as many entries were added. Returns whether it compacted
    /// (every node's indices may have changed).
    mutating func compactTablesIfWorthIt() -> Bool {
        guard tables.entryCount > 2 * tableEntriesKept + 1024 else { return false }
        tables = tables.compacted(for: &nodes)
        tableEntriesKept = tables.entryCount
        return true
    }

    /// A readable path to a node: `VStack/HStack[1]/Rectangle[0]`, or its marker if it has one.
    func path(of node: NodeID) -> String {
        var parts: [String] = []
        var current = node
        while current != .none {
            let n = nodes[current.index]
            var part = tables.name(of: n)
            if let marker = tables.marker(of: n) { part += " id=\(marker)" }
            let parent = n.parent
            if parent != .none, let index = children(of: parent).firstIndex(of: current) {
                part += "[\(index - Int(nodes[parent.index].childStart))]"
            }
            parts.append(part)
            current = parent
        }
        return parts.reversed().joined(separator: " / ")
    }
}
