import Foundation

// Scroll positions as input: what each scroll view is asked to scroll to, and what asks it
// (the host's `scroll` methods, `scrollPosition` bindings, `ScrollViewReader` proxies). The
// layout of a scroll view reads its request when it places its content (`ScrollViewLayout`);
// the host turns requests for a view's identity into offsets after a pass (`ScrollHost.swift`).

/// A content offset a scroll view is asked for, per axis; `nil` leaves the axis where the
/// scroll view rests by itself. Infinite values ask for an end (an edge); the layout clamps
/// every value to the content's range.
struct ScrollOffsetRequest: Equatable {
    var x: CGFloat?
    var y: CGFloat?
}

/// A scroll view in the tree: its node, the axes it scrolls, and its content margins.
struct ScrollViewRecord {
    var node: NodeID
    /// Its place in the views' structure in a live host (as a view's state has; `nil` in a
    /// snapshot): a scroll view made again when the view around it is read again takes up the
    /// position of the one that had its identity.
    var identity: Int?
    let axes: Axis.Set
    /// Whether a drag moves it (`scrollDisabled`).
    var isScrollEnabled = true
    /// Where it comes to rest after a drag (`scrollTargetBehavior(_:)`), with its environment.
    var behavior: (behavior: AnyScrollTargetBehavior, environment: EnvironmentValues)?
    /// Its `contentMargins` for the content: SwiftUI's content offsets count from inside them,
    /// and a view scrolled to lines up with the viewport inset by them.
    var margins = EdgeInsets()
}

/// A `scrollPosition` binding of a scroll view: how to read it, and what it read last.
struct ScrollBindingRecord {
    /// The scroll view's node.
    var node: NodeID
    /// Reads the binding (on the main actor, where bindings are read).
    let read: () -> ScrollPosition
    /// Whether a change of the binding scrolls but its first value does not (the
    /// `scrollPosition(id:)` form, as measured).
    let initialValueScrolls: Bool
    /// The value read last; `nil` before the first read.
    var last: ScrollPosition?
}

/// Requests made through a ``ScrollViewProxy``, waiting for the host's next layout. Shared
/// between the proxy, which may be kept and called anywhere, and the host, so locked.
final class ScrollProxyStorage: @unchecked Sendable {
    // Unchecked: `pending` is only touched holding `lock`.
    private let lock = NSLock()
    private var pending: [ScrollPosition] = []

    func add(_ position: ScrollPosition) { lock.withLock { pending.append(position) } }

    /// Whether requests wait for the next layout.
    var hasPending: Bool { lock.withLock { !pending.isEmpty } }

    /// The requests made since the last call, oldest first.
    func take() -> [ScrollPosition] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }
}

/// A scroll view's phase and its changes not yet reported.
struct ScrollPhaseLog {
    /// One change: the phases before and after, and the velocity then (points per second).
    struct Change {
        let old: ScrollPhase
        let new: ScrollPhase
        let velocity: CGVector?
    }

    /// The most changes kept between two reports (a scroll view no observer reads keeps the
    /// last ones only).
    static let limit = 16

    private(set) var phase = ScrollPhase.idle
    private(set) var changes: [Change] = []

    /// Moves to `new`, noting the change (nothing when it is the phase already).
    mutating func move(to new: ScrollPhase, velocity: CGVector?) {
        guard new != phase else { return }
        changes.append(Change(old: phase, new: new, velocity: velocity))
        if changes.count > Self.limit { changes.removeFirst(changes.count - Self.limit) }
        phase = new
    }

    /// The changes not yet reported, which are then forgotten.
    mutating func takeChanges() -> [Change] {
        defer { changes = [] }
        return changes
    }
}

/// The scrolling state of a tree: its scroll views, what asks them to scroll, and where they
/// are asked to be and are. Plain data but for the proxies' storage.
struct ScrollingRecords {
    /// Every scroll view, in the order resolved.
    var scrollViews: [ScrollViewRecord] = []
    /// The `scrollPosition` bindings.
    var bindings: [ScrollBindingRecord] = []
    /// The storage of every `ScrollViewReader`'s proxy.
    var proxies: [ScrollProxyStorage] = []
    /// The lazy containers that resolve only some rows (`LazyRows.swift`).
    var lazyContainers: [LazyContainerRecord] = []
    /// Per scroll view, the content offset it is asked for.
    var requests: [NodeID: ScrollOffsetRequest] = [:]
    /// Per lazy container with pinned views, the part of it its scroll view showed in the last
    /// pass, along its axis, from its start.
    var visibleSpans: [NodeID: ClosedRange<CGFloat>] = [:]
    /// Per scroll view, the content offset its last placement used.
    var applied: [NodeID: CGPoint] = [:]
    /// Requests to scroll a view with an identity into place, waiting for a pass to find it:
    /// the scroll view (`nil`: the one around the view) and the target.
    var pendingTargets: [(scrollView: NodeID?, id: ScrollTargetID, anchor: UnitPoint?)] = []
    /// Per scroll view, its scroll phase (idle when absent) and the changes a drag made to it
    /// since the last layout's observers read them (`onScrollPhaseChange`), at most
    /// ``ScrollPhaseLog/limit`` kept.
    var phases: [NodeID: ScrollPhaseLog] = [:]
    /// Where the scroll views a replacement just released were, by identity, for the scroll
    /// views it makes in their place (``append(_:remap:)``); emptied by each replacement.
    private var released: [Int: ReleasedScrollView] = [:]

    /// A released scroll view's position: what it was asked for, where it placed its content
    /// last, and the value its `scrollPosition` binding read last.
    private struct ReleasedScrollView {
        let request: ScrollOffsetRequest?
        let applied: CGPoint?
        let bindingValue: ScrollPosition?
    }

    /// Whether a pass must be followed by scrolling views into place or choosing lazy rows.
    var needsSettling: Bool { !pendingTargets.isEmpty || !lazyContainers.isEmpty }

    /// Whether bindings or proxies may ask a scroll view to move.
    var hasInputs: Bool { !bindings.isEmpty || !proxies.isEmpty }

    /// The records of the scroll views under `node`s that `remap` keeps (a replacement's
    /// resolver's, added to the engine's): nodes are renamed by `remap`.
    mutating func append(_ other: ScrollingRecords, remap: (NodeID) -> NodeID) {
        let start = scrollViews.count, bindingStart = bindings.count
        scrollViews += other.scrollViews.map {
            var record = $0
            record.node = remap(record.node)
            return record
        }
        bindings += other.bindings.map {
            var record = $0
            record.node = remap(record.node)
            return record
        }
        proxies += other.proxies
        lazyContainers += other.lazyContainers.map { $0.remapped(remap) }
        // A scroll view made again in a live host stays where the one of its identity was (as
        // SwiftUI keeps a scroll view's position with its identity).
        guard !released.isEmpty else { return }
        for record in scrollViews[start...] {
            guard let identity = record.identity, let old = released[identity] else { continue }
            requests[record.node] = old.request
            applied[record.node] = old.applied
            if let index = bindings[bindingStart...].firstIndex(where: { $0.node == record.node }) {
                bindings[index].last = old.bindingValue
            }
        }
        released = [:]
    }

    /// Forgets the scroll views `isFree` says were released, keeping where each was by its
    /// identity for the scroll views the replacement makes, and the proxies' storage that no
    /// ``ScrollViewProxy`` refers to any more (nothing can ask through it).
    mutating func forget(where isFree: (NodeID) -> Bool) {
        forgetUnreachableProxies()
        released = [:]
        guard !scrollViews.isEmpty else { return }
        for record in scrollViews where isFree(record.node) {
            guard let identity = record.identity else { continue }
            released[identity] = ReleasedScrollView(
                request: requests[record.node], applied: applied[record.node],
                bindingValue: bindings.first { $0.node == record.node }?.last)
        }
        lazyContainers.removeAll { isFree($0.node) }
        scrollViews.removeAll { isFree($0.node) }
        bindings.removeAll { isFree($0.node) }
        requests = requests.filter { !isFree($0.key) }
        phases = phases.filter { !isFree($0.key) }
        applied = applied.filter { !isFree($0.key) }
        visibleSpans = visibleSpans.filter { !isFree($0.key) }
    }

    /// Drops the proxies' storage only this list still refers to, once its requests are taken.
    /// (A proxy is made at every resolve of its reader: without this, a reader read again
    /// 200,000 times keeps 200,000.)
    private mutating func forgetUnreachableProxies() {
        guard !proxies.isEmpty else { return }
        var remaining = proxies
        proxies = []
        while var storage = remaining.popLast() {
            if !isKnownUniquelyReferenced(&storage) || storage.hasPending { proxies.append(storage) }
        }
        proxies.reverse()
    }

    /// The record of the scroll view `node`.
    func scrollView(_ node: NodeID) -> ScrollViewRecord? { scrollViews.first { $0.node == node } }
}

extension Resolver {
    /// Notes a scroll view, with the `scrollPosition` binding the environment gives it.
    mutating func addScrollView(_ node: NodeID, axes: Axis.Set, margins: EdgeInsets) {
        let identity = live?.eventIdentity(of: ScrollViewRecord.self)
        var record = ScrollViewRecord(node: node, identity: identity, axes: axes, margins: margins)
        record.isScrollEnabled = environment.isScrollEnabled
        record.behavior = environment.scrollTargetBehavior.map { ($0, environment) }
        features.scrolling.scrollViews.append(record)
        if let binding = scope.scrollPositionBinding {
            features.scrolling.bindings.append(
                ScrollBindingRecord(node: node, read: binding.read, initialValueScrolls: binding.initialValueScrolls, last: nil))
        }
    }
}

extension LayoutEngine {
    /// Whether `node` is in a lazy container that resolves only some rows (which makes its
    /// content again whenever the rows that show change).
    func isInLazyContent(_ node: NodeID) -> Bool {
        guard !features.scrolling.lazyContainers.isEmpty else { return false }
        var current = store.nodes[node.index].parent
        while current != .none {
            if features.scrolling.lazyContainers.contains(where: { $0.node == current && !$0.segments.isEmpty }) { return true }
            current = store.nodes[current.index].parent
        }
        return false
    }
}

extension LayoutSubviews {
    /// The node of the container these are the subviews of (`nil` without subviews).
    private var container: NodeID? {
        guard startIndex < endIndex else { return nil }
        return engine.store.nodes[engine.child(at: base + startIndex).index].parent
    }

    /// The content offset the scroll view these are the subviews of is asked for.
    var scrollRequest: ScrollOffsetRequest? {
        guard let container else { return nil }
        return engine.features.scrolling.requests[container]
    }

    /// The part of the lazy container these are the subviews of that its scroll view showed
    /// in the last pass (`nil` before one, or outside a scroll view).
    var lazyVisibleSpan: ClosedRange<CGFloat>? {
        guard let container else { return nil }
        return engine.features.scrolling.visibleSpans[container]
    }

    /// Notes the content offset the scroll view these are the subviews of placed them at.
    func noteScrollOffset(_ offset: CGPoint) {
        guard let container else { return }
        engine.features.scrolling.applied[container] = offset
    }
}
