import Foundation

/// What a resolver in a live host keeps while it resolves: a frame per view with a body being
/// resolved, and the records made. See `LiveViews.swift`.
///
/// Every view with a body pushes a frame, so a frame is small and plain (no reference to
/// count): what a view that needs a record keeps goes to ``Needs``, made only for it.
/// (Exclusivity: the stored properties are `@exclusivity(unchecked)`; a recorder is used by
/// one resolver, on one thread, and no method lends one out while calling another.)
@usableFromInline
final class LiveRecorder {
    /// A view with a body being resolved.
    struct Frame {
        /// Its identity in the tree (see ``LiveRecorder/begin(type:reflecting:environment:elementCount:)``).
        let identity: Int
        /// Its number among the views of its type inside the view around it.
        let ordinal: Int32
        /// Where its elements start in the resolver's elements.
        let start: Int32
        /// Where the counts of the types of the views inside it start in ``LiveRecorder/counts``.
        let countsStart: Int32
        /// When it began, in the order views begin.
        let sequence: Int32
        /// Its index in ``LiveRecorder/needs`` once it needs a record, else -1.
        var needs: Int32 = -1
        let type: ObjectIdentifier
        /// Whether it is a scope (an element of a `ForEach`: see ``LiveRecorder/beginScope(_:elementCount:)``),
        /// not a view: it gives the views inside it their identity, and never needs a record.
        var isScope = false
    }

    /// What a view that needs a record (it read an observable value, owns state or observes an
    /// object) has so far.
    struct Needs {
        var id: Int
        var storages: [any ViewStateStorage] = []
        var subscriptions: [PublisherSubscription] = []
    }

    let views: LiveViews
    /// The frames of the views being resolved, innermost last: the first ``depth`` of
    /// `frames` (the array only grows, so pushing and popping move no storage).
    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var needs: [Needs] = []
    /// Per view being resolved, the types of the views begun inside it and how many of each
    /// (each frame's run starts at its ``Frame/countsStart``; a frame's run is dropped when it
    /// ends).
    @exclusivity(unchecked) private var counts: [(type: Int, count: Int32)] = []
    /// How many of `counts` are in use (the array only grows).
    @exclusivity(unchecked) private var countsInUse = 0
    @exclusivity(unchecked) private var sequence: Int32 = 0
    /// The records made, with the resolver's nodes, in the order finished (inner first), with
    /// the sequence numbers of their views' beginnings.
    @exclusivity(unchecked) private(set) var made: [(record: LiveRecord, began: Int32)] = []
    /// The identity of what is around the resolve's outermost views (0 for the root).
    private let outerIdentity: Int

    /// A recorder for the root's resolve, or for a view resolved again where `record` was (the
    /// view gets `record`'s identity, and keeps its state).
    /// (`outerIdentity` places a view resolved anew, a replacement's, apart from the others.)
    init(views: LiveViews, resolvingAgain record: LiveRecord? = nil, outerIdentity: Int = 0) {
        self.views = views
        self.outerIdentity = record?.outerIdentity ?? outerIdentity
        if let record {
            counts.append((Self.key(record.type), Int32(record.ordinal)))
            countsInUse = 1
        }
    }

    /// The identity of the innermost view (or scope) being resolved, else the resolve's outer
    /// identity.
    var identity: Int { depth > 0 ? frames[depth - 1].identity : outerIdentity }

    /// The record a read outside any view of this resolve marks (the live view around content
    /// made after the first resolve: a reader's, a lazy container's rows), or ``LiveViews/root``.
    var fallback: Int?

    /// A number for a type, cheap to make (its metadata's address).
    @inline(__always)
    private static func key(_ type: ObjectIdentifier) -> Int { Int(bitPattern: type) }

    /// Mixes `value` into `hash` (boost's hash_combine, on 64 bits).
    @inline(__always)
    private static func combine(_ hash: Int, _ value: Int) -> Int {
        hash ^ (value &+ -7_046_029_254_386_353_131 &+ (hash << 6) &+ (hash >> 2))
    }

    /// Begins resolving a view (or modifier) of type `type` with a body.
    ///
    /// A view's identity is its type and how many views of that type came before it in the
    /// body around it, and the identity of that body's view (SwiftUI's structural identity,
    /// told apart by type rather than by the branches of conditionals).
    @usableFromInline
    func begin(type: Any.Type, elementCount: Int) {
        let type = ObjectIdentifier(type)
        let outer = depth > 0 ? frames[depth - 1].identity : outerIdentity
        let typeKey = Self.key(type)
        let ordinal = nextOrdinal(of: typeKey)
        sequence += 1
        let frame = Frame(
            identity: Self.combine(Self.combine(outer, typeKey), Int(ordinal)), ordinal: ordinal,
            start: Int32(elementCount), countsStart: Int32(countsInUse), sequence: sequence, type: type)
        push(&frames, frame, at: &depth)
    }

    /// The identity of an event modifier (`onAppear`, `onChange`, `task`…) met now, on a view
    /// of type `type`: the innermost view's identity, `type` and how many event modifiers on
    /// views of that type came before it in that view's body, as a view's own identity is made
    /// (`EventModifiers.swift`). The modifier pushes no frame: it has no body.
    func eventIdentity(of type: Any.Type) -> Int {
        let typeKey = Self.key(ObjectIdentifier(type))
        return Self.combine(Self.combine(identity, typeKey), Int(nextOrdinal(of: typeKey)))
    }

    /// How many things keyed `typeKey` the innermost view's body met before this one, counted.
    @inline(__always)
    private func nextOrdinal(of typeKey: Int) -> Int32 {
        var index = depth > 0 ? Int(frames[depth - 1].countsStart) : 0
        while index < countsInUse, counts[index].type != typeKey { index += 1 }
        guard index < countsInUse else {
            push(&counts, (typeKey, 1), at: &countsInUse)
            return 0
        }
        defer { counts[index].count += 1 }
        return counts[index].count
    }

    /// Puts `element` at `count` in `array` (which only grows) and counts it.
    @inline(__always)
    private func push<Element>(_ array: inout [Element], _ element: Element, at count: inout Int) {
        if count < array.count { array[count] = element } else { array.append(element) }
        count += 1
    }

    /// For the view just begun, `value`, which stores dynamic properties: gives them
    /// `environment`, lets its kept state adopt the state of the view that had its identity,
    /// and subscribes it to the objects it observes.
    @usableFromInline
    func reflect(_ value: Any, environment: EnvironmentValues) {
        let last = depth - 1
        var found = LiveProperties()
        found.collect(in: value, environment: environment)
        if !found.storages.isEmpty, let earlier = views.record(identity: frames[last].identity), earlier.type == frames[last].type {
            for (storage, old) in zip(found.storages, earlier.storages) { storage.adopt(old) }
        }
        let publishers = found.observing.compactMap(\.observedPublisher)
        guard !found.storages.isEmpty || !publishers.isEmpty else { return }
        var needs = needsOfInnermost()
        needs.storages = found.storages
        let (id, views) = (needs.id, self.views)
        needs.subscriptions = publishers.map { publisher in
            publisher._subscribeToChanges { [weak views] in views?.invalidate(id, animation: currentTransactionAnimation()) }
        }
        self.needs[Int(frames[last].needs)] = needs
    }

    /// Reads `body` tracking the observable values it reads: a change to one of them marks
    /// the view being resolved.
    @usableFromInline
    func track<T>(_ body: () -> T) -> T {
        // The change handler is made only when the body read something (Observation asks for
        // it then): which is also how the frame learns it needs a record.
        withObservationTracking(body, onChange: self.handlerForInnermost())
    }

    /// Marks the innermost view's frame as needing a record and returns what a change does to
    /// it; outside any view (content made after the first resolve), marks ``fallback``.
    private func handlerForInnermost() -> @Sendable () -> Void {
        let views = self.views
        let id: Int
        if frames[..<depth].contains(where: { !$0.isScope }) {
            id = needsOfInnermost().id
        } else if let fallback {
            id = fallback
        } else {
            return {}
        }
        return { [weak views] in views?.invalidate(id, animation: currentTransactionAnimation()) }
    }

    /// Begins the views of an element of a `ForEach` whose id hashes to `id`: inside it, a
    /// view's identity starts from the element's, so a row's state follows its id (as
    /// SwiftUI's explicit identity does), not its position.
    func beginScope(_ id: Int, elementCount: Int) {
        let outer = depth > 0 ? frames[depth - 1].identity : outerIdentity
        sequence += 1
        var frame = Frame(
            identity: Self.combine(outer, id), ordinal: 0, start: Int32(elementCount),
            countsStart: Int32(countsInUse), sequence: sequence, type: ObjectIdentifier(LiveRecorder.self))
        frame.isScope = true
        push(&frames, frame, at: &depth)
    }

    /// Ends the scope begun last.
    func endScope() {
        depth -= 1
        countsInUse = Int(frames[depth].countsStart)
    }

    /// What the innermost view's frame (not a scope's) needs, made if it has none yet.
    private func needsOfInnermost() -> Needs {
        var last = depth - 1
        while last > 0, frames[last].isScope { last -= 1 }
        // (Callers make sure a view's frame is there: scopes are only inside views, or have a
        // fallback.)
        if frames[last].needs < 0 {
            frames[last].needs = Int32(needs.count)
            needs.append(Needs(id: views.makeID()))
        }
        return needs[Int(frames[last].needs)]
    }

    /// Ends the innermost view, whose elements are the resolver's from its start: returns the
    /// record it needs (to be given its `resolve`), or `nil`.
    @usableFromInline
    func end(_ resolver: inout Resolver) -> LiveRecord? {
        depth -= 1
        let frame = frames[depth]
        countsInUse = Int(frame.countsStart)
        guard frame.needs >= 0 else { return nil }
        let found = needs[Int(frame.needs)]
        if Int(frame.needs) == needs.count - 1 { needs.removeLast() }
        let elements = Array(resolver.elements[Int(frame.start)...])
        let context = resolver.currentContext()
        var changesBefore = 0
        var marker: Marker?
        if elements.count == 1 {
            // Its node keeps what the code around the view does to it, as a marked node does.
            resolver.update(elements) {
                if $0.context < 0 { $0.context = context }
                changesBefore = $0.outsideChanges.count
                marker = $0.marker
            }
        }
        let record = LiveRecord(
            id: found.id, type: frame.type, identity: frame.identity,
            outerIdentity: depth > 0 ? frames[depth - 1].identity : outerIdentity,
            ordinal: Int(frame.ordinal), elements: elements, context: context, changesBefore: changesBefore,
            storages: found.storages, subscriptions: found.subscriptions)
        record.ownMarker = marker
        made.append((record, frame.sequence))
        return record
    }

    /// The records made outside any other (the resolve's outermost), in tree order: known
    /// once ``install(remapping:parent:)`` has run.
    private(set) var outermost: [Int] = []

    /// Puts the records made in place: their nodes as `taken` maps them, their parents and
    /// children (a record's parent is the nearest record around it: the view that began before
    /// it and ended after), and in ``LiveViews``.
    func install(remapping taken: (NodeID) -> NodeID, parent: Int?) {
        // Finished inner first; in the order begun, each view's nearest record around it is
        // the innermost one still open.
        let ordered = made.enumerated().sorted { $0.element.began < $1.element.began }
        var open: [(record: LiveRecord, finished: Int)] = []
        outermost = []
        for (finished, entry) in ordered {
            let record = entry.record
            record.elements = record.elements.map(taken)
            record.children = []
            // Those that finished before this one began are not around it.
            while let last = open.last, last.finished < finished { open.removeLast() }
            if let around = open.last?.record {
                record.parent = around.id
                around.children.append(record.id)
            } else {
                record.parent = parent
                outermost.append(record.id)
            }
            open.append((record, finished))
        }
        for (record, _) in made { views.add(record) }
        // Subscriptions start once their views are in place, so that what a value does
        // (which can be at once: a publisher may send as it is subscribed to) marks them.
        for (record, _) in made {
            for case let starting as LiveStarting in record.storages { starting.start() }
        }
    }
}

/// The animation of the transaction a change is made in (`withAnimation`, `withTransaction`),
/// unless the transaction disables animations.
func currentTransactionAnimation() -> Animation? {
    guard let transaction = Transaction.current, !transaction.disablesAnimations else { return nil }
    return transaction.animation
}

/// The dynamic properties of a view found by reflection: what it keeps, and the publishers
/// of the objects it observes.
struct LiveProperties {
    var storages: [any ViewStateStorage] = []
    /// Read after the storages adopt their earlier selves' (a `@StateObject` makes its object
    /// when first read).
    var observing: [any ObservingProperty] = []

    /// Gives the dynamic properties of `value` (and those inside them) `environment`, and
    /// collects them.
    mutating func collect(in value: Any, environment: EnvironmentValues) {
        for child in Mirror(reflecting: value).children {
            guard child.value is DynamicProperty else { continue }
            if let reader = child.value as? EnvironmentReader { reader.install(environment) }
            if let kept = child.value as? KeptProperty { storages.append(kept.keptStorage) }
            if let observed = child.value as? ObservingProperty { observing.append(observed) }
            if !(child.value is EnvironmentReader) { collect(in: child.value, environment: environment) }
        }
    }
}

/// A dynamic property that keeps something across reads of its view's parent's body.
protocol KeptProperty {
    var keptStorage: any ViewStateStorage { get }
}

/// A dynamic property that observes an object.
protocol ObservingProperty {
    /// The object's publisher, when a live host can subscribe to it (an
    /// ``ObservableObjectPublisher``, or a subject with the `Combine` module).
    var observedPublisher: (any _ChangePublisher)? { get }
}

extension State: KeptProperty {
    var keptStorage: any ViewStateStorage { storage }
}

extension _LiveReceiver: KeptProperty {
    var keptStorage: any ViewStateStorage { storage }
}

extension StateObject: KeptProperty, ObservingProperty {
    var keptStorage: any ViewStateStorage { storage }
    var observedPublisher: (any _ChangePublisher)? { wrappedValue.objectWillChange as? any _ChangePublisher }
}

extension ObservedObject: ObservingProperty {
    var observedPublisher: (any _ChangePublisher)? { wrappedValue.objectWillChange as? any _ChangePublisher }
}
