import Foundation
import Testing
@testable import Trellis

// `VectorArithmetic.scaled(by:)`, `interpolate(towards:amount:)` and `interpolated(towards:amount:)`
// (Apple documents `self + (other - self) * amount`), the `_animatableValue` subscripts the
// `@Animatable` macro uses, and the springs' `fromValue:toValue:` forms.

private struct Box: Animatable {
    var width: Double
    var corner: AnimatablePair<Double, Double>
    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(width, corner) }
        set { (width, corner) = (newValue.first, newValue.second) }
    }
}

@Suite("Vector arithmetic helpers")
struct VectorArithmeticHelpersTests {
    @Test("scaled(by:) multiplies every component")
    func scaledMultipliesComponents() {
        let pair = AnimatablePair(2.0, -3.0).scaled(by: 1.5)
        #expect(pair == AnimatablePair(3.0, -4.5))
    }

    @Test("interpolated(towards:amount:) goes the amount of the way, extrapolating beyond 1")
    func interpolatedGoesTheAmount() {
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 1.5) == 25)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0) == 10)
    }

    @Test("interpolate(towards:amount:) changes the value in place")
    func interpolateChangesInPlace() {
        var value = AnimatablePair(0.0, 100.0)
        value.interpolate(towards: AnimatablePair(10.0, 0.0), amount: 0.5)
        #expect(value == AnimatablePair(5.0, 50.0))
    }

    @Test("the animatable value subscript reads and writes a vector property")
    func animatableValueSubscriptReadsAndWrites() {
        var box = Box(width: 4, corner: AnimatablePair(1, 2))
        #expect(box[_animatableValue: \.width] == 4)
        box[_animatableValue: \.corner] = AnimatablePair(7, 8)
        #expect(box.corner == AnimatablePair(7, 8))
        #expect(Box[_animatableType: \.width] == Double.self)
    }

    @Test("a spring's force from values is the force on their difference")
    func forceFromValuesMatchesTargetForm() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let fromValues = spring.force(fromValue: 10.0, toValue: 30.0, position: 15.0, velocity: 4.0)
        let fromTarget = spring.force(target: 20.0, position: 5.0, velocity: 4.0)
        #expect(fromValues == fromTarget)
        #expect(fromValues > 0)   // pulled towards the target
    }

    @Test("a spring's settling duration from values is the one for their difference")
    func settlingDurationFromValuesMatchesTargetForm() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let fromValues = spring.settlingDuration(fromValue: 5.0, toValue: 105.0, initialVelocity: 0.0, epsilon: 0.01)
        #expect(fromValues == spring.settlingDuration(target: 100.0, epsilon: 0.01))
        #expect(fromValues > 0.5)
    }
}
