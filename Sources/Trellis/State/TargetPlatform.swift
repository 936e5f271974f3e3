import Foundation

/// The Apple platform whose SwiftUI a layout reproduces: controls, lists and text take the
/// sizes that platform gives them.
///
/// Not part of SwiftUI, where the platform is the one the code runs on: in Trellis it is an
/// input, set in the environment a host lays out in (iOS by default).
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.targetPlatform = .macOS
/// let result = Text("Hello").layout(in: ProposedViewSize(width: 300, height: 100), environment: environment)
/// ```
public struct TargetPlatform: Hashable, Sendable, CustomStringConvertible {
    /// An Apple operating system.
    public enum System: String, Hashable, Sendable, CaseIterable {
        /// iOS and iPadOS.
        case iOS
        /// macOS.
        case macOS
        /// watchOS.
        case watchOS
        /// tvOS.
        case tvOS
        /// visionOS.
        case visionOS
    }

    /// The operating system.
    public var system: System
    /// Its major release (26 for iOS 26): where Apple changed a metric between releases, the
    /// release's is used.
    public var release: Int

    /// A platform: `system` at its `release`.
    public init(_ system: System, release: Int) {
        self.system = system
        self.release = release
    }

    /// The latest release Trellis knows of each system.
    public static let latestRelease = 26

    /// iOS, latest release: the default.
    public static let iOS = TargetPlatform(.iOS, release: latestRelease)
    /// macOS, latest release.
    public static let macOS = TargetPlatform(.macOS, release: latestRelease)
    /// watchOS, latest release.
    public static let watchOS = TargetPlatform(.watchOS, release: latestRelease)
    /// tvOS, latest release.
    public static let tvOS = TargetPlatform(.tvOS, release: latestRelease)
    /// visionOS, latest release.
    public static let visionOS = TargetPlatform(.visionOS, release: latestRelease)

    /// `iOS 26`, as Apple writes it.
    public var description: String { "\(system.rawValue) \(release)" }
}

extension EnvironmentValues {
    /// The platform whose SwiftUI the layout reproduces (``TargetPlatform``): iOS, latest
    /// release, by default. A Trellis addition: SwiftUI has no such value.
    public var targetPlatform: TargetPlatform {
        get { platform }
        set { platform = newValue }
    }
}
