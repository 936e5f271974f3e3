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
