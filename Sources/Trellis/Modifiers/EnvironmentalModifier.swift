import Foundation

/// A modifier that must resolve to a concrete modifier in an environment before use.
///
/// ```swift
/// struct Inset: ViewModifier {
///     let length: CGFloat
///     func body(content: Content) -> some View { content.padding(length) }
/// }
/// struct CompactPadding: EnvironmentalModifier {
///     func resolve(in environment: EnvironmentValues) -> Inset {
///         Inset(length: environment.controlSize == .small ? 4 : 12)
///     }
/// }
/// ```
///
/// Trellis resolves the modifier where it is applied, with the environment there, and
/// applies the modifier it returns to the content.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier
    /// Resolves to a concrete modifier in `environment`.
    nonisolated func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Resolves the modifier in the environment where it is applied, then applies the
    /// resolved modifier to `content`.
    nonisolated public static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        let resolved = modifier.resolve(in: resolver.environment)
        ResolvedModifier._resolve(resolved, content: content, into: &resolver)
    }
}
