import Foundation

/// Options for the file browser of a file import or export dialog.
///
/// Recorded headless: Trellis shows no file dialog (docs/differences.md, "Drag and drop").
public struct FileDialogBrowserOptions: OptionSet {
    /// The bits of the options.
    public let rawValue: Int

    /// Options whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shows the contents of packages (bundles) as folders.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Shows hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file name extensions.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

extension FileDialogBrowserOptions: Sendable {}

nonisolated extension View {
    /// Sets the browser options of the file dialogs inside this view. Inert headless: there is
    /// no file dialog; the view lays out unchanged.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the label of the confirmation button of the file dialogs inside this view. Inert
    /// headless: there is no file dialog; the view lays out unchanged.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the label of the confirmation button of the file dialogs inside this view, from a
    /// localized key. Inert headless, as `fileDialogConfirmationLabel(_:)` with a `Text`.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the label of the confirmation button of the file dialogs inside this view, from a
    /// string. Inert headless, as `fileDialogConfirmationLabel(_:)` with a `Text`.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the identifier under which the file dialogs inside this view keep their state
    /// (folder, size). Inert headless: there is no file dialog.
    public func fileDialogCustomizationID(_ id: String) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the folder the file dialogs inside this view open in. Inert headless: there is no
    /// file dialog.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets whether the file dialogs inside this view import aliases unresolved (macOS).
    /// Inert headless: there is no file dialog.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the message of the file dialogs inside this view. Inert headless: there is no
    /// file dialog.
    public func fileDialogMessage(_ message: Text?) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the message of the file dialogs inside this view, from a localized key. Inert
    /// headless: there is no file dialog.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the message of the file dialogs inside this view, from a string. Inert headless:
    /// there is no file dialog.
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets which URLs the file dialogs inside this view let a person pick. Inert headless:
    /// there is no file dialog.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the label of the file name field of the file export dialogs inside this view.
    /// Inert headless: there is no file dialog.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the label of the file name field of the file export dialogs inside this view,
    /// from a localized key. Inert headless: there is no file dialog.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the label of the file name field of the file export dialogs inside this view,
    /// from a string. Inert headless: there is no file dialog.
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Tags the view for interaction activity tracking (scroll and other interactions
    /// reported to the system's performance tools). Inert headless: nothing is reported.
    public func interactionActivityTrackingTag(_ tag: String) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Marks the view as content that may change when a widget's or Live Activity's data is
    /// invalidated (the system shows it as pending). Inert headless: nothing invalidates it.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }
}
