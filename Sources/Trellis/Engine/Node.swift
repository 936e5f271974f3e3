import Foundation

/// The index of a node in an engine's storage.
@usableFromInline
struct NodeID: Hashable, Sendable, Comparable {
    var raw: Int32
    init(_ raw: Int) { self.raw = Int32(raw) }
    static let none = NodeID(-1)
    var index: Int { Int(raw) }
    @usableFromInline static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.raw < rhs.raw }
}

/// How a node sizes and places itself.
enum NodeBehavior {
    /// A view with no subviews that sizes itself.
    case leaf(LeafSizing)
    /// A container (or a modifier) whose ``Layout`` sizes and places its children.
    case layout(AnyLayoutBox)
}

/// How a leaf answers a proposal.
///
/// (Payloads of more than 9 bytes are indirect: the common cases keep a leaf's behaviour, and
/// with it a ``Node``, 8 bytes smaller.)
enum LeafSizing {
    /// Takes the proposal; an unspecified dimension becomes 10 (shapes and colours).
    case fill
    /// Always the same size.
    indirect case fixed(CGSize)
    /// Per axis: the ideal size when unspecified, else the proposal clamped to min...max.
    /// (Indirect: stand-ins are rare, and their ranges would make every node 32 bytes larger.)
    indirect case flexible(StandIn.Range, StandIn.Range)
    /// A size computed by a closure.
    indirect case custom(@Sendable (ProposedViewSize) -> CGSize)
    /// Text, measured from its font.
    case text(TextMeasure)
    /// A spacer: along `axis` as long as proposed but at least `minLength` (`minLength` when
    /// unspecified), and 0 across it; on both axes alike when `axis` is `nil` (outside a stack).
    case spacer(minLength: CGFloat, axis: Axis?)
    /// A divider: a line along `lineAxis`, as long as proposed (10 when unspecified) and
    /// `thickness` thick.
    case divider(thickness: CGFloat, lineAxis: Axis)

    /// Whether answers are cheap enough that caching them costs more than computing them.
    var isTrivial: Bool {
        switch self {
        case .custom, .text: return false
        case .fill, .fixed, .flexible, .spacer, .divider: return true
        }
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        switch self {
        case .fill:
            return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
        case let .fixed(size):
            return size
        case let .flexible(width, height):
            return CGSize(width: width.size(for: proposal.width), height: height.size(for: proposal.height))
        case let .custom(body):
            return body(proposal)
        case let .text(measure):
            return measure.layout(for: proposal).size
        case let .spacer(minLength, axis):
            func length(_ proposed: CGFloat?) -> CGFloat { Swift.max(proposed ?? -.infinity, minLength) }
            switch axis {
            case .horizontal: return CGSize(width: length(proposal.width), height: 0)
            case .vertical: return CGSize(width: 0, height: length(proposal.height))
            case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
            }
        case let .divider(thickness, lineAxis):
            switch lineAxis {
            case .horizontal: return CGSize(width: proposal.width ?? 10, height: thickness)
            case .vertical: return CGSize(width: thickness, height: proposal.height ?? 10)
            }
        }
    }
}

/// A node's properties that few nodes have (set by `id`, `layoutValue`, grid-cell modifiers,
/// `alignmentGuide`, `offset`, spacers), kept out of line by ``Node``.
final class RareProperties {
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var guideOverrides: [GuideOverride] = []
    var spacingOverride: ViewSpacing?
    var priority: Double = 0
    var drawingOffset: CGSize = .zero
    var marker: Marker?
    var context: Int32 = -1
    var outsideChanges: [(inout Node) -> Void] = []
    var changesBeforeMark = 0

    func copy() -> RareProperties {
        let copy = RareProperties()
        copy.layoutValues = layoutValues
        copy.guideOverrides = guideOverrides
        copy.spacingOverride = spacingOverride
        copy.priority = priority
        copy.drawingOffset = drawingOffset
        copy.marker = marker
        copy.context = context
        copy.outsideChanges = outsideChanges
        copy.changesBeforeMark = changesBeforeMark
        return copy
    }
}

/// An `alignmentGuide` override: the guide it sets and how it computes the value.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}

/// What a renderer needs to draw a leaf (made public as ``LayoutResult/Drawing``).
///
/// Indirect: a visual is one reference, so a node keeps 8 bytes for it rather than a colour's
/// 33, and leaves drawn alike share one (see `Resolver.colorVisual(_:)`).
indirect enum Visual: Sendable {
    case color(Color)
    /// A shape and the foreground colour it is filled with.
    case shape(LayoutResult.Outline, Color)
    /// Text, how its lines align, and its colour.
    case text(TextMeasure, TextAlignment, Color)
}

/// A node's name for dumps and diagnostics (`HStack`, `frame(width: 10)`, `Color(red)`), kept
/// as what it takes to write it: the string is made only when something reads it (a result's
/// elements, a trace, a diagnostic), so resolving a tree formats no names.
@usableFromInline
enum NodeName {
    /// A name already written. (Indirect: most nodes are named by their layout or colour, so a
    /// node keeps 8 bytes for its name rather than a string's 16.)
    indirect case text(String)
    /// The name the node's layout box gives: its modifier's (`frame(width: 10)`) or its
    /// layout type's.
    case layout
    /// `Color(…)`, written from the node's colour visual.
    case color
    /// The name of a built-in view (`HStack`, `Spacer`): a byte, where a string would take a
    /// box of its own.
    case builtIn(BuiltInName)
    /// `Text("…")`, written from the node's text (up to 23 characters of it, then `…`).
    case textContent
}

/// The names of the built-in views that name their nodes with a constant.
@usableFromInline
enum BuiltInName: String {
    case hStack = "HStack", vStack = "VStack", zStack = "ZStack", grid = "Grid", viewThatFits = "ViewThatFits"
    case root = "Root", spacer = "Spacer", divider = "Divider", overlay = "overlay", background = "background"
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
    var outsideChanges: [(inout Node) -> Void] {
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

/// What a view was resolved in, beyond its layout direction: the whole environment (fonts,
/// colours, line limits…) and the orientation of the stack around it.
struct MarkContext: Equatable {
    var environment: EnvironmentValues
    var stackOrientation: Axis?
}

/// The value of an `.id(_:)` mark. Marks are only hashed and compared, never mutated, so
/// sharing one across threads is safe even when its type does not say so.
@usableFromInline
struct Marker: @unchecked Sendable, Hashable, CustomStringConvertible {
    let value: AnyHashable
    @usableFromInline
    init<ID: Hashable>(_ value: ID) { self.value = AnyHashable(value) }
    @usableFromInline var description: String { String(describing: value.base) }
}
