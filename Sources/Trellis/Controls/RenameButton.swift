import Foundation

/// A button that triggers a standard rename action: the one `renameAction(_:)`
/// puts in the environment around it (``EnvironmentValues/rename``).
///
/// ```swift
/// TextField("Name", text: $name)
///     .focused($nameIsFocused)
///     .contextMenu { RenameButton() }
///     .renameAction($nameIsFocused)
/// ```
///
/// Its label is "Rename" with the `pencil` symbol; with no rename action around it the button
/// is disabled (derived: nothing to run).
public struct RenameButton<Label>: View where Label: View {
    @Environment(\.rename) private var rename

    /// Creates a rename button.
    public init() where Label == Trellis.Label<Text, Image> {}

    /// The button that runs the environment's rename action.
    @MainActor @preconcurrency
    public var body: some View {
        let rename = self.rename
        Button {
            rename?()
        } label: {
            Trellis.Label("Rename", systemImage: "pencil")
        }
        .disabled(rename == nil)
    }
}

@available(*, unavailable)
extension RenameButton: Sendable {}

/// An action that activates a standard rename interaction, which a ``RenameButton`` runs: read
/// it from ``EnvironmentValues/rename`` and call it.
public struct RenameAction {
    /// What renaming does.
    let action: () -> Void

    /// Triggers the standard rename action provided through the environment.
    public func callAsFunction() {
        action()
    }
}

@available(*, unavailable)
extension RenameAction: Sendable {}

/// The key of ``EnvironmentValues/rename``.
private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// An action that activates the standard rename interaction: what the nearest
    /// `renameAction` modifier around the view set; `nil` where none did.
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets a closure to run for the rename action (``EnvironmentValues/rename``), which a
    /// ``RenameButton`` inside runs.
    ///
    /// - Parameter action: A closure to run when renaming.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Sets the rename action to focus the view bound to `isFocused`: a ``RenameButton`` inside
    /// sets it to `true`, which in a live ``LayoutHost`` moves focus to that text field.
    ///
    /// - Parameter isFocused: The focus binding to set to `true` when renaming.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        renameAction { isFocused.wrappedValue = true }
    }
}
