import Foundation

/// An empty, or identity, modifier: the view it modifies lays out and draws unchanged.
///
/// ```swift
/// Text("Hello").modifier(EmptyModifier.identity)
/// ```
@frozen
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// The modifier has no body: the content is resolved in its place.
    public typealias Body = Never

    /// Creates the identity modifier.
    @inlinable public init() {}

    /// Resolves the content unchanged.
    nonisolated public static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolve(content)
    }
}
