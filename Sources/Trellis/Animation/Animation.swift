import Foundation

/// The way a view changes over time.
///
/// A layout is a snapshot: Trellis gives the frames at the end of every change, so an
/// animation changes no frame. Its curve and parameters are kept as written (equal animations
/// compare equal) for code that reads them.
///
/// ```swift
/// withAnimation(.spring(duration: 0.3, bounce: 0.2)) { isExpanded.toggle() }
/// ```
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
        case springDuration(duration: Double, bounce: Double, blendDuration: Double)
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    let curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    /// How many times it repeats (`nil`: forever), and whether it reverses each time.
    var repetition: (count: Int?, autoreverses: Bool)?

    init(_ curve: Curve) { self.curve = curve }

    /// A readable form of the animation, e.g. `easeInOut(duration: 0.35)`.
    public var description: String { "\(curve)" }

    /// Whether two animations have the same curve, parameters, delay, speed and repetition.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.curve == rhs.curve && lhs.delay == rhs.delay && lhs.speed == rhs.speed
            && lhs.repetition?.count == rhs.repetition?.count && lhs.repetition?.autoreverses == rhs.repetition?.autoreverses
    }

    /// The platform's default animation.
    public static let `default` = Animation(.default)
    /// An animation at constant speed, over 0.35 seconds.
    public static let linear = Animation(.linear(duration: 0.35))
    /// An animation that starts slowly, over 0.35 seconds.
    public static let easeIn = Animation(.easeIn(duration: 0.35))
    /// An animation that ends slowly, over 0.35 seconds.
    public static let easeOut = Animation(.easeOut(duration: 0.35))
    /// An animation that starts and ends slowly, over 0.35 seconds.
    public static let easeInOut = Animation(.easeInOut(duration: 0.35))
    /// A spring with the system's default response and damping.
    public static let spring = Animation(.spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
    /// A spring with a predefined duration and small bounce.
    public static let smooth = Animation(.springDuration(duration: 0.5, bounce: 0, blendDuration: 0))
    /// A spring with a predefined duration and small bounce.
    public static let snappy = Animation(.springDuration(duration: 0.5, bounce: 0.15, blendDuration: 0))
    /// A spring with a predefined duration and higher bounce.
    public static let bouncy = Animation(.springDuration(duration: 0.5, bounce: 0.3, blendDuration: 0))
    /// A spring with a short response, for interactive changes.
    public static let interactiveSpring = Animation(.spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))

    /// An animation at constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.linear(duration: duration)) }
    /// An animation that starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.easeIn(duration: duration)) }
    /// An animation that ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(.easeOut(duration: duration)) }
    /// An animation that starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(.easeInOut(duration: duration)) }

    /// An animation along a cubic Bézier timing curve with control points (c0x, c0y), (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// A spring given by its response, damping fraction and blend duration.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring given by its perceptual duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.springDuration(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A spring given by its physical parameters.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// A smooth spring of the given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of the given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of the given duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }

    /// The animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed *= speed
        return animation
    }

    /// The animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repetition = (repeatCount, autoreverses)
        return animation
    }

    /// The animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repetition = (nil, autoreverses)
        return animation
    }
}

/// Returns the result of running `body`, with `animation` for the changes it makes.
///
/// `body` runs at once: its state changes take effect, and a layout made after shows their end
/// state (a layout is a snapshot; nothing moves).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
