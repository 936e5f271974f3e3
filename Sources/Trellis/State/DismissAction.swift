import Foundation

/// An action that dismisses a presentation.
///
/// Read it from the environment and call it: inside a sheet, a full-screen cover or a popover
/// it dismisses that presentation (its binding set back, then its `onDismiss`); in a screen a
/// ``NavigationStack`` pushed, it pops that screen (and any above it); elsewhere it does
/// nothing, as SwiftUI's does where nothing is presented.
///
/// ```swift
/// struct Detail: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct DismissAction {
    /// What dismissing does; `nil` where nothing is presented. (Unsafe: made while a view
    /// resolves, anywhere, and run only on the main actor, by ``callAsFunction()``.)
    nonisolated(unsafe) let action: (() -> Void)?

    /// An action that runs `action` (nothing, when `nil`).
    nonisolated init(action: (() -> Void)?) {
        self.action = action
    }

    /// Dismisses the current presentation: the sheet the view is in, or the pushed screen.
    @MainActor @preconcurrency
    public func callAsFunction() {
        action?()
    }
}

/// The key of ``EnvironmentValues/dismiss``.
private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

/// The key of ``EnvironmentValues/isPresented``.
private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation: a sheet, cover or popover the view
    /// is in, or a pushed screen of a ``NavigationStack``.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented: `true` in a sheet, a cover, a popover, and a screen a
    /// ``NavigationStack`` pushed.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
