import Foundation
import Testing
@testable import Trellis

// Drawing effects of a view that stays, interpolated at its fraction (docs/semantics.md,
// "Animated layout": opacity, blur and transforms are animatable).

@Suite("Animated layout: effects")
@MainActor
struct AnimatedEffectsTests {
    let proposal = ProposedViewSize(width: 300, height: 300)
    let curve = Animation.linear(duration: 1)

    @Test("an opacity change is interpolated at the fraction")
    func opacityInterpolates() {
        let host = LayoutHost(Color.red.frame(width: 20, height: 20).opacity(0.2).id("dot"))
        let animation = host.animate(curve, in: proposal) { host.replace(id: "dot", with: Color.red.frame(width: 20, height: 20).opacity(1)) }
        let p = curve.fraction(at: 0.25)
        let opacity = animation.result(at: 0.25).element(id: "dot")!.effects.opacity
        #expect(abs(opacity - (0.2 + 0.8 * p)) < 1e-12)
    }

    @Test("a rotation's angle is interpolated, not its matrix")
    func rotationInterpolatesAngle() {
        func dot(_ degrees: Double) -> some View { Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(degrees)) }
        let host = LayoutHost(dot(0).id("dot"))
        let animation = host.animate(curve, in: proposal) { host.replace(id: "dot", with: dot(90)) }
        let p = curve.fraction(at: 0.5)
        let expected = dot(90 * p).id("dot").layout(in: proposal).element(id: "dot")!.effects.transform
        let transform = animation.result(at: 0.5).element(id: "dot")!.effects.transform
        for (a, b) in [(transform.a, expected.a), (transform.b, expected.b), (transform.tx, expected.tx), (transform.ty, expected.ty)] {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test("effects that do not change stay as they are")
    func unchangedEffectsStay() {
        let host = LayoutHost(Color.red.frame(width: 10).opacity(0.5).id("bar"))
        let animation = host.animate(curve, in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70).opacity(0.5)) }
        #expect(animation.result(at: 0.5).element(id: "bar")?.effects.opacity == 0.5)
    }
}
