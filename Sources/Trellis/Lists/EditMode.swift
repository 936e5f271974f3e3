import Foundation

/// A mode that indicates whether the user can edit a view's content.
///
/// In edit mode (``isEditing``) a list's rows show their editing controls: a red delete disc
/// before the rows of a `ForEach` with ``DynamicViewContent/onDelete(perform:)``, their
/// content moved 40 points in, and a reorder grip after the rows of one with
/// ``DynamicViewContent/onMove(perform:)``.
public enum EditMode: Sendable, Hashable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited: `active` or `transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment.
    ///
    /// A `NavigationStack` gives the views inside a binding to an edit mode of its own when
    /// there is none around it; ``EditButton`` toggles it.
    ///
    /// ```swift
    /// List { ForEach(items, id: \.self) { Text($0) }.onDelete { _ in } }
    ///     .environment(\.editMode, .constant(.active))
    /// ```
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode environment value.
///
/// It reads "Edit" and, while editing, "Done" (bold); its action sets the environment's
/// ``EnvironmentValues/editMode`` to `.active` or back to `.inactive`. Without an edit mode
/// binding around it the button does nothing, as in SwiftUI.
///
/// ```swift
/// NavigationStack {
///     List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
///         .toolbar { EditButton() }
/// }
/// ```
@MainActor @preconcurrency
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    /// A button titled for the current edit mode, which toggles it.
    public var body: some View {
        let binding = editMode
        let editing = binding?.wrappedValue.isEditing ?? false
        Button {
            binding?.wrappedValue = editing ? .inactive : .active
        } label: {
            if editing {
                Text("Done").bold()
            } else {
                Text("Edit")
            }
        }
    }
}
