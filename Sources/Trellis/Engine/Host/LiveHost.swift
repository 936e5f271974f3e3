import Foundation

// A live host's updates: the views whose state or observed values changed are resolved
// again, each in its place (see `LiveViews.swift`).

extension LayoutHost {
    /// Applies the state changes made since the last update: every body that read a changed
    /// value (a `@State` or `@Binding`, an `@Observable` model's property, an observed
    /// `ObservableObject`) is read again, and its view's new nodes take the old ones' place.
    /// The next layout re-measures only those views and the containers around them.
    ///
    /// ```swift
    /// @Observable final class Model { var width: CGFloat = 10 }
    ///
    /// struct Bar: View {
    ///     let model: Model
    ///     var body: some View { Color.red.frame(width: model.width, height: 10).id("bar") }
    /// }
    ///
    /// let model = Model()
    /// let host = LayoutHost(Bar(model: model))
    /// model.width = 40
    /// host.update()
    /// host.layout(in: ProposedViewSize(width: 200, height: 50)).frame(of: "bar")   // 40 wide
    /// ```
    ///
    /// A layout on the main actor updates first; a layout elsewhere lays out the tree as of
    /// the last update (bodies are read only on the main actor). A change that no body read
    /// costs nothing. A view keeps its state while it keeps its identity: its type and how
    /// many views of that type come before it in its parent's body, within the `ForEach`
    /// element and the `.id(_:)` value around it.
    ///
    /// - Returns: Whether anything changed.
    @MainActor @discardableResult
    public func update() -> Bool {
        withLock { applyPendingStateChangesHoldingLock() }
    }

    /// The animation that `withAnimation` gave the changes waiting for the next update, or
    /// the last update's.
    var pendingAnimation: Animation? { live?.pendingAnimation ?? live?.lastAnimation }

    /// ``update()``, for a caller that holds the lock.
    @MainActor
    func applyPendingStateChangesHoldingLock() -> Bool {
        guard let live else { return false }
        guard live.hasChanges else {
            live.lastAnimation = nil
            return false
        }
        let (ids, animation) = live.takeChanges()
        live.lastAnimation = animation
        // A read outside any recorded view (content made after the first resolve, with no
        // live view around it) asks for the whole tree.
        if ids.contains(LiveViews.root) {
            resolveRootAgain(in: live)
            return true
        }
        let marked = Set(ids.filter { live.records[$0] != nil })
        // The outermost first: resolving a view again resolves the views inside it.
        let outermost = marked.filter { !live.isInside($0, anyOf: marked) }.sorted()
        var changed = false
        for id in outermost {
            // Gone when a view around it was resolved again before.
            guard var record = live.records[id] else { continue }
            changed = true
            while !resolveAgain(record, in: live) {
                // A view of several nodes (or in content made after a layout) is resolved
                // again with the nearest recorded view around it, or the root's.
                guard let parent = record.parent.flatMap({ live.records[$0] }) else {
                    resolveRootAgain(in: live)
                    break
                }
                record = parent
            }
        }
        return changed
    }

    /// Resolves `record`'s view again in its place; `false` when it is not a single node, or
    /// is in content made after a layout (a reader's, a lazy container's rows), or now
    /// resolves to other than one node: nothing changes then.
    @MainActor
    private func resolveAgain(_ record: LiveRecord, in live: LiveViews) -> Bool {
        guard let top = record.top, !engine.isInReaderContent(top), !engine.isInLazyContent(top) else { return false }
        let old = engine.store.rare(of: top)
        let context = engine.contexts[Int(record.context)]
        var (resolver, elements) = resolveInPlace(
            context: context, recorder: { LiveRecorder(views: $0, resolvingAgain: record) }
        ) { resolver, elements in
            swap(&elements, &resolver.elements)
            record.resolve(&resolver)
            swap(&elements, &resolver.elements)
        }
        guard elements.count == 1, let recorder = resolver.live else { return false }
        // What the code around the view did to its node, it does to the new one; a mark put on
        // it from outside stays.
        let outside = (old?.outsideChanges ?? []).dropFirst(record.changesBefore)
        resolver.update(elements) {
            if let old, let marker = old.marker, marker != record.ownMarker {
                $0.marker = marker
                $0.context = old.context
                $0.changesBeforeMark = max(0, old.changesBeforeMark - record.changesBefore)
            }
            for change in outside { change.apply(to: &$0) }
            if !outside.isEmpty { $0.outsideChanges += outside }
        }
        for change in outside { resolver.noteEffects(of: change, on: elements[0]) }
        dropLastResult()
        let new = engine.replace(top, with: resolver, top: elements[0]) { taken in
            recorder.install(remapping: taken, parent: record.parent)
        }
        live.replaceChild(record.id, by: recorder.outermost, parent: record.parent)
        live.remove(record.id)
        live.renameTop(top, to: new, around: record.parent)
        engine.resetDiagnostics()
        depth = max(depth, engine.level(of: new) + engine.depth(below: new))
        return true
    }

    /// Resolves the root view again, in place of the whole tree.
    @MainActor
    private func resolveRootAgain(in live: LiveViews) {
        guard let resolveRootView else { return }
        let (resolver, root) = Resolver.resolveRoot(
            environment: engine.environment, fonts: fonts, live: live, resolveRootView)
        guard let recorder = resolver.live else { return }
        dropLastResult()
        let earlierRoots = live.roots
        let new = engine.replace(engine.store.root, with: resolver, top: root) { taken in
            recorder.install(remapping: taken, parent: nil)
        }
        live.roots = recorder.outermost
        for id in earlierRoots { live.remove(id) }
        engine.resetDiagnostics()
        depth = engine.depth(below: new)
    }

    /// The record of the nearest live view around `node` (one whose single node is an
    /// ancestor of it), or ``LiveViews/root`` when there is none.
    func nearestLiveRecord(around node: NodeID) -> Int? {
        guard let live else { return nil }
        var current = engine.store.nodes[node.index].parent
        while current != .none {
            if let record = live.recordOfTop[current] { return record }
            current = engine.store.nodes[current.index].parent
        }
        return LiveViews.root
    }

    /// Forgets the records of the views in the subtree of `top`, about to be replaced by a
    /// view resolved with `recorder` (``replace(id:with:)``), whose records take their place.
    func replacingLiveViews(under top: NodeID, recorder: LiveRecorder?) -> (_ taken: (NodeID) -> NodeID) -> Void {
        guard let live, let recorder else { return { _ in } }
        var inside: Set<NodeID> = []
        var stack = [top]
        while let node = stack.popLast() {
            inside.insert(node)
            stack.append(contentsOf: engine.store.children(of: node))
        }
        // The nearest recorded view around the subtree takes the new view's records.
        let parent = nearestLiveRecord(around: top).flatMap { $0 == LiveViews.root ? nil : $0 }
        let gone = live.records.values.filter { $0.elements.contains(where: inside.contains) }.map(\.id)
        return { taken in
            for id in gone { live.replaceChild(id, by: [], parent: live.records[id]?.parent) }
            for id in gone { live.remove(id) }
            recorder.install(remapping: taken, parent: parent)
            if let parent, let record = live.records[parent] {
                record.children += recorder.outermost
            } else if parent == nil {
                live.roots += recorder.outermost
            }
        }
    }
}

extension LiveViews {
    /// Takes the records of the root's first resolve (whose nodes the engine keeps as they are).
    func installRoot(_ recorder: LiveRecorder?) {
        guard let recorder else { return }
        recorder.install(remapping: { $0 }, parent: nil)
        roots = recorder.outermost
    }
}

extension LayoutHost {
    /// Activates the view marked `.id(id)` as a tap would: runs the action of the first
    /// button in it (in tree order), or flips its first toggle; with neither, focuses its
    /// first text field or focusable view (``focus(id:)``). The changes the action makes
    /// to state are applied at the next ``update()`` or layout on the main actor.
    ///
    /// ```swift
    /// struct Expander: View {
    ///     @State private var open = false
    ///     var body: some View {
    ///         VStack {
    ///             Button("More") { open.toggle() }.id("more")
    ///             if open { Color.blue.frame(height: 40) }
    ///         }
    ///     }
    /// }
    ///
    /// let host = LayoutHost(Expander())
    /// host.activate(id: "more")
    /// host.layout(in: ProposedViewSize(width: 200, height: 200)).size   // taller than before
    /// ```
    ///
    /// - Returns: `false`, running nothing, when no view carries the mark or the marked view
    ///   has no button, toggle or focusable view in it.
    @MainActor @discardableResult
    public func activate<ID: Hashable>(id: ID) -> Bool {
        let action: (() -> Void)? = withLock {
            guard let marked = engine.node(marked: Marker(id)) else { return nil }
            var stack = [marked]
            while let node = stack.popLast() {
                if let action = engine.store.rare(of: node)?.action { return action }
                stack.append(contentsOf: engine.store.children(of: node).reversed())
            }
            return nil
        }
        guard let action else { return focus(id: id) }
        action()
        return true
    }
}
