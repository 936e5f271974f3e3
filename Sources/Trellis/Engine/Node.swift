import Foundation

/// One view in the engine's storage: plain data.
///
/// A node holds no reference: what it refers to (its layout box or leaf sizing, its visual,
/// a written name, its rare properties) is an index into ``NodeTables``, so that growing,
/// copying, reading and freeing nodes retains and releases nothing. (The fields are in the
/// order that packs them tightest: 36 bytes.)
struct Node: Equatable {
    var behavior: NodeBehavior
    var parent: NodeID = .none
    /// This node's children are `children[childStart ..< childStart + childCount]`.
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// The index of the node's visual in ``NodeTables/visuals``; -1 when it is not drawn.
    var visual: Int32 = -1
    /// The index of the node's ``RareProperties`` in ``NodeTables/rares``; -1 when it has
    /// none (all defaults).
    var rare: Int32 = -1
    /// What the node's name is made from (``NodeTables/name(of:)``).
    var nameSource: NameSource
    var layoutDirection: LayoutDirection

    /// A node whose children are `children[children]`.
    init(behavior: NodeBehavior, name: NameSource, layoutDirection: LayoutDirection, children: Range<Int32> = 0 ..< 0) {
        self.behavior = behavior
        self.nameSource = name
        self.layoutDirection = layoutDirection
        self.childStart = children.lowerBound
        self.childCount = Int32(children.count)
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
