import Foundation

/// The severity of an alert or confirmation dialog.
///
/// Inert headless: iOS draws a critical dialog as it draws any other, and macOS's badge on
/// the app icon has no counterpart here (`docs/differences.md`).
public struct DialogSeverity: Equatable, Sendable {
    let level: Int

    /// The default dialog severity.
    public static let automatic = DialogSeverity(level: 0)
    /// A severity that indicates a critical dialog.
    public static let critical = DialogSeverity(level: 2)
    /// A severity that indicates a standard dialog (macOS).
    public static let standard = DialogSeverity(level: 1)
}

nonisolated extension View {
    /// Sets the severity for alerts and confirmation dialogs presented from this view
    /// (inert headless: see ``DialogSeverity``).
    public func dialogSeverity(_ severity: DialogSeverity) -> some View {
        self
    }
}

extension Scene {
    /// Sets the severity for the scene's dialogs (inert headless: see ``DialogSeverity``).
    nonisolated public func dialogSeverity(_ severity: DialogSeverity) -> some Scene {
        _ModifiedScene(self)
    }
}
