import Foundation

// A live host's gestures beyond a tap (``LayoutHost/activate(id:)``): a long press that opens
// a context menu, a list row's delete and move, its swipe actions, a pull to refresh. Each
// finds what its modifier left on the nodes of the marked view or the views around it (a
// layout value), and runs it on the main actor; state it changes shows at the next update.

extension LayoutHost {
    /// Long-presses the view marked with `id`: opens its context menu (``View/contextMenu(menuItems:)``),
    /// or the menu of a ``Menu`` (one with a primary action opens only this way).
    ///
    /// The nearest long-press action in the marked view or around it runs; a selection
    /// context menu (``View/contextMenu(forSelectionType:menu:primaryAction:)``) opens for
    /// `id` as the row's identifier.
    ///
    /// ```swift
    /// let host = LayoutHost(Text("Hold").id("hold").contextMenu { Button("Copy") {} })
    /// host.longPress(id: "hold")
    /// host.layout(in: ProposedViewSize(width: 320, height: 480)).frame(of: "Copy")   // the row
    /// ```
    ///
    /// A marked view with no menu is pressed at its middle for a second, as
    /// ``longPress(at:duration:)`` presses: its ``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``
    /// and ``LongPressGesture``s run (this needs a layout first).
    ///
    /// - Returns: `false`, running nothing, when no view carries the mark or nothing around it
    ///   responds to a long press.
    @MainActor @discardableResult
    public func longPress<ID: Hashable>(id: ID) -> Bool {
        guard let action: LongPressAction = value(ObjectIdentifier(LongPressActionKey.self), near: id) else {
            return middle(of: id).map { longPress(at: $0) } ?? false
        }
        action.run(AnyHashable(id))
        return true
    }

    /// Deletes the list row that the view marked with `id` is (or is in): runs its `ForEach`'s
    /// ``DynamicViewContent/onDelete(perform:)`` action with the row's offset.
    ///
    /// - Returns: `false`, running nothing, when the row has no delete action or
    ///   ``View/deleteDisabled(_:)`` disables it.
    @MainActor @discardableResult
    public func deleteRow<ID: Hashable>(id: ID) -> Bool {
        guard let (actions, values) = editActions(near: id), let delete = actions.delete,
              (values[ObjectIdentifier(DeleteDisabledKey.self)] as? Bool) != true else { return false }
        delete(IndexSet(integer: actions.offset))
        return true
    }

    /// Moves the list row that the view marked with `id` is (or is in): runs its `ForEach`'s
    /// ``DynamicViewContent/onMove(perform:)`` action with the row's offset and `offset`, the
    /// offset in the data before which it goes (as SwiftUI's move does).
    ///
    /// - Returns: `false`, running nothing, when the row has no move action, ``View/moveDisabled(_:)``
    ///   disables it, or `offset` is negative.
    @MainActor @discardableResult
    public func moveRow<ID: Hashable>(id: ID, toOffset offset: Int) -> Bool {
        guard offset >= 0, let (actions, values) = editActions(near: id), let move = actions.move,
              (values[ObjectIdentifier(MoveDisabledKey.self)] as? Bool) != true else { return false }
        move(IndexSet(integer: actions.offset), offset)
        return true
    }

    /// Runs a swipe action of the list row that the view marked with `id` is (or is in): the
    /// button at `index` (0 the outermost, the first in the content) of its
    /// ``View/swipeActions(edge:allowsFullSwipe:content:)`` on `edge`. A row with no trailing
    /// actions whose `ForEach` has a delete action offers Delete at trailing 0.
    ///
    /// - Returns: `false`, running nothing, when the row has no such action.
    @MainActor @discardableResult
    public func performSwipeAction<ID: Hashable>(id: ID, edge: HorizontalEdge = .trailing, at index: Int = 0) -> Bool {
        guard index >= 0 else { return false }
        let entries: [SwipeActionsEntry] = value(ObjectIdentifier(SwipeActionsKey.self), near: id) ?? []
        if let entry = entries.first(where: { $0.edge == edge }) {
            let actions = Self.buttonActions(in: entry.content)
            guard index < actions.count else { return false }
            actions[index]()
            return true
        }
        guard edge == .trailing, index == 0 else { return false }
        return deleteRow(id: id)
    }

    /// Pulls the refreshable view marked with `id` (or the one around it) to refresh: runs its
    /// ``View/refreshable(action:)`` action to its end.
    ///
    /// - Returns: `false`, running nothing, when no refresh action is in or around the view.
    @MainActor @discardableResult
    public func refresh<ID: Hashable>(id: ID) async -> Bool {
        guard let action: RefreshAction = value(ObjectIdentifier(RefreshActionKey.self), near: id) else { return false }
        await action()
        return true
    }

    /// The value of a layout value key nearest the view marked with `id`: in the marked view
    /// (depth first, in order), else on the views around it, innermost first.
    @MainActor
    func value<T, ID: Hashable>(_ key: ObjectIdentifier, near id: ID) -> T? {
        withLock {
            guard let marked = engine.node(marked: Marker(id)) else { return nil }
            var stack = [marked]
            while let node = stack.popLast() {
                if let value = engine.store.rare(of: node)?.layoutValues[key] as? T { return value }
                stack.append(contentsOf: engine.store.children(of: node).reversed())
            }
            var node = engine.store.nodes[marked.index].parent
            while node != .none {
                if let value = engine.store.rare(of: node)?.layoutValues[key] as? T { return value }
                node = engine.store.nodes[node.index].parent
            }
            return nil
        }
    }

    /// The edit actions of the row the marked view is or is in, with that row's layout values.
    @MainActor
    private func editActions<ID: Hashable>(near id: ID) -> (ListRowEditActions, [ObjectIdentifier: Any])? {
        let key = ObjectIdentifier(ListRowEditActionsKey.self)
        return withLock {
            guard let marked = engine.node(marked: Marker(id)) else { return nil }
            var node = marked
            while node != .none {
                if let values = engine.store.rare(of: node)?.layoutValues, let actions = values[key] as? ListRowEditActions {
                    return (actions, values)
                }
                node = engine.store.nodes[node.index].parent
            }
            return nil
        }
    }

    /// The actions of the buttons a view makes, in order.
    @MainActor
    private static func buttonActions(in view: AnyView) -> [() -> Void] {
        let host = LayoutHost(view)
        return host.withLock {
            var actions: [() -> Void] = []
            var stack = [host.engine.root]
            while let node = stack.popLast() {
                if node == .none { continue }
                if let action = host.engine.store.rare(of: node)?.action {
                    actions.append(action)
                    continue
                }
                stack.append(contentsOf: host.engine.store.children(of: node).reversed())
            }
            return actions
        }
    }
}
