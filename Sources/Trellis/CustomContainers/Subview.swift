import Foundation

// Custom containers (iOS 18): `Group(subviews:transform:)` and `ForEach(subviews:content:)`
// give a container its content's subviews, resolved in the container's place (Apple: "the
// view is resolved using the environment of its container, not the environment of its
// subview proxy"), to arrange or wrap as it likes.

/// An opaque value representing a subview of another view, from `Group(subviews:transform:)`
/// or `ForEach(subviews:content:)`.
///
/// A subview is a proxy for the view it represents, already resolved: modifiers applied to it
/// wrap that view. Trellis places each subview once; a subview used a second time is left out
/// there, and the layout reports it.
nonisolated public struct Subview: View, Identifiable {
    /// The identity of a subview, which persists however its container reorders it.
    public struct ID: Hashable, Sendable {
        let node: Int32
    }

    let node: NodeID
    let uses: SubviewUses

    /// The unique identifier of the view.
    public var id: ID { ID(node: Int32(node.index)) }

    /// The container values associated with the given subview.
    public let containerValues: ContainerValues

    /// A subview has no body: it is the view it represents, already resolved.
    public var body: Never { fatalError("Subview has no body") }

    /// Adds the node of the view it represents, the first time it is used.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        if view.uses.placed.insert(view.node.index).inserted {
            resolver.elements.append(view.node)
        } else {
            resolver.report(.approximated, "Subview", "is used more than once; Trellis places a subview once, so later uses are left out")
        }
    }
}

/// Which subviews of one collection have been placed (each can be, once).
final class SubviewUses {
    var placed = Set<Int>()
}
