import Foundation
import Testing
@testable import Trellis

/// `Spring` (Sources/Trellis/Animation/Spring.swift, SpringMotion.swift).
///
/// Sources: Apple's `Spring` page (https://developer.apple.com/documentation/swiftui/spring,
/// its overview's worked conversions), the WWDC23 session "Animate with springs"
/// (https://developer.apple.com/videos/play/wwdc2023/10158/, duration and bounce to
/// stiffness and damping), and values of SwiftUI's own `Spring` recorded on macOS 26 with
/// Xcode 26 in the public test file `packages/motor/test/src/swiftui_presets_test.dart` of
/// github.com/whynotmake-it/rivership (stiffness and damping of each preset, and
/// `Spring.value(target: 1, initialVelocity: v, time: t)` at seven times, three velocities).
@Suite("Spring")
struct AnimationSpringTests {
    /// SwiftUI's recorded values (rivership's swiftui_presets_test.dart): a spring, its reported
    /// stiffness and damping, and `value(target: 1, initialVelocity: v, time: t)`.
    struct Recorded: Sendable, CustomTestStringConvertible {
        let name: String
        let spring: Spring
        let stiffness: Double
        let damping: Double
        let values: [Double: [Double]]
        var testDescription: String { name }
    }

    static let times: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0, 2.0]

    static let recorded: [Recorded] = [
        Recorded(name: "smooth", spring: .smooth, stiffness: 157.91367, damping: 25.132741, values: [
            0: [0.131311455, 0.357739556, 0.715415689, 0.890033939, 0.986399069, 0.999952689, 1.000000000],
            5: [0.264683478, 0.500044328, 0.796418281, 0.924615105, 0.991067675, 0.999970126, 1.000000000],
            -3: [0.051288242, 0.272356693, 0.666814134, 0.869285240, 0.983597904, 0.999942227, 1.000000000],
        ]),
        Recorded(name: "snappy", spring: .snappy, stiffness: 157.91367, damping: 21.36283, values: [
            0: [0.138210353, 0.388102446, 0.786369170, 0.956446594, 1.006019961, 0.999966082, 0.999999999],
            5: [0.282102531, 0.547648721, 0.872862894, 0.984495546, 1.005413684, 0.999971811, 0.999999999],
            -3: [0.051875046, 0.292374681, 0.734472936, 0.939617222, 1.006383727, 0.999962644, 0.999999999],
        ]),
        Recorded(name: "bouncy", spring: .bouncy, stiffness: 157.91367, damping: 17.592919, values: [
            0: [0.145715014, 0.423302123, 0.873710896, 1.033930362, 1.014498422, 1.000071597, 1.000000003],
            5: [0.301402882, 0.604019800, 0.967236896, 1.051218877, 1.007819113, 1.000108301, 0.999999993],
            -3: [0.052302293, 0.314871517, 0.817595295, 1.023557253, 1.018506007, 1.000049575, 1.000000009],
        ]),
        Recorded(name: "duration 0.15, bounce 0.15", spring: Spring(duration: 0.15, bounce: 0.15),
                 stiffness: 1754.596338, damping: 71.209433, values: [
            0: [0.681165993, 0.979974982, 1.001484021, 0.999966082, 1.000000029, 1.000000000, 1.000000000],
            5: [0.715270092, 0.985157485, 1.001309067, 0.999967801, 1.000000025, 1.000000000, 1.000000000],
            -3: [0.660703534, 0.976865480, 1.001588993, 0.999965051, 1.000000032, 1.000000000, 1.000000000],
        ]),
        Recorded(name: "smooth(extraBounce: 0.2)", spring: .smooth(extraBounce: 0.2),
                 stiffness: 157.91367, damping: 20.106193, values: [
            0: [0.140641428, 0.399251268, 0.813403338, 0.980893462, 1.010450575, 0.999932103, 1.000000000],
            5: [0.288315231, 0.565367394, 0.902027103, 1.005930773, 1.007893017, 0.999959255, 1.000000001],
            -3: [0.052037147, 0.299581592, 0.760229079, 0.965871075, 1.011985109, 0.999915811, 1.000000000],
        ]),
        Recorded(name: "snappy(extraBounce: 0.1)", spring: .snappy(extraBounce: 0.1),
                 stiffness: 157.91367, damping: 18.849556, values: [
            0: [0.143142149, 0.410971610, 0.842441248, 1.006675887, 1.013394131, 0.999953595, 1.000000010],
            5: [0.294745580, 0.584130658, 0.933395211, 1.028158854, 1.008805502, 0.999997139, 1.000000007],
            -3: [0.052180091, 0.307076181, 0.787868871, 0.993786106, 1.016147308, 0.999927469, 1.000000012],
        ]),
        Recorded(name: "bouncy(extraBounce: 0.2)", spring: .bouncy(extraBounce: 0.2),
                 stiffness: 157.91367, damping: 12.566371, values: [
            0: [0.156781542, 0.479612147, 1.026971950, 1.161460828, 0.989822129, 1.001281480, 1.000002949],
            5: [0.330503698, 0.696734531, 1.134466558, 1.152884978, 0.975014149, 1.000428951, 1.000003307],
            -3: [0.052548248, 0.349338717, 0.962475186, 1.166606339, 0.998706917, 1.001792997, 1.000002734],
        ]),
        // Negative bounces (overdamped): SwiftUI reports a `stiffness` its motion does not use,
        // mass·ω²·(2ζ² − 1); the motion and damping follow the WWDC23 relations (ω = 2π / 0.5).
        // See docs/semantics.md, "Animation: Springs".
        Recorded(name: "bouncy(extraBounce: -0.5)", spring: .bouncy(extraBounce: -0.5),
                 stiffness: 335.56655, damping: 31.415927, values: [
            0: [0.120999593, 0.315683409, 0.622707749, 0.797729428, 0.942382605, 0.997510076, 0.999995350],
            5: [0.239249898, 0.435708916, 0.696462304, 0.837864143, 0.953844528, 0.998005431, 0.999996275],
            -3: [0.050049410, 0.243668105, 0.578455016, 0.773648599, 0.935505451, 0.997212864, 0.999994795],
        ]),
        Recorded(name: "smooth(extraBounce: -0.3)", spring: .smooth(extraBounce: -0.3),
                 stiffness: 486.631923, damping: 35.903916, values: [
            0: [0.114430257, 0.290825711, 0.570395351, 0.742605813, 0.907764486, 0.992911329, 0.999958131],
            5: [0.223439398, 0.398566910, 0.639854204, 0.784412399, 0.922751267, 0.994063126, 0.999964934],
            -3: [0.049024772, 0.226180992, 0.528720039, 0.717521861, 0.898772418, 0.992220251, 0.999954049],
        ]),
    ]

    @Test("a spring moves as SwiftUI's recorded Spring.value does", arguments: recorded)
    func valueMatchesSwiftUI(_ case: Recorded) {
        for (velocity, values) in `case`.values {
            for (time, expected) in zip(Self.times, values) {
                let value = `case`.spring.value(target: 1.0, initialVelocity: velocity, time: time)
                #expect(abs(value - expected) < 1e-8, "\(`case`.name), v0 \(velocity), t \(time): \(value)")
            }
        }
    }

    @Test("a preset's stiffness, damping and mass are SwiftUI's recorded ones", arguments: recorded)
    func presetParametersMatchSwiftUI(_ case: Recorded) {
        #expect(`case`.spring.mass == 1)
        #expect(abs(`case`.spring.damping - `case`.damping) < 1e-5)
        #expect(abs(`case`.spring.stiffness - `case`.stiffness) < 1e-5)
    }

    @Test("duration 0.5 and bounce 0.3 give stiffness 157.9 and damping 17.6 (Apple's Spring overview)")
    func durationAndBounceToPhysics() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.damping * 10).rounded() / 10 == 17.6)
    }

    @Test("mass 1, stiffness 100 and damping 10 give duration 0.63 and bounce 0.5 (Apple's Spring overview)")
    func physicsToDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect((spring.duration * 100).rounded() / 100 == 0.63)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        #expect(spring.response == spring.duration)
    }

    @Test("a negative bounce is the overdamped ratio 1 / (1 + bounce) and reads back")
    func negativeBounceRoundTrips() {
        let spring = Spring(duration: 0.4, bounce: -0.25)
        #expect(abs(spring.dampingRatio - 1 / 0.75) < 1e-12)
        #expect(abs(spring.bounce - -0.25) < 1e-12)
        #expect(abs(spring.duration - 0.4) < 1e-12)
    }

    @Test("response and damping ratio set stiffness (2π / response)² and damping 4π·ratio / response")
    func responseAndRatio() {
        let spring = Spring(response: 0.8, dampingRatio: 0.6)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.8, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.6 / 0.8) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    }

    @Test("an overdamped spring moves by mass·ω² though it reports SwiftUI's mass·ω²·(2ζ² − 1)")
    func overdampedStiffness() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true)
        let ratio = 40 / (2 * (50.0 * 2).squareRoot())
        #expect(abs(spring.stiffness - 50 * (2 * ratio * ratio - 1)) < 1e-9)
        #expect(abs(spring.duration - 2 * .pi * (2.0 / 50).squareRoot()) < 1e-12)
        let force: Double = spring.force(target: 0.0, position: 1.0, velocity: 0.0)
        #expect(abs(force - -50) < 1e-12)
        #expect(Spring(mass: 2, stiffness: 50, damping: 10).stiffness == 50)
    }

    @Test("overdamping is critical damping unless allowed")
    func overDampingClampsUnlessAllowed() {
        #expect(abs(Spring(stiffness: 100, damping: 50).dampingRatio - 1) < 1e-12)
        #expect(abs(Spring(stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio - 2.5) < 1e-12)
    }

    @Test("an underdamped spring follows the damped oscillator's closed form")
    func underdampedClosedForm() {
        // x(t) = 1 − e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t), written out here on its own.
        let spring = Spring(duration: 0.6, bounce: 0.4)
        let omega = 2 * Double.pi / 0.6, ratio = 0.6
        let damped = omega * (1 - ratio * ratio).squareRoot()
        for time in [0.03, 0.15, 0.31, 0.7] {
            let expected = 1 - exp(-ratio * omega * time) * (cos(damped * time) + ratio * omega / damped * sin(damped * time))
            #expect(abs(spring.value(target: 1.0, time: time) - expected) < 1e-12)
        }
    }

    @Test("velocity is the derivative of value")
    func velocityIsDerivative() {
        for spring in [Spring.smooth, .bouncy, .smooth(extraBounce: -0.4)] {
            for time in [0.02, 0.1, 0.25, 0.6] {
                let h = 1e-6
                let slope = (spring.value(target: 2.0, initialVelocity: 3.0, time: time + h)
                    - spring.value(target: 2.0, initialVelocity: 3.0, time: time - h)) / (2 * h)
                #expect(abs(spring.velocity(target: 2.0, initialVelocity: 3.0, time: time) - slope) < 1e-4)
            }
        }
    }

    @Test("a spring starts at 0 with its initial velocity")
    func startsAtRestPoint() {
        let spring = Spring.snappy
        #expect(spring.value(target: 5.0, initialVelocity: 2.0, time: 0) == 0)
        #expect(spring.velocity(target: 5.0, initialVelocity: 2.0, time: 0) == 2)
        #expect(spring.value(target: 5.0, time: -1) == 0)
        #expect(spring.value(target: 5.0, time: .nan) == 0)
    }

    @Test("from and to values interpolate by the unit spring")
    func fromValueToValue() {
        let spring = Spring.bouncy
        let unit = spring.value(target: 1.0, time: 0.2)
        let angle = spring.value(
            fromValue: Angle(radians: 10), toValue: Angle(radians: 30), initialVelocity: Angle(radians: 0), time: 0.2)
        #expect(abs(angle.radians - (10 + 20 * unit)) < 1e-12)
    }

    @Test("two updates of 0.1 s land where one of 0.2 s does")
    func updateSteps() {
        let spring = Spring.bouncy
        var (value, velocity) = (0.0, 0.0)
        spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.1)
        spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.1)
        #expect(abs(value - spring.value(target: 1.0, time: 0.2)) < 1e-12)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.2)) < 1e-9)
    }

    @Test("force is −stiffness·displacement − damping·velocity")
    func force() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let force: Double = spring.force(target: 1.0, position: 0.5, velocity: 2.0)
        let expected: Double = 100 * 0.5 - 10 * 2
        #expect(abs(force - expected) < 1e-12)
    }

    @Test("after its settling duration a spring stays within 0.001 of its target, and not just before")
    func settlingDuration() {
        for spring in [Spring.smooth, .snappy, .bouncy, .bouncy(extraBounce: 0.3), .smooth(extraBounce: -0.5)] {
            let settle = spring.settlingDuration
            #expect(settle > 0 && settle < 5)
            let after = stride(from: settle, through: settle + 3, by: 0.001).map { abs(spring.value(target: 1.0, time: $0) - 1) }
            #expect(after.allSatisfy { $0 <= 0.001 + 1e-9 })
            let before = stride(from: settle - 0.02, to: settle, by: 0.0005).map { abs(spring.value(target: 1.0, time: $0) - 1) }
            #expect(before.contains { $0 > 0.001 })
        }
    }

    @Test("a critically damped spring settles where 1 − (1 + ωt)·e^(−ωt) is 0.999")
    func criticalSettlingClosedForm() {
        let settle = Spring.smooth.settlingDuration
        let omega = 4 * Double.pi
        #expect(abs((1 + omega * settle) * exp(-omega * settle) - 0.001) < 1e-9)
    }

    @Test("a spring made for a settling duration settles in it")
    func settlingDurationInitialiser() {
        for ratio in [0.5, 1.0, 1.5] {
            let spring = Spring(settlingDuration: 0.8, dampingRatio: ratio)
            #expect(abs(spring.settlingDuration - 0.8) < 1e-6)
            #expect(abs(spring.dampingRatio - ratio) < 1e-9)
        }
    }

    @Test("an undamped spring never settles")
    func undampedNeverSettles() {
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test("a bad duration makes an instant spring, a bad bounce is replaced, each noted")
    func badInput() {
        let instant = Spring(duration: .nan)
        #expect(instant.value(target: 3.0, time: 0.001) == 3)
        #expect(instant.settlingDuration == 0)
        #expect(!instant.problems.isEmpty)
        #expect(Spring(duration: 0).problems.isEmpty)
        let clamped = Spring(duration: 0.5, bounce: 4)
        #expect(clamped.bounce == Spring(duration: 0.5, bounce: 1).bounce)
        #expect(clamped.problems.count == 1)
        let nanBounce = Spring(duration: 0.5, bounce: .nan)
        #expect(nanBounce.damping == Spring(duration: 0.5, bounce: 0).damping)
        #expect(nanBounce.problems.count == 1)
        #expect(Spring(mass: -1, stiffness: 100, damping: -3).problems.count == 2)
    }
}
