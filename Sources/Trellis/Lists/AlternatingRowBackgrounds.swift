import Foundation

// Alternating row fills (macOS): `alternatingRowBackgrounds(_:)`, and the inset list style
// made with `alternatesRowBackgrounds: true`, fill every second row of a list — the second,
// fourth… — with the alternate content background, behind the row as a `listRowBackground`
// would be (a row's own background wins). Fills never move a row: swiftui-web list/alternating
// (macOS 26.2) has the rows 24 apart from 14 down with and without them. The fill is the grey
// a macOS table's alternate rows take (``TableMetrics/alternateBand``), in the light scheme.
// iOS lists have no alternating fills (SwiftUI's API is macOS only): there the modifier
// changes nothing.

/// The styling of views with respect to alternating row backgrounds.
///
/// ```swift
/// List { Text("Apple"); Text("Banana") }
///     .alternatingRowBackgrounds(.enabled)
/// ```
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let mode: Int

    /// The automatic alternating row background behavior: the list's style decides (the
    /// inset style made with `alternatesRowBackgrounds: true` alternates, the others do not).
    public static let automatic = AlternatingRowBackgroundBehavior(mode: 0)

    /// Alternating row backgrounds are enabled: every second row is filled.
    public static let enabled = AlternatingRowBackgroundBehavior(mode: 1)

    /// Alternating row backgrounds are disabled, whatever the list's style.
    public static let disabled = AlternatingRowBackgroundBehavior(mode: 2)
}

nonisolated extension View {
    /// Sets the alternating row backgrounds of the lists inside this view (macOS): with
    /// `.enabled`, every second row — the second, fourth… — is filled with the alternate
    /// content background (grey 244, the light scheme's), behind its content; the rows keep
    /// their frames. iOS lists ignore it, as SwiftUI has no such look there.
    ///
    /// ```swift
    /// List { Text("Apple"); Text("Banana"); Text("Cherry") }
    ///     .alternatingRowBackgrounds()
    /// ```
    ///
    /// - Parameter behavior: Whether rows alternate; `.enabled` by default.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        modifier(EnvironmentWriter(write: { $0.alternatingRowBackgrounds = behavior }))
    }
}

/// The key of ``EnvironmentValues/alternatingRowBackgrounds``.
private struct AlternatingRowBackgroundsKey: EnvironmentKey {
    static var defaultValue: AlternatingRowBackgroundBehavior { .automatic }
}

/// The key of ``EnvironmentValues/listStyleAlternatesRows``.
private struct ListStyleAlternatesRowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// What `alternatingRowBackgrounds(_:)` set for the lists inside (`.automatic` unless set).
    var alternatingRowBackgrounds: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowBackgroundsKey.self] }
        set { self[AlternatingRowBackgroundsKey.self] = newValue }
    }

    /// Whether the list style set for the lists inside alternates rows (the inset style made
    /// with `alternatesRowBackgrounds: true`).
    var listStyleAlternatesRows: Bool {
        get { self[ListStyleAlternatesRowsKey.self] }
        set { self[ListStyleAlternatesRowsKey.self] = newValue }
    }

    /// Whether a list here fills its alternate rows: as `alternatingRowBackgrounds(_:)` says,
    /// and under `.automatic` as its style does.
    var listAlternatesRows: Bool {
        alternatingRowBackgrounds == .enabled || (alternatingRowBackgrounds == .automatic && listStyleAlternatesRows)
    }
}
