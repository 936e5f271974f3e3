import Foundation

/// A color gradient represented as an array of color stops, each having a parametric
/// location value.
///
/// As a shape style a gradient paints a linear gradient from the top to the bottom of what
/// it fills; ``LinearGradient``, ``RadialGradient``, ``EllipticalGradient`` and
/// ``AngularGradient`` place it otherwise.
///
/// ```swift
/// Rectangle().fill(Gradient(colors: [.blue, .purple]))
/// ```
@frozen
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    @frozen
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop: 0 the gradient's start, 1 its end.
        ///
        /// A location outside 0...1 is clamped where the gradient is drawn, NaN read as 0,
        /// and the layout reports it.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colors, spaced evenly from 0 to 1 (one colour sits
    /// at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

extension Gradient: ShapeStyle, ResolvableStyle {
    func color(in environment: EnvironmentValues) -> Color {
        GradientBox.color(stops, .linear(startPoint: .top, endPoint: .bottom))
    }
}

extension LayoutResult {
    /// A gradient a ``Paint`` paints with: its stops and where it lies in the frame of the
    /// element it fills (unit points: (0, 0) the frame's top-left corner, (1, 1) its
    /// bottom-right one).
    public struct GradientPaint: Sendable, Hashable {
        /// One colour of the gradient, at a location from 0 (start) to 1 (end).
        public struct Stop: Sendable, Hashable {
            /// The stop's colour.
            public let paint: Paint
            /// Where it lies, 0...1.
            public let location: Double
        }

        /// How a gradient runs across the frame.
        public enum Geometry: Sendable, Hashable {
            /// Along the line from `startPoint` to `endPoint`.
            case linear(startPoint: UnitPoint, endPoint: UnitPoint)
            /// Outwards from `center`, from `startRadius` to `endRadius` points.
            case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
            /// Outwards from `center` in an ellipse the frame's shape: the radii are fractions
            /// of the frame's width (horizontally) and height (vertically).
            case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
            /// Around `center`, clockwise from `startAngle` to `endAngle` (0 points right).
            case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
            /// A ``MeshGradient``: a grid `width` points across and `height` down, its
            /// points row by row. The stops hold one colour per point, row by row, then the
            /// mesh's background (drawn outside its patches); `smoothsColors` eases the blend
            /// across each patch. A mesh that is not a valid grid arrives with no points and
            /// its background as its only stop.
            case mesh(width: Int, height: Int, points: [UnitPoint], smoothsColors: Bool)
        }

        /// The stops, in order of location.
        public let stops: [Stop]
        /// Where the gradient runs.
        public let geometry: Geometry
    }
}

/// A gradient as a colour carries it: its stops (still scheme-dependent colours) and geometry.
/// Kept once in ``GradientTable``, whose index the colour holds.
@usableFromInline
final class GradientBox: Hashable, Sendable {
    let stops: [Gradient.Stop]
    let geometry: LayoutResult.GradientPaint.Geometry

    init(stops: [Gradient.Stop], geometry: LayoutResult.GradientPaint.Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// The colour that paints `stops` laid out by `geometry`: a gradient, whose solid
    /// components are its first stop's (clear with no stop).
    static func color(_ stops: [Gradient.Stop], _ geometry: LayoutResult.GradientPaint.Geometry) -> Color {
        let box = GradientBox(stops: stops, geometry: geometry)
        let first = stops.first?.color ?? .clear
        return Color(red: first.red, green: first.green, blue: first.blue, opacity: first.opacity, system: nil, shading: box)
    }

    @usableFromInline static func == (a: GradientBox, b: GradientBox) -> Bool {
        a === b || (a.stops == b.stops && a.geometry == b.geometry)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(stops)
        hasher.combine(geometry)
    }

    /// The gradient with each stop's colour changed by `transform`.
    func mapColors(_ transform: (Color) -> Color) -> GradientBox {
        GradientBox(stops: stops.map { Gradient.Stop(color: transform($0.color), location: $0.location) }, geometry: geometry)
    }

    /// The gradient with every stop's opacity multiplied by `opacity`.
    func opacity(_ opacity: Double) -> GradientBox {
        mapColors { $0.opacity(opacity) }
    }

    /// What is wrong with the gradient's numbers, if anything (a location outside 0...1 or
    /// not a number, a negative or non-finite radius).
    var problem: String? {
        if case let .mesh(width, height, points, _) = geometry {
            return Self.meshProblem(width: width, height: height, points: points, colors: stops.count - 1)
        }
        if let bad = stops.first(where: { !(0...1).contains($0.location) }) {
            return "a stop's location is \(bad.location), outside 0...1; it is clamped (NaN: 0)"
        }
        switch geometry {
        case let .radial(_, start, end), let .elliptical(_, start, end):
            if !(start.isFinite && end.isFinite && start >= 0 && end >= 0) {
                return "a radius is \(start.isFinite && start >= 0 ? end : start); negative and non-finite radii are read as 0"
            }
        case .linear, .angular, .mesh: break
        }
        return nil
    }

    /// The gradient as a renderer reads it: stops clamped to 0...1 and sorted, radii made
    /// finite and non-negative.
    var paint: LayoutResult.GradientPaint {
        if case let .mesh(_, _, _, smooths) = geometry {
            // A mesh keeps its stops in order (they are its points' colours); an invalid one
            // keeps only its background.
            guard problem != nil else {
                return LayoutResult.GradientPaint(stops: stops.map { .init(paint: LayoutResult.Paint($0.color), location: Double($0.location)) },
                                                  geometry: geometry)
            }
            let background = stops.last?.color ?? .clear
            return LayoutResult.GradientPaint(stops: [.init(paint: LayoutResult.Paint(background), location: 0)],
                                              geometry: .mesh(width: 0, height: 0, points: [], smoothsColors: smooths))
        }
        func unit(_ v: CGFloat) -> Double { v.isNaN ? 0 : Double(min(max(v, 0), 1)) }
        func radius(_ r: CGFloat) -> CGFloat { r.isFinite && r > 0 ? r : 0 }
        let sorted = stops.enumerated().sorted { (unit($0.element.location), $0.offset) < (unit($1.element.location), $1.offset) }
        let geometry: LayoutResult.GradientPaint.Geometry
        switch self.geometry {
        case let .radial(center, start, end): geometry = .radial(center: center, startRadius: radius(start), endRadius: radius(end))
        case let .elliptical(center, start, end):
            geometry = .elliptical(center: center, startRadiusFraction: radius(start), endRadiusFraction: radius(end))
        case .linear, .angular, .mesh: geometry = self.geometry
        }
        return LayoutResult.GradientPaint(
            stops: sorted.map { .init(paint: LayoutResult.Paint($0.element.color), location: unit($0.element.location)) },
            geometry: geometry)
    }
}
