import Foundation

// How much a resolver holds, and how its storage grows: a list's elements reserve room for the
// rest after the first; resolving ends by giving back what was not used.

/// How much a resolver held at one moment (see ``Resolver/extent()``). (Not a "mark": that
/// word names `.id(_:)`'s markers.)
@usableFromInline
struct ResolverExtent {
    let nodes: Int
    let children: Int
    let elements: Int
    let rares: Int
    @usableFromInline init(nodes: Int, children: Int, elements: Int, rares: Int) {
        self.nodes = nodes
        self.children = children
        self.elements = elements
        self.rares = rares
    }
}

extension _ViewResolver {
    /// How much the resolver holds now: taken before the first of a list's elements, to see
    /// how much one element adds (see ``reserve(forMoreElements:likeSince:)``). Mutating only so
    /// that a call from another module passes the resolver by reference, not as a copy.
    @usableFromInline
    mutating func extent() -> ResolverExtent {
        ResolverExtent(
            nodes: store.nodes.count, children: store.children.count, elements: elements.count,
            rares: store.tables.rares.count)
    }

    /// Makes room for `count` more elements of a list, each taken to add as much as the one
    /// resolved since `extent` was taken (the elements of a `ForEach` are usually alike): the
    /// storage then grows once instead of by halves, each growth a copy of everything so far. Room
    /// that alike elements would not fill is given back when resolving ends, and a reservation
    /// never goes past ``maximumReservedNodes`` nodes.
    @usableFromInline
    mutating func reserve(forMoreElements count: Int, likeSince extent: ResolverExtent) {
        let nodeCount = store.nodes.count
        let perElement = nodeCount - extent.nodes
        guard count > 0, perElement > 0 else { return }
        // (And a few for the containers around the list, so that the last of them does not
        // grow the storage by half only for the end of resolving to give it back.)
        let nodesNeeded = nodeCount + 64
            + Swift.min(perElement.multipliedReportingOverflow(by: count).partialValue, Self.maximumReservedNodes)
        if nodesNeeded > store.nodes.capacity {
            let capacity = Self.grown(store.nodes.capacity, toHold: nodesNeeded)
            store.nodes.reserveCapacity(capacity)
            summary.flags.reserveCapacity(capacity)
        }
        // Child entries and elements in proportion to the nodes reserved.
        let share = Double(nodesNeeded - nodeCount - 64) / Double(perElement)
        let childrenNeeded = store.children.count + Int(Double(store.children.count - extent.children) * share)
        if childrenNeeded > store.children.capacity {
            store.children.reserveCapacity(Self.grown(store.children.capacity, toHold: childrenNeeded))
        }
        let elementsNeeded = elements.count + Int(Double(elements.count - extent.elements) * share)
        if elementsNeeded > elements.capacity { elements.reserveCapacity(Self.grown(elements.capacity, toHold: elementsNeeded)) }
        // Rare properties too, when the element had some (a list of marked rows).
        let raresNeeded = store.tables.rares.count + Int(Double(store.tables.rares.count - extent.rares) * share)
        if raresNeeded > store.tables.rares.capacity {
            store.tables.rares.reserveCapacity(Self.grown(store.tables.rares.capacity, toHold: raresNeeded))
        }
    }

    /// The capacity storage of `capacity` grows to, to hold `needed`: at least half as much
    /// again. (`reserveCapacity` allocates exactly what it is asked: the many small lists of a
    /// nested tree, each reserving a little more, would otherwise copy the storage each time.)
    private static func grown(_ capacity: Int, toHold needed: Int) -> Int {
        Swift.max(needed, capacity + capacity / 2 + 16)
    }

    /// The most nodes one reservation makes room for (32 MiB of nodes): a list whose first
    /// element is unlike the rest reserves no more than this in vain.
    static var maximumReservedNodes: Int { 1 << 20 }

    /// Grows a full node array by half rather than letting an append double it: resolving ends
    /// by moving the nodes into storage of their exact size (``releaseSpareCapacity()``), and
    /// for that moment the old storage and the new coexist, so less slack lowers the peak.
    @inline(__always)
    mutating func makeRoomForNode() {
        if store.nodes.count == store.nodes.capacity {
            let capacity = store.nodes.count + store.nodes.count / 2 + 16
            store.nodes.reserveCapacity(capacity)
            summary.flags.reserveCapacity(capacity)
        }
    }

    /// Gives back the room the node array grew into but does not use (it grows by half when
    /// full, so up to a third of a big tree's node storage would be empty), and the room a
    /// list reserved for rare properties its elements did not have (a list whose first row
    /// alone is marked). Slack under a sixteenth is kept: copying it away would raise the peak
    /// for little.
    mutating func releaseSpareCapacity() {
        let count = store.nodes.count
        if store.nodes.capacity - count > count / 16 + 64 {
            store.nodes = store.nodes.withUnsafeBufferPointer { Array($0) }
        }
        let rares = store.tables.rares.count
        if store.tables.rares.capacity - rares > rares / 16 + 64 {
            store.tables.rares = store.tables.rares.withUnsafeBufferPointer { Array($0) }
        }
    }
}
