import Foundation
import Testing
@testable import Trellis

/// `UnitCurve` and the Bézier timing curves (Sources/Trellis/Animation/UnitCurve.swift).
///
/// Sources: Apple's UnitCurve pages (https://developer.apple.com/documentation/swiftui/unitcurve:
/// easeIn's control points (0.42, 0), (1, 1); easeOut's (0, 0), (0.58, 1); easeInOut's
/// (0.42, 0), (0.58, 1); the circular curves as quarters of a unit circle; x components of
/// control points clamped to [0, 1]), which are Core Animation's
/// (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout:
/// "a Bézier timing function with the control points (0.42,0.0) and (0.58,1.0)").
@Suite("Timing curves")
struct AnimationCurveTests {
    /// The cubic Bézier's y at x, found here independently: the curve's parametric form
    /// `B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³` bisected on t for 200 steps.
    static func reference(_ p1: (Double, Double), _ p2: (Double, Double), x: Double) -> Double {
        func point(_ t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            return (3 * u * u * t * p1.0 + 3 * u * t * t * p2.0 + t * t * t,
                    3 * u * u * t * p1.1 + 3 * u * t * t * p2.1 + t * t * t)
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if point(middle).x < x { low = middle } else { high = middle }
        }
        return point((low + high) / 2).y
    }

    static let samples: [Double] = [0, 0.05, 0.1, 0.25, 0.333, 0.5, 0.62, 0.75, 0.9, 0.99, 1]

    @Test("easeInOut follows the Bézier with control points (0.42, 0) and (0.58, 1)")
    func easeInOut() {
        for x in Self.samples {
            #expect(abs(UnitCurve.easeInOut.value(at: x) - Self.reference((0.42, 0), (0.58, 1), x: x)) < 1e-9)
        }
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        #expect(UnitCurve.easeInEaseOut == .easeInOut)
    }

    @Test("easeIn follows the Bézier with control points (0.42, 0) and (1, 1)")
    func easeIn() {
        for x in Self.samples {
            #expect(abs(UnitCurve.easeIn.value(at: x) - Self.reference((0.42, 0), (1, 1), x: x)) < 1e-9)
        }
    }

    @Test("easeOut follows the Bézier with control points (0, 0) and (0.58, 1)")
    func easeOut() {
        for x in Self.samples {
            #expect(abs(UnitCurve.easeOut.value(at: x) - Self.reference((0, 0), (0.58, 1), x: x)) < 1e-9)
        }
    }

    @Test("a custom Bézier follows its control points, even one overshooting in y")
    func customBezier() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.4), endControlPoint: UnitPoint(x: 0.6, y: 1.5))
        for x in Self.samples {
            #expect(abs(curve.value(at: x) - Self.reference((0.3, -0.4), (0.6, 1.5), x: x)) < 1e-9)
        }
    }

    @Test("control points' x components are clamped to 0...1")
    func controlPointsClamped() {
        let wide = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 0.2), endControlPoint: UnitPoint(x: 1.5, y: 0.9))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0.2), endControlPoint: UnitPoint(x: 1, y: 0.9))
        for x in Self.samples { #expect(abs(wide.value(at: x) - clamped.value(at: x)) < 1e-12) }
    }

    @Test("the circular curves are quarters of a unit circle")
    func circular() {
        for x in Self.samples {
            #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - (1 - x * x).squareRoot())) < 1e-12)
            #expect(abs(UnitCurve.circularEaseOut.value(at: x) - (1 - (1 - x) * (1 - x)).squareRoot()) < 1e-12)
            let inOut = x < 0.5
                ? UnitCurve.circularEaseIn.value(at: 2 * x) / 2
                : 0.5 + UnitCurve.circularEaseOut.value(at: 2 * x - 1) / 2
            #expect(abs(UnitCurve.circularEaseInOut.value(at: x) - inOut) < 1e-12)
        }
    }

    @Test("linear is the identity")
    func linear() {
        for x in Self.samples { #expect(UnitCurve.linear.value(at: x) == x) }
    }

    @Test("input outside 0...1 is clamped and NaN is 0")
    func inputClamped() {
        #expect(UnitCurve.easeInOut.value(at: -2) == 0)
        #expect(UnitCurve.easeInOut.value(at: 3) == 1)
        #expect(UnitCurve.circularEaseIn.value(at: .nan) == 0)
    }

    @Test("velocity is the slope of the curve")
    func velocity() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut, .linear] {
            for x in [0.1, 0.3, 0.45, 0.7, 0.85] {
                let h = 1e-6
                let slope = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(abs(curve.velocity(at: x) - slope) < 1e-4)
            }
        }
        // At the ends: the tangent towards the control points.
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-9)
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
    }

    @Test("the inverse undoes the curve")
    func inverse() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseInOut, .circularEaseInOut.inverse] {
            for x in [0.1, 0.4, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-7)
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
    }

    @Test("timing curve animations run their curve over their duration")
    func timingCurveAnimations() {
        #expect(Animation.easeInOut(duration: 2).fraction(at: 0.5) == UnitCurve.easeInOut.value(at: 0.25))
        #expect(abs(Animation.easeIn.fraction(at: 0.07) - UnitCurve.easeIn.value(at: 0.2)) < 1e-12)
        #expect(Animation.easeOut(duration: 1).fraction(at: 0.3) == UnitCurve.easeOut.value(at: 0.3))
        #expect(Animation.linear(duration: 4).fraction(at: 1) == 0.25)
        let custom = Animation.timingCurve(0.2, 0.7, 0.4, 1, duration: 0.5)
        #expect(abs(custom.fraction(at: 0.1) - Self.reference((0.2, 0.7), (0.4, 1), x: 0.2)) < 1e-9)
        #expect(Animation.timingCurve(.circularEaseIn, duration: 1).fraction(at: 0.5) == UnitCurve.circularEaseIn.value(at: 0.5))
    }
}
