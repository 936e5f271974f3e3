import Foundation

/// A representation of a spring's motion.
///
/// A spring is a mass on a spring with damping: a value pulled towards its target moves as
/// the damped harmonic oscillator `m·x″ = −k·(x − target) − c·x′`. Use the type to convert
/// between the ways of describing one (duration and bounce, response and damping ratio, or
/// mass, stiffness and damping) and to evaluate its motion:
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let (stiffness, damping) = (spring.stiffness, spring.damping)   // (157.9, 17.6)
/// let halfway = spring.value(target: 1.0, time: 0.25)
/// ```
///
/// The conversions are those of Apple's WWDC23 session "Animate with springs": with mass 1,
/// `stiffness = (2π / duration)²` and `damping = 4π·(1 − bounce) / duration` for a bounce of 0
/// or more, `damping = 4π / (duration·(1 + bounce))` for a negative (overdamped) bounce.
///
/// A duration or response of 0 makes an instant spring, at its target at any time after 0 (an
/// infinitely stiff spring, as Apple documents for a response of 0). Bad input has a
/// documented result: a negative or non-finite duration or response, or a stiffness that is
/// not a positive finite number, also makes an instant spring;
/// a NaN bounce is 0 and a bounce is clamped to −1...1 (at −1 the spring never moves); a NaN
/// or negative damping is 0; a mass that is not a positive finite number is 1. An
/// ``Animation`` made from such a spring reports what was replaced.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring.
    public let mass: Double
    /// The stiffness the spring moves by, `mass·(2π / duration)²`.
    let naturalStiffness: Double
    /// Defines how the spring's motion should be damped due to the forces of friction.
    ///
    /// Reducing it makes the spring overshoot its destination more; increasing it gives fewer
    /// and smaller oscillations.
    public let damping: Double
    /// What the initialiser replaced, to be reported by an animation using the spring.
    let problems: [String]

    private init(mass: Double, stiffness: Double, damping: Double, problems: [String]) {
        self.mass = mass
        self.naturalStiffness = stiffness
        self.damping = damping
        self.problems = problems
    }

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring, about its settling duration (for very bouncy
    ///     springs, the period of its oscillation).
    ///   - bounce: 0 for no bounce (critically damped), up to 1 (undamped oscillation);
    ///     negative values down to −1 for overdamped springs.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        var problems: [String] = []
        let bounce = Self.checkedBounce(bounce, &problems)
        guard duration.isFinite, duration > 0 else {
            if duration != 0 { problems.append("spring duration \(duration) is not 0 or more; the spring is instant") }
            self = Spring.instant(problems)
            return
        }
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let damping = bounce >= 0
            ? 4 * Double.pi * (1 - bounce) / duration
            : 4 * Double.pi / (duration * (1 + bounce))
        self.init(mass: 1, stiffness: stiffness, damping: damping, problems: problems)
    }

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring as an approximate duration in seconds:
    ///     `stiffness = (2π / response)²`.
    ///   - dampingRatio: The drag applied, as a fraction of the amount needed for critical
    ///     damping: `damping = 4π·dampingRatio / response`.
    public init(response: Double, dampingRatio: Double) {
        var problems: [String] = []
        var ratio = dampingRatio
        if !(ratio >= 0) {
            problems.append("damping ratio \(dampingRatio) is not 0 or more; 0 is used")
            ratio = 0
        }
        guard response.isFinite, response > 0 else {
            if response != 0 { problems.append("spring response \(response) is not 0 or more; the spring is instant") }
            self = Spring.instant(problems)
            return
        }
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, problems: problems)
    }

    /// Creates a spring with the specified mass, stiffness, and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the end of the spring.
    ///   - stiffness: The spring coefficient.
    ///   - damping: How the spring's motion is damped by friction.
    ///   - allowOverDamping: Whether a damping above the critical one is kept; when `false`
    ///     such a spring is critically damped instead.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        var problems: [String] = []
        var mass = mass, damping = damping
        if !(mass.isFinite && mass > 0) {
            problems.append("spring mass \(mass) is not a positive number; 1 is used")
            mass = 1
        }
        if !(damping >= 0) {
            problems.append("spring damping \(damping) is not 0 or more; 0 is used")
            damping = 0
        }
        guard stiffness.isFinite, stiffness > 0 else {
            problems.append("spring stiffness \(stiffness) is not a positive number; the spring is instant")
            self = Spring.instant(problems)
            return
        }
        let critical = 2 * (stiffness * mass).squareRoot()
        if !allowOverDamping, damping > critical { damping = critical }
        self.init(mass: mass, stiffness: stiffness, damping: damping, problems: problems)
    }

    /// Creates a spring that comes to rest in about `settlingDuration` seconds with the given
    /// damping ratio.
    ///
    /// The spring's response is found so that its settling duration (the time after which the
    /// value stays within `epsilon` of a target of 1) is `settlingDuration`: settling times
    /// scale with the response, so it is `settlingDuration` over the settling time of a spring
    /// of response 1 with that damping ratio. An undamped ratio (0) never settles; its
    /// response is then `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, epsilon: epsilon)
        let response = unitSettling.isFinite && unitSettling > 0 ? settlingDuration / unitSettling : settlingDuration
        self.init(response: response, dampingRatio: dampingRatio)
    }

    private static func instant(_ problems: [String]) -> Spring {
        Spring(mass: 1, stiffness: .infinity, damping: .infinity, problems: problems)
    }

    private static func checkedBounce(_ bounce: Double, _ problems: inout [String]) -> Double {
        if bounce.isNaN {
            problems.append("spring bounce is NaN; 0 is used")
            return 0
        }
        if bounce < -1 || bounce > 1 {
            let clamped = min(max(bounce, -1), 1)
            problems.append("spring bounce \(bounce) is outside -1...1; \(clamped) is used")
            return clamped
        }
        return bounce
    }

    /// The spring's natural angular frequency, `√(stiffness / mass)`; infinite for an instant
    /// spring.
    var angularFrequency: Double { naturalStiffness.isFinite ? (naturalStiffness / mass).squareRoot() : .infinity }

    /// The perceptual duration, which defines the pace of the spring: `2π·√(mass / stiffness)`.
    public var duration: TimeInterval { naturalStiffness.isFinite ? 2 * Double.pi / angularFrequency : 0 }

    /// The stiffness of the spring, defined as an approximate duration in seconds (the same as
    /// ``duration``).
    public var response: Double { duration }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical
    /// damping: `damping / (2·√(stiffness·mass))`.
    ///
    /// At 1 the spring decelerates to its target without oscillating; below 1 it oscillates.
    public var dampingRatio: Double {
        guard naturalStiffness.isFinite else { return 1 }
        guard damping.isFinite else { return .infinity }
        return damping / (2 * (naturalStiffness * mass).squareRoot())
    }

    /// The spring stiffness coefficient.
    ///
    /// Increasing the stiffness reduces the number of oscillations and the settling duration.
    /// For an overdamped spring this is SwiftUI's figure, `mass·ω²·(2ζ² − 1)` (ω the natural
    /// angular frequency, ζ the damping ratio: the sum of the squares of its two rates), not
    /// the `mass·ω²` it moves by; `Spring(duration: 0.5, bounce: -0.2).stiffness` is 335.6, as
    /// SwiftUI reports.
    public var stiffness: Double {
        let ratio = dampingRatio
        guard ratio > 1, ratio.isFinite else { return naturalStiffness }
        return naturalStiffness * (2 * ratio * ratio - 1)
    }

    /// How bouncy the spring is: `1 − dampingRatio` up to critical damping, `1 / dampingRatio − 1`
    /// beyond it (negative, down to −1).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The estimated duration required for the spring to be considered at rest: a target of
    /// 1, an initial velocity of 0 and an epsilon of 0.001.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth() }
    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { snappy() }
    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { bouncy() }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and small amount of bounce that feels more snappy
    /// and can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and higher amount of bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring {
    /// Calculates the value of the spring at a given time given a target amount of change,
    /// starting from zero with `initialVelocity` (per second).
    ///
    /// Times at or before 0 (and NaN) give the start, 0.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let basis = motion.basis(at: time)
        return scaled(target, 1 - basis.g) + scaled(initialVelocity, basis.h)
    }

    /// Calculates the velocity of the spring at a given time given a target amount of change.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let basis = motion.basis(at: time)
        return scaled(target, -basis.dg) + scaled(initialVelocity, basis.dh)
    }

    /// Calculates the value of the spring at a given time for a starting and ending value for
    /// the spring to travel.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Calculates the velocity of the spring at a given time for a starting and ending value
    /// for the spring to travel.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Calculates the force upon the spring given a current position, target, and velocity:
    /// `−k·(position − target) − damping·velocity`, with `k = mass·(2π / duration)²` the
    /// stiffness the spring moves by.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        guard naturalStiffness.isFinite else { return .zero }
        return scaled(position - target, -naturalStiffness) - scaled(velocity, damping.isFinite ? damping : 0)
    }

    /// Updates the current value and velocity of a spring moving towards `target`, `deltaTime`
    /// seconds later.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let basis = motion.basis(at: deltaTime)
        let displacement = value - target
        value = target + scaled(displacement, basis.g) + scaled(velocity, basis.h)
        velocity = scaled(displacement, basis.dg) + scaled(velocity, basis.dh)
    }

    /// The estimated duration required for the spring system to be considered at rest: the
    /// time from which the value stays within `epsilon` of `target` for good.
    ///
    /// An undamped spring never settles (`.infinity`); an instant one settles at 0.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        let start = target.magnitudeSquared.squareRoot(), speed = initialVelocity.magnitudeSquared.squareRoot()
        let motion = self.motion
        return motion.settlingTime(
            distance: { t in
                let basis = motion.basis(at: t)
                return (scaled(target, -basis.g) + scaled(initialVelocity, basis.h)).magnitudeSquared.squareRoot()
            },
            bound: { t in
                let bound = motion.envelope(at: t)
                return start * bound.g + speed * bound.h
            },
            epsilon: epsilon)
    }

    var motion: SpringMotion { SpringMotion(omega: angularFrequency, ratio: dampingRatio) }

    private func scaled<V: VectorArithmetic>(_ value: V, _ factor: Double) -> V {
        var copy = value
        copy.scale(by: factor)
        return copy
    }
}
