import Foundation

/// A background material type: a translucent layer that lets what is behind show through,
/// more or less of it by thickness.
///
/// SwiftUI blurs what is behind a material. Trellis draws no blur: it paints a material as a
/// translucent colour (white in a light scheme, near-black in a dark one) whose opacity grows
/// with thickness, so a material over a colour shows a lightened (or darkened) version of it.
/// Apple publishes no values; the opacities are derived: ultra-thin 0.35, thin 0.55, regular
/// 0.72, thick 0.85, ultra-thick 0.93, and the bar 0.8 (docs/differences.md).
///
/// ```swift
/// Text("Caption").padding().background(.ultraThinMaterial)
/// ```
public struct Material: Sendable {
    /// The opacity of the material's layer.
    let opacity: Double

    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.72)
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.85)
    /// A material that's more translucent than opaque.
    public static let thin = Material(opacity: 0.55)
    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.93)
    /// A material matched to the current context's bars (toolbars, tab bars).
    public static let bar = Material(opacity: 0.8)

    /// Sets an explicit active appearance for this material. An iPhone's window is always
    /// active, so the material is unchanged.
    ///
    /// - Parameter appearance: The active appearance to use.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension Material: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        switch environment.colorScheme {
        case .light: Color(red: 1, green: 1, blue: 1, opacity: opacity)
        case .dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: opacity)
        }
    }
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matched to the current context's bars.
    public static var bar: Material { Material(opacity: 0.8) }
}

/// Whether a material appears as in an active window.
///
/// An iPhone's window is always active: every value draws a material the same.
public struct MaterialActiveAppearance: Sendable, Equatable {
    private enum Kind: Equatable, Sendable { case automatic, active, matchWindow }
    private let kind: Kind

    /// The appearance the context picks.
    public static let automatic = MaterialActiveAppearance(kind: .automatic)
    /// Always appear active.
    public static let active = MaterialActiveAppearance(kind: .active)
    /// Appear as the window does.
    public static let matchWindow = MaterialActiveAppearance(kind: .matchWindow)
}

extension ShapeStyle {
    /// Sets an explicit active appearance for materials in this style. An iPhone's window is
    /// always active, so the style is unchanged.
    ///
    /// - Parameter appearance: The active appearance to use.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

extension EnvironmentValues {
    /// The active appearance materials inside are drawn with (`materialActiveAppearance(_:)`);
    /// `.automatic` by default. An iPhone's window is always active: it changes nothing drawn.
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the active appearance of materials inside: recorded in the environment
    /// (``EnvironmentValues/materialActiveAppearance``); an iPhone's window is always active, so
    /// nothing drawn changes.
    ///
    /// - Parameter appearance: The active appearance to use.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }
}

/// The key of ``EnvironmentValues/materialActiveAppearance``.
private struct MaterialActiveAppearanceKey: EnvironmentKey {
    static var defaultValue: MaterialActiveAppearance { .automatic }
}
