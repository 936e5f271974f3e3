import Foundation

/// Lays out one resolved view tree.
///
/// The engine holds the tree as flat node storage (``Node``s addressed by ``NodeID``, child
/// lists as contiguous ranges of one array) and runs two passes over it:
///
/// 1. **Measure** — `measure(_:_:)` answers "what size for this proposal?" for any node,
///    through the node's ``Layout`` (containers and modifiers) or its ``LeafSizing``. Answers
///    are cached per node and proposal (``MeasureCache``).
/// 2. **Place** — starting at the root, each container's `placeSubviews` records where each
///    child goes; the engine keeps the child's frame relative to the container and continues
///    with the child. Placement is iterative, so depth costs heap, not stack, and incremental:
///    a container whose size and proposal are unchanged, with nothing in it changed, keeps its
///    subviews' frames and is not visited (see ``run(_:)``). Frames in root coordinates are
///    worked out only when a result is read (``PlacedTree``).
///
/// Layouts see only ``LayoutSubviews`` proxies, never the storage. Every number that comes
/// out of user code is checked; bad ones are replaced by a documented value and reported as a
/// ``LayoutDiagnostic``.
final class LayoutEngine {
    // Exclusivity: the engine's stored properties are marked `@exclusivity(unchecked)`: the
    // runtime checks cost 14 % of a layout's instructions (callgrind). Every access to them is
    // a single statement that calls out to no layout (lookups, inserts, appends, one field
    // read or write), so no access can overlap another; keep it so when changing this file.
    @exclusivity(unchecked) private(set) var nodes: [Node]
    /// Child lists: node `n`'s children are `children[n.childStart ..< n.childStart + n.childCount]`.
    @exclusivity(unchecked) private var children: [NodeID]
    @exclusivity(unchecked) private(set) var root: NodeID
    let environment: EnvironmentValues
    /// Where marked nodes were resolved (``Node/context`` indexes it).
    @exclusivity(unchecked) private(set) var contexts: [MarkContext]
    /// Per mark, the live nodes that carry it; built on the first replacement, then kept up to date.
    @exclusivity(unchecked) private var markIndex: [Marker: [NodeID]]?
    /// What resolving the views found wrong: each problem is reported while a node it belongs
    /// to is in the tree.
    @exclusivity(unchecked) private var resolveProblems: [ResolveProblem]
    /// Slots of `nodes` that replaced subtrees left (flagged ``NodeFlags/free``), for the next
    /// replacement's nodes.
    @exclusivity(unchecked) private var freeNodes: [NodeID] = []
    /// Ranges of `children` that replaced subtrees' child lists left: per length, their starts.
    @exclusivity(unchecked) private var freeChildLists: [Int32: [Int32]] = [:]
    /// How many entries of `children` the free ranges hold.
    @exclusivity(unchecked) private var freeChildCount = 0

    @exclusivity(unchecked) private var cache: MeasureCache
    /// Per node: the index of its spacing preferences in `spacings`, or -1 until asked.
    @exclusivity(unchecked) private var spacingIndex: [Int32]
    /// The spacing preferences computed so far; consecutive equal ones share an entry (a
    /// stack's leaves usually all prefer the same), so a node costs 4 bytes, not 96.
    @exclusivity(unchecked) private var spacings: [ViewSpacing] = []
    /// The explicit guides that containers' layouts computed, per node, guide and proposal.
    /// A container's guide usually re-runs its placement, which asks its subviews for their
    /// guides in turn: without this, nested stacks would re-lay out their whole subtree for
    /// every guide question, exponentially in their depth.
    @exclusivity(unchecked) private var guideCache: [GuideQuestion: CGFloat?] = [:]
    /// How many explicit-guide answers ``guideCache`` keeps at most: a few per node.
    var guideCacheLimit: Int { Swift.max(4_096, 8 * nodes.count) }
    /// How many explicit-guide answers are kept now (for tests).
    var guideCacheCount: Int { guideCache.count }
    @exclusivity(unchecked) private var diagnostics = DiagnosticLog()
    /// The diagnostics computing a cached answer reported, kept so that a later pass answered
    /// from the cache lists them too. Empty for clean trees, so checking it costs one test.
    @exclusivity(unchecked) private var cachedProblems: [CachedQuestion: [LayoutDiagnostic]] = [:]

    /// Where a container's `placeSubviews` put one subview.
    private struct Placement {
        var position = CGPoint.zero
        var anchor = UnitPoint.topLeading
        var proposal = ProposedViewSize.unspecified
        /// Whether the container placed (or hid) the subview.
        var placed = false
        /// Left out of the result: the container chose not to show the subview this pass
        /// (a hidden subview counts as placed).
        var hidden = false
    }
    /// The placements of the subviews of the container being placed (`placing`), by their
    /// position among its subviews. Only one container places at a time, so this is all the
    /// placement state a pass needs; placing a subview outside its container's
    /// `placeSubviews` (from `sizeThatFits`, or through a proxy kept from another container)
    /// has no effect.
    @exclusivity(unchecked) private var placements: [Placement] = []
    /// How many of `placements` belong to `placing` (the scratch keeps its length between
    /// containers; only this many entries are reset and read).
    @exclusivity(unchecked) private var placingCount = 0
    /// The container whose `placeSubviews` is running in ``run(_:)``, or `.none`.
    @exclusivity(unchecked) private var placing: NodeID = .none
    /// Where `placing`'s subviews start in `children`.
    @exclusivity(unchecked) private var placingStart = 0
    /// Placements recorded while a default `explicitAlignment` runs `placeSubviews` aside.
    @exclusivity(unchecked) private var scratchPlacements: [[NodeID: Placement]] = []

    // What placement leaves, kept from pass to pass: per node its frame *relative to its
    // container's bounds* (the origin is the node's offset from the container's origin, before
    // mirroring and rounding), the proposal it was placed with, and flags (``NodeFlags``: what
    // its subtree can do, and its placement state). A container whose
    // size and proposal did not change, and in which nothing changed, keeps its subviews'
    // frames, so a pass places again only what moved relative to its container.
    @exclusivity(unchecked) private var frames: [CGRect]
    @exclusivity(unchecked) private var placedProposals: [PackedProposal]
    @exclusivity(unchecked) private var flags: [NodeFlags]

    // Results read the columns above and `nodes` and `children`, sharing them copy-on-write.
    // A change while the last result is alive would copy every column; instead the engine
    // keeps the columns of the result before it (`spare`), and once that result is gone brings
    // them up to date (the nodes changed since are listed) and changes them instead. Holding
    // on to the last result while laying out again then costs what changed, not the tree.
    /// The storage of the last result handed out, until the engine finds it gone or changes
    /// the columns it reads.
    @exclusivity(unchecked) private var handedOut: LayoutResult.Storage?
    @exclusivity(unchecked) private var spare: SpareColumns?
    /// Whether changes are listed in `changedNodes` and `changedChildEntries`: there is a
    /// `spare`, and listing has not given up (too many changes, or all of them).
    @exclusivity(unchecked) private var tracksChanges = false
    /// The nodes (indices of `nodes` and the per-node columns) and entries of `children`
    /// changed since `spare` was last the same as the columns; may repeat.
    @exclusivity(unchecked) private var changedNodes: [Int32] = []
    @exclusivity(unchecked) private var changedChildEntries: [Int32] = []
    /// How many times the spare columns were brought up to date and used (for tests).
    private(set) var spareReuses = 0

    /// The bounds' origin (in root coordinates) of the last placement of each container that
    /// has a layout in it that may place from the origin (not ``PlacesRelativeToBounds``):
    /// such a container is placed again whenever it moves.
    @exclusivity(unchecked) private var absoluteOrigins: [NodeID: CGPoint] = [:]

    /// Whether a container whose size does not depend on its proposal, or on one of its
    /// dimensions (``NodeFlags/widthIndependent``), answers all those proposals from one
    /// cached answer. Always on, except in tests that check the shortcut against the full
    /// computation.
    @exclusivity(unchecked) var sharesIndependentSizes = true

    /// When set, every size question is logged with who asked it (for the explainer, layout
    /// trials and tests). When `nil`, tracing costs one check per question and per layout call.
    @exclusivity(unchecked) var measurementLog: MeasurementLog?

    init(
        nodes: [Node], children: [NodeID], root: NodeID, environment: EnvironmentValues, contexts: [MarkContext] = [],
        problems: [ResolveProblem] = []
    ) {
        self.nodes = nodes
        self.children = children
        self.root = root
        self.environment = environment
        self.contexts = contexts
        resolveProblems = problems
        cache = MeasureCache(nodeCount: nodes.count)
        spacingIndex = Array(repeating: -1, count: nodes.count)
        frames = Array(repeating: .zero, count: nodes.count)
        placedProposals = Array(repeating: PackedProposal(.unspecified), count: nodes.count)
        flags = Array(repeating: .needsPlacement, count: nodes.count)
        for index in nodes.indices { computeSubtreeFlags(index) }
    }

    /// Sets node `index`'s flags that summarise its subtree (``NodeFlags/noExplicitGuides``,
    /// ``NodeFlags/placesRelatively`` and ``NodeFlags/sizeIndependent``) from its own
    /// behaviour and its children's flags.
    ///
    /// Children are resolved before their container, so one walk in storage order sees every
    /// child before its parent; in that walk a child stored after its parent counts as having
    /// neither flag. After a replacement (`childrenKnown`), the children's flags are all current.
    private func computeSubtreeFlags(_ index: Int, childrenKnown: Bool = false) {
        let subtreeFlags: NodeFlags = [.noExplicitGuides, .placesRelatively, .sizeIndependent]
        var summary = subtreeFlags
        switch nodes[index].behavior {
        case .leaf(.text): summary.subtract([.noExplicitGuides, .sizeIndependent])
        case .leaf(.fixed): break
        // A line along one axis is as long as proposed and of its own thickness across it.
        case .leaf(.spacer(_, .horizontal?)), .leaf(.divider(_, .horizontal)): summary.remove(.widthIndependent)
        case .leaf(.spacer(_, .vertical?)), .leaf(.divider(_, .vertical)): summary.remove(.heightIndependent)
        case .leaf: summary.remove(.sizeIndependent)
        case let .layout(box):
            if !box.mergesSubviewGuides { summary.remove(.noExplicitGuides) }
            if !box.placesRelativeToBounds { summary.remove(.placesRelatively) }
            let use = box.proposalUse
            if use.width == .used { summary.remove(.widthIndependent) }
            if use.height == .used { summary.remove(.heightIndependent) }
            // A dimension the layout ignores is independent whatever the subviews do.
            var ignored: NodeFlags = []
            if use.width == .ignored { ignored.insert(.widthIndependent) }
            if use.height == .ignored { ignored.insert(.heightIndependent) }
            let start = Int(nodes[index].childStart)
            for child in children[start ..< start + Int(nodes[index].childCount)] {
                let childFlags = childrenKnown || child.index < index ? flags[child.index] : []
                summary.formIntersection(childFlags.union(ignored))
            }
        }
        if !nodes[index].guideOverrides.isEmpty { summary.remove(.noExplicitGuides) }
        noteChange(index)
        flags[index].subtract(subtreeFlags)
        flags[index].formUnion(summary)
    }

    // MARK: Tree access

    func child(at index: Int) -> NodeID { children[index] }

    /// How many entries the child lists' storage holds, free ones included.
    var childEntryCount: Int { children.count }

    /// How many answers the measure cache has room for.
    var measureCacheCapacity: Int { cache.capacity }

    func children(of node: NodeID) -> ArraySlice<NodeID> {
        let start = Int(nodes[node.index].childStart)
        return children[start ..< start + Int(nodes[node.index].childCount)]
    }

    func subviews(of node: NodeID) -> LayoutSubviews {
        LayoutSubviews(
            engine: self, base: Int(nodes[node.index].childStart), count: Int(nodes[node.index].childCount),
            layoutDirection: nodes[node.index].layoutDirection)
    }

    /// A node's layout priority (a list-element trait).
    func priority(of node: NodeID) -> Double { nodes[node.index].priority }

    /// The value a node sets for the layout value `key`, if any.
    func layoutValue(_ key: ObjectIdentifier, of node: NodeID) -> Any? { nodes[node.index].layoutValues[key] }

    // MARK: Measure

    /// The size `node` chooses for `proposal`.
    ///
    /// Bad proposals are cleaned first (NaN → unspecified, negative → 0); a NaN or negative
    /// answer becomes 0. Infinite answers are legitimate (a flexible view asked for its
    /// maximum) and pass through.
    func measure(_ node: NodeID, _ proposal: ProposedViewSize, askedByLayout: Bool = false) -> CGSize {
        let proposal = sanitized(proposal, for: node)
        let size: CGSize
        switch nodes[node.index].behavior {
        case let .leaf(sizing) where sizing.isTrivial:
            size = sanitized(sizing.size(for: proposal), of: node)
        case let .leaf(sizing):
            if let hit = cache.lookup(node, proposal) {
                size = hit
                if !cachedProblems.isEmpty { replayProblems(of: CachedQuestion(node: node, proposal: proposal)) }
            } else {
                let mark = diagnostics.reports.count
                size = sanitized(sizing.size(for: proposal), of: node)
                cache.insert(node, proposal, size)
                rememberProblems(since: mark, of: CachedQuestion(node: node, proposal: proposal))
            }
        case let .layout(box):
            // A size that does not depend on a dimension of the proposal is kept once for all
            // its values (under `nil`); traced passes ask for each proposal, as for fixed sizes.
            var key = proposal
            if measurementLog == nil, sharesIndependentSizes {
                let nodeFlags = flags[node.index]
                if nodeFlags.contains(.widthIndependent) { key.width = nil }
                if nodeFlags.contains(.heightIndependent) { key.height = nil }
            }
            // A fixed size needs neither the layout nor the cache; traced passes still ask,
            // so that the trace shows every question.
            if measurementLog == nil, let fixed = box.fixedSize {
                size = fixed
            } else if let hit = cache.lookup(node, key) {
                size = hit
                if !cachedProblems.isEmpty { replayProblems(of: CachedQuestion(node: node, proposal: key)) }
            } else {
                let mark = diagnostics.reports.count
                size = sanitized(asking(node, .sizeThatFits, proposal) { box.sizeThatFits(proposal, subviews(of: node)) }, of: node)
                cache.insert(node, key, size)
                rememberProblems(since: mark, of: CachedQuestion(node: node, proposal: key))
            }
        }
        if let measurementLog {
            measurementLog.record(node, proposal, size, askedByLayout: askedByLayout)
        }
        return size
    }

    func dimensions(_ node: NodeID, _ proposal: ProposedViewSize, askedByLayout: Bool = false) -> ViewDimensions {
        let size = measure(node, proposal, askedByLayout: askedByLayout)
        return ViewDimensions(
            size: size,
            guides: GuideSource(
                engine: self, node: node, proposal: sanitized(proposal, for: node),
                overrideDepth: nodes[node.index].rare?.guideOverrides.count ?? 0))
    }

    /// The explicit value of a guide for `node` at `size`: from the outermost of the node's
    /// `alignmentGuide` overrides below `overrideDepth` that sets it, else from its layout.
    func explicitGuide(
        _ key: AlignmentKey, of node: NodeID, size: CGSize, proposal: ProposedViewSize, overrideDepth: Int
    ) -> CGFloat? {
        // Traced passes still ask, so that the trace shows every question a layout asks.
        if flags[node.index].contains(.noExplicitGuides), measurementLog == nil { return nil }
        let overrides = nodes[node.index].guideOverrides
        var depth = min(overrideDepth, overrides.count)
        while depth > 0 {
            depth -= 1
            if overrides[depth].key == key {
                let inner = ViewDimensions(
                    size: size, guides: GuideSource(engine: self, node: node, proposal: proposal, overrideDepth: depth))
                return sanitizedGuide(overrides[depth].compute(inner), of: node)
            }
        }
        if case let .leaf(.text(measure)) = nodes[node.index].behavior {
            switch key {
            case VerticalAlignment.firstTextBaseline.key: return measure.layout(for: proposal).firstBaseline
            case VerticalAlignment.lastTextBaseline.key: return measure.layout(for: proposal).lastBaseline
            default: return nil
            }
        }
        guard case let .layout(box) = nodes[node.index].behavior else { return nil }
        let question = GuideQuestion(node: node, key: key, proposal: proposal, size: size)
        if let known = guideCache[question] {
            if !cachedProblems.isEmpty { replayProblems(of: CachedQuestion(node: node, proposal: proposal, guide: key)) }
            return known
        }
        let mark = diagnostics.reports.count
        defer { rememberProblems(since: mark, of: CachedQuestion(node: node, proposal: proposal, guide: key)) }
        let value = asking(node, .explicitAlignment, proposal) {
            box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, subviews(of: node))
        }.flatMap { sanitizedGuide($0, of: node) }
        // Answers are kept per proposal: a host laid out at ever new widths would keep them all
        // (issue 19: Grid, ViewThatFits and user layouts grew a long-lived host by ~200 bytes per
        // container per width, 23 MB to 3.2 GB over 10,000 widths). Past a bound proportional to
        // the tree, the table starts over; every answer can be asked again.
        if guideCache.count >= guideCacheLimit { guideCache.removeAll(keepingCapacity: true) }
        guideCache[question] = value
        return value
    }

    /// The default `explicitAlignment` of a layout: place the subviews aside in `bounds`, then
    /// merge the explicit values of `key` of the subviews that have one.
    func mergedExplicitGuide(
        _ key: AlignmentKey, of subviews: LayoutSubviews, in bounds: CGRect, place: () -> Void
    ) -> CGFloat? {
        scratchPlacements.append([:])
        place()
        let placed = scratchPlacements.removeLast()
        var values: [CGFloat?] = []
        for subview in subviews {
            guard let placement = placed[subview.node] else { continue }
            let dimensions = self.dimensions(subview.node, placement.proposal, askedByLayout: true)
            guard let value = explicitGuide(
                key, of: subview.node, size: dimensions.size, proposal: placement.proposal,
                overrideDepth: nodes[subview.node.index].guideOverrides.count)
            else { continue }
            let origin = origin(of: dimensions.size, at: placement.position, anchor: placement.anchor, node: subview.node)
            let offset = key.axis == .horizontal ? origin.x - bounds.minX : origin.y - bounds.minY
            values.append(value + offset)
        }
        return key.combine(values)
    }

    /// A node's spacing preferences; they do not depend on the proposal, so they are computed once.
    func spacing(of node: NodeID) -> ViewSpacing {
        spacings[Int(spacingSlot(of: node))]
    }

    /// Where a node's spacing preferences are kept: neighbours with the same slot have the same
    /// preferences (not every equal pair shares one), so a stack skips repeating its work for them.
    func spacingSlot(of node: NodeID) -> Int32 {
        let known = spacingIndex[node.index]
        if known >= 0 { return known }
        let spacing: ViewSpacing
        if let override = nodes[node.index].spacingOverride {
            spacing = override
        } else {
            switch nodes[node.index].behavior {
            case let .layout(box):
                spacing = box.constantSpacing ?? asking(node, .spacing, .unspecified) { box.spacing(subviews(of: node)) }
            case let .leaf(.text(measure)): spacing = measure.spacing
            case .leaf: spacing = .plainView
            }
        }
        if spacings.last.map({ !$0.hasSamePreferences(as: spacing) }) ?? true { spacings.append(spacing) }
        let slot = Int32(spacings.count - 1)
        spacingIndex[node.index] = slot
        return slot
    }

    // MARK: Place

    /// Places the subview `node`, which is at `slot` in `children`.
    func place(_ node: NodeID, slot: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        var record = Placement(position: position, anchor: anchor, proposal: sanitized(proposal, for: node), placed: true)
        if !(position.x.isFinite && position.y.isFinite) {
            report(.invalidPosition, node, "placed at \(position); non-finite coordinates become 0")
            record.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        }
        if !(anchor.x.isFinite && anchor.y.isFinite) {
            report(.invalidPosition, node, "placed with anchor (\(anchor.x), \(anchor.y)); non-finite values become 0")
            record.anchor = UnitPoint(x: anchor.x.isFinite ? anchor.x : 0, y: anchor.y.isFinite ? anchor.y : 0)
        }
        if !scratchPlacements.isEmpty {
            scratchPlacements[scratchPlacements.count - 1][node] = record
            return
        }
        guard let index = placementIndex(slot) else { return }
        if placements[index].placed, !placements[index].hidden {
            report(.placedMoreThanOnce, node, "placed more than once by its container; the last placement wins")
        }
        placements[index] = record
    }

    /// Where in `placements` the subview at `slot` in `children` goes, or `nil` when it is not
    /// a subview of the container being placed.
    private func placementIndex(_ slot: Int) -> Int? {
        let index = slot - placingStart
        return placing != .none && index >= 0 && index < placingCount ? index : nil
    }

    /// Leaves `node` out of this pass's result, with its whole subtree: a container that shows
    /// only some of its subviews (`ViewThatFits`) calls this instead of placing the others.
    /// Placing the node later in the same pass shows it again.
    func hide(_ node: NodeID, slot: Int) {
        guard scratchPlacements.isEmpty, let index = placementIndex(slot) else { return }
        placements[index] = Placement(placed: true, hidden: true)
    }

    /// Whether `node`'s container hid it in the last pass that placed the container (see
    /// ``hide(_:)``).
    func isHidden(_ node: NodeID) -> Bool { flags[node.index].contains(.hidden) }

    /// Lays the whole tree out for `proposal`: measures the root, then places every container
    /// that has to be placed again.
    ///
    /// A container is placed again when it is new or something in it changed (``replace``),
    /// when its size or proposal changed, when a pass is traced, when something in it reported
    /// a diagnostic the last time it was placed (so that every pass reports it again), or when
    /// it moved and has a layout in it that is not ``PlacesRelativeToBounds``. Any other
    /// container's subviews keep their frames relative to it, and nothing in it is visited.
    func run(_ proposal: ProposedViewSize) -> CGSize {
        beginChanges()
        cache.beginPass()
        let size = measure(root, proposal)
        let rootProposal = sanitized(proposal, for: root)
        let rootFrame = CGRect(origin: drawingOrigin(of: root, placedAt: .zero), size: size)
        var stack: [(node: NodeID, origin: CGPoint)] = []
        if settle(root, frame: rootFrame, proposal: rootProposal, origin: rootFrame.origin) {
            stack.append((root, rootFrame.origin))
        }
        // (A node on the stack was settled in this pass: its change is already noted.)
        while let (node, boundsOrigin) = stack.popLast() {
            flags[node.index].remove(.needsPlacement)
            guard case let .layout(box) = nodes[node.index].behavior, nodes[node.index].childCount > 0 else { continue }
            // A built-in layout places in bounds at the origin, so that its subviews' frames
            // relative to it are exactly what it computed, wherever it is; a user layout gets
            // its bounds in root coordinates (as SwiftUI gives them in its parent's space).
            let relative = box.placesRelativeToBounds
            let bounds = CGRect(origin: relative ? .zero : boundsOrigin, size: frames[node.index].size)
            let proposal = placedProposals[node.index].proposal
            placing = node
            placingStart = Int(nodes[node.index].childStart)
            placingCount = Int(nodes[node.index].childCount)
            if placements.count < placingCount {
                placements.append(contentsOf: repeatElement(Placement(), count: placingCount - placements.count))
            }
            placements.withUnsafeMutableBufferPointer { scratch in
                for index in 0 ..< placingCount { scratch[index] = Placement() }
            }
            let reportsBefore = reportCount
            asking(node, .placeSubviews, proposal) { box.placeSubviews(in: bounds, proposal, subviews(of: node)) }
            placing = .none
            for (index, child) in children(of: node).enumerated().reversed() {
                var record = placements[index]
                if record.hidden {
                    noteChange(child.index)
                    flags[child.index].insert(.hidden)
                    continue
                }
                // Noted when settled, below.
                flags[child.index].remove(.hidden)
                if !record.placed {
                    report(.notPlaced, child, "never placed by its container; centred in the container with its proposal")
                    record = Placement(position: .zero, anchor: .center, proposal: proposal, placed: true)
                    // Centred along a finite side; along an infinite one (a container of infinite
                    // size) at its start, since an infinite midpoint has no place (∞ − ∞ is NaN).
                    (record.position.x, record.anchor.x) = Self.centre(bounds.minX, bounds.width)
                    (record.position.y, record.anchor.y) = Self.centre(bounds.minY, bounds.height)
                }
                let size = measure(child, record.proposal)
                let placed = drawingOrigin(of: child, placedAt: origin(of: size, at: record.position, anchor: record.anchor, node: child))
                let local = relative
                    ? CGRect(origin: placed, size: size)
                    : CGRect(x: placed.x - boundsOrigin.x, y: placed.y - boundsOrigin.y, width: size.width, height: size.height)
                let childOrigin = relative ? CGPoint(x: boundsOrigin.x + placed.x, y: boundsOrigin.y + placed.y) : placed
                if settle(child, frame: local, proposal: record.proposal, origin: childOrigin) {
                    stack.append((child, childOrigin))
                }
            }
            // Placing it met a problem (or reused an answer that had met one): place it again
            // in the next pass, so that the pass reports the problem again.
            if reportCount != reportsBefore { needsPlacement(from: node) }
        }
        // The scratch is as long as the widest container: let it go rather than keep it.
        placements = []
        placingCount = 0
        return size
    }

    /// Where an unplaced subview goes along one side of its container (`start`, `length`):
    /// the middle, anchored by its centre, or the start, anchored there, when the side is not
    /// finite; 0 when the start itself is not.
    private static func centre(_ start: CGFloat, _ length: CGFloat) -> (position: CGFloat, anchor: CGFloat) {
        guard start.isFinite else { return (0, 0) }
        return length.isFinite ? (start + length / 2, 0.5) : (start, 0)
    }

    /// Records where `node` was placed (`frame`, relative to its container, and at `origin` in
    /// root coordinates) and whether its subviews have to be placed again.
    private func settle(_ node: NodeID, frame: CGRect, proposal: ProposedViewSize, origin: CGPoint) -> Bool {
        if !(frame.width.isFinite && frame.height.isFinite) {
            let proposed = (frame.width.isInfinite && proposal.width == .infinity) || (frame.height.isInfinite && proposal.height == .infinity)
            report(.infiniteFrame, node, "came out \(Describe.size(frame.size)); " + (proposed
                ? "an infinite proposal reached a view that fills it"
                : "its size overflowed past the largest finite number"))
        }
        var again = flags[node.index].contains(.needsPlacement) || measurementLog != nil
            || frames[node.index].size != frame.size || placedProposals[node.index] != PackedProposal(proposal)
        if !flags[node.index].contains(.placesRelatively), absoluteOrigins.updateValue(origin, forKey: node) != origin {
            again = true
        }
        noteChange(node.index)
        frames[node.index] = frame
        placedProposals[node.index] = PackedProposal(proposal)
        return again
    }

    /// Marks `node` and every container around it to be placed again in the next pass.
    ///
    /// The walk always goes up to the root: a marked node does not mean its containers are
    /// marked (a hidden node keeps its mark through passes that clear its containers').
    private func needsPlacement(from node: NodeID) {
        var current = node
        while current != .none {
            noteChange(current.index)
            flags[current.index].insert(.needsPlacement)
            current = nodes[current.index].parent
        }
    }

    /// Where a node is drawn when placed at `origin`: moved by its drawing offset.
    ///
    /// SwiftUI applies an offset in the layout direction of the offset view, so `x` points
    /// leftwards in a right-to-left environment. Frames here are in the container's
    /// left-to-right coordinates and get mirrored with the container's direction later, so the
    /// offset is flipped here only where the node's direction differs from its container's
    /// (the root's container counts as left to right).
    private func drawingOrigin(of node: NodeID, placedAt origin: CGPoint) -> CGPoint {
        guard let offset = nodes[node.index].rare?.drawingOffset, offset != .zero else { return origin }
        let parent = nodes[node.index].parent
        let containerDirection = parent == .none ? LayoutDirection.leftToRight : nodes[parent.index].layoutDirection
        let dx = nodes[node.index].layoutDirection == containerDirection ? offset.width : -offset.width
        return CGPoint(x: origin.x + dx, y: origin.y + offset.height)
    }

    private func origin(of size: CGSize, at position: CGPoint, anchor: UnitPoint, node: NodeID) -> CGPoint {
        // An infinite size with a non-zero anchor would put the view at -∞ (and its content at
        // ∞ - ∞): such a view keeps the position.
        func axis(_ p: CGFloat, _ a: CGFloat, _ s: CGFloat) -> CGFloat {
            let offset = a * s
            return offset.isFinite ? p - offset : p
        }
        return CGPoint(x: axis(position.x, anchor.x, size.width), y: axis(position.y, anchor.y, size.height))
    }

    /// Runs one call of `node`'s layout; with a measurement log, the questions `body` asks are
    /// attributed to that call.
    @inline(__always)
    private func asking<R>(_ node: NodeID, _ role: MeasurementLog.Role, _ proposal: ProposedViewSize, _ body: () -> R) -> R {
        guard let measurementLog else { return body() }
        return measurementLog.within(MeasurementLog.Asker(container: node, role: role, proposal: proposal), body)
    }

    // MARK: Results

    /// What the last pass placed, for its result: shares the engine's storage until the
    /// engine changes it.
    var placedTree: PlacedTree {
        PlacedTree(
            nodes: nodes, children: children, root: root, frames: frames, proposals: placedProposals, flags: flags)
    }

    /// The columns a result reads, as an earlier result saw them.
    private struct SpareColumns {
        var nodes: [Node]
        var children: [NodeID]
        var frames: [CGRect]
        var proposals: [PackedProposal]
        var flags: [NodeFlags]
        /// The storage of the result that reads these columns, until the engine finds it gone.
        var reader: LayoutResult.Storage?
    }

    /// Hands out `storage`, which shares the columns, as the last result's.
    func handOut(_ storage: LayoutResult.Storage) -> LayoutResult.Storage {
        handedOut = storage
        return storage
    }

    /// Makes the columns the engine's own before they change (a pass, a replacement,
    /// discarding caches), so that no result still alive sees the change.
    ///
    /// When the last result is gone, the columns are changed in place. When it is alive and
    /// the result before it is gone, that result's columns (`spare`) are brought up to date
    /// (with the listed changes) and take the columns' place; otherwise the columns are copied
    /// at the first change, as copy-on-write does, and the last result's become the spare.
    private func beginChanges() {
        guard handedOut != nil else { return }
        if isKnownUniquelyReferenced(&handedOut) {
            handedOut = nil
            return
        }
        let reader = handedOut
        handedOut = nil
        if tracksChanges, var columns = spare {
            spare = nil
            if columns.reader == nil || isKnownUniquelyReferenced(&columns.reader) {
                columns.reader = nil
                bringUpToDate(&columns)
                swap(&nodes, &columns.nodes)
                swap(&children, &columns.children)
                swap(&frames, &columns.frames)
                swap(&placedProposals, &columns.proposals)
                swap(&flags, &columns.flags)
                columns.reader = reader
                spare = columns
                spareReuses += 1
            }
        }
        if spare == nil {
            spare = SpareColumns(
                nodes: nodes, children: children, frames: frames, proposals: placedProposals, flags: flags, reader: reader)
        }
        changedNodes.removeAll(keepingCapacity: true)
        changedChildEntries.removeAll(keepingCapacity: true)
        tracksChanges = true
    }

    /// Copies into `columns` the changes listed since they were the same as the engine's.
    private func bringUpToDate(_ columns: inout SpareColumns) {
        let count = columns.nodes.count
        for index in changedNodes where Int(index) < count {
            let index = Int(index)
            columns.nodes[index] = nodes[index]
            columns.frames[index] = frames[index]
            columns.proposals[index] = placedProposals[index]
            columns.flags[index] = flags[index]
        }
        if nodes.count > count {
            columns.nodes += nodes[count...]
            columns.frames += frames[count...]
            columns.proposals += placedProposals[count...]
            columns.flags += flags[count...]
        }
        let childCount = columns.children.count
        for index in changedChildEntries where Int(index) < childCount {
            columns.children[Int(index)] = children[Int(index)]
        }
        if children.count > childCount { columns.children += children[childCount...] }
        assert(columnsMatch(columns), "the spare columns missed a change")
    }

    /// Whether `columns` hold what the engine's hold (for assertions: it reads every node).
    private func columnsMatch(_ columns: SpareColumns) -> Bool {
        guard columns.children == children, columns.frames == frames, columns.proposals == placedProposals,
              columns.flags == flags, columns.nodes.count == nodes.count else { return false }
        return zip(columns.nodes, nodes).allSatisfy { spare, node in
            spare.parent == node.parent && spare.childStart == node.childStart && spare.childCount == node.childCount
                && spare.layoutDirection == node.layoutDirection && spare.name == node.name && spare.marker == node.marker
        }
    }

    /// Notes that node `index`'s entry in `nodes` or a per-node column changed, or with
    /// `childEntry`, that entry `index` of `children` did.
    @inline(__always)
    private func noteChange(_ index: Int, childEntry: Bool = false) {
        if tracksChanges { listChange(index, childEntry: childEntry) }
    }

    @inline(never)
    private func listChange(_ index: Int, childEntry: Bool) {
        let listed: Int, total: Int
        if childEntry {
            changedChildEntries.append(Int32(index))
            (listed, total) = (changedChildEntries.count, children.count)
        } else {
            changedNodes.append(Int32(index))
            (listed, total) = (changedNodes.count, nodes.count)
        }
        // Past half of them, copying every column is as cheap as copying the listed entries.
        if listed > total / 2 + 64 { dropSpare() }
    }

    /// Forgets the spare columns: too much changed for bringing them up to date to pay.
    private func dropSpare() {
        spare = nil
        tracksChanges = false
        changedNodes = []
        changedChildEntries = []
    }

    func proposal(placedWith node: NodeID) -> ProposedViewSize { placedProposals[node.index].proposal }

    var reportedDiagnostics: [LayoutDiagnostic] { diagnostics.entries }

    /// How many reports this pass has made, repeats included: a layout that keeps an answer
    /// past the pass that asked it (a stack's probes) keeps only those whose question added
    /// none, so that a later pass asks again and reports the problem again.
    var reportCount: Int { diagnostics.reports.count }

    /// The number of levels below `top` (the root by default): the depth of its deepest
    /// descendant (found without recursion).
    func depth(below top: NodeID? = nil) -> Int {
        var deepest = 0
        var stack: [(node: NodeID, depth: Int)] = [(top ?? root, 0)]
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

    /// Forgets every cached answer and every layout's cache; every container is placed again.
    func discardCaches() {
        beginChanges()
        dropSpare()
        for i in flags.indices { flags[i].insert(.needsPlacement) }
        absoluteOrigins.removeAll()
        cache.removeAll()
        guideCache.removeAll()
        for i in spacingIndex.indices { spacingIndex[i] = -1 }
        spacings.removeAll()
        for index in nodes.indices {
            if case let .layout(box) = nodes[index].behavior { box.discardCache() }
        }
    }

    // MARK: Checking numbers

    @inline(__always)
    private func sanitized(_ proposal: ProposedViewSize, for node: NodeID) -> ProposedViewSize {
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

    private func sanitized(_ size: CGSize, of node: NodeID) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
        let result = CGSize(width: clean(size.width), height: clean(size.height))
        if result != size {
            report(.invalidSize, node, "answered size \(Describe.size(size)); NaN and negative dimensions become 0")
        }
        return result
    }

    private func sanitizedGuide(_ value: CGFloat, of node: NodeID) -> CGFloat? {
        if value.isFinite { return value }
        report(.invalidAlignmentGuide, node, "gave alignment guide value \(value); the guide's default is used instead")
        return nil
    }

    /// Reports a problem with `node`. A container whose placement reports a problem is placed
    /// again in the next pass, so that the pass reports the problem again (see ``run(_:)``);
    /// the root is measured and settled in every pass.
    func report(_ kind: LayoutDiagnostic.Kind, _ node: NodeID, _ message: String) {
        diagnostics.add(LayoutDiagnostic(kind: kind, view: path(of: node), message: message))
    }

    func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.add(diagnostic)
    }

    /// A readable path to a node: `VStack/HStack[1]/Rectangle[0]`, or its marker if it has one.
    func path(of node: NodeID) -> String {
        var parts: [String] = []
        var current = node
        while current != .none {
            let n = nodes[current.index]
            var part = n.name
            if let marker = n.marker { part += " id=\(marker)" }
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

// MARK: - Changing the tree

extension LayoutEngine {
    /// The node a replacement of `marker` replaces: of the live nodes marked `marker`, the
    /// first in tree order (as ``LayoutResult/frame(of:)`` finds it).
    func node(marked marker: Marker) -> NodeID? {
        if markIndex == nil {
            var index: [Marker: [NodeID]] = [:]
            addMarks(under: root, to: &index)
            markIndex = index
        }
        guard let candidates = markIndex?[marker], var best = candidates.first else { return nil }
        for candidate in candidates.dropFirst() where precedes(candidate, best) { best = candidate }
        return best
    }

    private func addMarks(under top: NodeID, to index: inout [Marker: [NodeID]]) {
        var stack = [top]
        while let node = stack.popLast() {
            if let marker = nodes[node.index].marker { index[marker, default: []].append(node) }
            stack.append(contentsOf: children(of: node))
        }
    }

    /// Whether `a` comes before `b` in tree order (depth first, parents before children).
    private func precedes(_ a: NodeID, _ b: NodeID) -> Bool {
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

    /// Puts the nodes `resolver` made (its `top` node and what it contains) in the place of
    /// `old` and its subtree, and forgets every cached answer that depended on `old`: those of
    /// its ancestors (measurements, spacing, explicit guides, their layouts' caches). Answers
    /// of every other node stay, so the next pass re-measures only the ancestors' paths.
    ///
    /// The new nodes take the slots (and child lists) that earlier replacements freed before
    /// storage grows, so a tree that keeps changing keeps the storage of its largest version;
    /// the slots of live nodes never move. Returns the new subtree's top node.
    @discardableResult
    func replace(_ old: NodeID, with resolver: Resolver, top: NodeID) -> NodeID {
        beginChanges()
        let parent = nodes[old.index].parent
        var ancestors: Set<NodeID> = []
        var current = parent
        while current != .none {
            ancestors.insert(current)
            current = nodes[current.index].parent
        }
        release(old, invalidatingGuidesOf: ancestors)

        // Where the new nodes go: freed slots first, then new ones at the end of storage.
        var slots: [NodeID] = []
        slots.reserveCapacity(resolver.nodes.count)
        let oldCount = nodes.count
        for _ in resolver.nodes.indices {
            if let free = freeNodes.popLast() {
                slots.append(free)
            } else {
                slots.append(NodeID(nodes.count))
                nodes.append(.placeholder)
            }
        }
        let count = nodes.count
        if count > oldCount {
            cache.grow(nodeCount: count)
            spacingIndex.append(contentsOf: repeatElement(-1, count: count - oldCount))
            frames.append(contentsOf: repeatElement(.zero, count: count - oldCount))
            placedProposals.append(contentsOf: repeatElement(PackedProposal(.unspecified), count: count - oldCount))
            flags.append(contentsOf: repeatElement(.needsPlacement, count: count - oldCount))
        }
        func slot(_ id: NodeID) -> NodeID { id == .none ? .none : slots[id.index] }
        for (index, var node) in resolver.nodes.enumerated() {
            node.parent = slot(node.parent)
            if node.childCount > 0 {
                let from = Int(node.childStart), length = Int(node.childCount)
                let start = childList(length: length)
                for offset in 0 ..< length {
                    noteChange(start + offset, childEntry: true)
                    children[start + offset] = slot(resolver.children[from + offset])
                }
                node.childStart = Int32(start)
            }
            let id = slots[index]
            noteChange(id.index)
            nodes[id.index] = node
            spacingIndex[id.index] = -1
            frames[id.index] = .zero
            placedProposals[id.index] = PackedProposal(.unspecified)
            flags[id.index] = .needsPlacement
        }
        // In the order resolved, which puts children before their container (a child that
        // comes after its container counts as having no subtree flags, as in `init`).
        for id in slots { computeSubtreeFlags(id.index, childrenKnown: true) }
        contexts = resolver.contexts
        for problem in resolver.problems {
            resolveProblems.append(ResolveProblem(diagnostic: problem.diagnostic, owners: problem.owners.map(slot)))
        }

        let new = slot(top)
        nodes[new.index].parent = parent
        if parent == .none {
            root = new
        } else {
            let start = Int(nodes[parent.index].childStart)
            let position = children[start ..< start + Int(nodes[parent.index].childCount)].firstIndex(of: old)!
            noteChange(position, childEntry: true)
            children[position] = new
        }
        // The modifiers' nodes around the marked view took on its traits when the tree was
        // resolved: they take on the new view's, then what was done to them after.
        var inner = new, wrapper = parent
        while wrapper != .none, nodes[wrapper.index].behavior.takesTraitsOfFirstChild,
              children[Int(nodes[wrapper.index].childStart)] == inner {
            noteChange(wrapper.index)
            let traits = nodes[inner.index]
            nodes[wrapper.index].inheritTraits(of: traits)
            for change in nodes[wrapper.index].outsideChanges { change(&nodes[wrapper.index]) }
            inner = wrapper
            wrapper = nodes[wrapper.index].parent
        }
        needsPlacement(from: parent)
        if var index = markIndex {
            markIndex = nil
            addMarks(under: new, to: &index)
            markIndex = index
        }

        // The ancestors' answers depended on the old subtree.
        current = parent
        while current != .none {
            cache.invalidate(current)
            spacingIndex[current.index] = -1
            computeSubtreeFlags(current.index, childrenKnown: true)
            if case let .layout(box) = nodes[current.index].behavior { box.subviewsChanged(subviews(of: current)) }
            current = nodes[current.index].parent
        }
        if freeChildCount > Self.compactionThreshold, freeChildCount > children.count / 2 { compactChildren() }
        return new
    }

    /// Takes `top` and everything in it out of the tree: their marks, cached answers and
    /// problems go, and their slots and child lists are freed for later replacements. The
    /// explicit guides cached for `ancestors` go too (they depended on the subtree).
    private func release(_ top: NodeID, invalidatingGuidesOf ancestors: Set<NodeID>) {
        var released: [NodeID] = []
        var stack = [top]
        while let node = stack.popLast() {
            released.append(node)
            noteChange(node.index)
            flags[node.index].insert(.free)
            stack.append(contentsOf: children(of: node))
        }
        func isFree(_ node: NodeID) -> Bool { flags[node.index].contains(.free) }
        if var index = markIndex {
            markIndex = nil
            for node in released {
                guard let marker = nodes[node.index].marker else { continue }
                index[marker]?.removeAll { $0 == node }
                if index[marker]?.isEmpty == true { index[marker] = nil }
            }
            markIndex = index
        }
        if !guideCache.isEmpty {
            guideCache = guideCache.filter { !isFree($0.key.node) && !ancestors.contains($0.key.node) }
        }
        if !cachedProblems.isEmpty { cachedProblems = cachedProblems.filter { !isFree($0.key.node) } }
        if !absoluteOrigins.isEmpty { absoluteOrigins = absoluteOrigins.filter { !isFree($0.key) } }
        resolveProblems.removeAll { !$0.owners.isEmpty && $0.owners.allSatisfy(isFree) }
        for node in released {
            let length = nodes[node.index].childCount
            if length > 0 {
                freeChildLists[length, default: []].append(nodes[node.index].childStart)
                freeChildCount += Int(length)
            }
            // A placeholder owns nothing: the old node's layout (and its cache) go now.
            nodes[node.index] = .placeholder
            cache.invalidate(node)
        }
        freeNodes.append(contentsOf: released.reversed())
    }

    /// The start of `length` entries of `children` for a new child list: a freed range of
    /// that length if there is one, else new entries at the end.
    private func childList(length: Int) -> Int {
        if let start = freeChildLists[Int32(length)]?.popLast() {
            freeChildCount -= length
            return Int(start)
        }
        children.append(contentsOf: repeatElement(.none, count: length))
        return children.count - length
    }

    /// Freed child-list entries are gathered into one block (``compactChildren()``) once there
    /// are more of them than this and than live entries: replacements of other shapes than the
    /// freed lists' cannot reuse them.
    private static var compactionThreshold: Int { 4096 }

    /// Moves every live child list to the front of `children`, in storage order, and forgets
    /// the freed ranges. The layouts whose subviews moved in storage have their caches updated
    /// (`updateCache`): their `LayoutSubviews` are new values.
    private func compactChildren() {
        dropSpare()
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
        for node in moved {
            if case let .layout(box) = nodes[node.index].behavior { box.subviewsChanged(subviews(of: node)) }
        }
    }

    /// Starts the diagnostics over from the problems resolving found in the views now in the
    /// tree: a pass reports what it repaired, and the answers it takes from the cache report
    /// again what computing them repaired.
    func resetDiagnostics() {
        diagnostics = DiagnosticLog()
        for problem in resolveProblems { diagnostics.add(problem.diagnostic) }
    }

    /// Keeps the diagnostics reported since `mark` with the cached answer to `question`, each
    /// once (the reports repeat the problems of every cached answer reused meanwhile).
    private func rememberProblems(since mark: Int, of question: CachedQuestion) {
        let count = diagnostics.reports.count
        guard count > mark else {
            // A question asked again (its node changed, or its answer was forgotten) may now
            // meet none of the problems it met before.
            if !cachedProblems.isEmpty { cachedProblems[question] = nil }
            return
        }
        var seen: Set<LayoutDiagnostic> = []
        cachedProblems[question] = diagnostics.reports[mark ..< count].filter { seen.insert($0).inserted }
    }

    /// Reports again the diagnostics computing the cached answer to `question` reported.
    private func replayProblems(of question: CachedQuestion) {
        guard let problems = cachedProblems[question] else { return }
        for problem in problems { diagnostics.add(problem) }
    }
}

/// What a node's subtree can do (worked out when the tree is built or changed) and its
/// placement state (kept from pass to pass).
struct NodeFlags: OptionSet {
    let rawValue: UInt8
    /// Its container left it out of the last pass that placed the container.
    static let hidden = NodeFlags(rawValue: 1)
    /// It has to be placed again: it is new, something in it changed or reported a problem.
    static let needsPlacement = NodeFlags(rawValue: 2)
    /// Every layout in it is ``PlacesRelativeToBounds``: moving it moves everything in it alike.
    static let placesRelatively = NodeFlags(rawValue: 4)
    /// Neither it nor anything in it can set an explicit guide (no `alignmentGuide`, no text,
    /// only ``MergesSubviewGuides`` layouts), so every explicit guide of it is `nil` without asking.
    static let noExplicitGuides = NodeFlags(rawValue: 8)
    /// Its size is the same whatever width it is proposed: a fixed leaf, a vertical spacer or
    /// divider, a frame that sets its width, or a layout that uses the width only through
    /// subviews of that kind (``ProposalUse``).
    static let widthIndependent = NodeFlags(rawValue: 16)
    /// Its size is the same whatever height it is proposed (as ``widthIndependent``, across).
    static let heightIndependent = NodeFlags(rawValue: 32)
    /// The slot holds no node: its node was replaced, and a later replacement may reuse it.
    static let free = NodeFlags(rawValue: 64)
    /// Its size is the same whatever it is proposed.
    static let sizeIndependent: NodeFlags = [.widthIndependent, .heightIndependent]
}

/// A cached question: a node's size for a proposal, or (with `guide`) one of its explicit
/// guides for a proposal.
private struct CachedQuestion: Hashable {
    let node: NodeID
    let proposal: ProposedViewSize
    var guide: AlignmentKey?
}

/// The identity of a container's explicit guide: the same node, guide, proposal and size
/// always give the same value.
private struct GuideQuestion: Hashable {
    let node: NodeID
    let key: AlignmentKey
    let proposal: ProposedViewSize
    let size: CGSize
}

/// Every size question of a layout pass, in the order asked, with who asked it: a container's
/// layout (in which of its calls, answering which proposal) or the host.
final class MeasurementLog {
    /// The call of a container's layout that asked.
    enum Role: Sendable, Equatable {
        case sizeThatFits, placeSubviews, explicitAlignment, spacing
    }

    /// A container's layout call in progress.
    struct Asker: Equatable {
        let container: NodeID
        let role: Role
        /// The proposal the container's call works with.
        let proposal: ProposedViewSize
    }

    /// One size question and its answer; `asker` is `nil` when the host asked (the root's
    /// size, or a view's size for the proposal its container placed it with).
    struct Event {
        let node: NodeID
        let proposal: ProposedViewSize
        let size: CGSize
        let asker: Asker?
    }

    private(set) var events: [Event] = []
    private var askers: [Asker] = []

    func record(_ node: NodeID, _ proposal: ProposedViewSize, _ size: CGSize, askedByLayout: Bool) {
        events.append(Event(node: node, proposal: proposal, size: size, asker: askedByLayout ? askers.last : nil))
    }

    func within<R>(_ asker: Asker, _ body: () -> R) -> R {
        askers.append(asker)
        defer { askers.removeLast() }
        return body()
    }
}
