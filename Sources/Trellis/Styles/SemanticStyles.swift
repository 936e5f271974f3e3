import Foundation

/// An overlay fill style for filling shapes: iOS's `systemFill`, (120, 120, 128) at 20 %
/// opacity, 36 % in a dark scheme (the Human Interface Guidelines' values).
///
/// ```swift
/// Capsule().fill(.fill)
/// ```
@frozen
public struct FillShapeStyle: ShapeStyle {
    /// Creates a new fill shape style.
    @inlinable public init() {}
}

extension FillShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: environment.colorScheme == .dark ? 0.36 : 0.2)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A style appropriate for links: iOS's `link` colour, the system blue of the colour scheme.
@frozen
public struct LinkShapeStyle: ShapeStyle {
    /// Creates a new link shape style instance.
    public init() {}
}

extension LinkShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { .blue }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// A style appropriate for placeholder text: iOS's `placeholderText`, (60, 60, 67) at 30 %
/// opacity, (235, 235, 245) at 30 % in a dark scheme.
@frozen
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// Creates a new placeholder text shape style.
    @inlinable public init() {}
}

extension PlaceholderTextShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark
            ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
            : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// A style used to visually indicate selection: on iOS the current tint (the accent colour
/// unless `tint(_:)` sets another); derived, as Apple names no colour.
public struct SelectionShapeStyle: ShapeStyle {
    /// Creates a selection shape style.
    public init() {}
}

extension SelectionShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { environment.tintColor ?? .accentColor }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// A style used to visually indicate selection.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A style that reflects the window's background: iOS's `systemBackground`, white in a light
/// scheme and black in a dark one.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// Creates a window background shape style.
    public init() {}
}

extension WindowBackgroundShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color { .base(of: .background) }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window's background style.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// A type-erased shape style: draws as the style it wraps.
///
/// ```swift
/// let style = isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// Circle().fill(style)
/// ```
@frozen
public struct AnyShapeStyle: ShapeStyle {
    /// The style wrapped.
    let base: any ShapeStyle

    /// Creates a type-erased shape style from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }
}

extension AnyShapeStyle: ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        if let color = base as? Color { return color }
        if let style = base as? any ResolvableStyle { return style.color(in: environment) }
        return environment.foregroundColor ?? .primary
    }
}

extension Gradient {
    /// A method of interpolating between colours in a colour space (``Color/mix(with:by:in:)``).
    public struct ColorSpace: Hashable, Sendable {
        private let isPerceptual: Bool

        /// Interpolates the colours' sRGB components (non-linear, as stored) directly.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates in a perceptually uniform space: Trellis uses Oklab (Björn Ottosson,
        /// https://bottosson.github.io/posts/oklab/); Apple does not name the space, so the
        /// choice is derived.
        public static let perceptual = ColorSpace(isPerceptual: true)

        /// Whether the space is ``perceptual``.
        var perceptual: Bool { isPerceptual }
    }
}

extension Color {
    /// Returns a colour that mixes this colour with `rhs`: `fraction` 0 is this colour, 1 is
    /// `rhs`. A fraction outside 0...1 is clamped into it; one that is not a number counts as
    /// 0. Opacity is interpolated linearly in either space. The components mixed are the
    /// colours' light values (a system colour mixed does not follow a dark scheme).
    ///
    /// - Parameters:
    ///   - rhs: The colour to mix in.
    ///   - fraction: How much of `rhs` to take, from 0 to 1.
    ///   - colorSpace: The space to interpolate in: perceptual by default.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let opacity = lerp(self.opacity, rhs.opacity)
        guard colorSpace.perceptual else {
            return Color(red: lerp(red, rhs.red), green: lerp(green, rhs.green), blue: lerp(blue, rhs.blue), opacity: opacity, system: nil)
        }
        let a = Oklab(red: red, green: green, blue: blue), b = Oklab(red: rhs.red, green: rhs.green, blue: rhs.blue)
        let mixed = Oklab(l: lerp(a.l, b.l), a: lerp(a.a, b.a), b: lerp(a.b, b.b)).rgb
        return Color(red: mixed.0, green: mixed.1, blue: mixed.2, opacity: opacity, system: nil)
    }
}

/// A colour in Oklab (Ottosson's published matrices), from and to non-linear sRGB.
private struct Oklab {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    init(red: Double, green: Double, blue: Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let r = linear(red), g = linear(green), bl = linear(blue)
        let lc = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mc = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sc = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lc + 0.7936177850 * mc - 0.0040720468 * sc
        a = 1.9779984951 * lc - 2.4285922050 * mc + 0.4505937099 * sc
        b = 0.0259040371 * lc + 0.7827717662 * mc - 0.8086757660 * sc
    }

    /// The colour in non-linear sRGB, each component clamped into 0...1.
    var rgb: (Double, Double, Double) {
        let lc = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let mc = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let sc = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        func encoded(_ c: Double) -> Double {
            let c = Swift.min(Swift.max(c.isNaN ? 0 : c, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        return (
            encoded(4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc),
            encoded(-1.2684380046 * lc + 2.6097574011 * mc - 0.3413193872 * sc),
            encoded(-0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc))
    }
}
