import Foundation
import Testing
@testable import Trellis

// Views inserted and removed by an animated change: their transition's effect at the
// animation's fraction (`.opacity`, SwiftUI's default, when they have none), and removed views
// kept under their container until the animation settles.

@MainActor
private func column(_ count: Int, transition: AnyTransition? = nil) -> some View {
    VStack(spacing: 0) {
        ForEach(0 ..< count, id: \.self) { index in
            if let transition {
                Color.red.frame(width: 20, height: 10).transition(transition).id(index)
            } else {
                Color.red.frame(width: 20, height: 10).id(index)
            }
        }
    }
}

@Suite("Animated layout: transitions")
@MainActor
struct AnimatedTransitionTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    @Test("an inserted view without a transition fades in")
    func insertedFadesIn() {
        let host = LayoutHost(column(1).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(2)) }
        for time in [0, 0.3, 0.7] {
            let p = animation.animation.fraction(at: time)
            let opacity = animation.result(at: time).element(id: 1)?.effects.opacity ?? .nan
            #expect(abs(opacity - p) < 1e-12)
        }
        #expect(animation.result(at: animation.duration).element(id: 1)?.effects.opacity == 1)
    }

    @Test("a removed view fades out under its container until the animation settles")
    func removedFadesOut() {
        let host = LayoutHost(column(2).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(1)) }
        #expect(animation.end.element(id: 1) == nil)
        let time = 0.4, p = animation.animation.fraction(at: time)
        let during = animation.result(at: time)
        let removed = during.element(id: 1)
        #expect(removed?.effects.opacity == 1 - p)
        #expect(removed?.parent.flatMap { during.elements[$0].id } == AnyHashable("column"))
        #expect(removed?.exactFrame == animation.start.element(id: 1)?.exactFrame)
        #expect(animation.result(at: animation.duration).element(id: 1) == nil)
    }

    @Test("removed elements come after the end's, each after its container")
    func removedElementsAppended() {
        let host = LayoutHost(column(3).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(1)) }
        let during = animation.result(at: 0.5)
        #expect(Array(during.elements.prefix(animation.end.elements.count)).map(\.name) == animation.end.elements.map(\.name))
        #expect(during.elements.count > animation.end.elements.count)
        for (index, element) in during.elements.enumerated() { #expect((element.parent ?? -1) < index) }
    }

    @Test("an inserted view with a scale transition grows about its centre")
    func scaleTransition() {
        let host = LayoutHost(column(1, transition: .scale).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(2, transition: .scale)) }
        let time = 0.25, p = animation.animation.fraction(at: time)
        let element = animation.result(at: time).element(id: 1)!
        #expect(element.effects.opacity == 1)
        #expect(abs(element.effects.transform.a - p) < 1e-9 && abs(element.effects.transform.d - p) < 1e-9)
        // The centre stays where it is.
        let centre = CGPoint(x: element.frame.midX, y: element.frame.midY).applying(element.effects.transform)
        #expect(abs(centre.x - element.frame.midX) < 1e-9 && abs(centre.y - element.frame.midY) < 1e-9)
    }

    @Test("an identity transition shows an inserted view at once")
    func identityTransition() {
        let host = LayoutHost(column(1, transition: .identity).id("column"))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "column", with: column(2, transition: .identity)) }
        #expect(animation.result(at: 0.1).element(id: 1)?.effects == LayoutResult.Effects.none)
    }

    @Test("a row inserted in the middle of marked rows fades in while the others move")
    func insertionInTheMiddle() {
        func rows(_ ids: [String]) -> some View {
            VStack(spacing: 0) { ForEach(ids, id: \.self) { id in Color.red.frame(width: 20, height: 10).id(id) } }.id("rows")
        }
        let host = LayoutHost(rows(["a", "c"]))
        let animation = host.animate(.linear(duration: 1), in: proposal) { host.replace(id: "rows", with: rows(["a", "b", "c"])) }
        let time = 0.5, p = animation.animation.fraction(at: time)
        let during = animation.result(at: time)
        #expect(during.element(id: "b")?.effects.opacity == p)
        let start = animation.start.element(id: "c")!.exactFrame, end = animation.end.element(id: "c")!.exactFrame
        #expect(nearlyEqual(during.element(id: "c")?.exactFrame, interpolated(start, end, p)))
        #expect(during.element(id: "c")?.effects.opacity == 1)
    }
}

