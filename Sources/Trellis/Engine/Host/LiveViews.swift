import Foundation
import Synchronization

// Live state: which views of a host's tree must have their bodies read again when a value
// they read changes, and what they keep (their `@State` locations, their `@StateObject`s)
// when their parent's body is read again.
//
// Resolving in a host records, for each view whose body read an observable value (a
// `@State`, an `@Observable` model's property, through Observation's tracking) or that owns
// state or observes an `ObservableObject`, a ``LiveRecord``: how to resolve the view again and
// the nodes it became. A change marks the records of the bodies that read it; the host's next
// update resolves each marked view again and puts its new nodes in place of its old ones (as
// `replace(id:with:)` does), so the next layout re-measures only their ancestors' paths.
// Views that read nothing and own nothing get no record and cost one frame push while
// resolving.

/// A view of a live tree whose body may have to be read again.
@usableFromInline
final class LiveRecord {
    /// The record's number, unique in its host.
    let id: Int
    /// The view's type.
    let type: ObjectIdentifier
    /// The view's identity (see ``LiveRecorder/begin(_:reflecting:environment:elementCount:)``),
    /// and that of the view around it.
    let identity: Int, outerIdentity: Int
    /// How many views of its type came before it in the body around it.
    let ordinal: Int
    /// Resolves the view again: installs its dynamic properties and reads its body, appending
    /// its top-level nodes to the resolver's elements.
    @usableFromInline var resolve: (inout Resolver) -> Void = { _ in }
    /// The view's top-level nodes (engine nodes once the resolve is in place).
    var elements: [NodeID]
    /// Where the view was resolved (an index into the contexts).
    let context: Int32
    /// How many outside changes its single node had when the view was resolved: those after
    /// were made by the code around the view, and a new resolve of the view keeps them.
    let changesBefore: Int
    /// The mark its single node had from the view itself (a mark put on the node later came
    /// from outside, and stays when the view is resolved again).
    var ownMarker: Marker?
    /// The record of the nearest recorded view around this one, if any.
    var parent: Int?
    /// The records of the nearest recorded views inside this one, in the order resolved.
    var children: [Int] = []
    /// What the view keeps across reads of its parent's body, in the order its properties
    /// are declared.
    let storages: [any ViewStateStorage]
    /// Its subscriptions to observed objects' publishers (cancelled when the record goes).
    let subscriptions: [PublisherSubscription]

    init(
        id: Int, type: ObjectIdentifier, identity: Int, outerIdentity: Int, ordinal: Int, elements: [NodeID], context: Int32, changesBefore: Int,
        storages: [any ViewStateStorage], subscriptions: [PublisherSubscription]
    ) {
        self.id = id
        self.type = type
        self.identity = identity
        self.outerIdentity = outerIdentity
        self.ordinal = ordinal
        self.elements = elements
        self.context = context
        self.changesBefore = changesBefore
        self.storages = storages
        self.subscriptions = subscriptions
    }

    /// The view's node when it is a single one, the node a new resolve replaces.
    var top: NodeID? { elements.count == 1 ? elements[0] : nil }
}

/// A host's live records and the changes waiting for the next update. The records are read
/// and changed under the host's lock; ``invalidate(_:)`` comes from whatever thread changed a
/// value, and takes this object's own lock.
final class LiveViews: @unchecked Sendable {
    // Unchecked: `dirty` and `nextID` are behind `lock`; the rest is changed only under the
    // host's lock (by resolving, on the main actor).
    private let lock = NSLock()
    private var dirty: Set<Int> = []
    /// Whether `dirty` holds anything: read without the lock by every layout
    /// (``hasChanges``), written under it.
    private let changed = Atomic<Bool>(false)
    private var nextID = 0
    /// The records, by number.
    var records: [Int: LiveRecord] = [:]
    /// The records of the outermost recorded views, in tree order.
    var roots: [Int] = []
    /// The record whose single node is a node, by node.
    var recordOfTop: [NodeID: Int] = [:]
    /// The records of views that keep state, by identity.
    private var recordOfIdentity: [Int: Int] = [:]
    /// What `withAnimation` asked for around the changes waiting (the first one that did).
    private var animation: Animation?
    /// What `withAnimation` asked for around the changes the last update applied.
    var lastAnimation: Animation?
    /// The sensory feedback the views played (`Feedback/SensoryFeedback.swift`).
    let sensoryFeedback = SensoryFeedbackLog()

    /// The number that stands for the whole tree (no record has it: numbers start at 1).
    static let root = 0

    /// A new record number.
    func makeID() -> Int {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }

    /// Marks record `id` to be resolved again at the next update.
    func invalidate(_ id: Int, animation: Animation?) {
        lock.withLock {
            dirty.insert(id)
            changed.store(true, ordering: .releasing)
            if self.animation == nil { self.animation = animation }
        }
    }

    /// Whether a change waits for the next update.
    var hasChanges: Bool { changed.load(ordering: .acquiring) }

    /// The animation the waiting changes were made under, if any.
    var pendingAnimation: Animation? { lock.withLock { animation } }

    /// Takes the records marked since the last call, and the animation they were made under.
    func takeChanges() -> (ids: Set<Int>, animation: Animation?) {
        lock.withLock {
            defer {
                (dirty, animation) = ([], nil)
                changed.store(false, ordering: .releasing)
            }
            return (dirty, animation)
        }
    }

    /// Adds `record` (made by a resolve now in place).
    func add(_ record: LiveRecord) {
        records[record.id] = record
        if let top = record.top { recordOfTop[top] = record.id }
        if !record.storages.isEmpty { recordOfIdentity[record.identity] = record.id }
    }

    /// Records of views with state removed since the last layout, by identity: a view resolved
    /// again only in the layout after an update (a lazy container's rows, a reader's content)
    /// finds its earlier self's state here.
    private var retired: [Int: LiveRecord] = [:]

    /// The record of the view with state of identity `identity`, if any (a live one, else one
    /// removed since the last layout).
    func record(identity: Int) -> LiveRecord? {
        recordOfIdentity[identity].flatMap { records[$0] } ?? retired[identity]
    }

    /// Forgets the records removed before this layout's end.
    func forgetRetired() {
        if !retired.isEmpty { retired = [:] }
    }

    /// Removes record `id` and every record inside it.
    func remove(_ id: Int) {
        guard let record = records.removeValue(forKey: id) else { return }
        if let top = record.top, recordOfTop[top] == id { recordOfTop[top] = nil }
        if recordOfIdentity[record.identity] == id { recordOfIdentity[record.identity] = nil }
        if !record.storages.isEmpty { retired[record.identity] = record }
        for subscription in record.subscriptions { subscription.cancel() }
        for child in record.children { remove(child) }
    }

    /// After a view was resolved again in place of node `old`, the views around it whose
    /// node it was too (a view whose body is that view) have `new` as their node.
    func renameTop(_ old: NodeID, to new: NodeID, around parent: Int?) {
        guard old != new else { return }
        var current = parent
        while let id = current, let record = records[id] {
            guard let index = record.elements.firstIndex(of: old) else { break }
            record.elements[index] = new
            if recordOfTop[old] == id { recordOfTop[old] = nil }
            current = record.parent
        }
    }

    /// Whether record `id` is inside one of `ids` (other than itself).
    func isInside(_ id: Int, anyOf ids: Set<Int>) -> Bool {
        var current = records[id]?.parent
        while let parent = current {
            if ids.contains(parent) { return true }
            current = records[parent]?.parent
        }
        return false
    }

    /// Puts the records `new` in the place of record `old` among its parent's children (or
    /// among the roots).
    func replaceChild(_ old: Int, by new: [Int], parent: Int?) {
        func swapIn(_ list: inout [Int]) {
            if let index = list.firstIndex(of: old) {
                list.replaceSubrange(index ... index, with: new)
            } else {
                list += new
            }
        }
        if let parent, let record = records[parent] {
            swapIn(&record.children)
        } else {
            swapIn(&roots)
        }
        for id in new { records[id]?.parent = parent }
    }
}
