import Foundation

/// What a resolver in a live host keeps while it resolves: a frame per view with a body being
/// resolved, and the records made. See `LiveViews.swift`.
@usableFromInline
final class LiveRecorder {
    /// A view with a body being resolved.
    struct Frame {
        /// Its record's number, once something needs it.
        var id: Int?
        let type: ObjectIdentifier
        /// Its identity in the tree (see ``LiveRecorder/identity(of:)``).
        let identity: Int
        /// Its number among the views of its type inside the view around it.
        let ordinal: Int
        /// Where its elements start in the resolver's elements.
        let start: Int
        /// Whether it needs a record: it read an observable value, owns state or observes an
        /// object.
        var needed = false
        var storages: [any ViewStateStorage] = []
        var subscriptions: [PublisherSubscription] = []
        /// Records made inside it so far, in the order made.
        var children: [Int] = []
    }

    let views: LiveViews
    private var frames: [Frame] = []
    /// The records made, with the resolver's nodes, in the order finished (inner first).
    private(set) var made: [LiveRecord] = []
    /// The records made outside any frame (the resolve's outermost), in tree order.
    private(set) var outermost: [Int] = []
    /// The identity of what is around the resolve's outermost views (0 for the root).
    private let outerIdentity: Int
    /// Per (identity of the view around, type), how many views of the type began in it.
    private var counts: [Int: Int] = [:]

    /// A recorder for the root's resolve, or for a view resolved again where `record` was (the
    /// view gets `record`'s identity, and keeps its state).
    /// (`outerIdentity` places a view resolved anew, a replacement's, apart from the others.)
    init(views: LiveViews, resolvingAgain record: LiveRecord? = nil, outerIdentity: Int = 0) {
        self.views = views
        self.outerIdentity = record?.outerIdentity ?? outerIdentity
        if let record { counts[Self.combine(outerIdentity, record.type.hashValue)] = record.ordinal }
    }

    /// Mixes `value` into `hash` (boost's hash_combine, on 64 bits).
    private static func combine(_ hash: Int, _ value: Int) -> Int {
        hash ^ (value &+ -7_046_029_254_386_353_131 &+ (hash << 6) &+ (hash >> 2))
    }

    /// Begins resolving a view (or modifier) of type `T` with a body. When it stores dynamic
    /// properties (`reflecting`), gives them `environment`, lets its state adopt the state of
    /// the view that had its identity, and subscribes it to the objects it observes.
    ///
    /// A view's identity is its type and how many views of that type came before it in the
    /// body around it, and the identity of that body's view (SwiftUI's structural identity,
    /// told apart by type rather than by the branches of conditionals).
    @usableFromInline
    func begin<T>(_ value: T, reflecting: Bool, environment: EnvironmentValues, elementCount: Int) {
        let type = ObjectIdentifier(T.self)
        let outer = frames.last?.identity ?? outerIdentity
        let slot = Self.combine(outer, type.hashValue)
        let ordinal = counts[slot, default: 0]
        counts[slot] = ordinal + 1
        var frame = Frame(type: type, identity: Self.combine(slot, ordinal), ordinal: ordinal, start: elementCount)
        if reflecting {
            var found = LiveProperties()
            found.collect(in: value, environment: environment)
            if !found.storages.isEmpty, let earlier = views.record(identity: frame.identity), earlier.type == type {
                for (storage, old) in zip(found.storages, earlier.storages) { storage.adopt(old) }
            }
            frame.storages = found.storages
            let publishers = found.observing.compactMap(\.observedPublisher)
            if !publishers.isEmpty {
                let id = views.makeID()
                frame.id = id
                frame.subscriptions = publishers.map { publisher in
                    publisher.subscribe { [weak views] in views?.invalidate(id, animation: currentTransactionAnimation()) }
                }
            }
            frame.needed = !frame.storages.isEmpty || !frame.subscriptions.isEmpty
        }
        frames.append(frame)
    }

    /// Reads `body` tracking the observable values it reads: a change to one of them marks
    /// the view being resolved.
    @usableFromInline
    func track<T>(_ body: () -> T) -> T {
        // The change handler is made only when the body read something (Observation asks for
        // it then): which is also how the frame learns it needs a record.
        withObservationTracking(body, onChange: self.handlerForInnermost())
    }

    /// Marks the innermost frame as needing a record and returns what a change does to it.
    private func handlerForInnermost() -> @Sendable () -> Void {
        guard !frames.isEmpty else { return {} }
        frames[frames.count - 1].needed = true
        let id = idOfInnermost(), views = self.views
        return { [weak views] in views?.invalidate(id, animation: currentTransactionAnimation()) }
    }

    /// The innermost frame's record number, made if it has none yet.
    private func idOfInnermost() -> Int {
        if let id = frames[frames.count - 1].id { return id }
        let id = views.makeID()
        frames[frames.count - 1].id = id
        return id
    }

    /// Ends the innermost view, whose elements are the resolver's from its start: returns the
    /// record it needs (to be given its `resolve`), or `nil`.
    @usableFromInline
    func end(_ resolver: inout Resolver) -> LiveRecord? {
        guard frames[frames.count - 1].needed else {
            let frame = frames.removeLast()
            if frames.isEmpty { outermost += frame.children } else { frames[frames.count - 1].children += frame.children }
            return nil
        }
        let id = idOfInnermost()
        let frame = frames.removeLast()
        let elements = Array(resolver.elements[frame.start...])
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
            id: id, type: frame.type, identity: frame.identity, outerIdentity: frames.last?.identity ?? outerIdentity,
            ordinal: frame.ordinal, elements: elements, context: context, changesBefore: changesBefore,
            storages: frame.storages, subscriptions: frame.subscriptions)
        record.children = frame.children
        record.ownMarker = marker
        made.append(record)
        if frames.isEmpty { outermost.append(record.id) } else { frames[frames.count - 1].children.append(record.id) }
        return record
    }

    /// Puts the records made in place: their nodes as `taken` maps them, their parents, and
    /// in ``LiveViews``.
    func install(remapping taken: (NodeID) -> NodeID, parent: Int?) {
        let byID = Dictionary(uniqueKeysWithValues: made.map { ($0.id, $0) })
        for record in made {
            record.elements = record.elements.map(taken)
            for child in record.children { byID[child]?.parent = record.id }
        }
        for id in outermost { byID[id]?.parent = parent }
        for record in made { views.add(record) }
    }
}

/// The animation of the transaction a change is made in: none until `withAnimation` keeps
/// one (helper N's `Transaction.current`).
func currentTransactionAnimation() -> Animation? { nil }

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
    /// The object's publisher, when it is an ``ObservableObjectPublisher``.
    var observedPublisher: ObservableObjectPublisher? { get }
}

extension State: KeptProperty {
    var keptStorage: any ViewStateStorage { storage }
}

extension StateObject: KeptProperty, ObservingProperty {
    var keptStorage: any ViewStateStorage { storage }
    var observedPublisher: ObservableObjectPublisher? { wrappedValue.objectWillChange as? ObservableObjectPublisher }
}

extension ObservedObject: ObservingProperty {
    var observedPublisher: ObservableObjectPublisher? { wrappedValue.objectWillChange as? ObservableObjectPublisher }
}
