import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// An animation is a timing curve (a Bézier curve over a duration, or a spring) with
/// modifiers applied in order: ``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``
/// and ``repeatForever(autoreverses:)``. Trellis evaluates it exactly: what fraction of a
/// change is done at any time after the change, and when it settles; equal animations
/// compare equal.
///
/// ```swift
/// withAnimation(.spring(duration: 0.3, bounce: 0.2)) { isExpanded.toggle() }
/// let later = Animation.easeInOut(duration: 0.5).delay(0.1)
/// ```
///
/// Bad parameters have documented results, listed where they are given: a duration that is
/// not a finite number of 0 or more counts as 0 (the change is done at once), a delay that is
/// not a finite number of 0 or more as 0, a speed that is not a positive finite number as 1,
/// a repeat count below 1 as 1. Each such replacement is reported by the layout that animates.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The timing curve and its parameters, as written.
    enum Curve: Equatable, Sendable {
        case `default`
        case linear(duration: Double)
        case easeIn(duration: Double)
        case easeOut(duration: Double)
        case easeInOut(duration: Double)
        case timingCurve(Double, Double, Double, Double, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        case interpolatingSpringDuration(duration: Double, bounce: Double, initialVelocity: Double)
        case unitCurve(UnitCurve, duration: Double)
        case interpolatingSpringValue(Spring, initialVelocity: Double)
    }

    /// A change to the timing, applied to everything before it.
    enum Modifier: Equatable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `nil` count: for ever.
        case repetition(count: Int?, autoreverses: Bool)
    }

    let curve: Curve
    /// The modifiers, in the order they were applied (the first is innermost).
    var modifiers: [Modifier] = []

    init(_ curve: Curve) { self.curve = curve }

    /// A readable form of the animation, e.g. `easeInOut(duration: 0.35)` or
    /// `linear(duration: 0.35).delay(0.1)`.
    public var description: String {
        modifiers.reduce("\(curve)") { text, modifier in
            switch modifier {
            case .delay(let delay): return text + ".delay(\(delay))"
            case .speed(let speed): return text + ".speed(\(speed))"
            case .repetition(nil, let reverses): return text + ".repeatForever(autoreverses: \(reverses))"
            case .repetition(let count?, let reverses): return text + ".repeatCount(\(count), autoreverses: \(reverses))"
            }
        }
    }

    /// A default animation instance: a spring with a response of 0.55 and a damping fraction
    /// of 1 (Apple's documentation of `default`, since iOS 17; before, `easeInOut`).
    public static let `default` = Animation(.default)

    /// An animation that moves at a constant speed, over the default 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// An animation that starts slowly and then increases speed towards the end of the
    /// movement, over the default 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation that starts quickly and then slows towards the end of the movement, over
    /// the default 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation that combines the behaviors of in and out easing animations, over the
    /// default 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// A persistent spring animation with the default parameter values: `spring()`, which is
    /// ``spring(duration:bounce:blendDuration:)`` (duration 0.5, no bounce), the response form
    /// being the disfavoured overload.
    public static var spring: Animation { spring() }
    /// A convenience for a spring animation with a lower duration value, intended for driving
    /// interactive animations, with the default parameter values: `interactiveSpring()`, which
    /// is ``interactiveSpring(duration:extraBounce:blendDuration:)``.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// An interpolating spring animation with the default parameter values of
    /// ``interpolatingSpring(duration:bounce:initialVelocity:)``.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    /// A smooth spring animation with a predefined duration (0.5 s) and no bounce.
    public static var smooth: Animation { smooth() }
    /// A spring animation with a predefined duration (0.5 s) and small amount of bounce (0.15)
    /// that feels more snappy.
    public static var snappy: Animation { snappy() }
    /// A spring animation with a predefined duration (0.5 s) and higher amount of bounce (0.3).
    public static var bouncy: Animation { bouncy() }

    /// An animation that moves at a constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation(.linear(duration: duration)) }
    /// An animation with a specified duration that starts slowly and then increases speed
    /// towards the end of the movement: the Bézier curve with control points (0.42, 0), (1, 1).
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(.easeIn(duration: duration)) }
    /// An animation with a specified duration that starts quickly and then slows towards the
    /// end of the movement: the Bézier curve with control points (0, 0), (0.58, 1).
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(.easeOut(duration: duration)) }
    /// An animation with a specified duration that combines the behaviors of in and out easing
    /// animations: the Bézier curve with control points (0.42, 0), (0.58, 1).
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(.easeInOut(duration: duration)) }

    /// An animation created from a cubic Bézier timing curve from (0, 0) to (1, 1) with the
    /// control points (p1x, p1y) and (p2x, p2y).
    ///
    /// ```swift
    /// let gentle = Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.3)
    /// ```
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(.timingCurve(p1x, p1y, p2x, p2y, duration: duration))
    }

    /// Creates a new animation with speed controlled by the given curve.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.unitCurve(curve, duration: duration))
    }

    /// A persistent spring animation given by its response and damping fraction:
    /// `stiffness = (2π / response)²`, `damping = 4π·dampingFraction / response`, mass 1.
    ///
    /// The blend duration only matters when springs replace one another on the same value;
    /// a single change ignores it.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring animation given by its perceptual duration and bounce (see
    /// ``Spring/init(duration:bounce:)``): the response form with `response: duration` and a
    /// damping fraction of `1 − bounce` (`1 / (1 + bounce)` for a negative bounce), so the two
    /// forms of one spring are equal.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation moving as `spring` does: the response form with the
    /// spring's response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// The damping fraction of a spring of the given bounce.
    static func dampingFraction(bounce: Double) -> Double { bounce < 0 ? 1 / (bounce + 1) : 1 - bounce }

    /// A convenience for a spring animation with a lower response value, intended for driving
    /// interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A convenience for a spring animation with a lower duration value, intended for driving
    /// interactive animations: ``spring(duration:bounce:blendDuration:)`` with a base bounce
    /// of 0.15, to which `extraBounce` adds.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An interpolating spring animation that uses a damped spring model to produce values in
    /// the range [0, 1] that are then used to interpolate within the [from, to] range of the
    /// animated property.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The stiffness of the spring.
    ///   - damping: The spring damping value (overdamping allowed).
    ///   - initialVelocity: The initial velocity of the spring, in fractions of the change per
    ///     second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// An interpolating spring animation given by its perceptual duration and bounce (see
    /// ``Spring/init(duration:bounce:)``), starting at `initialVelocity` fractions of the
    /// change per second.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(.interpolatingSpringDuration(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    /// An interpolating spring animation moving as `spring` does, starting at
    /// `initialVelocity` fractions of the change per second.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.interpolatingSpringValue(spring, initialVelocity: initialVelocity))
    }

    /// A smooth spring animation with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much additional bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring animation with a predefined duration and small amount of bounce that feels
    /// more snappy and can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much additional bounce to add to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring animation with a predefined duration and higher amount of bounce that can be
    /// tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much additional bounce to add to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Delays the start of the animation by the specified number of seconds.
    ///
    /// The delay is part of what later modifiers change: `.delay(1).speed(2)` waits half a
    /// second, and `.delay(1).repeatForever()` waits before every repetition.
    public func delay(_ delay: TimeInterval) -> Animation { adding(.delay(delay)) }

    /// Changes the duration of an animation by adjusting its speed: at 2 it takes half as long.
    public func speed(_ speed: Double) -> Animation { adding(.speed(speed)) }

    /// Repeats the animation `repeatCount` times, reversing every other time when
    /// `autoreverses` is `true`. At the end the change is complete, even after an even number
    /// of reversing repetitions.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repetition(count: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for the lifespan of the view containing the animation, reversing
    /// every other time when `autoreverses` is `true`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repetition(count: nil, autoreverses: autoreverses))
    }

    private func adding(_ modifier: Modifier) -> Animation {
        var animation = self
        animation.modifiers.append(modifier)
        return animation
    }
}
