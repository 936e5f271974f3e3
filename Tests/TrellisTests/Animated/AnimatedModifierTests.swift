import Foundation
import Testing
@testable import Trellis

// The modifiers that decide which animation the changes inside a view get:
// `animation(_:value:)` (only when its value changed), `animation(_:)` (every change) and
// `transaction(_:)`.

@Suite("Animated layout: animation modifiers")
@MainActor
struct AnimatedModifierTests {
    let proposal = ProposedViewSize(width: 300, height: 300)
    let curve = Animation.linear(duration: 1)

    @Test("animation(_:value:) animates the change inside it when its value changed")
    func valueChangedAnimates() {
        let host = LayoutHost(Color.red.frame(width: 10).animation(curve, value: 1).id("bar"))
        let animation = host.animate(nil, in: proposal) {
            host.replace(id: "bar", with: Color.red.frame(width: 70).animation(curve, value: 2))
        }
        let start = animation.start.frame(of: "bar")!, end = animation.end.frame(of: "bar")!
        let p = curve.fraction(at: 0.5)
        #expect(nearlyEqual(animation.result(at: 0.5).element(id: "bar")?.exactFrame, interpolated(start, end, p)))
        #expect(animation.duration == curve.settlingTime)
    }

    @Test("animation(_:value:) leaves the change at once when its value is the same")
    func valueSameJumps() {
        let host = LayoutHost(Color.red.frame(width: 10).animation(curve, value: 1).id("bar"))
        let animation = host.animate(nil, in: proposal) {
            host.replace(id: "bar", with: Color.red.frame(width: 70).animation(curve, value: 1))
        }
        #expect(animation.result(at: 0.5).frame(of: "bar") == animation.end.frame(of: "bar"))
    }

    @Test("animation(_:value:) overrides the change's animation when its value changed")
    func valueOverridesChange() {
        let fast = Animation.linear(duration: 0.2)
        let host = LayoutHost(Color.red.frame(width: 10).animation(fast, value: 1).id("bar"))
        let animation = host.animate(curve, in: proposal) {
            host.replace(id: "bar", with: Color.red.frame(width: 70).animation(fast, value: 2))
        }
        let start = animation.start.frame(of: "bar")!, end = animation.end.frame(of: "bar")!
        let p = fast.fraction(at: 0.1)
        #expect(nearlyEqual(animation.result(at: 0.1).element(id: "bar")?.exactFrame, interpolated(start, end, p)))
    }

    @Test("animation(_:) animates every change inside it")
    func animationEveryChange() {
        let host = LayoutHost(Color.red.frame(width: 10).animation(curve).id("bar"))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70).animation(curve)) }
        let start = animation.start.frame(of: "bar")!, end = animation.end.frame(of: "bar")!
        #expect(nearlyEqual(animation.result(at: 0.5).element(id: "bar")?.exactFrame, interpolated(start, end, curve.fraction(at: 0.5))))
    }

    @Test("transaction(_:) that removes the animation makes the change at once")
    func transactionRemovesAnimation() {
        let host = LayoutHost(Color.red.frame(width: 10).transaction { $0.animation = nil }.id("bar"))
        let animation = host.animate(curve, in: proposal) {
            host.replace(id: "bar", with: Color.red.frame(width: 70).transaction { $0.animation = nil })
        }
        #expect(animation.result(at: 0.5).frame(of: "bar") == animation.end.frame(of: "bar"))
    }

    @Test("a layout without animation modifiers lays out as before")
    func modifiersChangeNoFrame() {
        let plain = Color.red.frame(width: 10).layout(in: proposal)
        let modified = Color.red.frame(width: 10).animation(curve, value: 1).transition(.scale).transaction { _ in }
            .layout(in: proposal)
        #expect(plain.elements.map(\.frame) == modified.elements.map(\.frame))
    }

    @Test("animation(_:body:) animates what its body adds, not the view it modifies")
    func animationBodyOnlyAnimatesBody() {
        func view(_ padding: CGFloat) -> some View {
            Color.red.frame(width: 10, height: 10).id("inner").animation(curve) { $0.padding(padding) }.id("box")
        }
        let host = LayoutHost(view(5))
        let animation = host.animate(nil, in: proposal) { host.replace(id: "box", with: view(20)) }
        let start = animation.start.frame(of: "box")!, end = animation.end.frame(of: "box")!
        let halfway = animation.result(at: 0.5)
        #expect(nearlyEqual(halfway.element(id: "box")?.exactFrame, interpolated(start, end, curve.fraction(at: 0.5))))
        #expect(halfway.frame(of: "inner") == animation.end.frame(of: "inner"))
    }
}
