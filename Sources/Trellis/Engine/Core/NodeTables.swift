import Foundation

/// What nodes refer to that is not plain data: layout boxes, leaf sizings, visuals, names
/// written as strings and rare properties, each kept once in its own table and found by
/// index (``Node`` holds the indices).
///
/// Nodes that are alike share entries: the 10,000 leaves of a list written with one
/// `.frame(width: 10, height: 10)` share one box, and its colours one visual, so a node owns
/// no reference and reading, copying or freeing one retains and releases nothing. Entries
/// are never changed once added, except rare properties (which nodes never share); entries
/// that replaced subtrees left behind are dropped by ``NodeStore/compactTablesIfWorthIt()``.
/// Plain data: it never calls a layout.
struct NodeTables {
    /// The layouts of containers and modifiers.
    private(set) var boxes: [AnyLayoutBox] = []
    /// Per box, what it makes of its containers' subtree flags.
    private(set) var flagRules: [ContainerFlagRule] = []
    /// How leaves size themselves; entry 0 is ``LeafSizing/fill``, which most leaves share.
    private(set) var sizings: [LeafSizing] = [.fill]
    /// How leaves are drawn.
    private(set) var visuals: [Visual] = []
    /// Names already written (``NodeName/text(_:)``).
    private(set) var names: [String] = []
    /// Properties few nodes have (``RareProperties``), one entry per node that has them.
    var rares: [RareProperties] = []
    /// Whether a node has a depth modifier (``DepthLayout``): only then is the tree laid out
    /// in depth (`DepthPass.swift`); without one every view is flat and at depth 0.
    var usesDepth = false

    /// The sizing shared by leaves that take the proposal (colours, shapes).
    static var fillSizing: Int32 { 0 }

    /// Adds `box` and returns its index.
    mutating func add(_ box: AnyLayoutBox) -> Int32 {
        boxes.append(box)
        flagRules.append(ContainerFlagRule(box))
        return Int32(boxes.count - 1)
    }

    /// Adds `sizing` and returns its index (``fillSizing`` for `.fill`, which is never added).
    mutating func add(_ sizing: consuming LeafSizing) -> Int32 {
        if case .fill = sizing { return Self.fillSizing }
        sizings.append(sizing)
        return Int32(sizings.count - 1)
    }

    /// Adds `visual` and returns its index.
    mutating func add(_ visual: consuming Visual) -> Int32 {
        visuals.append(visual)
        return Int32(visuals.count - 1)
    }

    /// Adds a node's rare properties, all defaults, and returns their index.
    mutating func addRare() -> Int32 {
        rares.append(RareProperties())
        return Int32(rares.count - 1)
    }

    /// How `name` is kept in a node: a written name goes into ``names``.
    @inline(__always)
    mutating func store(_ name: consuming NodeName) -> NameSource {
        switch name {
        case let .text(text):
            names.append(text)
            return .text(Int32(names.count - 1))
        case .layout: return .layout
        case .color: return .color
        case let .builtIn(builtIn): return .builtIn(builtIn)
        case .measured: return .measured
        }
    }

    // MARK: Reading a node's entries

    /// The box of a container or modifier node.
    @inline(__always)
    func box(_ index: Int32) -> AnyLayoutBox { boxes[Int(index)] }

    /// Puts `box` in the place of box `index`: an animation's layout at an interpolated value
    /// for one pass, and back (`AnimatedLayoutValues.swift`).
    mutating func setBox(_ box: AnyLayoutBox, at index: Int32) { boxes[Int(index)] = box }

    /// The sizing of a leaf node.
    @inline(__always)
    func sizing(_ index: Int32) -> LeafSizing { sizings[Int(index)] }

    /// `node`'s visual, if it is drawn.
    func visual(of node: Node) -> Visual? { node.visual < 0 ? nil : visuals[Int(node.visual)] }

    /// `node`'s rare properties, if it has any.
    func rare(of node: Node) -> RareProperties? { node.rare < 0 ? nil : rares[Int(node.rare)] }

    /// `node`'s layout priority (a list-element trait; most views keep the default 0).
    @inline(__always)
    func priority(of node: Node) -> Double { node.rare < 0 ? 0 : rares[Int(node.rare)].priority }

    /// `node`'s `.id(_:)` mark.
    func marker(of node: Node) -> Marker? { node.rare < 0 ? nil : rares[Int(node.rare)].marker }

    /// How many `alignmentGuide` overrides `node` has.
    @inline(__always)
    func guideOverrideCount(of node: Node) -> Int { node.rare < 0 ? 0 : rares[Int(node.rare)].rest?.guideOverrides.count ?? 0 }

    /// `node`'s spacing preferences when set directly (spacers, stand-ins), else `nil`.
    func spacingOverride(of node: Node) -> ViewSpacing? { node.rare < 0 ? nil : rares[Int(node.rare)].rest?.spacingOverride }

    /// How far `node` is drawn from where its container placed it (`offset`).
    @inline(__always)
    func drawingOffset(of node: Node) -> CGSize { node.rare < 0 ? .zero : rares[Int(node.rare)].rest?.drawingOffset ?? .zero }

    /// Whether `node` shows its content only inside its frame: a scroll view, or `clipped()`.
    func clipsContent(_ node: Node) -> Bool { node.rare >= 0 && rares[Int(node.rare)].rest?.clipsContent == true }

    /// The shape `node`'s content shows inside (`clipShape`), if any.
    func effects(of node: Node) -> VisualEffects? { node.rare < 0 ? nil : rares[Int(node.rare)].rest?.effects }
    func clipShape(of node: Node) -> ShapeClip? { node.rare < 0 ? nil : rares[Int(node.rare)].rest?.clipShape }

    /// The name `coordinateSpace(_:)` gives `node`'s local space, if any.
    func coordinateSpaceName(of node: Node) -> AnyHashable? {
        node.rare < 0 ? nil : rares[Int(node.rare)].rest?.coordinateSpaceName
    }

    /// How `node` reaches into the unsafe bands around it (`ignoresSafeArea`, a scroll view).
    func safeAreaExtension(of node: Node) -> SafeAreaExtension? {
        node.rare < 0 ? nil : rares[Int(node.rare)].rest?.safeAreaExtension
    }

    /// Whether `hidden()` hides `node`.
    func isHidden(_ node: Node) -> Bool { node.rare >= 0 && rares[Int(node.rare)].rest?.isHidden == true }

    /// `node`'s drawing order among its siblings (`zIndex`).
    func zIndex(of node: Node) -> Double { node.rare < 0 ? 0 : rares[Int(node.rare)].rest?.zIndex ?? 0 }

    /// A short name for dumps and diagnostics: `HStack`, `frame(width: 10)`, `Rectangle`.
    func name(of node: Node) -> String {
        switch node.nameSource {
        case let .text(index): return names[Int(index)]
        case let .builtIn(name): return name.rawValue
        case .measured:
            guard case let .leaf(index) = node.behavior, case let .measured(measurer) = sizings[Int(index)] else { return "?" }
            return measurer.name
        case .layout:
            guard case let .layout(index) = node.behavior else { return "?" }
            return boxes[Int(index)].name
        case .color:
            guard case let .color(color)? = visual(of: node) else { return "Color" }
            return "Color(\(color))"
        }
    }

    /// Whether `node` took on the list-element traits (priority, layout values) of its first
    /// child when it was resolved: a modifier's node (``Resolver/wrap(_:in:name:)``) and an
    /// overlay's or background's.
    func takesTraitsOfFirstChild(_ node: Node) -> Bool {
        guard case let .layout(index) = node.behavior else { return false }
        let box = boxes[Int(index)]
        return box is ModifierLayoutBoxBase || box is LayoutBox<OverlayLayout>
    }

    /// The flags that summarise the subtree of `node` (``NodeFlags/subtreeFlags``) when its
    /// children's flags, intersected, are `children` (all of them when it has none).
    func summaryFlags(of node: Node, children: NodeFlags) -> NodeFlags {
        var summary: NodeFlags
        switch node.behavior {
        case let .leaf(index): summary = NodeFlags.leaf(sizings[Int(index)])
        case let .layout(index): summary = NodeFlags.container(flagRules[Int(index)], children: children)
        }
        if guideOverrideCount(of: node) > 0 { summary.remove(.noExplicitGuides) }
        // Where it grows depends on where it is in the window, not only in its container.
        if safeAreaExtension(of: node) != nil { summary.remove(.placesRelatively) }
        return summary
    }

    // MARK: Moving nodes between tables

    /// Where another table's entries went when appended to this one (``append(_:)``).
    struct Shift {
        var boxes: Int32 = 0, sizings: Int32 = 0, visuals: Int32 = 0, names: Int32 = 0, rares: Int32 = 0
    }

    /// Appends `other`'s entries (a replacement's); a node of `other` refers to this table's
    /// once moved by the returned shift (``Node/shifted(by:)``).
    mutating func append(_ other: NodeTables) -> Shift {
        let shift = Shift(
            boxes: Int32(boxes.count), sizings: Int32(sizings.count) - 1, visuals: Int32(visuals.count),
            names: Int32(names.count), rares: Int32(rares.count))
        boxes += other.boxes
        flagRules += other.flagRules
        sizings += other.sizings.dropFirst()
        visuals += other.visuals
        names += other.names
        rares += other.rares
        usesDepth = usesDepth || other.usesDepth
        return shift
    }

    /// Appends the entries `other` has beyond this table's, when this table is an earlier
    /// state of it (its entries are a prefix of `other`'s: the tables only grew since).
    mutating func catchUp(with other: NodeTables) {
        func grow<T>(_ mine: inout [T], _ theirs: [T]) {
            if mine.count < theirs.count { mine += theirs[mine.count...] }
        }
        grow(&boxes, other.boxes)
        grow(&flagRules, other.flagRules)
        grow(&sizings, other.sizings)
        grow(&visuals, other.visuals)
        grow(&names, other.names)
        grow(&rares, other.rares)
        usesDepth = usesDepth || other.usesDepth
    }

    /// How many entries the tables hold (a replacement adds some; compaction drops the unused).
    var entryCount: Int { boxes.count + sizings.count + visuals.count + names.count + rares.count }

    /// The tables with only the entries `nodes` use, and `nodes` changed to refer to them.
    /// (Freed nodes are placeholders, which use no entry.)
    func compacted(for nodes: inout [Node]) -> NodeTables {
        var kept = NodeTables()
        kept.usesDepth = usesDepth
        var boxIndex: [Int32: Int32] = [:], sizingIndex: [Int32: Int32] = [:], visualIndex: [Int32: Int32] = [:]
        for index in nodes.indices {
            var node = nodes[index]
            switch node.behavior {
            case let .leaf(sizing) where sizing != Self.fillSizing:
                if sizingIndex[sizing] == nil { sizingIndex[sizing] = kept.add(sizings[Int(sizing)]) }
                node.behavior = .leaf(sizingIndex[sizing]!)
            case .leaf: break
            case let .layout(box):
                if boxIndex[box] == nil { boxIndex[box] = kept.add(boxes[Int(box)]) }
                node.behavior = .layout(boxIndex[box]!)
            }
            if node.visual >= 0 {
                if visualIndex[node.visual] == nil { visualIndex[node.visual] = kept.add(visuals[Int(node.visual)]) }
                node.visual = visualIndex[node.visual]!
            }
            if case let .text(name) = node.nameSource { node.nameSource = kept.store(.text(names[Int(name)])) }
            if node.rare >= 0 {
                kept.rares.append(rares[Int(node.rare)])
                node.rare = Int32(kept.rares.count - 1)
            }
            nodes[index] = node
        }
        return kept
    }
}

/// How a node's name is kept (see ``NodeName``): plain data, a written name by its index in
/// ``NodeTables/names``.
enum NameSource: Equatable {
    case text(Int32)
    case layout
    case color
    case builtIn(BuiltInName)
    case measured

    /// The source as a node keeps it: a written name's index, or a negative code.
    var raw: Int32 {
        switch self {
        case let .text(index): return index
        case .layout: return -1
        case .color: return -2
        case .measured: return -3
        case let .builtIn(name): return -16 - Int32(BuiltInName.allCases.firstIndex(of: name)!)
        }
    }

    /// The source a node keeps as `raw`.
    init(raw: Int32) {
        switch raw {
        case 0...: self = .text(raw)
        case -1: self = .layout
        case -2: self = .color
        case -3: self = .measured
        default: self = .builtIn(BuiltInName.allCases[Int(-16 - raw)])
        }
    }
}
