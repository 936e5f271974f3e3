import Foundation

/// The reasons to apply a redaction to data displayed on screen.
///
/// `redacted(reason:)` adds reasons to the environment's ``EnvironmentValues/redactionReasons``
/// and `unredacted()` clears them, so views that read the environment (to show placeholder
/// content, say) see them. Trellis draws redacted views as they are: SwiftUI's placeholder
/// shapes for text and images are not drawn (docs/differences.md).
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int
    /// Creates a set of reasons from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

nonisolated extension View {
    /// Adds a reason to apply a redaction to this view hierarchy: the views inside see it in
    /// ``EnvironmentValues/redactionReasons``, with the reasons from outside. No frame changes.
    ///
    /// - Parameter reason: The reason to add.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy: the views inside see an
    /// empty ``EnvironmentValues/redactionReasons``.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (`redacted(reason:)`);
    /// empty by default.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/redactionReasons``.
private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}
