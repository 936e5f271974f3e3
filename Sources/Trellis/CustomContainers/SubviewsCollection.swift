import Foundation

/// An opaque collection representing the subviews of a view.
///
/// The collection is itself a view: `subviews[1...]` in a view builder shows those subviews.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: subviews[bounds]) }

    /// A collection has no body: its subviews are resolved in order.
    public var body: Never { fatalError("SubviewsCollection has no body") }

    /// Resolves each subview in order.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        for subview in view.subviews { resolver.resolve(subview) }
    }
}

extension Resolver {
    /// Resolves `content` here, in the current environment, and returns its subviews,
    /// unattached: the container's code decides where (and whether) each is placed. A subview
    /// a container leaves out stays in the node storage unreachable from the root, so no pass
    /// or result sees it.
    mutating func subviews(resolving content: ResolvableContent) -> SubviewsCollection {
        // Resolved first: the container values are read from what resolving records.
        let elements = content.elements(in: &self)
        return subviews(of: elements, uses: SubviewUses())
    }

    /// Proxies for `nodes`, resolved already, with their container values.
    func subviews<Nodes: Collection<NodeID>>(of nodes: Nodes, uses: SubviewUses) -> SubviewsCollection {
        SubviewsCollection(subviews: nodes.map { Subview(node: $0, uses: uses, containerValues: scope.containerValues[$0] ?? ContainerValues()) })
    }
}
