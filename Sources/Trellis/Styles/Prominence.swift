import Foundation

/// A type indicating the prominence of a view hierarchy: the header of a list section, for
/// one (`headerProminence(_:)`).
///
/// Recorded in the environment (``EnvironmentValues/headerProminence``): views that read it
/// see it; Trellis draws a section header the same at either prominence.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence: SwiftUI draws a list section's header larger.
    case increased
}

extension EnvironmentValues {
    /// The prominence to apply to section headers within a view (`headerProminence(_:)`);
    /// `.standard` by default.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The prominence of the background underneath views: `.increased` where a view sits on a
    /// prominent background (a selected list row in SwiftUI), `.standard` by default. Styles
    /// that read it can adjust their foreground.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of section headers within this view: recorded in the environment
    /// (``EnvironmentValues/headerProminence``) for the views inside. No frame changes.
    ///
    /// - Parameter prominence: The prominence to apply.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
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

/// The key of ``EnvironmentValues/headerProminence``.
private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

/// The key of ``EnvironmentValues/backgroundProminence``.
private struct BackgroundProminenceKey: EnvironmentKey {
    static var defaultValue: BackgroundProminence { .standard }
}
