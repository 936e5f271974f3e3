import Foundation
import Testing
@testable import Trellis

/// An animation's fraction over time and settling time (Sources/Trellis/Animation/AnimationTiming.swift).
///
/// Sources: Apple's Animation pages (https://developer.apple.com/documentation/swiftui/animation):
/// `default` is `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` since iOS 17;
/// the static `spring` and `interactiveSpring` "use the default parameter values"; `easeIn`,
/// `easeOut`, `easeInOut` last 0.35 s; `smooth`, `snappy` and `bouncy` have base bounces 0,
/// 0.15 and 0.3 and a default duration of 0.5. That `spring()` is the duration form (the
/// response form is `@_disfavoredOverload`), that the duration form is the response form with
/// a damping fraction of `1 − bounce`, and interactiveSpring's base bounce of 0.15, are
/// SwiftUI's inlined interface code as OpenSwiftUI re-types it
/// (Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift in
/// github.com/OpenSwiftUIProject/OpenSwiftUI). The order of modifiers (`delay` inside
/// `repeatForever` delays every repetition) is our reading of animations as composed values;
/// it is not measured here.
@Suite("Animation timing")
struct AnimationTimingTests {
    @Test("the default animation is the spring of response 0.55 and damping fraction 1")
    func defaultIsSpring() {
        let spring = Spring(response: 0.55, dampingRatio: 1)
        for time in [0.05, 0.2, 0.4] {
            #expect(Animation.default.fraction(at: time) == spring.value(target: 1.0, time: time))
        }
        #expect(Animation.default.settlingTime == spring.settlingDuration)
    }

    @Test("the static spring and interactiveSpring are the duration forms with their default parameters")
    func staticSprings() {
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.spring.fraction(at: 0.2) == Spring(duration: 0.5).value(target: 1.0, time: 0.2))
        #expect(Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) != .interactiveSpring)
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.linear.settlingTime == 0.35)
    }

    @Test("a spring's duration form equals its response form")
    func springForms() {
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(response: 0.4, dampingFraction: 0.8))
        #expect(Animation.spring(duration: 0.4, bounce: -0.5) == .spring(response: 0.4, dampingFraction: 2))
        #expect(Animation.bouncy == .spring(Spring.bouncy))
        #expect(Animation.snappy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.25))
    }

    @Test("smooth, snappy and bouncy are springs of duration 0.5 and bounce 0, 0.15 and 0.3")
    func presets() {
        for (animation, bounce) in [(Animation.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3), (.bouncy(extraBounce: 0.1), 0.4)] {
            let spring = Spring(duration: 0.5, bounce: bounce)
            #expect(abs(animation.fraction(at: 0.17) - spring.value(target: 1.0, time: 0.17)) < 1e-12)
        }
    }

    @Test("an interpolating spring starts with its initial velocity")
    func interpolatingSpringVelocity() {
        let animation = Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 4)
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        #expect(animation.fraction(at: 0.1) == spring.value(target: 1.0, initialVelocity: 4.0, time: 0.1))
        let byDuration = Animation.interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: -1)
        #expect(byDuration.fraction(at: 0.1) == Spring(duration: 0.4, bounce: 0.2).value(target: 1.0, initialVelocity: -1.0, time: 0.1))
    }

    @Test("a spring animation is done once its spring settles")
    func springSettles() {
        let animation = Animation.spring(Spring.bouncy)
        let settle = Spring.bouncy.settlingDuration
        #expect(animation.settlingTime == settle)
        #expect(animation.fraction(at: settle) == 1)
        #expect(animation.fraction(at: settle - 0.01) != 1)
        #expect(animation.fraction(at: 0.3) > 1)
    }

    @Test("a curve animation is 0 at and before its start and 1 from its end")
    func endsOfACurve() {
        let animation = Animation.easeIn(duration: 0.4)
        #expect(animation.fraction(at: 0) == 0)
        #expect(animation.fraction(at: -1) == 0)
        #expect(animation.fraction(at: .nan) == 0)
        #expect(animation.fraction(at: 0.4) == 1)
        #expect(animation.fraction(at: 7) == 1)
        #expect(animation.settlingTime == 0.4)
    }

    @Test("a delay shifts the animation and adds to its settling time")
    func delay() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(animation.fraction(at: 0.5) == 0)
        #expect(animation.fraction(at: 1) == 0.5)
        #expect(animation.settlingTime == 1.5)
    }

    @Test("speed scales time, and the delay inside it")
    func speed() {
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(fast.fraction(at: 0.25) == 0.5)
        #expect(fast.settlingTime == 0.5)
        #expect(Animation.linear(duration: 1).delay(1).speed(2).settlingTime == 1)
        #expect(Animation.linear(duration: 1).speed(2).delay(1).settlingTime == 1.5)
        #expect(Animation.linear.delay(1).speed(2) != Animation.linear.speed(2).delay(1))
    }

    @Test("repeating with autoreverse plays every other cycle backwards and ends at the end")
    func repeatAutoreverses() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(animation.fraction(at: 0.25) == 0.25)
        #expect(animation.fraction(at: 1.25) == 0.75)
        #expect(animation.fraction(at: 2.25) == 0.25)
        #expect(animation.settlingTime == 3)
        let even = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(even.fraction(at: 1.9) < 0.2)
        #expect(even.fraction(at: 2) == 1)
    }

    @Test("repeating without autoreverse restarts each cycle")
    func repeatRestarts() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(animation.fraction(at: 1.25) == 0.25)
        #expect(animation.settlingTime == 2)
    }

    @Test("repeating for ever never settles")
    func repeatForever() {
        let animation = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        #expect(animation.settlingTime == .infinity)
        #expect(abs(animation.fraction(at: 10.25) - 0.25) < 1e-9)
        #expect(Animation.linear(duration: 1).repeatForever().fraction(at: 11.25) == 0.75)
    }

    @Test("a delay inside a repetition waits before every cycle")
    func delayInsideRepeat() {
        let animation = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
        #expect(animation.fraction(at: 1.5) == 0.5)
        #expect(animation.fraction(at: 2.5) == 0)
        #expect(animation.fraction(at: 3.5) == 0.5)
        #expect(animation.settlingTime == 4)
        #expect(Animation.linear(duration: 1).repeatCount(2, autoreverses: false).delay(1).settlingTime == 3)
    }

    @Test("bad durations, delays, speeds and counts are replaced and reported")
    func badParameters() {
        let instant = Animation.linear(duration: -1)
        #expect(instant.fraction(at: 0.001) == 1)
        #expect(instant.settlingTime == 0)
        #expect(instant.problems.count == 1)
        #expect(Animation.linear(duration: 0).problems.isEmpty)
        #expect(Animation.linear(duration: 1).speed(0).settlingTime == 1)
        #expect(Animation.linear(duration: 1).speed(.nan).problems.count == 1)
        #expect(Animation.linear(duration: 1).delay(.nan).settlingTime == 1)
        #expect(Animation.linear(duration: 1).repeatCount(0).settlingTime == 1)
        #expect(Animation.spring(duration: .infinity).problems.count == 1)
        #expect(Animation.easeIn.problems.isEmpty)
    }

    @Test("an animation's problems become diagnostics of the view that animates")
    func diagnostics() {
        let diagnostics = Animation.linear(duration: .nan).speed(-1).diagnostics(at: "VStack / Color[0]")
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidModifierValue && $0.view == "VStack / Color[0]" })
        #expect(Animation.snappy.diagnostics(at: "VStack").isEmpty)
    }

    @Test("the description shows the curve and its modifiers in order")
    func description() {
        #expect(Animation.linear(duration: 0.3).delay(0.1).repeatCount(2, autoreverses: false).description
            == "linear(duration: 0.3).delay(0.1).repeatCount(2, autoreverses: false)")
    }
}
