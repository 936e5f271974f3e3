import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0,1] to an output progress that is also in the range [0,1].
///
/// The x axis is the input progress and the y axis the output; `value(at:)` returns the y of
/// the point of the curve above `progress`. The Bézier curves are the ones Core Animation
/// names: `easeInOut` has the control points (0.42, 0) and (0.58, 1).
///
/// ```swift
/// let halfway = UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// let animation = Animation.timingCurve(.circularEaseOut, duration: 0.4)
/// ```
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: ``circularEaseOut`` over the first half,
        /// ``circularEaseIn`` over the second.
        case circularEaseOutIn
        case bezier(UnitPoint, UnitPoint)
    }

    let shape: Shape

    init(_ shape: Shape) { self.shape = shape }

    /// Creates a new curve using bezier control points.
    ///
    /// The curve runs from (0, 0) to (1, 1); the tangent from the start point to
    /// `startControlPoint` sets the initial speed, the one from `endControlPoint` to the end
    /// point the final speed. The x components are clamped to [0, 1] when the curve is
    /// evaluated, as Apple documents; a NaN component counts as 0.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(startControlPoint, endControlPoint))
    }

    /// A linear curve: the output equals the input.
    public static let linear = UnitCurve(.linear)
    /// A bezier curve that starts out slowly, then speeds up as it finishes: control points
    /// (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A bezier curve that starts out quickly, then slows down as it approaches the end:
    /// control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A bezier curve that starts out slowly, speeds up over the middle, then slows down again
    /// as it approaches the end: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The same curve as ``easeInOut``, under Core Animation's name.
    public static let easeInEaseOut = easeInOut
    /// A curve that starts out slowly, then speeds up as it finishes: the bottom-right quarter
    /// of a unit circle, `1 - sqrt(1 - x²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A circular curve that starts out quickly, then slows down as it approaches the end: the
    /// top-left quarter of a unit circle, `sqrt(1 - (1 - x)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// A circular curve that starts out slowly, speeds up over the middle, then slows down
    /// again: ``circularEaseIn`` over the first half, ``circularEaseOut`` over the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// Returns the output value (y) of the curve at the input `progress` (x).
    ///
    /// `progress` is clamped to [0, 1]; NaN counts as 0.
    public func value(at progress: Double) -> Double {
        let x = Self.clampUnit(progress)
        switch shape {
        case .linear: return x
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? Self.circularEaseIn.value(at: 2 * x) / 2 : 0.5 + Self.circularEaseOut.value(at: 2 * x - 1) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circularEaseOut.value(at: 2 * x) / 2 : 0.5 + Self.circularEaseIn.value(at: 2 * x - 1) / 2
        case .bezier(let start, let end):
            let cubic = CubicBezier(start, end)
            return cubic.y(cubic.parameter(forX: x))
        }
    }

    /// Returns the rate of change (dy/dx) of the curve at the input `progress`.
    ///
    /// `progress` is clamped to [0, 1]; NaN counts as 0. Where the curve is vertical (the
    /// circular curves' ends) the result is `.infinity`.
    public func velocity(at progress: Double) -> Double {
        let x = Self.clampUnit(progress)
        switch shape {
        case .linear: return 1
        case .circularEaseIn: return Self.ratio(x, (1 - x * x).squareRoot())
        case .circularEaseOut: return Self.ratio(1 - x, ((2 - x) * x).squareRoot())
        case .circularEaseInOut:
            return x < 0.5 ? Self.circularEaseIn.velocity(at: 2 * x) : Self.circularEaseOut.velocity(at: 2 * x - 1)
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circularEaseOut.velocity(at: 2 * x) : Self.circularEaseIn.velocity(at: 2 * x - 1)
        case .bezier(let start, let end):
            let cubic = CubicBezier(start, end)
            return cubic.slope(at: cubic.parameter(forX: x))
        }
    }

    /// The inverse of the curve: the curve mirrored about the line y = x, so that
    /// `inverse.value(at: value(at: x)) == x` where the curve is monotonic.
    ///
    /// Apple: "a copy of the curve with its x and y components swapped". A Bézier curve's
    /// inverse swaps the coordinates of its control points; the inverse of ``circularEaseIn`` is
    /// ``circularEaseOut`` and the reverse; that of ``circularEaseInOut`` is ``circularEaseOut``
    /// over the first half and ``circularEaseIn`` over the second.
    public var inverse: UnitCurve {
        switch shape {
        case .linear: return self
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(.circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        case .bezier(let start, let end):
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }

    static func clampUnit(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    private static func ratio(_ numerator: Double, _ denominator: Double) -> Double {
        denominator > 0 ? numerator / denominator : (numerator == 0 ? 0 : .infinity)
    }
}

/// A cubic Bézier from (0, 0) to (1, 1) with two control points, in polynomial form
/// `a·t³ + b·t² + c·t` per axis, solved for the parameter `t` at an `x` by Newton's method
/// with a bisection fallback (the method of WebKit's and Chromium's `UnitBezier`).
struct CubicBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(_ start: UnitPoint, _ end: UnitPoint) {
        // The x components are clamped to [0, 1] (Apple's documentation of `bezier`): the
        // curve's x then rises monotonically and every x has one parameter.
        let p1x = UnitCurve.clampUnit(Double(start.x)), p2x = UnitCurve.clampUnit(Double(end.x))
        let p1y = Double(start.y).isFinite ? Double(start.y) : 0
        let p2y = Double(end.y).isFinite ? Double(end.y) : 0
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// dy/dx at parameter `t`; where dx/dt vanishes (a control point on an end point), the
    /// limit from the next derivatives.
    func slope(at t: Double) -> Double {
        let derivative = dx(t)
        if abs(derivative) > 1e-9 { return dy(t) / derivative }
        let second = 6 * ax * t + 2 * bx
        if abs(second) > 1e-9 { return (6 * ay * t + 2 * by) / second }
        return ax != 0 ? ay / ax : 0
    }

    /// The parameter `t` in [0, 1] whose point has the given `x` (in [0, 1]).
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < 1e-12 { return t }
            let derivative = dx(t)
            if abs(derivative) < 1e-9 { break }
            t -= error / derivative
            if !(0...1).contains(t) { break }
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = self.x(t)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
