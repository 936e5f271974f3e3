import Foundation

/// A live host's keyboard focus: which view has it, and what the focused views publish
/// (``FocusedValues``). The host's own state, beside its engine; the views' ``FocusState``
/// values are kept in step with it (``LayoutHost/reconcileFocus()``).
final class FocusContext: @unchecked Sendable {
    // Unchecked: read and written only on the main actor, by the host's focus methods (the
    // host is a main-actor object for everything focus does).
    /// The focused view's node, as the positions of it and its ancestors among their
    /// parents' children from the root; `nil` when nothing has focus.
    var path: [Int]?
    /// Whether the ``View/defaultFocus(_:_:priority:)`` values were applied (once, when focus
    /// is first worked out).
    var appliedDefaultFocus = false
    /// The focused values, observed by the views that read them (``FocusedValue``).
    let values = FocusedValuesLocation()
}

/// The current ``FocusedValues``, observable: a body that reads one is read again when focus
/// moves.
final class FocusedValuesLocation: Observable, @unchecked Sendable {
    // Unchecked: main-actor data in practice, as state is.
    private var stored = FocusedValues()
    private let registrar = ObservationRegistrar()

    var current: FocusedValues {
        get {
            registrar.access(self, keyPath: \.current)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.current) { stored = newValue }
        }
    }
}

private struct FocusContextKey: EnvironmentKey {
    static var defaultValue: FocusContext? { nil }
}

extension EnvironmentValues {
    /// The focus of the live host the view is in; `nil` in a one-off layout.
    var focusContext: FocusContext? {
        get { self[FocusContextKey.self] }
        set { self[FocusContextKey.self] = newValue }
    }
}
