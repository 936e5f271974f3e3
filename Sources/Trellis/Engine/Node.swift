import Foundation

/// One view in the engine's storage.
///
/// (The fields are in the order that packs them tightest: 48 bytes.)
struct Node {
    var behavior: NodeBehavior
    var layoutDirection: LayoutDirection
    var parent: NodeID = .none
    /// This node's children are `engine.children[childStart ..< childStart + childCount]`.
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// What the node's name is made from (see ``name``).
    var nameSource: NodeName
    var visual: Visual?
    /// Properties few nodes have, out of line so that a node stays small (`nil`: all defaults).
    private(set) var rare: RareProperties?

    /// The layout priority (a trait: a property of the list element, which propagates outward
    /// through modifiers); kept with the rare properties, as most views keep the default 0.
    var priority: Double {
        get { rare?.priority ?? 0 }
        set { if newValue != 0 || rare != nil { uniqueRare().priority = newValue } }
    }

    var layoutValues: [ObjectIdentifier: Any] {
        get { rare?.layoutValues ?? [:] }
        set { uniqueRare().layoutValues = newValue }
    }
    /// Whether the node has `alignmentGuide` overrides.
    var hasGuideOverrides: Bool { rare.map { !$0.guideOverrides.isEmpty } ?? false }
    var guideOverrides: [GuideOverride] {
        get { rare?.guideOverrides ?? [] }
        set { uniqueRare().guideOverrides = newValue }
    }
    var spacingOverride: ViewSpacing? {
        get { rare?.spacingOverride }
        set { uniqueRare().spacingOverride = newValue }
    }
    /// The node's `.id(_:)` mark.
    var marker: Marker? {
        get { rare?.marker }
        set { uniqueRare().marker = newValue }
    }
    /// For a marked node: where it was resolved (an index into the resolver's
    /// ``MarkContext``s), so that a replacement can be resolved in the same place; -1 otherwise.
    var context: Int32 {
        get { rare?.context ?? -1 }
        set { uniqueRare().context = newValue }
    }
    /// For a marked node, and a modifier's node that took on a marked node's traits: the
    /// changes code outside it made to it (a `layoutPriority` or `layoutValue`, on a `Group`
    /// around it or after its modifiers; the row of the `GridRow` it is a cell of), in order,
    /// so that a replacement of it, or of the view it wraps, gets them too.
    var outsideChanges: [NodeChange] {
        get { rare?.outsideChanges ?? [] }
        set { uniqueRare().outsideChanges = newValue }
    }
    /// How many of ``outsideChanges`` were made before the node's mark: those are part of the
    /// view the mark names, and a replacement of it does not get them.
    var changesBeforeMark: Int {
        get { rare?.changesBeforeMark ?? 0 }
        set { if newValue != 0 || rare != nil { uniqueRare().changesBeforeMark = newValue } }
    }
    /// How far the node is drawn from where its container placed it (`offset`): its frame,
    /// and its content's, move by this much, while its container's layout is unaffected.
    var drawingOffset: CGSize {
        get { rare?.drawingOffset ?? .zero }
        set { uniqueRare().drawingOffset = newValue }
    }

    /// The rare properties, this node's own copy (copied on write: node arrays are shared
    /// with the results a host returned).
    private mutating func uniqueRare() -> RareProperties {
        if !isKnownUniquelyReferenced(&rare) { rare = rare?.copy() ?? RareProperties() }
        return rare!
    }

    /// A node whose children are `engine.children[children]`, drawn as `visual`.
    init(
        behavior: consuming NodeBehavior, name: consuming NodeName, layoutDirection: LayoutDirection,
        children: Range<Int32> = 0 ..< 0, visual: consuming Visual? = nil
    ) {
        self.behavior = behavior
        self.nameSource = name
        self.layoutDirection = layoutDirection
        self.childStart = children.lowerBound
        self.childCount = Int32(children.count)
        self.visual = visual
    }

    /// A node that owns nothing, to fill storage whose nodes were moved away or replaced.
    static var placeholder: Node { Node(behavior: .leaf(.fill), name: .layout, layoutDirection: .leftToRight) }

    /// A short name for dumps and diagnostics: `HStack`, `frame(width: 10)`, `Rectangle`.
    var name: String {
        switch nameSource {
        case let .text(name): return name
        case let .builtIn(name): return name.rawValue
        case .textContent:
            guard case let .leaf(.text(measure)) = behavior else { return "Text" }
            let content = measure.content
            return "Text(\"\(content.count > 24 ? String(content.prefix(23)) + "…" : content)\")"
        case .layout:
            guard case let .layout(box) = behavior else { return "?" }
            return box.name
        case .color:
            guard case let .color(color) = visual else { return "Color" }
            return "Color(\(color))"
        }
    }

    /// Copies the list-element traits (priority, layout values) of `inner`, which this node wraps.
    mutating func inheritTraits(of inner: Node) {
        priority = inner.priority
        layoutValues = inner.layoutValues
    }
}

extension Array where Element == Node {
    /// The node `id`, read and changed in place: reading one field does not copy the node.
    subscript(id: NodeID) -> Node {
        _read { yield self[id.index] }
        _modify { yield &self[id.index] }
    }
}

/// How a node sizes and places itself.
enum NodeBehavior {
    /// A view with no subviews that sizes itself.
    case leaf(LeafSizing)
    /// A container (or a modifier) whose ``Layout`` sizes and places its children.
    case layout(AnyLayoutBox)
}

extension NodeBehavior {
    /// Whether a node of this behaviour took on the list-element traits (priority, layout
    /// values) of its first child when it was resolved: a modifier's node
    /// (``Resolver/wrap(_:in:name:)``) and an overlay's or background's.
    var takesTraitsOfFirstChild: Bool {
        guard case let .layout(box) = self else { return false }
        return box is ModifierLayoutBoxBase || box is LayoutBox<OverlayLayout>
    }
}
