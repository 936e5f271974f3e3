import Foundation

/// One view in the engine's storage: plain data.
///
/// A node holds no reference: what it refers to (its layout box or leaf sizing, its visual,
/// a written name, its rare properties) is an index into ``NodeTables``, so that growing,
/// copying, reading and freeing nodes retains and releases nothing. Its behaviour and name
/// source are kept as one integer each (see ``behavior`` and ``nameSource``): a node is 32
/// bytes, where two enums' tags would pad it to 36.
struct Node: Equatable {
    /// ``behavior``: a box index (0 or more), or a sizing index `i` as `-1 - i`.
    private var rawBehavior: Int32
    /// ``nameSource``: a written name's index (0 or more), or a negative code.
    private var rawName: Int32
    var parent: NodeID = .none
    /// This node's children are `children[childStart ..< childStart + childCount]`.
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// The index of the node's visual in ``NodeTables/visuals``; -1 when it is not drawn.
    var visual: Int32 = -1
    /// The index of the node's ``RareProperties`` in ``NodeTables/rares``; -1 when it has
    /// none (all defaults).
    var rare: Int32 = -1
    var layoutDirection: LayoutDirection

    /// How the node sizes and places itself.
    var behavior: NodeBehavior {
        @inline(__always) get { rawBehavior >= 0 ? .layout(rawBehavior) : .leaf(-1 - rawBehavior) }
        set {
            switch newValue {
            case let .layout(box): rawBehavior = box
            case let .leaf(sizing): rawBehavior = -1 - sizing
            }
        }
    }

    /// What the node's name is made from (``NodeTables/name(of:)``).
    var nameSource: NameSource {
        get { NameSource(raw: rawName) }
        set { rawName = newValue.raw }
    }

    /// A node whose children are `children[children]`.
    init(behavior: NodeBehavior, name: NameSource, layoutDirection: LayoutDirection, children: Range<Int32> = 0 ..< 0) {
        self.init(
            behavior: behavior, name: name, layoutDirection: layoutDirection, childStart: children.lowerBound,
            childCount: children.upperBound - children.lowerBound)
    }

    /// A node whose children are the `childCount` child entries from `childStart`.
    @inline(__always)
    init(behavior: NodeBehavior, name: NameSource, layoutDirection: LayoutDirection, childStart: Int32, childCount: Int32) {
        switch behavior {
        case let .layout(box): rawBehavior = box
        case let .leaf(sizing): rawBehavior = -1 - sizing
        }
        rawName = name.raw
        self.layoutDirection = layoutDirection
        self.childStart = childStart
        self.childCount = childCount
    }

    /// A node that uses no table entry, to fill storage whose nodes were moved away or replaced.
    static var placeholder: Node {
        Node(behavior: .leaf(NodeTables.fillSizing), name: .layout, layoutDirection: .leftToRight)
    }

    /// The node as it refers to a table that another's entries were appended to
    /// (``NodeTables/append(_:)``).
    func shifted(by shift: NodeTables.Shift) -> Node {
        var node = self
        switch behavior {
        case let .leaf(sizing): if sizing != NodeTables.fillSizing { node.behavior = .leaf(sizing + shift.sizings) }
        case let .layout(box): node.behavior = .layout(box + shift.boxes)
        }
        if visual >= 0 { node.visual += shift.visuals }
        if rare >= 0 { node.rare += shift.rares }
        if case let .text(name) = nameSource { node.nameSource = .text(name + shift.names) }
        return node
    }
}

extension Array where Element == Node {
    /// The node `id`, read and changed in place.
    subscript(id: NodeID) -> Node {
        _read { yield self[id.index] }
        _modify { yield &self[id.index] }
    }
}

/// How a node sizes and places itself, by the index of what does it in ``NodeTables``.
enum NodeBehavior: Equatable {
    /// A view with no subviews that sizes itself: its ``LeafSizing`` in ``NodeTables/sizings``.
    case leaf(Int32)
    /// A container (or a modifier) whose ``Layout`` sizes and places its children: its box
    /// in ``NodeTables/boxes``.
    case layout(Int32)
}
