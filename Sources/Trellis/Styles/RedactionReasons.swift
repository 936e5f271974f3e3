import Foundation

/// The reasons to apply a redaction to data displayed on screen.
///
/// `redacted(reason:)` adds reasons to the environment's ``EnvironmentValues/redactionReasons``
/// and `unredacted()` clears them, so views that read the environment (to show placeholder
/// content, say) see them. Under `.placeholder` a text is measured as SwiftUI's placeholder
/// shapes are, every character one advance wide, and drawn as rounded bars; a symbol is its
/// placeholder's size, which follows the point size alone (swiftui-web `redacted/widths`). The
/// other reasons change no frame. Other views are drawn as they are (docs/differences.md).
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
    /// ``EnvironmentValues/redactionReasons``, with the reasons from outside.
    ///
    /// ```swift
    /// Text("Loading headline").redacted(reason: .placeholder)
    /// ```
    ///
    /// Under `.placeholder` each text inside is as wide as its characters' placeholders
    /// (0.489 em and SF's tracking each, whatever the glyph or weight) and wraps at those
    /// widths, and each symbol is its placeholder (15 × 15 at 13 points, whatever the symbol);
    /// `.privacy` and `.invalidated` change no frame (swiftui-web `redacted/placeholder`,
    /// `redacted/privacy`, `redacted/widths`, macOS 26.2).
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

    /// Marks the view as containing sensitive, private user data.
    ///
    /// ```swift
    /// Text(balance).privacySensitive()
    /// ```
    ///
    /// Where the environment's redaction reasons include `.privacy`, the view's content is
    /// hidden behind a placeholder of its own frame, which does not change: swiftui-web
    /// `redacted/privacy` (macOS 26.2) has "Hidden secret" and "$1,234" at their text's widths.
    /// Elsewhere the view is shown as it is. The placeholder's look (a rounded rectangle in the
    /// primary colour at 16 % opacity) is an estimate.
    ///
    /// - Parameter sensitive: Whether the view is privacy sensitive.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        PrivacySensitiveView(content: self, sensitive: sensitive)
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

/// A view marked `privacySensitive()`: hidden behind a placeholder of its frame under the
/// `.privacy` redaction reason, shown as it is otherwise.
nonisolated struct PrivacySensitiveView<Content: View>: View, PrimitiveView {
    let content: Content
    let sensitive: Bool

    var body: Never { fatalError("PrivacySensitiveView has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        if sensitive, resolver.environment.redactionReasons.contains(.privacy) {
            resolver.resolve(
                content.hidden().overlay { RoundedRectangle(cornerRadius: 4).fill(Color.primary.opacity(0.16)) },
                into: &elements)
        } else {
            resolver.resolve(content, into: &elements)
        }
    }
}
