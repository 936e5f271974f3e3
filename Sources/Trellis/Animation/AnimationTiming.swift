import Foundation

extension Animation {
    /// The fraction of the change done `time` seconds after the animation starts: 0 at and
    /// before the start (delay included) and for a NaN time, 1 once settled; springs
    /// overshoot. Repeats and autoreverse included; `speed` applied.
    ///
    /// To evaluate one animation at many times, build its ``timing`` once.
    func fraction(at time: Double) -> Double { timing.fraction(at: time) }

    /// Seconds from the start until the animation settles (delay, speed and repeats
    /// included); `.infinity` for `repeatForever` and for an undamped spring.
    var settlingTime: Double { timing.settlingTime }

    /// What was wrong with the animation's parameters and what was used instead, one sentence
    /// each (empty for a well-formed animation).
    var problems: [String] { timing.problems }

    /// The animation's timing, with its spring's settling time worked out once.
    var timing: AnimationTiming { AnimationTiming(self) }

    /// The animation's ``problems`` as diagnostics (`invalidModifierValue`) of the view at
    /// `path`, for the layout that animates with it to report.
    func diagnostics(at path: String) -> [LayoutDiagnostic] {
        problems.map { LayoutDiagnostic(kind: .invalidModifierValue, view: path, message: $0) }
    }
}

/// An animation's timing, prepared for evaluation: the base curve with its duration and the
/// modifiers, innermost first, with bad values replaced.
struct AnimationTiming {
    /// The timing curve before any modifier.
    enum Base {
        /// A unit curve stretched over a duration (0: done at once).
        case curve(UnitCurve, duration: Double)
        /// A spring moving from 0 to 1, done once it stays within 0.001 of 1.
        case spring(Spring, initialVelocity: Double, settling: Double)

        var duration: Double {
            switch self {
            case .curve(_, let duration): return duration
            case .spring(_, _, let settling): return settling
            }
        }

        func progress(at time: Double) -> Double {
            guard time > 0 else { return 0 }
            guard time < duration else { return 1 }
            switch self {
            case .curve(let curve, let duration): return curve.value(at: time / duration)
            case .spring(let spring, let velocity, _): return spring.value(target: 1.0, initialVelocity: velocity, time: time)
            }
        }
    }

    /// A modifier with the duration of everything inside it.
    struct Layer {
        let modifier: Animation.Modifier
        let inner: Double
    }

    let base: Base
    let layers: [Layer]
    let settlingTime: Double
    let problems: [String]

    init(_ animation: Animation) {
        var problems: [String] = []
        base = Self.base(of: animation.curve, &problems)
        var duration = base.duration
        var layers: [Layer] = []
        for modifier in animation.modifiers {
            let checked = Self.checked(modifier, &problems)
            layers.append(Layer(modifier: checked, inner: duration))
            switch checked {
            case .delay(let delay): duration += delay
            case .speed(let speed): duration /= speed
            case .repetition(let count, _):
                if duration > 0, duration.isFinite { duration = count.map { Double($0) * duration } ?? .infinity }
            }
        }
        self.layers = layers
        settlingTime = duration
        self.problems = problems
    }

    /// The largest fraction, either way, an animation reaches: a spring thrown this far past
    /// its change is held there, so that no frame it moves becomes infinite.
    static let farthestFraction = 1e6

    /// The fraction done at `time` seconds (see ``Animation/fraction(at:)``); where it cannot
    /// be worked out (an undamped spring at 10³⁰⁸ seconds), 1: the end.
    func fraction(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < settlingTime else { return 1 }
        let fraction = value(at: time, depth: layers.count)
        guard fraction.isFinite else { return 1 }
        return min(max(fraction, -Self.farthestFraction), Self.farthestFraction)
    }

    private func value(at time: Double, depth: Int) -> Double {
        guard depth > 0 else { return base.progress(at: time) }
        let layer = layers[depth - 1]
        switch layer.modifier {
        case .delay(let delay): return value(at: time - delay, depth: depth - 1)
        case .speed(let speed): return value(at: time * speed, depth: depth - 1)
        case .repetition(let count, let autoreverses):
            let cycle = layer.inner
            guard time > 0 else { return 0 }
            guard cycle > 0, cycle.isFinite else { return value(at: time, depth: depth - 1) }
            let index = (time / cycle).rounded(.down)
            if let count, index >= Double(count) { return 1 }
            let local = time - index * cycle
            let reversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
            return value(at: reversed ? cycle - local : local, depth: depth - 1)
        }
    }

    private static func base(of curve: Animation.Curve, _ problems: inout [String]) -> Base {
        func duration(_ value: Double) -> Double {
            if value.isFinite, value >= 0 { return value }
            problems.append("animation duration \(value) is not 0 or more; 0 is used")
            return 0
        }
        func velocity(_ value: Double) -> Double {
            let fastest = farthestFraction
            guard value.isFinite else {
                problems.append("initial velocity \(value) is not a finite number; 0 is used")
                return 0
            }
            guard abs(value) <= fastest else {
                let used = value < 0 ? -fastest : fastest
                problems.append("initial velocity \(value) is beyond ±\(Int(fastest)); \(Int(used)) is used")
                return used
            }
            return value
        }
        func spring(_ spring: Spring, _ initialVelocity: Double = 0) -> Base {
            problems += spring.problems
            let velocity = velocity(initialVelocity)
            return .spring(spring, initialVelocity: velocity, settling: SettlingTimes.shared.time(of: spring, velocity))
        }
        switch curve {
        case .default: return spring(Spring(response: 0.55, dampingRatio: 1))
        case .linear(let d): return .curve(.linear, duration: duration(d))
        case .easeIn(let d): return .curve(.easeIn, duration: duration(d))
        case .easeOut(let d): return .curve(.easeOut, duration: duration(d))
        case .easeInOut(let d): return .curve(.easeInOut, duration: duration(d))
        case .timingCurve(let p1x, let p1y, let p2x, let p2y, let d):
            if ![p1x, p1y, p2x, p2y].allSatisfy(\.isFinite) {
                problems.append("timing curve control point (\(p1x), \(p1y)), (\(p2x), \(p2y)) is not finite; NaN counts as 0")
            }
            let start = UnitPoint(x: p1x, y: p1y), end = UnitPoint(x: p2x, y: p2y)
            return .curve(.bezier(startControlPoint: start, endControlPoint: end), duration: duration(d))
        case .unitCurve(let curve, let d): return .curve(curve, duration: duration(d))
        case .spring(let response, let fraction, _): return spring(Spring(response: response, dampingRatio: fraction))
        case .interpolatingSpring(let mass, let stiffness, let damping, let v):
            return spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), v)
        case .interpolatingSpringDuration(let d, let bounce, let v): return spring(Spring(duration: d, bounce: bounce), v)
        case .interpolatingSpringValue(let value, let v): return spring(value, v)
        }
    }

    private static func checked(_ modifier: Animation.Modifier, _ problems: inout [String]) -> Animation.Modifier {
        switch modifier {
        case .delay(let delay) where !(delay.isFinite && delay >= 0):
            problems.append("animation delay \(delay) is not 0 or more; 0 is used")
            return .delay(0)
        case .speed(let speed) where !(speed.isFinite && speed > 0):
            problems.append("animation speed \(speed) is not a positive number; 1 is used")
            return .speed(1)
        case .repetition(let count?, let autoreverses) where count < 1:
            problems.append("repeat count \(count) is below 1; 1 is used")
            return .repetition(count: 1, autoreverses: autoreverses)
        default: return modifier
        }
    }
}

/// The settling times of the springs animations used lately, so that evaluating an animation
/// at many times (each call to ``Animation/fraction(at:)`` prepares its timing) finds its
/// spring's settling time once: finding it samples the spring a thousand times or so.
final class SettlingTimes: @unchecked Sendable {
    static let shared = SettlingTimes()

    private struct Key: Hashable {
        let mass, stiffness, damping, velocity: Double
    }

    private let lock = NSLock()
    private var times: [Key: Double] = [:]

    /// The time a spring moving from 0 to 1 at `velocity` takes to stay within 0.001 of 1.
    func time(of spring: Spring, _ velocity: Double) -> Double {
        let key = Key(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: velocity)
        if let time = lock.withLock({ times[key] }) { return time }
        let time = spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: 0.001)
        lock.withLock {
            if times.count >= 256 { times.removeAll(keepingCapacity: true) }
            times[key] = time
        }
        return time
    }
}
