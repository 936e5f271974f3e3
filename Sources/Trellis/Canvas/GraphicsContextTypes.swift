import Foundation

extension GraphicsContext {
    /// The ways a drawing composites with what is under it, numbered as Core Graphics numbers
    /// its blend modes.
    ///
    /// The renderers draw the modes ``Trellis/BlendMode`` has (the separable and
    /// non-separable modes, `sourceAtop`, `destinationOver`, `destinationOut`, `plusDarker`,
    /// `plusLighter`); `clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`,
    /// `destinationAtop` and `xor` are recorded and draw as `normal` (see
    /// `docs/differences.md`).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// Core Graphics' number of the mode.
        public let rawValue: Int32
        /// Creates a mode from its Core Graphics number.
        @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The source over the backdrop.
        @inlinable public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// The product of source and backdrop.
        @inlinable public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// The complement of the product of the complements.
        @inlinable public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiply or screen, by the backdrop.
        @inlinable public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The darker of source and backdrop.
        @inlinable public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The lighter of source and backdrop.
        @inlinable public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// The backdrop brightened by the source.
        @inlinable public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// The backdrop darkened by the source.
        @inlinable public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Darkens or lightens, by the source.
        @inlinable public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiply or screen, by the source.
        @inlinable public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The difference of the two.
        @inlinable public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like difference, with lower contrast.
        @inlinable public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The source's hue with the backdrop's saturation and luminosity.
        @inlinable public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The source's saturation with the backdrop's hue and luminosity.
        @inlinable public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The source's hue and saturation with the backdrop's luminosity.
        @inlinable public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The source's luminosity with the backdrop's hue and saturation.
        @inlinable public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears what is drawn over (drawn as `normal` by Trellis's renderers).
        @inlinable public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces the backdrop (drawn as `normal` by Trellis's renderers).
        @inlinable public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// The source where the backdrop is (drawn as `normal` by Trellis's renderers).
        @inlinable public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// The source where the backdrop is not (drawn as `normal` by Trellis's renderers).
        @inlinable public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// The source over the backdrop, only where the backdrop is.
        @inlinable public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// The backdrop over the source.
        @inlinable public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// The backdrop where the source is (drawn as `normal` by Trellis's renderers).
        @inlinable public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// The backdrop where the source is not.
        @inlinable public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// The backdrop over the source where the source is (drawn as `normal` by Trellis's
        /// renderers).
        @inlinable public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// Source and backdrop where either, not both, is (drawn as `normal` by Trellis's
        /// renderers).
        @inlinable public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// The sum of source and backdrop, minus one: darker.
        @inlinable public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// The sum of source and backdrop: lighter.
        @inlinable public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The view blend mode the renderers draw this one with; `nil` for those they lack.
        var drawn: Trellis.BlendMode? {
            let modes: [Trellis.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
                .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            ]
            switch rawValue {
            case 0..<16: return modes[Int(rawValue)]
            case 20: return .sourceAtop
            case 21: return .destinationOver
            case 23: return .destinationOut
            case 26: return .plusDarker
            case 27: return .plusLighter
            default: return nil
            }
        }
    }

    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the area outside the shape instead of inside it.
        @inlinable public static var inverse: ClipOptions { Self(rawValue: 1 << 0) }
    }

    /// Options of a shadow filter. Trellis records them; its renderers draw every shadow
    /// beneath the drawing, whatever the options (see `docs/differences.md`).
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the drawing rather than below it.
        @inlinable public static var shadowAbove: ShadowOptions { Self(rawValue: 1 << 0) }
        /// Draws only the shadow.
        @inlinable public static var shadowOnly: ShadowOptions { Self(rawValue: 1 << 1) }
        /// Casts the shadow from the drawing's transparent parts.
        @inlinable public static var invertsAlpha: ShadowOptions { Self(rawValue: 1 << 2) }
        /// Shadows each part of the drawing on its own rather than as a group.
        @inlinable public static var disablesGroup: ShadowOptions { Self(rawValue: 1 << 3) }
    }

    /// Options of a blur filter (recorded; the renderers blur the same either way).
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the result opaque.
        @inlinable public static var opaque: BlurOptions { Self(rawValue: 1 << 0) }
        /// Dithers the result.
        @inlinable public static var dithersResult: BlurOptions { Self(rawValue: 1 << 1) }
    }

    /// Options of a filter (recorded; colour filters work on sRGB components either way).
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Works in linear colour rather than sRGB.
        @inlinable public static var linearColor: FilterOptions { Self(rawValue: 1 << 0) }
    }

    /// Options of a gradient shading. Trellis records them; its renderers draw a gradient
    /// once, its end colours extended (see `docs/differences.md`).
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its end.
        @inlinable public static var `repeat`: GradientOptions { Self(rawValue: 1 << 0) }
        /// Repeats the gradient past its end, every other time reversed.
        @inlinable public static var mirror: GradientOptions { Self(rawValue: 1 << 1) }
        /// Interpolates in linear colour.
        @inlinable public static var linearColor: GradientOptions { Self(rawValue: 1 << 2) }
    }

    /// What a context draws with: a colour, a gradient, a shape style.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case foreground
            case backdrop
            case palette([Shading])
            case style(any ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind

        /// The backdrop: what is already drawn under the shape. Trellis's renderers draw
        /// nothing for it (see `docs/differences.md`).
        public static var backdrop: Shading { Shading(kind: .backdrop) }
        /// The environment's foreground style (``View/foregroundStyle(_:)``, `primary` by
        /// default).
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// Several shadings, for the layers of a multicolour symbol; a fill or stroke uses the
        /// first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A colour from its components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, white: white, opacity: opacity)))
        }
        /// A shape style: a colour, a gradient style, a hierarchical style (`.secondary`); a
        /// style Trellis cannot draw paints in the foreground colour.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// A linear gradient between two points of the context's coordinates. (Options are
        /// recorded, see ``GradientOptions``.)
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient around a point of the context's coordinates.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient around a point, starting at `angle`. (The PNG renderer draws a
        /// conic gradient as it draws an angular one, see `docs/differences.md`.)
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
    }

    /// An effect on what a context draws next (``GraphicsContext/addFilter(_:options:)``).
    ///
    /// Shadows and blur are drawn by the PNG and SVG renderers; the colour filters
    /// (`colorMultiply`, `hueRotation`, `saturation`, `brightness`, `contrast`,
    /// `colorInvert`, `grayscale`, `colorMatrix`, `luminanceToAlpha`, `alphaThreshold`) change the colours
    /// of the fills, strokes and text drawn after them (not an image's pixels, which are
    /// drawn unchanged); an affine `projectionTransform` moves what is drawn. What is not
    /// drawn is named in the command's ``LayoutResult/CanvasCommand/inertEffects``.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case projection(ProjectionTransform)
            case shadow(Color, CGFloat, CGSize, BlendMode, ShadowOptions)
            case blur(CGFloat)
            case color(ColorFilter)
            /// A filter Trellis cannot draw (a Metal shader's): recorded by name, nothing changes.
            case inert(String)
        }
        let kind: Kind

        /// Transforms what is drawn by a projection (an affine one is drawn; a perspective one
        /// is recorded only).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .projection(matrix)) }
        /// A shadow under what is drawn.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color, radius, CGSize(width: x, height: y), blendMode, options))
        }
        /// Multiplies each colour by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .color(.multiply(color))) }
        /// Rotates hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle))) }
        /// Scales saturation: 0 grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }
        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }
        /// Scales contrast around the middle grey.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
        /// Inverts colours by `amount` (0 unchanged, 1 fully inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .color(.invert(amount))) }
        /// Removes colour by `amount` (0 unchanged, 1 grey).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(1 - amount))) }
        /// Multiplies each colour, as (r, g, b, a, 1), by `matrix`'s rows (each component
        /// clamped into 0...1 after).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .color(.matrix(matrix))) }
        /// Makes the luminance the alpha of black.
        public static var luminanceToAlpha: Filter { Filter(kind: .color(.luminanceToAlpha)) }
        /// A blur of what is drawn.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        /// Draws `color` where the alpha is within `min...max`, nothing elsewhere.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .color(.alphaThreshold(min, max, color)))
        }
    }
}

/// A colour filter, applied to the colours a context draws with.
enum ColorFilter: Sendable, Equatable {
    case multiply(Color)
    case hueRotation(Angle)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case invert(Double)
    case luminanceToAlpha
    case alphaThreshold(Double, Double, Color)
    case matrix(ColorMatrix)

    /// `color` with the filter applied, in sRGB components (a NaN amount leaves it unchanged).
    func apply(_ color: Color) -> Color {
        if let box = color.shading {
            let mapped = box.mapColors(apply)
            let first = mapped.stops.first?.color ?? .clear
            return Color(red: first.red, green: first.green, blue: first.blue, opacity: first.opacity, system: nil, shading: mapped)
        }
        var (r, g, b, a) = (color.red, color.green, color.blue, color.opacity)
        func luminance() -> Double { 0.2126 * r + 0.7152 * g + 0.0722 * b }
        switch self {
        case let .multiply(other): (r, g, b, a) = (r * other.red, g * other.green, b * other.blue, a * other.opacity)
        case let .hueRotation(angle):
            let c = cos(angle.radians), s = sin(angle.radians)
            guard c.isFinite, s.isFinite else { return color }
            // The hue-rotation matrix of the Filter Effects specification.
            let m: [Double] = [
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
            ]
            (r, g, b) = (m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b)
        case let .saturation(amount):
            guard amount.isFinite else { return color }
            let l = luminance()
            (r, g, b) = (l + (r - l) * amount, l + (g - l) * amount, l + (b - l) * amount)
        case let .brightness(amount):
            guard amount.isFinite else { return color }
            (r, g, b) = (r + amount, g + amount, b + amount)
        case let .contrast(amount):
            guard amount.isFinite else { return color }
            (r, g, b) = ((r - 0.5) * amount + 0.5, (g - 0.5) * amount + 0.5, (b - 0.5) * amount + 0.5)
        case let .invert(amount):
            guard amount.isFinite else { return color }
            (r, g, b) = (r + (1 - 2 * r) * amount, g + (1 - 2 * g) * amount, b + (1 - 2 * b) * amount)
        case .luminanceToAlpha:
            (r, g, b, a) = (0, 0, 0, luminance() * a)
        case let .alphaThreshold(low, high, fill):
            return a >= low && a <= high ? fill : .clear
        case let .matrix(m):
            func row(_ c1: Float, _ c2: Float, _ c3: Float, _ c4: Float, _ c5: Float) -> Double {
                let value = Double(c1) * r + Double(c2) * g + Double(c3) * b + Double(c4) * a + Double(c5)
                return value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
            }
            (r, g, b, a) = (
                row(m.r1, m.r2, m.r3, m.r4, m.r5), row(m.g1, m.g2, m.g3, m.g4, m.g5),
                row(m.b1, m.b2, m.b3, m.b4, m.b5), row(m.a1, m.a2, m.a3, m.a4, m.a5))
        }
        return Color(red: r, green: g, blue: b, opacity: a, system: nil)
    }
}
