import Foundation

/// A representation of a color that adapts to a given context.
///
/// As a view, a color fills the space it is offered: it takes the whole proposal, and
/// answers 10 points for an unspecified dimension.
@frozen
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    let red: Double
    /// The green component, 0...1.
    let green: Double
    /// The blue component, 0...1.
    let blue: Double
    /// The opacity, 0...1.
    let opacity: Double
    /// Which named system color this is, if any (one byte: a name string would make every
    /// color, and so every drawn node, 15 bytes larger).
    let system: SystemColor?
    /// The gradient this colour stands for when it paints a gradient style (its components are
    /// then the gradient's first stop): its index in ``GradientTable``, 0 for a solid colour.
    /// (An index, not the gradient: a colour stays plain data, copied without reference
    /// counting, and every view that holds one too.)
    let shadingIndex: UInt32

    /// The gradient this colour stands for, or `nil` for a solid colour.
    var shading: GradientBox? { shadingIndex == 0 ? nil : GradientTable.shared.gradient(at: shadingIndex) }

    /// The color's name when it is a named system color at its own opacity.
    var name: String? {
        guard let system, shadingIndex == 0, opacity == Color.base(of: system).opacity else { return nil }
        return "\(system)"
    }

    /// The named system colors.
    @usableFromInline package enum SystemColor: UInt8, Sendable {
        case black, white, gray, red, green, blue, orange, yellow, pink, purple, mint, teal, cyan, indigo, brown
        case primary, secondary, clear
        case tertiary, quaternary, quinary, background, separator, accentColor
        /// iOS `systemGroupedBackground`, `secondarySystemGroupedBackground` and
        /// `opaqueSeparator`: a grouped list's background, its cards and its separators.
        case groupedBackground, secondaryGroupedBackground, opaqueSeparator
        /// iOS `secondarySystemBackground`, `tertiarySystemBackground` and
        /// `tertiarySystemGroupedBackground` (UIKit's `UIColor`, the `SwiftUI` module).
        case secondaryBackground, tertiaryBackground, tertiaryGroupedBackground
    }

    /// The color spaces a color can be specified in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard RGB color space.
        case sRGB
        /// The standard RGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// Creates a color from red, green and blue components (0...1) and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity, system: nil)
    }

    /// Creates a shade of gray from a white value (0 black ... 1 white) and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity, system: nil)
    }

    init(red: Double, green: Double, blue: Double, opacity: Double, system: SystemColor?, shading: GradientBox? = nil) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.opacity = clamp(opacity)
        self.system = system
        self.shadingIndex = shading.map { GradientTable.shared.index(of: $0) } ?? 0
    }

    static func named(_ system: SystemColor, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r, green: g, blue: b, opacity: a, system: system)
    }

    /// A context-dependent black color (its light-mode value).
    public static let black = named(.black, 0, 0, 0)
    /// A context-dependent white color.
    public static let white = named(.white, 1, 1, 1)
    /// A context-dependent gray color.
    public static let gray = named(.gray, 142 / 255, 142 / 255, 147 / 255)
    /// A context-dependent red color.
    public static let red = named(.red, 1, 59 / 255, 48 / 255)
    /// A context-dependent green color.
    public static let green = named(.green, 52 / 255, 199 / 255, 89 / 255)
    /// A context-dependent blue color.
    public static let blue = named(.blue, 0, 122 / 255, 1)
    /// A context-dependent orange color.
    public static let orange = named(.orange, 1, 149 / 255, 0)
    /// A context-dependent yellow color.
    public static let yellow = named(.yellow, 1, 204 / 255, 0)
    /// A context-dependent pink color.
    public static let pink = named(.pink, 1, 45 / 255, 85 / 255)
    /// A context-dependent purple color.
    public static let purple = named(.purple, 175 / 255, 82 / 255, 222 / 255)
    /// A context-dependent mint color.
    public static let mint = named(.mint, 0, 199 / 255, 190 / 255)
    /// A context-dependent teal color.
    public static let teal = named(.teal, 48 / 255, 176 / 255, 199 / 255)
    /// A context-dependent cyan color.
    public static let cyan = named(.cyan, 50 / 255, 173 / 255, 230 / 255)
    /// A context-dependent indigo color.
    public static let indigo = named(.indigo, 88 / 255, 86 / 255, 214 / 255)
    /// A context-dependent brown color.
    public static let brown = named(.brown, 162 / 255, 132 / 255, 94 / 255)
    /// The color to use for primary content.
    public static let primary = named(.primary, 0, 0, 0)
    /// The color to use for secondary content.
    public static let secondary = named(.secondary, 60 / 255, 60 / 255, 67 / 255, 0.6)
    /// A color that is fully transparent.
    public static let clear = named(.clear, 0, 0, 0, 0)

    /// The color with its opacity multiplied by `opacity` (a system colour stays one, and
    /// follows the colour scheme).
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, system: system, shading: shading?.opacity(opacity))
    }

    /// The color's name, or its components as `#rrggbbaa`.
    public var description: String {
        if let name { return name }
        func hex(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }
}

extension Color: View {
    /// A color has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Color has no body") }

    /// Adds the color's leaf.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.addColor(view)
    }
}
