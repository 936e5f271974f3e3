import Foundation

// The modifiers that run actions over a view's life: `onAppear`, `onDisappear`, `onChange` and
// `task`. Each leaves a `ViewEvent` on the nodes of its content, which a live host reads after
// each layout (`Engine/Host/ViewEvents.swift`, docs/semantics.md "Events"). A snapshot
// (`View.layout(in:)`) runs none of them: it is made before anything appears.

/// Leaves an event on the nodes its content resolves to, adding none.
nonisolated struct EventModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let kind: ViewEvent.Kind

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        // (Identity from the body around the modifier and the type of the view it modifies,
        // as a view's state has: an event follows its view across updates, and views of other
        // types in the branches of an `if` are told apart.)
        let identity = resolver.live?.eventIdentity(of: Content.self) ?? 0
        resolver.features.hasEvents = true
        let start = elements.count
        resolver.resolve(content, into: &elements)
        let event = ViewEvent(identity: identity, kind: kind)
        resolver.updateFromOutside(elements[start...], .preference(.event(event)))
    }
}

nonisolated extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// In a live ``LayoutHost``, the action runs on the main actor after the first layout in
    /// which the view is laid out (in a lazy stack, when its row is made), before the host
    /// returns that layout's result; the state it changes is applied, and the tree laid out
    /// again, before the result is returned. Inner views' actions run before outer ones', and a
    /// view's `onAppear` and `onChange(initial: true)` actions in the order written. A snapshot
    /// (``View/layout(in:environment:fonts:safeAreaInsets:)``) runs none.
    ///
    /// ```swift
    /// Text("Inbox").onAppear { model.load() }
    /// ```
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the call has no effect.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(EventModifier(kind: action.map { .appear($0) } ?? .none))
    }

    /// Adds an action to perform after this view disappears.
    ///
    /// In a live ``LayoutHost``, the action runs after the first layout in which the view is no
    /// longer laid out: a state change removed or replaced it, or its row of a lazy stack was
    /// scrolled out of view. A snapshot runs none.
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the call has no effect.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(EventModifier(kind: action.map { .disappear($0) } ?? .none))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// In a live ``LayoutHost``, after a layout in which the view's `value` differs from the
    /// one it had in the layout before (compared with `==`), `action` runs with the old and the
    /// new value. With `initial: true` it also runs when the view appears, given its first
    /// value as both. A snapshot runs none.
    ///
    /// ```swift
    /// Text(query).onChange(of: query) { old, new in model.search(new) }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes, given the old and the new value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(EventModifier(kind: .change(ViewEvent.Change(value: value, initial: initial) { action($0, $1) })))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// As the form whose action takes the old and new values, with an action that takes no values.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(EventModifier(kind: .change(ViewEvent.Change(value: value, initial: initial) { (_: V, _: V) in action() })))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes, given
    /// the new value (the form SwiftUI deprecated in iOS 17; it never runs at appear).
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - action: A closure to run when the value changes, given the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(EventModifier(kind: .change(ViewEvent.Change(value: value, initial: false) { (_: V, new: V) in action(new) })))
    }

    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// In a live ``LayoutHost``, the task starts after the layout in which the view appears,
    /// once every `onAppear` action of that layout has run; it is cancelled after the layout in
    /// which the view disappears. ``LayoutHost/settle()`` waits for the tasks running; the
    /// state they changed is applied at the next update or layout on the main actor. A
    /// snapshot starts none.
    ///
    /// ```swift
    /// List(model.rows) { Text($0.title) }.task { await model.refresh() }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The task priority to use when creating the asynchronous task.
    ///   - action: A closure that SwiftUI calls as an asynchronous task before the view
    ///     appears; it runs in the actor context it was written in (the main actor's, in a
    ///     `body`).
    @_disfavoredOverload
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(EventModifier(kind: .task(ViewEvent.TaskStart(id: nil, priority: priority, action: action))))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    ///
    /// As ``task(priority:_:)``; besides, after a layout in which `value` differs from the one
    /// before, the running task is cancelled and a new one started.
    ///
    /// - Parameters:
    ///   - value: The value to observe for changes (compared with `==`).
    ///   - priority: The task priority to use when creating the asynchronous task.
    ///   - action: A closure called as an asynchronous task before the view appears and when
    ///     `value` changes.
    @_disfavoredOverload
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(EventModifier(kind: .task(ViewEvent.TaskStart(id: ViewEvent.Change(value: value, initial: false) { (_: T, _: T) in }, priority: priority, action: action))))
    }
}
