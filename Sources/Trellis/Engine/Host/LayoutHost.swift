import Foundation
import Synchronization

/// Lays out one view tree, repeatedly.
///
/// The host resolves the view into layout nodes once; each ``layout(in:isolation:)`` then measures and
/// places them, reusing every answer that is still valid, so laying out the same tree again
/// (or at another size) is cheaper than the first time. Laying out again for the same
/// proposal as the last layout, with the tree unchanged, returns that layout's result without
/// any work.
///
/// ```swift
/// let host = LayoutHost(ContentView())
/// let phone = host.layout(in: ProposedViewSize(width: 390, height: 844))
/// let tablet = host.layout(in: ProposedViewSize(width: 820, height: 1180))
/// ```
///
/// Part of the tree can change: ``replace(id:with:)`` swaps the view marked with an `.id(_:)`
/// for another, and the next layout measures again only that view and its ancestors. The
/// host is live, as a window is: a change to `@State`, to an `@Observable` property a body
/// read or to an observed object reads again only the bodies that depend on it, at the next
/// ``update()`` or layout on the main actor; ``activate(id:)`` taps a button or toggle.
///
/// Resolving a view reads its `body`, which is main-actor code as in SwiftUI, so creating a
/// host and ``replace(id:with:)`` are main-actor methods; laying out is not. A host is
/// `Sendable`: resolve on the main actor, lay out anywhere, and independent hosts lay out in
/// parallel. One host's calls take turns (a lock serialises them).
///
/// ```swift
/// @MainActor func layOutAll(_ views: [ContentView]) async -> [LayoutResult] {
///     await withTaskGroup(of: LayoutResult.self) { group in
///         for view in views {
///             let host = LayoutHost(view)    // resolved here, on the main actor
///             group.addTask { host.layout(in: ProposedViewSize(width: 390, height: 844)) }
///         }
///         var results: [LayoutResult] = []
///         for await result in group { results.append(result) }
///         return results
///     }
/// }
/// ```
///
/// Results are `Sendable`. A result also carries the tree's preference values
/// (``LayoutResult/preference(_:)``); after a layout on the main actor, the host runs the
/// `onPreferenceChange` and `onGeometryChange` actions whose values changed, and the views'
/// events (`onAppear`, `onDisappear`, `onChange`, `task`), and lays out again what their
/// actions changed before it returns (at most ``maximumEventRounds`` layouts).
public final class LayoutHost: @unchecked Sendable {
    // Unchecked: every method that reads or changes what follows holds `lock`.
    /// Held by every public method for its whole run, so one host's calls take turns. (A
    /// `Mutex`: taking and giving it back costs about 25 instructions, an `NSLock` 85, which
    /// was a sixth of a repeated layout.)
    private let lock = Mutex<Void>(())
    let engine: LayoutEngine
    let fonts: FontLibrary
    /// The last layout's proposal and result: the answer to the same proposal until the
    /// caches are discarded. (Only ever reached holding `lock`, so its accesses go unchecked,
    /// as `pendingActions`': a repeated layout is little more than reading it.)
    @exclusivity(unchecked) private var last: (proposal: ProposedViewSize, result: LayoutResult)?
    /// The last layout's proposal (a touch lands on the views as last laid out).
    var lastProposal: ProposedViewSize? { withLock { last?.proposal } }
    /// How many levels the tree has below its root (see ``DeepStack``).
    var depth = 0
    /// Each observer's last value (`LayoutObservers.swift`).
    var observed: [ObserverKey: Any] = [:]
    /// The observers' and events' actions the last layout left to run, once the lock is released.
    @exclusivity(unchecked) var pendingActions: [() -> Void] = []
    /// The events of the last layout and the tasks they started (`ViewEvents.swift`).
    var events = EventRecords()
    /// The views to resolve again when what they read changes (`LiveHost.swift`); `nil` for
    /// a host that is not live.
    let live: LiveViews?
    /// How many replacements were made (each places its views' state apart).
    private var replacementCount = 1
    /// Resolves the root view again (for a live host).
    let resolveRootView: ((inout Resolver, inout [NodeID]) -> Void)?
    /// Which view has keyboard focus (`Focus/FocusHost.swift`).
    let focusContext = FocusContext()
    /// The host's time, for its timelines (`Timeline/TimelineView.swift`).
    let timelineClock = TimelineClock(start: Date())

    /// Creates a host for `view` in `environment`, measuring text with fonts from `fonts`.
    ///
    /// The view is resolved here, once: every `body` in it is read, on the main actor.
    /// The host is live: a change to a `@State` value, an `@Observable` model's property or
    /// an `ObservableObject` that a body read is applied at the next ``update()`` (which a
    /// layout on the main actor makes first).
    @MainActor
    public convenience init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .system) {
        self.init(resolving: view, environment: environment, fonts: fonts, live: true)
    }

    /// Creates a host for `view`, live or not, without the main actor's isolation: called off
    /// the main actor only for trees of built-in views, whose resolving reads no `body`
    /// (``LayoutTrial``'s container of stand-ins); on it for one-off layouts (not live).
    init<V: View>(resolving view: V, environment: EnvironmentValues, fonts: FontLibrary, live: Bool = false) {
        var environment = environment
        if live {
            environment.focusContext = focusContext
            environment.timelineClock = timelineClock
        }
        let resolveView: (inout Resolver, inout [NodeID]) -> Void = { $0.resolve(view, into: &$1) }
        let liveViews = live ? LiveViews() : nil
        let (resolver, root) = Resolver.resolveRoot(environment: environment, fonts: fonts, live: liveViews, resolveView)
        self.live = liveViews
        resolveRootView = live ? resolveView : nil
        liveViews?.installRoot(resolver.live)
        engine = LayoutEngine(resolver, root: root, environment: environment)
        self.fonts = fonts
        engine.resetDiagnostics()
        depth = resolver.depth(of: root) ?? engine.depth()
    }

    /// Layouts' caches may keep the `LayoutSubviews` they were given (the stack's does; so may a
    /// user layout's), and those proxies hold the engine that holds the caches: dropping the
    /// caches when the host goes breaks that cycle, so a layout keeps nothing alive. (Only
    /// those: the rest of the engine goes with the host.)
    deinit {
        cancelEventTasks()
        engine.discardLayoutCaches()
    }

    /// Lays the view out for `proposal`.
    ///
    /// Laying out for the proposal of the previous layout returns its result at once (the tree
    /// has not changed); other proposals reuse every cached answer that still applies.
    ///
    /// A result never changes, and keeping the last one while laying out again (to draw from
    /// it meanwhile) costs little: the host keeps the storage of the result before it aside
    /// and brings that up to date, rather than copying the tree. Keeping more than one costs a
    /// copy of the tree's layout storage per layout or replacement.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the root view.
    ///   - isolation: The caller's actor, which the compiler fills in: a `GeometryReader`'s
    ///     content and a preference value's layer are made only on the main actor, where views
    ///     are built; elsewhere they keep the content they had. `onPreferenceChange` and
    ///     `onGeometryChange` actions and events (`onAppear`, `onChange`, `task`…) run only
    ///     there too, after the layout, once the host is free to lay out again; the state they
    ///     change is laid out before the result is returned, within ``maximumEventRounds``
    ///     layouts (then the result reports ``LayoutDiagnostic/Kind/eventsDidNotSettle``).
    public func layout(in proposal: ProposedViewSize, isolation: (any Actor)? = #isolation) -> LayoutResult {
        if let kept = lock.withLock({ _ in keptResult(for: proposal) }) { return kept }
        let onMainActor = isolation.map { ($0 as AnyObject) === MainActor.shared } ?? false
        var round = 1
        while true {
            let (result, actions) = withLock {
                // Bodies are read on the main actor only: elsewhere the tree is as last updated.
                if onMainActor, live?.hasChanges == true { _ = MainActor.assumeIsolated { applyPendingStateChangesHoldingLock() } }
                return (layoutHoldingLock(in: proposal, buildingViews: onMainActor), takePendingActions())
            }
            let ranActions = !actions.isEmpty
            runActions(actions)
            // What the actions changed is laid out before the result is handed out.
            guard onMainActor, ranActions, live?.hasChanges == true || withLock({ hasPendingScrollRequests }) else {
                return result
            }
            guard round < Self.maximumEventRounds else { return withLock { reportUnsettled(result) } }
            round += 1
        }
    }

    /// `result` with a diagnostic that the events' actions kept changing state (for a caller
    /// that holds the lock).
    private func reportUnsettled(_ result: LayoutResult) -> LayoutResult {
        engine.report(
            .eventsDidNotSettle, engine.store.root,
            "actions run after the layout still changed state after \(Self.maximumEventRounds) layouts; the changes left wait for the next update")
        let reported = engine.result(size: result.size, proposal: result.proposal)
        last = (result.proposal, reported)
        return reported
    }

    /// The observers' actions the last layout left, now taken (for a caller that holds the lock).
    func takePendingActions() -> [() -> Void] {
        // (Most layouts leave none: nothing to swap out then.)
        guard !pendingActions.isEmpty else { return [] }
        defer { pendingActions = [] }
        return pendingActions
    }

    /// Runs observers' actions, once the lock is released: only a layout on the main actor
    /// leaves them.
    func runActions(_ actions: sending [() -> Void]) {
        if !actions.isEmpty { MainActor.assumeIsolated { for action in actions { action() } } }
    }

    /// Forgets the last result, so that the next layout runs (for a caller that holds the lock).
    func dropLastResult() { last = nil }

    /// Runs `body` holding the lock (for the host's methods in other files).
    func withLock<T>(_ body: () -> T) -> T {
        lock.withLock { _ in
            // What `body` returns was made holding the lock; the host's callers own it after.
            nonisolated(unsafe) let result = body()
            return result
        }
    }

    /// The last result, when a layout for `proposal` returns it unchanged whoever asks: the
    /// proposal is the last one, and nothing since has changed state, asked a scroll view to
    /// move, left actions to run or asked for a trace (for a caller that holds the lock). A
    /// repeated layout, the common case of a host drawn again, ends here, before it asks which
    /// actor it runs on (a tenth of its cost).
    private func keptResult(for proposal: ProposedViewSize) -> LayoutResult? {
        // (Read in place, as in `layoutHoldingLock`: binding `last` would copy it whole.)
        guard last?.proposal == proposal, pendingActions.isEmpty, engine.measurementLog == nil,
              !engine.features.scrolling.hasInputs, live?.hasChanges != true
        else { return nil }
        return last?.result
    }

    /// ``layout(in:)``, for a caller that holds the lock.
    func layoutHoldingLock(in proposal: ProposedViewSize, buildingViews: Bool = false) -> LayoutResult {
        // What bindings and proxies ask a scroll view to do (`ScrollHost.swift`).
        if engine.features.scrolling.hasInputs { takeScrollInputs(readingBindings: buildingViews) }
        // A traced pass always runs: its log must see every question.
        // (The proposal is compared in place: binding `last` would copy the result with it.)
        if last?.proposal == proposal, engine.measurementLog == nil, let result = last?.result { return result }
        // Dropped first: the last result shares the engine's storage, which the pass would
        // otherwise copy whole before changing it.
        last = nil
        engine.resetDiagnostics()
        let engine = self.engine
        func pass() -> LayoutResult { engine.result(size: engine.layOut(proposal), proposal: proposal) }
        // Measuring recurses once per level: a deep tree gets a stack to match.
        func deepPass() -> LayoutResult {
            depth > DeepStack.shallowDepth ? DeepStack.run(stackBytes: DeepStack.stackBytes(forDepth: depth), pass) : pass()
        }
        var result = deepPass()
        for step in Self.settleSteps where step.isNeeded(by: self) {
            result = step.settle(result, in: self, buildingViews: buildingViews, pass: deepPass)
        }
        last = (proposal, result)
        // Views resolved again in this layout have found their earlier selves' state by now.
        live?.forgetRetired()
        return result
    }

    /// Replaces the view marked `.id(id)` with `view`; the next layout re-measures only the
    /// new view and the containers around it, and every other view answers from its cache.
    ///
    /// ```swift
    /// let host = LayoutHost(HStack { Color.red.frame(width: 10).id("bar"); Text("Label") })
    /// _ = host.layout(in: ProposedViewSize(width: 200, height: 50))
    /// host.replace(id: "bar", with: Color.red.frame(width: 40))
    /// host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")   // 40 wide
    /// ```
    ///
    /// The new view takes the marked view's place in its container, is resolved in the
    /// environment the marked view was resolved in (layout direction, fonts, colours, the
    /// stack around it), and keeps the mark, so it can be replaced again. The result is the
    /// layout of the tree with `view.id(id)` written where the marked view was: what the code
    /// around the mark does applies to the new view (a `layoutPriority`, `layoutValue` or
    /// `alignmentGuide` written after `.id(id)` or on a `Group` around it; the row of a
    /// `GridRow` cell), and the modifiers' nodes around it (frames, paddings, overlays) take on
    /// its list-element traits (`layoutPriority`, layout values) as they took on the old
    /// view's. When several views share the mark, the first in tree order is replaced. A
    /// replacement never changes the results that the host already returned.
    ///
    /// - Parameters:
    ///   - id: The mark of the view to replace.
    ///   - view: The new view; it must resolve to exactly one view (not an `EmptyView`, nor a
    ///     `Group` or `ForEach` of several).
    /// - Returns: `false`, changing nothing, when no view carries the mark, `view` is not
    ///   exactly one view, or the marked view is in a `GeometryReader`'s content (which the
    ///   reader makes again from its closure whenever its frame changes: replace the reader,
    ///   or a view around it, instead) or in a lazy stack or grid that resolves only some rows
    ///   (which makes its rows again whenever those that show change).
    ///
    /// The problems found in the marked view's modifiers and views (``LayoutResult/diagnostics``)
    /// go with it; `view`'s are reported instead.
    ///
    /// Complexity: proportional to the sizes of `view` and of the marked view and to the depth
    /// of the marked view (and, the first time, to the number of views, to index the marks).
    /// The new view reuses the storage of views replaced before, so a tree that keeps changing
    /// keeps the storage of its largest version.
    @MainActor @discardableResult
    public func replace<ID: Hashable, V: View>(id: ID, with view: V) -> Bool {
        withLock { replaceHoldingLock(id: id, with: view) }
    }

    /// ``replace(id:with:)``, for a caller that holds the lock.
    @MainActor
    private func replaceHoldingLock<ID: Hashable, V: View>(id: ID, with view: V) -> Bool {
        let marker = Marker(id)
        guard let old = engine.node(marked: marker), !engine.isInReaderContent(old), !engine.isInLazyContent(old) else {
            return false
        }
        let oldProperties = engine.store.rare(of: old)
        let contextIndex = oldProperties?.context ?? -1
        let context = contextIndex >= 0
            ? engine.contexts[Int(contextIndex)]
            : MarkContext(environment: engine.environment, stackOrientation: nil)
        // Views in the new one keep their state apart from any before it.
        let identity = Marker(replacementCount).hashValue
        var (resolver, elements) = resolveInPlace(
            context: context, recorder: { LiveRecorder(views: $0, outerIdentity: identity) }) { $0.resolve(view, into: &$1) }
        guard elements.count == 1 else { return false }
        // What the code around the mark did to the marked view, it does to the new one.
        let outsideChanges = (oldProperties?.outsideChanges ?? []).dropFirst(oldProperties?.changesBeforeMark ?? 0)
        resolver.update(elements) {
            $0.marker = marker
            $0.context = contextIndex
            for change in outsideChanges { change.apply(to: &$0) }
            if !outsideChanges.isEmpty { $0.outsideChanges = Array(outsideChanges) }
        }
        for change in outsideChanges { resolver.noteEffects(of: change, on: elements[0]) }
        // Dropped first: the last result shares the engine's node storage, which would
        // otherwise be copied whole by the change.
        last = nil
        replacementCount += 1
        let new = engine.replace(old, with: resolver, top: elements[0], placed: replacingLiveViews(under: old, recorder: resolver.live))
        engine.resetDiagnostics()
        // Deeper than before when the new view reaches further down; an estimate that stays
        // high when it does not (it only chooses a stack size).
        depth = max(depth, engine.level(of: new) + engine.depth(below: new))
        return true
    }

    /// Resolves what `resolve` resolves (into the resolver and the list it is given) where a
    /// view was resolved before, in `context`, recording live views with the recorder
    /// `recorder` makes for a live host: on this thread when it is at most
    /// ``DeepStack/shallowDepth`` levels deep, else again on a thread with a larger stack.
    @MainActor
    func resolveInPlace(
        context: MarkContext, recorder: (LiveViews) -> LiveRecorder,
        _ resolve: (inout Resolver, inout [NodeID]) -> Void
    ) -> (Resolver, [NodeID]) {
        func attempt(depthLimit: Int?) -> (Resolver, [NodeID]) {
            var resolver = Resolver(continuing: engine.contexts, context: context, fonts: fonts)
            resolver.nesting.limit = depthLimit
            resolver.live = live.map(recorder)
            var elements: [NodeID] = []
            resolve(&resolver, &elements)
            return (resolver, elements)
        }
        let shallow = attempt(depthLimit: DeepStack.shallowDepth)
        guard shallow.0.nesting.exceeded else { return shallow }
        return DeepStack.run(stackBytes: DeepStack.resolveStackBytes) { attempt(depthLimit: nil) }
    }

    /// Forgets every cached measurement and every layout's cache; the next layout starts cold.
    public func discardCaches() {
        withLock { discardCachesHoldingLock() }
    }

    /// ``discardCaches()``, for a caller that holds the lock.
    func discardCachesHoldingLock() {
        last = nil
        engine.discardCaches()
    }
}

extension View {
    /// Lays this view out for `proposal`, headless, and returns every view's frame.
    ///
    /// A main-actor method, as every `body` is read here; to lay out elsewhere, create a
    /// ``LayoutHost`` on the main actor and hand it to the task that lays it out. The layout
    /// is a snapshot: state has its initial values and nothing is tracked (a host is live).
    ///
    /// ```swift
    /// let result = HStack { Color.red.id("red"); Color.blue }.layout(in: ProposedViewSize(width: 200, height: 100))
    /// result.frame(of: "red")
    /// ```
    ///
    /// - Parameters:
    ///   - proposal: The size offered to the root view; the root sits at the origin.
    ///   - environment: Layout direction and display scale (for rounding); defaults to
    ///     left to right at scale 1.
    ///   - fonts: Where text finds its fonts: the system's by default, or
    ///     ``FontLibrary/testFont`` for deterministic tests.
    ///   - safeAreaInsets: The window's safe-area insets (``LayoutHost/safeAreaInsets``); none
    ///     by default.
    @MainActor
    public func layout(
        in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = .system,
        safeAreaInsets: EdgeInsets = EdgeInsets()
    ) -> LayoutResult {
        // A snapshot: nothing will change, so nothing is tracked.
        let host = LayoutHost(resolving: self, environment: environment, fonts: fonts, live: false)
        if safeAreaInsets != EdgeInsets() { host.safeAreaInsets = safeAreaInsets }
        return host.layout(in: proposal)
    }
}
