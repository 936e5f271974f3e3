import Foundation
import Testing
@testable import Trellis

// `_VectorMath`: SwiftUI's arithmetic on `Angle` and `EdgeInsets` through their animatable
// data (SwiftUICore's interface declares `extension Angle: Animatable, _VectorMath` and
// `extension EdgeInsets: Animatable, _VectorMath`, and the operators on `_VectorMath` as
// inlinable code over `animatableData`). Apple's Landmarks tutorial rotates its badge symbols
// by `.degrees(Double(index) / Double(8)) * 360.0`.
@Suite("Vector math on angles and insets")
@MainActor
struct VectorMathTests {
    @Test("an angle times a number scales it")
    func angleTimesNumber() {
        let angle = Angle.degrees(1.0 / 8) * 360.0
        #expect(abs(angle.degrees - 45) < 1e-9)
    }

    @Test("an angle divided by a number shrinks it")
    func angleDividedByNumber() {
        #expect(abs((Angle.radians(.pi) / 4).radians - .pi / 4) < 1e-12)
    }

    @Test("an angle's magnitude is its size in radians, whatever its sign")
    func angleMagnitude() {
        #expect(Angle.radians(-2).magnitude == 2)
    }

    @Test("insets times a number scale all four edges")
    func insetsTimesNumber() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) * 2
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    }

    @Test("insets add and subtract edge by edge")
    func insetsAddAndSubtract() {
        let a = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let b = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        #expect(a + b == EdgeInsets(top: 11, leading: 22, bottom: 33, trailing: 44))
        #expect(b - a == EdgeInsets(top: 9, leading: 18, bottom: 27, trailing: 36))
    }

    @Test("negated insets are every edge negated")
    func insetsNegated() {
        #expect(-EdgeInsets(top: 1, leading: -2, bottom: 3, trailing: 0) == EdgeInsets(top: -1, leading: 2, bottom: -3, trailing: 0))
    }

    @Test("scaled insets pad a view by the scaled amounts")
    func scaledInsetsPadAView() {
        let insets = EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10) / 5 * 10
        let result = Color.red.frame(width: 10, height: 10).id("c").padding(insets).layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 50, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 20, y: 10, width: 10, height: 10))
    }

    @Test("dividing by zero gives infinite insets, not a crash")
    func insetsDividedByZero() {
        let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1) / 0
        #expect(insets.top.isInfinite)
    }
}
