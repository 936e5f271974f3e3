import Foundation
import Observation
import Testing
@testable import Trellis

// Keyframe animators on a live host's clock (`LayoutHost.advanceTime`): a trigger plays the
// keyframes once from the time it changes, the value returning to `initialValue` when they end
// (Apple, `keyframeanimator/init(initialvalue:trigger:content:keyframes:)`: the value "is equal
// to `initialValue` when the animator isn't running"); repeating loops them from appear.

@Observable @MainActor
private final class Taps {
    var count = 0
}

private struct Triggered: View {
    let taps: Taps
    var body: some View {
        KeyframeAnimator(initialValue: 10.0, trigger: taps.count) { width in
            Color.red.frame(width: width, height: 1).id("bar")
        } keyframes: { _ in
            LinearKeyframe(110.0, duration: 1)
        }
    }
}

private struct Looping: View {
    var repeating = true
    var body: some View {
        KeyframeAnimator(initialValue: 10.0, repeating: repeating) { width in
            Color.red.frame(width: width, height: 1).id("bar")
        } keyframes: { _ in
            LinearKeyframe(110.0, duration: 1)
        }
    }
}

private struct Modified: View {
    let taps: Taps
    var body: some View {
        Color.red.id("bar")
            .keyframeAnimator(initialValue: 20.0, trigger: taps.count) { content, width in
                content.frame(width: width, height: 1)
            } keyframes: { _ in
                LinearKeyframe(40.0, duration: 2)
            }
    }
}

@Suite("Keyframe animators")
@MainActor
struct KeyframeAnimatorTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    func width(_ host: LayoutHost) -> CGFloat? { host.layout(in: proposal).frame(of: "bar")?.width }

    @Test("a trigger plays the keyframes on the host's time, then the value is the initial one again")
    func trigger() {
        let taps = Taps()
        let host = LayoutHost(Triggered(taps: taps))
        #expect(width(host) == 10)
        host.advanceTime(by: 0.5)
        #expect(width(host) == 10)
        taps.count += 1
        #expect(width(host) == 10)
        host.advanceTime(by: 0.25)
        #expect(width(host) == 35)
        host.advanceTime(by: 0.5)
        #expect(width(host) == 85)
        host.advanceTime(by: 0.5)
        #expect(width(host) == 10)
    }

    @Test("repeating keyframes loop from the time the view appears")
    func repeating() {
        let host = LayoutHost(Looping())
        #expect(width(host) == 10)
        host.advanceTime(by: 0.25)
        #expect(width(host) == 35)
        host.advanceTime(by: 1)
        #expect(width(host) == 35)
    }

    @Test("keyframes that do not repeat show the timeline's start")
    func notRepeating() {
        let host = LayoutHost(Looping(repeating: false))
        _ = width(host)
        host.advanceTime(by: 0.25)
        #expect(width(host) == 10)
    }

    @Test("the modifier form animates the view it modifies")
    func modifier() {
        let taps = Taps()
        let host = LayoutHost(Modified(taps: taps))
        #expect(width(host) == 20)
        taps.count = 3
        _ = width(host)
        host.advanceTime(by: 1)
        #expect(width(host) == 30)
    }

    @Test("a snapshot shows the initial value")
    func snapshot() {
        #expect(Triggered(taps: Taps()).layout(in: proposal).frame(of: "bar")?.width == 10)
        #expect(Looping().layout(in: proposal).frame(of: "bar")?.width == 10)
    }
}
