import Foundation

/// A button style that puts the label on glass: the bordered style's padding and capsule,
/// with a bezel of ``Glass`` (the label in the tint, white on tinted glass).
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.glass)
/// ```
///
/// Laid out as ``BorderedButtonStyle``: iOS 26 gives glass buttons the bordered geometry
/// (derived from Apple's description; no recording holds one). The glass is drawn as
/// ``Glass`` says.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// A glass button style of regular glass.
    public init() {
        glass = .regular
    }

    /// A glass button style of `glass`.
    public init(_ glass: Glass) {
        self.glass = glass
    }

    /// The label on its glass bezel.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .glass(glass), role: configuration.role, label: configuration.label.view)
    }
}

/// A button style that puts the label on prominent glass: glass tinted with the button's tint
/// (the accent colour by default), the label white; laid out as ``BorderedProminentButtonStyle``.
///
/// ```swift
/// Button("Done") {}.buttonStyle(.glassProminent)
/// ```
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// A prominent glass button style.
    public init() {}

    /// The label on its tinted glass bezel.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .glassProminent, role: configuration.role, label: configuration.label.view)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that puts the label on regular glass.
    @MainActor @preconcurrency public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button style that puts the label on `glass`.
    @MainActor @preconcurrency public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that puts the label on glass tinted with the button's tint.
    @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
