import Foundation

// Modifiers that real SwiftUI view code is full of and that change no frame in a layout, which
// is a snapshot: Trellis lays the view out as if they were not there. What each would do over
// time (run an action) does not happen in a snapshot; each doc comment
// says so. (The animation modifiers are in Animated/AnimationModifiers.swift: an animated
// change reads them.)

/// A modifier that resolves its content unchanged (see the file's header).
nonisolated struct SnapshotInertModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(content, into: &elements)
    }
}

nonisolated extension View {
    /// Adds an action to perform before this view appears. A layout is made before anything
    /// appears: the action is not run.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an action to perform after this view disappears. Not run in a layout.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an action to perform when `value` changes, with the old and new values. A
    /// snapshot has no change, and the action is not run (not even with `initial: true`: a
    /// layout is made before the view appears).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an action to perform when `value` changes. Not run in a layout.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an action to perform when `value` changes, with the new value (the form SwiftUI
    /// deprecated in iOS 17). Not run in a layout.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds an asynchronous task to perform before this view appears. Not started in a layout.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Adds a task to perform before this view appears or when `id` changes. Not started in a
    /// layout.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(SnapshotInertModifier())
    }
}
