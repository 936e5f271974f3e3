import Foundation
import Testing
@testable import Trellis

/// Animations too long, too fast or never settling (docs/semantics.md, "Bad input"): every
/// sequence of frames holds at most `LayoutAnimation.frameLimit` frames, an animation that
/// never settles is shown for its first `LayoutAnimation.unsettledSpan` seconds, each reported
/// as an `invalidTime` diagnostic, and no frame is NaN or infinite.
@Suite("Animated layout limits")
@MainActor
struct LayoutAnimationLimitTests {
    let proposal = ProposedViewSize(width: 300, height: 300)

    /// The bar growing from 10 to 70 wide under `animation`.
    private func growing(_ animation: Animation) -> LayoutAnimation {
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"))
        return host.animate(animation, in: proposal) { host.replace(id: "bar", with: Color.red.frame(width: 70)) }
    }

    private func isFinite(_ rect: CGRect?) -> Bool {
        guard let rect else { return false }
        return [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    @Test("an undamped spring's frames cover its first minute, reported")
    func undampedSpringIsShownForAMinute() {
        let animation = growing(.spring(response: 0.5, dampingFraction: 0))
        #expect(animation.duration == .infinity)
        let results = animation.results(framesPerSecond: 10)
        #expect(results.count == Int(LayoutAnimation.unsettledSpan * 10) + 1)
        #expect(results.last?.time == LayoutAnimation.unsettledSpan)
        #expect(results.allSatisfy { $0.result.diagnostics.contains { $0.kind == .invalidTime } })
    }

    @Test("a spring with full bounce never settles and is shown for its first minute")
    func fullBounceIsShownForAMinute() {
        let animation = growing(.spring(duration: 0.5, bounce: 1))
        #expect(animation._shownDuration == LayoutAnimation.unsettledSpan)
        #expect(!animation._timingProblems.isEmpty)
    }

    @Test("a billion-second animation is given as the frame limit's evenly spaced frames, start to end")
    func longAnimationIsCapped() {
        let animation = growing(.linear(duration: 1e9))
        let results = animation.results(framesPerSecond: 1)
        #expect(results.count == LayoutAnimation.frameLimit)
        #expect(results.first?.time == 0)
        #expect(results.last?.time == 1e9)
        #expect(results.last?.result.frame(of: "bar") == animation.end.frame(of: "bar"))
        #expect(results.first?.result.diagnostics.contains { $0.kind == .invalidTime } == true)
    }

    @Test("a billion frames a second are capped at the frame limit")
    func fastFrameRateIsCapped() {
        let animation = growing(.linear(duration: 0.5))
        let results = animation.results(framesPerSecond: 1e9)
        #expect(results.count == LayoutAnimation.frameLimit)
        #expect(results.last?.time == 0.5)
    }

    @Test("a delay of 1e300 seconds ends at the end, with finite frames")
    func astronomicalDelayEnds() {
        let animation = growing(.linear(duration: 1).delay(1e300))
        let results = animation.results(framesPerSecond: 1)
        #expect(results.count == LayoutAnimation.frameLimit)
        #expect(results.allSatisfy { isFinite($0.result.frame(of: "bar")) })
        #expect(results.last?.result.frame(of: "bar") == animation.end.frame(of: "bar"))
    }

    @Test("repeating Int.max times is capped at the frame limit")
    func repeatingForAlmostEverIsCapped() {
        let animation = growing(.linear(duration: 0.5).repeatCount(.max))
        #expect(animation.results(framesPerSecond: 60).count == LayoutAnimation.frameLimit)
    }

    @Test("one cycle of a forever-repeating animation at a million frames a second is capped, reported")
    func repeatForeverAtHighRateIsCapped() {
        let animation = growing(.linear(duration: 0.5).repeatForever())
        let results = animation.results(framesPerSecond: 1e6)
        #expect(results.count == LayoutAnimation.frameLimit)
        // A layout animation that repeats forever is given as one cycle.
        #expect(animation.duration == 0.5)
        #expect(results.last?.time == animation.duration)
        #expect(results.first?.result.diagnostics.contains { $0.kind == .invalidTime } == true)
    }

    @Test("an undamped spring far in the future is a finite frame")
    func undampedSpringFarAhead() {
        let animation = growing(.spring(response: 0.5, dampingFraction: 0))
        #expect(isFinite(animation.result(at: 1e308).frame(of: "bar")))
    }

    @Test("a spring thrown at 1e308 is reported, its velocity held, and its frames finite")
    func hugeInitialVelocity() {
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 1e308)
        #expect(spring.problems.contains { $0.contains("initial velocity") })
        let animation = growing(spring)
        for time in [0.01, 0.1, 1, 10] { #expect(isFinite(animation.result(at: time).frame(of: "bar"))) }
    }

    @Test("a fraction that cannot be worked out counts as the end")
    func nonFiniteFractionIsTheEnd() {
        let undamped = Animation.spring(response: 0.5, dampingFraction: 0)
        #expect(undamped.timing.fraction(at: 1e308).isFinite)
    }
}
