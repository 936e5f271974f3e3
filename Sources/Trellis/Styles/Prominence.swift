import Foundation

extension EnvironmentValues {
    /// The prominence of the background underneath views: `.increased` where a view sits on a
    /// prominent background (a selected list row in SwiftUI), `.standard` by default. Styles
    /// that read it can adjust their foreground.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

/// The prominence of the background underneath views (``EnvironmentValues/backgroundProminence``).
public struct BackgroundProminence: Hashable, Sendable {
    private let level: Int

    /// The standard prominence of a background.
    public static let standard = BackgroundProminence(level: 0)
    /// A more prominent background, as a selected list row's: foreground styles may change to
    /// stand out on it.
    public static let increased = BackgroundProminence(level: 1)
}

/// The key of ``EnvironmentValues/backgroundProminence``.
private struct BackgroundProminenceKey: EnvironmentKey {
    static var defaultValue: BackgroundProminence { .standard }
}
