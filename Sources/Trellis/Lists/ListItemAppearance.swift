import Foundation

/// A tint effect configuration that you can apply to content in a list.
///
/// Headless no system setting overrides a list item's tint, so ``fixed(_:)`` and
/// ``preferred(_:)`` both tint the item with their colour (`tint(_:)` on it), and
/// ``monochrome`` tints it with the secondary colour (a derivation: Apple describes it as a
/// monochrome effect without numbers; `docs/differences.md`).
public struct ListItemTint: Sendable {
    let color: Color

    /// An explicit tint color that can't be overridden.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// An explicit tint color that the system can override (headless, nothing does).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(color: .secondary)
}

/// The visual prominence of a badge.
///
/// Recorded in the environment (``EnvironmentValues/badgeProminence``): Trellis draws every
/// badge at its standard prominence (`docs/differences.md`).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int

    /// The lowest level of prominence for a badge.
    public static let decreased = BadgeProminence(level: -1)
    /// The standard level of prominence for a badge.
    public static let standard = BadgeProminence(level: 0)
    /// The highest level of prominence for a badge.
    public static let increased = BadgeProminence(level: 1)
}

/// The standard sizes of sidebar rows (macOS), recorded in the environment
/// (``EnvironmentValues/sidebarRowSize``): iOS lists ignore it, as Trellis does.
public enum SidebarRowSize: Sendable, Hashable {
    /// The size of a small sidebar row.
    case small
    /// The size of a medium sidebar row (the default).
    case medium
    /// The size of a large sidebar row.
    case large
}

/// The key of ``EnvironmentValues/badgeProminence``.
private struct BadgeProminenceKey: EnvironmentKey {
    static var defaultValue: BadgeProminence { .standard }
}

/// The key of ``EnvironmentValues/sidebarRowSize``.
private struct SidebarRowSizeKey: EnvironmentKey {
    static var defaultValue: SidebarRowSize { .medium }
}

extension EnvironmentValues {
    /// The prominence to apply to badges associated with this environment (standard unless set).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// The current size of sidebar rows (medium unless set).
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets a tint effect for the view's content in a list: the view is tinted with the
    /// tint's colour (see ``ListItemTint``); `nil` leaves the tint the view inherits.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").listItemTint(.fixed(.orange))
    /// ```
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(EnvironmentWriter(write: { environment in
            if let tint { environment.tintColor = tint.color }
        }))
    }

    /// Sets a fixed tint color for the view's content in a list (`nil`: no change).
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { .fixed($0) })
    }

    /// Specifies the prominence of badges created by this view (recorded: see
    /// ``BadgeProminence``).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
