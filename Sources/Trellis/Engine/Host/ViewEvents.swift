import Foundation

// Events: what `onAppear`, `onDisappear`, `onChange` and `task` ask of a live host
// (`Modifiers/EventModifiers.swift`). After each layout on the main actor the host reads the
// events of the laid-out tree, compares them with the last layout's by identity, and runs what
// changed: views that left first (their `onDisappear`, their tasks cancelled), then, inner
// views before outer ones and each view's in the order written, the `onAppear` and `onChange`
// actions, and last the tasks that start. The host lays out again while the actions change
// state, at most ``LayoutHost/maximumEventRounds`` times (`LayoutHost.layout(in:isolation:)`).

/// One event modifier on a node: its identity (its place in the views' structure, as a view's
/// state has) and what it asks.
final class ViewEvent {
    /// A value compared from one layout to the next (`onChange`, `task(id:)`).
    struct Change {
        let value: Any
        let initial: Bool
        /// Whether `other`, an earlier value of the same modifier, equals `value`.
        let equalsValue: (Any) -> Bool
        /// The action, given the old and the new value.
        let run: (Any, Any) -> Void

        init<V: Equatable>(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
            self.value = value
            self.initial = initial
            equalsValue = { ($0 as? V) == value }
            run = { old, new in action(old as! V, new as! V) }
        }
    }

    /// A task to start at appear (and again when its id changes).
    struct TaskStart {
        let id: Change?
        let priority: TaskPriority
        let action: @Sendable () async -> Void
    }

    enum Kind {
        /// `onAppear(perform: nil)`, `onDisappear(perform: nil)`: nothing to run.
        case none
        case appear(() -> Void)
        case disappear(() -> Void)
        case change(Change)
        case task(TaskStart)
    }

    let identity: Int
    let kind: Kind

    init(identity: Int, kind: Kind) {
        self.identity = identity
        self.kind = kind
    }
}

/// An event by identity: its modifier's identity, and how many events of that identity came
/// before it in the tree (a modifier on a list of views leaves one event on each).
struct EventKey: Hashable {
    let identity: Int
    let occurrence: Int
}

/// What a host keeps of its events between layouts.
struct EventRecords {
    /// The events of the last layout that ran them, in the order of the tree.
    var shown: [(key: EventKey, event: ViewEvent)] = []
    /// The same, by key.
    var byKey: [EventKey: ViewEvent] = [:]
    /// The tasks running, by the key of the event that started them.
    var tasks: [EventKey: Task<Void, Never>] = [:]
}

extension PlacedTree {
    /// Every event on a shown node, inner views first (a node's after its children's), each
    /// node's in the order written. An event's identity takes in the `.id(_:)` marks on its
    /// node and around it (SwiftUI's explicit identity): a view whose mark changes is another
    /// view, which appears as the one before disappears.
    func events() -> [(key: EventKey, event: ViewEvent)] {
        var found: [(key: EventKey, event: ViewEvent)] = []
        var occurrences: [Int: Int] = [:]
        // Iterative: depth costs heap, not stack. `true`: the node's children are done;
        // `marks`: a hash of the marks on the node and around it (0 for none).
        var stack: [(node: NodeID, childrenDone: Bool, marks: Int)] = [(root, false, 0)]
        while let (node, childrenDone, around) = stack.popLast() {
            let n = nodes[node]
            let marks = n.rare >= 0 ? tables.rares[Int(n.rare)].marker.map { Self.mix(around, $0.value.hashValue) } ?? around : around
            guard childrenDone else {
                stack.append((node, true, around))
                let start = Int(n.childStart)
                for offset in (0 ..< Int(n.childCount)).reversed() {
                    let child = children[start + offset]
                    if !flags[child.index].contains(.hidden) { stack.append((child, false, marks)) }
                }
                continue
            }
            guard n.rare >= 0, let effects = tables.rares[Int(n.rare)].rest?.preferenceEffects else { continue }
            for case let .event(event) in effects {
                let identity = marks == 0 ? event.identity : Self.mix(event.identity, marks)
                let occurrence = occurrences[identity, default: 0]
                occurrences[identity] = occurrence + 1
                found.append((EventKey(identity: identity, occurrence: occurrence), event))
            }
        }
        return found
    }

    /// Mixes `value` into `hash` (boost's hash_combine, on 64 bits).
    private static func mix(_ hash: Int, _ value: Int) -> Int {
        hash ^ (value &+ -7_046_029_254_386_353_131 &+ (hash << 6) &+ (hash >> 2))
    }
}

extension LayoutHost {
    /// The most layouts one call makes while the events' actions keep changing state: the
    /// first, and up to seven more. A tree still changing after them is returned as the last
    /// layout left it, with an ``LayoutDiagnostic/Kind/eventsDidNotSettle`` diagnostic; the
    /// changes left are applied at the next update.
    public static let maximumEventRounds = 8

    /// Compares the laid-out tree's events with the last layout's (for a caller holding the
    /// lock): returns the actions to run, in order, once the lock is released, and starts and
    /// cancels tasks. Off the main actor nothing runs and nothing is remembered, so the next
    /// layout there runs it; `reported` says a diagnostic said so.
    func collectEvents(buildingViews: Bool) -> (actions: [() -> Void], reported: Bool) {
        let current = engine.placedTree.events()
        var byKey: [EventKey: ViewEvent] = [:]
        byKey.reserveCapacity(current.count)
        var actions: [() -> Void] = []
        var starts: [(key: EventKey, start: ViewEvent.TaskStart)] = []
        var cancels: [EventKey] = []
        for (key, event) in current { byKey[key] = event }
        // Views that left.
        for (key, event) in events.shown where byKey[key] == nil {
            switch event.kind {
            case let .disappear(action): actions.append(action)
            case .task: cancels.append(key)
            case .none, .appear, .change: break
            }
        }
        // Views that came, and values that changed.
        for (key, event) in current {
            let old = events.byKey[key]
            switch event.kind {
            case let .appear(action):
                if old == nil { actions.append(action) }
            case let .change(change):
                if let old {
                    guard case let .change(before) = old.kind, !change.equalsValue(before.value) else { continue }
                    let oldValue = before.value
                    actions.append { change.run(oldValue, change.value) }
                } else if change.initial {
                    actions.append { change.run(change.value, change.value) }
                }
            case let .task(start):
                if let old {
                    guard let id = start.id, case let .task(before) = old.kind, let beforeID = before.id,
                          !id.equalsValue(beforeID.value) else { continue }
                    cancels.append(key)
                }
                starts.append((key, start))
            case .none, .disappear: break
            }
        }
        if !buildingViews, !actions.isEmpty || !starts.isEmpty || !cancels.isEmpty {
            engine.report(
                .approximated, engine.store.root,
                "onAppear, onDisappear, onChange and task run on the main actor; laid out elsewhere, they run at the next layout there")
            return ([], true)
        }
        for key in cancels { events.tasks.removeValue(forKey: key)?.cancel() }
        for (key, start) in starts {
            let action = start.action
            // (Begun on the main actor, in order, after this layout's actions: a task's action
            // written in a body runs there, as its actor context is the body's.)
            events.tasks[key] = Task(priority: start.priority) { @MainActor in await action() }
        }
        events.shown = current
        events.byKey = byKey
        return (actions, false)
    }

    /// Waits until the tasks that `task` modifiers started have finished, those started
    /// while it waits too (a task cancelled because its view disappeared is not waited for).
    ///
    /// The state the tasks changed is applied at the next ``update()`` or layout on the main
    /// actor, which may start tasks again:
    ///
    /// ```swift
    /// struct Loader: View {
    ///     @State private var rows = 0
    ///     var body: some View {
    ///         Color.blue.frame(width: 10, height: CGFloat(rows) * 20).id("rows")
    ///             .task { rows = 3 }
    ///     }
    /// }
    ///
    /// let host = LayoutHost(Loader())
    /// _ = host.layout(in: ProposedViewSize(width: 100, height: 100))   // starts the task
    /// await host.settle()
    /// host.layout(in: ProposedViewSize(width: 100, height: 100)).frame(of: "rows")   // 60 tall
    /// ```
    ///
    /// A task that never ends keeps this waiting, as awaiting its value would.
    public func settle() async {
        var awaited: Set<Task<Void, Never>> = []
        while true {
            let running = withLock { events.tasks.values.filter { !awaited.contains($0) } }
            guard !running.isEmpty else { return }
            for task in running {
                await task.value
                awaited.insert(task)
            }
        }
    }

    /// Cancels every task the host's events started (when the host goes: every view
    /// disappears with it).
    func cancelEventTasks() {
        for task in events.tasks.values { task.cancel() }
        events.tasks = [:]
    }
}
