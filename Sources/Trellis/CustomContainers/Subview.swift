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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        for subview in view.subviews { resolver.resolve(subview) }
    }
}

/// A slice of a ``SubviewsCollection``; a view, like the collection.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let base: ArraySlice<Subview>

    /// The position of the first subview.
    public var startIndex: Int { base.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { base.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { base[position] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base[bounds]) }

    /// A slice has no body: its subviews are resolved in order.
    public var body: Never { fatalError("SubviewsCollectionSlice has no body") }

    /// Resolves each subview in order.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        for subview in view.base { resolver.resolve(subview) }
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
        SubviewsCollection(subviews: nodes.map { Subview(node: $0, uses: uses, containerValues: containerValues[$0] ?? ContainerValues()) })
    }
}

/// Transforms the subviews of a given view into a resulting content view
/// (`Group(subviews:transform:)`).
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// Resolves the subviews, then what the transform makes of them.
    public var body: Never { fatalError("GroupElementsOfContent has no body") }

    /// Resolves the base view's subviews, then the view the transform makes of them.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        let collection = resolver.subviews(resolving: ResolvableContent(view.subviews))
        resolver.resolve(view.transform(collection))
    }
}

extension Group {
    /// Constructs a group from the subviews of the given view.
    ///
    /// ```swift
    /// struct CardStack<Content: View>: View {
    ///     @ViewBuilder var content: Content
    ///     var body: some View {
    ///         VStack {
    ///             Group(subviews: content) { subviews in
    ///                 ForEach(subviews) { subview in subview.padding(4) }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// A collection which allows a view to be treated as a collection of its subviews in a
/// for-each loop (`ForEach(subviews:content:)`); its subviews are resolved when the for-each
/// is.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: ResolvableContent
    /// The subviews, once the for-each that owns the collection resolves them.
    let resolved = ResolvedLater<SubviewsCollection>()

    /// Resolves the subviews, here: the for-each's entry point calls it before walking them.
    @usableFromInline
    func resolveSubviews(_ resolver: inout Resolver) {
        resolved.value = resolver.subviews(resolving: base)
    }

    /// The position of the first subview.
    public var startIndex: Int { 0 }
    /// The position after the last subview.
    public var endIndex: Int { resolved.value?.count ?? 0 }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { resolved.value![position] }
}

/// What a for-each over a view's subviews or sections walks, filled in when the for-each is
/// resolved (its collection is made with the view, before there is a resolver).
final class ResolvedLater<Value> {
    var value: Value?
}

extension ForEach {
    /// Creates an instance that creates views from the subviews of a given view.
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     subview.frame(maxWidth: .infinity)
    /// }
    /// ```
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: ResolvableContent(view)), id: \.id, content: content)
    }
}
