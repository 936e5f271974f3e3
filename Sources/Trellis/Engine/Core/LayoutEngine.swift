import Foundation

/// Lays out one resolved view tree: a coordinator of small components.
///
/// The tree is flat storage (``NodeStore``: ``Node``s addressed by ``NodeID``, child lists as
/// contiguous ranges of one array), laid out in two passes:
///
/// 1. **Measure** (`Measuring.swift`): `measure(_:_:)` answers "what size for this
///    proposal?" for any node, through the node's ``Layout`` (containers and modifiers) or its
///    ``LeafSizing``. Answers are kept per node and proposal (``MeasureCache``), explicit
///    guides per node, guide, proposal and size (``GuideCache``), spacing preferences per node
///    (``SpacingTable``).
/// 2. **Place** (`Placing.swift`): starting at the root, each container's `placeSubviews`
///    records where each subview goes (``PlacementState``); the engine keeps the subview's
///    frame relative to the container (``ResultColumns``) and continues with the subview.
///    Placement is iterative, so depth costs heap, not stack, and incremental: a container
///    whose size and proposal are unchanged, with nothing in it changed, keeps its subviews'
///    frames and is not visited. Frames in root coordinates are worked out only when a result
///    is read (``PlacedTree``).
///
/// Between passes a marked subtree can be replaced (`Replacement.swift`). Layouts see only
/// ``LayoutSubviews`` proxies, never the storage. Every number that comes out of user code is
/// checked (`NumberChecks.swift`); a bad one is replaced by a documented value and reported as
/// a ``LayoutDiagnostic`` (``ProblemLog``).
///
/// Exclusivity: the engine's stored properties are marked `@exclusivity(unchecked)`: the
/// runtime checks cost 14 % of a layout's instructions (callgrind). The components are plain
/// data whose methods never call a layout, so an access to one cannot overlap another access
/// to it; the engine's own methods, which do call layouts (and through them, re-enter the
/// engine), only read or write a component in single statements that call nothing else.
final class LayoutEngine {
    /// The nodes and their child lists.
    @exclusivity(unchecked) var store: NodeStore
    /// The environment the tree was resolved in.
    let environment: EnvironmentValues
    /// Where marked nodes were resolved, and per mark the live nodes that carry it.
    @exclusivity(unchecked) var marks: EngineMarks
    /// What the pass reported, and the problems kept with cached answers.
    @exclusivity(unchecked) var problems: ProblemLog
    /// Each node's sizes per proposal.
    @exclusivity(unchecked) var cache: MeasureCache
    /// Each node's spacing preferences.
    @exclusivity(unchecked) var spacings: SpacingTable
    /// Containers' explicit guides.
    @exclusivity(unchecked) var guides = GuideCache()
    /// Stacks' caches (``StackLayoutBox``).
    @exclusivity(unchecked) var stacks = StackCaches()
    /// The placements of the container being placed.
    @exclusivity(unchecked) var placement = PlacementState()
    /// Per node: frame, proposal and flags, as results read them.
    @exclusivity(unchecked) var columns: ResultColumns
    /// What the tree's features keep: readers, safe area, scrolling, container-relative
    /// frames, shapes' leaves (``TreeFeatures``).
    @exclusivity(unchecked) var features = TreeFeatures()

    /// When set, every size question is logged with who asked it (for the explainer, layout
    /// trials and tests). When `nil`, tracing costs one check per question and per layout call.
    @exclusivity(unchecked) var measurementLog: MeasurementLog?

    /// An engine for the tree `resolver` made, whose root is `root`.
    convenience init(_ resolver: Resolver, root: NodeID, environment: EnvironmentValues) {
        var store = resolver.store
        store.root = root
        self.init(
            store: store, flags: resolver.summary.flags, environment: environment,
            contexts: resolver.marks.contexts, problems: resolver.problems, containerCount: resolver.summary.containerCount)
        features = resolver.features
    }

    /// An engine for a tree: its nodes and child lists, and each node's ``NodeFlags`` (subtree
    /// flags, as the resolver works them out, and every node to be placed). `containerCount`
    /// (how many nodes are containers, not modifiers' nodes) sizes the measure cache:
    /// containers' answers are kept, in the benchmark's trees under two per container (their
    /// probes share answers where sizes do not depend on them), and a table sized for more
    /// would be kept, unfilled, for the host's life.
    init(
        store: NodeStore, flags: [NodeFlags], environment: EnvironmentValues,
        contexts: [MarkContext] = [], problems: [ResolveProblem] = [], containerCount: Int = 0
    ) {
        self.store = store
        // Results share the tables from now on: a changed entry is a new one.
        self.store.tablesOnlyGrow = true
        self.environment = environment
        marks = EngineMarks(contexts: contexts)
        self.problems = ProblemLog(resolveProblems: problems)
        cache = MeasureCache(nodeCount: store.nodes.count, expectedAnswers: containerCount + containerCount / 2)
        spacings = SpacingTable(nodeCount: store.nodes.count)
        columns = ResultColumns(flags: flags)
    }

    /// Sets node `index`'s flags that summarise its subtree (``NodeFlags/subtreeFlags``) from
    /// its own behaviour and its children's flags, which are all current (after a replacement),
    /// and whether it reaches into the safe area (``NodeFlags/reachesIntoSafeArea``).
    func updateSubtreeFlags(_ index: Int) {
        var childFlags = NodeFlags.subtreeFlags
        for entry in store.childEntries(of: NodeID(index)) {
            childFlags.formIntersection(columns.flags[store.children[entry].index])
        }
        let summary = store.tables.summaryFlags(of: store.nodes[index], children: childFlags)
        columns.noteChange(index)
        columns.flags[index].subtract(NodeFlags.subtreeFlags)
        columns.flags[index].formUnion(summary)
        // (The node's own flag, which the columns of a new node do not have yet.)
        if store.tables.safeAreaExtension(of: store.nodes[index]) != nil { columns.flags[index].insert(.reachesIntoSafeArea) }
    }

    // MARK: Reading the tree

    /// Where marked nodes were resolved (``RareProperties/context`` indexes it).
    var contexts: [MarkContext] { marks.contexts }

    /// The nodes (for the host, results and tests; the engine reads `store`).
    var nodes: [Node] { store.nodes }
    /// The root node.
    var root: NodeID { store.root }

    /// The node at child entry `entry`.
    func child(at entry: Int) -> NodeID { store.children[entry] }

    /// How many child entries the store holds, free ones included.
    var childEntryCount: Int { store.children.count }

    /// How many answers the measure cache has room for.
    var measureCacheCapacity: Int { cache.capacity }

    /// The children of `node`, in order.
    func children(of node: NodeID) -> ArraySlice<NodeID> { store.children(of: node) }

    /// Proxies for `node`'s children, as its layout sees them.
    func subviews(of node: NodeID) -> LayoutSubviews {
        LayoutSubviews(
            engine: self, base: Int(store.nodes[node.index].childStart), count: Int(store.nodes[node.index].childCount),
            layoutDirection: store.nodes[node.index].layoutDirection)
    }

    /// A node's layout priority (a list-element trait).
    func priority(of node: NodeID) -> Double { store.tables.priority(of: store.nodes[node.index]) }

    /// The value a node sets for the layout value `key`, if any.
    func layoutValue(_ key: ObjectIdentifier, of node: NodeID) -> Any? {
        let rare = store.nodes[node.index].rare
        return rare < 0 ? nil : store.tables.rares[Int(rare)].rest?.layoutValues[key]
    }

    /// The proposal `node` was last placed with.
    func proposal(placedWith node: NodeID) -> ProposedViewSize { columns.proposals[node.index].proposal }

    /// Whether `node`'s container hid it in the last pass that placed the container.
    func isHidden(_ node: NodeID) -> Bool { columns.flags[node.index].contains(.hidden) }

    /// The number of levels below `top` (the root by default).
    func depth(below top: NodeID? = nil) -> Int { store.depth(below: top ?? store.root) }

    /// How many levels `node` is below the root.
    func level(of node: NodeID) -> Int { store.level(of: node) }

    /// How many times the spare result columns were brought up to date and used (for tests).
    var spareReuses: Int { columns.spareReuses }

    /// How many explicit-guide answers the guide cache keeps at most: a few per node.
    var guideCacheLimit: Int { GuideCache.limit(nodeCount: store.nodes.count) }
    /// How many explicit-guide answers are kept now (for tests).
    var guideCacheCount: Int { guides.count }

    // MARK: Results and caches

    /// What the last pass placed, for its result: shares the engine's storage until the
    /// engine changes it.
    var placedTree: PlacedTree {
        PlacedTree(
            nodes: store.nodes, children: store.children, root: store.root, tables: store.tables, frames: columns.frames,
            proposals: columns.proposals, flags: columns.flags, accessibility: features.accessibility)
    }

    /// Hands out `storage`, which shares the columns, as the last result's.
    func handOut(_ storage: LayoutResult.Storage) -> LayoutResult.Storage { columns.handOut(storage) }

    /// Forgets every cached answer and every layout's cache; every container is placed again.
    func discardCaches() {
        columns.beginChanges(&store)
        columns.dropSpare()
        for i in columns.flags.indices { columns.flags[i].insert(.needsPlacement) }
        placement.forgetOrigins()
        cache.removeAll()
        guides.removeAll()
        spacings.removeAll()
        stacks.removeAll()
        discardLayoutCaches()
    }

    /// Forgets every layout's cache (which may hold proxies, and through them this engine).
    func discardLayoutCaches() {
        // Each box once: nodes share modifiers' boxes, which keep no cache.
        for box in store.tables.boxes { box.discardCache() }
    }
}
