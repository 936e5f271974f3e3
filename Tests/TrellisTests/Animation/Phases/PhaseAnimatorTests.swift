import Foundation
import Observation
import Testing
@testable import Trellis

// Phase animators on a live host's clock: each step moves to the next phase with that phase's
// animation and lasts its settling time; a trigger plays the phases once, from the second back
// to the first (Apple, `phaseanimator`: "When the trigger value changes, the animator cycles
// through all phases once"); without one they loop.

@Observable @MainActor
private final class Rings {
    var count = 0
}

private struct Triggered: View {
    let rings: Rings
    var body: some View {
        PhaseAnimator([10.0, 20, 30], trigger: rings.count) { width in
            Color.red.frame(width: width, height: 1).id("bar")
        } animation: { _ in .linear(duration: 1) }
    }
}

private struct Looping: View {
    var animation: Animation? = .linear(duration: 1)
    var body: some View {
        Color.red.id("bar").phaseAnimator([10.0, 20]) { content, width in
            content.frame(width: width, height: 1)
        } animation: { _ in animation }
    }
}

@Suite("Phase animators")
@MainActor
struct PhaseAnimatorTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    func width(_ host: LayoutHost) -> CGFloat? { host.layout(in: proposal).frame(of: "bar")?.width }

    @Test("at rest the first phase shows; a trigger steps through the others and back")
    func trigger() {
        let rings = Rings()
        let host = LayoutHost(Triggered(rings: rings))
        #expect(width(host) == 10)
        rings.count += 1
        #expect(width(host) == 20)
        host.advanceTime(by: 1.5)
        #expect(width(host) == 30)
        host.advanceTime(by: 1)
        #expect(width(host) == 10)
        host.advanceTime(by: 5)
        #expect(width(host) == 10)
    }

    @Test("without a trigger the phases loop from appear")
    func looping() {
        let host = LayoutHost(Looping())
        #expect(width(host) == 20)
        host.advanceTime(by: 1.5)
        #expect(width(host) == 10)
        host.advanceTime(by: 1)
        #expect(width(host) == 20)
    }

    @Test("steps without an animation take no time: a loop stays at the first phase")
    func noAnimation() {
        let host = LayoutHost(Looping(animation: nil))
        _ = width(host)
        host.advanceTime(by: 0.5)
        #expect(width(host) == 10)
    }

    @Test("a step lasts its animation's settling time")
    func stepDuration() {
        let spring = Animation.spring(duration: 0.4)
        let steps = PhaseSteps(phases: [1, 2], animation: { _ in spring })
        #expect(steps.durations == [spring.settlingTime, spring.settlingTime])
        #expect(steps.index(at: spring.settlingTime * 0.9, repeating: false) == 1)
        #expect(steps.index(at: spring.settlingTime * 1.1, repeating: false) == 0)
    }

    @Test("empty phases show nothing; a snapshot shows the first phase")
    func emptyAndSnapshot() {
        let empty = PhaseAnimator([Double](), trigger: 0) { Color.red.frame(width: $0).id("bar") }
        #expect(empty.layout(in: proposal).frame(of: "bar") == nil)
        #expect(Triggered(rings: Rings()).layout(in: proposal).frame(of: "bar")?.width == 10)
    }
}
