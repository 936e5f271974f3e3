import Foundation

/// Where a container's `placeSubviews` put one subview.
struct Placement {
    var position = CGPoint.zero
    var anchor = UnitPoint.topLeading
    var proposal = ProposedViewSize.unspecified
    /// The subview's size for `proposal` when the container knew it (a built-in stack measured
    /// it to arrange its subviews), so that placing need not ask again; NaN when not known.
    var size = CGSize(width: CGFloat.nan, height: .nan)
    /// Whether the container placed (or hid) the subview.
    var placed = false
    /// Left out of the result: the container chose not to show the subview this pass (a
    /// hidden subview counts as placed).
    var hidden = false
}

/// The placements of the container being placed, and what placement keeps between passes
/// beyond the result columns. Plain data: it never calls a layout.
///
/// Only one container places at a time (``LayoutEngine/layOut(_:)`` places them one after
/// another), so one scratch list, indexed by the subview's position among the container's
/// subviews, is all the placement state a pass needs. Placing a subview outside its
/// container's `placeSubviews` (from `sizeThatFits`, or through a proxy kept from another
/// container) has no effect. A default `explicitAlignment` runs `placeSubviews` *aside*: its
/// placements go to a list of their own (``beginAside()``), never to the container's.
struct PlacementState {
    /// The container whose `placeSubviews` is running, or `.none`.
    private(set) var container: NodeID = .none
    /// The container's child entries: where its subviews are in the store's `children`.
    private var entries: Range<Int> = 0 ..< 0
    /// The scratch keeps its length between containers; only `entries.count` entries are
    /// reset and read.
    /// (A column: written without a uniqueness check per write, made the state's own when a
    /// container begins. Nothing else ever shares it.)
    private var scratch = NodeColumn<Placement>([])
    /// Placements recorded while a default `explicitAlignment` runs `placeSubviews` aside.
    private var aside: [[NodeID: Placement]] = []
    /// The bounds' origin (in root coordinates) of the last placement of each container that
    /// has a layout in it that may place from the origin (not ``NodeFlags/placesRelatively``):
    /// such a container is placed again whenever it moves.
    private var absoluteOrigins: [NodeID: CGPoint] = [:]

    /// Starts placing `container`, whose subviews are at `entries`: every subview unplaced.
    mutating func begin(_ container: NodeID, entries: Range<Int>) {
        self.container = container
        self.entries = entries
        if scratch.count < entries.count { scratch.append(repeating: Placement(), count: entries.count - scratch.count) }
        scratch.makeUnique()
        for index in 0 ..< entries.count { scratch[index] = Placement() }
    }

    /// Ends placing the container: proxies no longer place.
    mutating func end() { container = .none }

    /// The placement of the container's subview at `position` among its subviews.
    subscript(position: Int) -> Placement { scratch[position] }

    /// Where among the container's subviews the subview at child entry `entry` is, or `nil`
    /// when it is not a subview of the container being placed.
    @inline(__always)
    func position(ofEntry entry: Int) -> Int? {
        container != .none && entries.contains(entry) ? entry - entries.lowerBound : nil
    }

    /// Records `placement` for the subview at `position`; returns whether it had been placed
    /// (and not hidden) already.
    mutating func record(_ placement: Placement, at position: Int) -> Bool {
        let again = scratch[position].placed && !scratch[position].hidden
        scratch[position] = placement
        return again
    }

    /// Whether placements go aside (a default `explicitAlignment` is running).
    var isAside: Bool { !aside.isEmpty }

    /// Starts recording placements aside.
    mutating func beginAside() { aside.append([:]) }

    /// Records `placement` of `node` aside.
    mutating func recordAside(_ placement: Placement, of node: NodeID) { aside[aside.count - 1][node] = placement }

    /// Stops recording placements aside; returns what was recorded.
    mutating func endAside() -> [NodeID: Placement] { aside.removeLast() }

    /// Records that a container whose layouts may place from the origin has its bounds at
    /// `origin`; returns whether that moved it.
    mutating func moveAbsolute(_ node: NodeID, to origin: CGPoint) -> Bool {
        absoluteOrigins.updateValue(origin, forKey: node) != origin
    }

    /// Forgets the origins of the nodes for which `forget` is true.
    mutating func forgetOrigins(where forget: (NodeID) -> Bool) {
        if !absoluteOrigins.isEmpty { absoluteOrigins = absoluteOrigins.filter { !forget($0.key) } }
    }

    /// Forgets every origin: every container is placed again anyway.
    mutating func forgetOrigins() { absoluteOrigins.removeAll() }

    /// Lets the scratch go after a pass: it is as long as the widest container.
    mutating func releaseScratch() {
        scratch = NodeColumn([])
        entries = 0 ..< 0
    }
}

/// The containers a pass has yet to place, each with its bounds' origin in root coordinates:
/// a stack in memory of its own, pushed and popped without an array's uniqueness checks (a
/// pass pushes every placed container). Not copyable: its memory is freed when it goes.
struct PendingContainers: ~Copyable {
    private var base: UnsafeMutablePointer<(node: NodeID, origin: CGPoint)>
    private var size = 0
    private var capacity: Int

    init() {
        capacity = 64
        base = PlainMemory.allocate((node: NodeID, origin: CGPoint).self, capacity: capacity)
    }

    deinit { PlainMemory.deallocate(base) }

    /// Adds `node`, whose bounds are at `origin`, to be placed before those added earlier.
    @inline(__always)
    mutating func push(_ node: NodeID, at origin: CGPoint) {
        if size == capacity { grow() }
        (base + size).initialize(to: (node, origin))
        size += 1
    }

    /// How many containers are waiting.
    var count: Int { size }

    /// Reverses the order of the containers added since there were `start` of them.
    mutating func reverse(from start: Int) {
        var added = UnsafeMutableBufferPointer(start: base + start, count: size - start)
        added.reverse()
    }

    /// Takes the container added last, if any is left.
    @inline(__always)
    mutating func pop() -> (node: NodeID, origin: CGPoint)? {
        guard size > 0 else { return nil }
        size -= 1
        return base[size]
    }

    private mutating func grow() {
        let larger = PlainMemory.allocate((node: NodeID, origin: CGPoint).self, capacity: 2 * capacity)
        larger.moveInitialize(from: base, count: size)
        PlainMemory.deallocate(base)
        base = larger
        capacity *= 2
    }
}
