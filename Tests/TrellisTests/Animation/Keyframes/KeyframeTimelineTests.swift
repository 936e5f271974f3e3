import Foundation
import Testing
@testable import Trellis

// KeyframeTimeline's values: each keyframe from where the one before ended (Apple,
// `keyframetimeline`, `linearkeyframe`, `cubickeyframe`: "adjacent cubic keyframes result in a
// Catmull-Rom spline"; a cubic keyframe after another kind starts with that one's end velocity),
// tracks played together. The expected values are worked out here from the curves' definitions.

/// A cubic Hermite segment from `p0` to `p1` over `duration`, with velocities per second.
private func hermite(_ p0: Double, _ p1: Double, v0: Double, v1: Double, duration: Double, at t: Double) -> Double {
    let s = t / duration, s2 = s * s, s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * duration * v0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * duration * v1
}

private struct Pose {
    var scale = 1.0
    var y = 0.0
}

@Suite("Keyframe timelines")
struct KeyframeTimelineTests {
    @Test("linear keyframes move from one value to the next over their durations")
    func linear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            LinearKeyframe(50.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 50)
        #expect(timeline.value(time: 1.5) == 75)
        #expect(timeline.value(progress: 0.25) == 50)
        #expect(timeline.value(time: 9) == 50)
    }

    @Test("a linear keyframe's timing curve shapes its progress")
    func timingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn) }
        #expect(abs(timeline.value(time: 0.5) - 100 * UnitCurve.easeIn.value(at: 0.25)) < 1e-12)
    }

    @Test("a move keyframe jumps at its time, and the next keyframe starts from it")
    func move() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(100.0)
            LinearKeyframe(200.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.99) < 10)
        #expect(timeline.value(time: 1) == 100)
        #expect(timeline.value(time: 1.5) == 150)
    }

    @Test("adjacent cubic keyframes follow a Catmull-Rom spline, ending at rest")
    func catmullRom() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // The velocity at the middle keyframe: (30 − 0) over the 2 seconds between its neighbours.
        let middle = 30.0 / 2
        #expect(abs(timeline.value(time: 0.5) - hermite(0, 10, v0: 0, v1: middle, duration: 1, at: 0.5)) < 1e-12)
        #expect(abs(timeline.value(time: 1.5) - hermite(10, 30, v0: middle, v1: 0, duration: 1, at: 0.5)) < 1e-12)
        #expect(timeline.value(time: 1) == 10)
    }

    @Test("a cubic keyframe's given velocities are used")
    func cubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 2, startVelocity: 5, endVelocity: -3)
        }
        #expect(abs(timeline.value(time: 0.5) - hermite(0, 10, v0: 5, v1: -3, duration: 2, at: 0.5)) < 1e-12)
    }

    @Test("a cubic keyframe after a linear one starts with the linear one's end velocity")
    func cubicAfterLinear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(20.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1.5) - hermite(10, 20, v0: 10, v1: 0, duration: 1, at: 0.5)) < 1e-12)
    }

    @Test("a spring keyframe follows its spring; one cut short hands on where it is")
    func spring() {
        let spring = Spring.snappy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.5, spring: spring)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 0.25) - spring.value(target: 100.0, time: 0.25)) < 1e-9)
        let handedOn = spring.value(target: 100.0, time: 0.5)
        #expect(abs(timeline.value(time: 1) - handedOn / 2) < 1e-9)
    }

    @Test("a spring keyframe without a duration lasts until its spring settles")
    func springSettles() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-12)
    }

    @Test("tracks play together on their properties; a finished track holds its last value")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\Pose.y) {
                LinearKeyframe(-40.0, duration: 2)
                LinearKeyframe(0.0, duration: 2)
            }
        }
        #expect(timeline.duration == 4)
        let early = timeline.value(time: 0.5), late = timeline.value(time: 3)
        #expect(early.scale == 1.5 && early.y == -10)
        #expect(late.scale == 2 && late.y == -20)
    }

    @Test("track builders take conditions and loops")
    func builders() {
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if bounce {
                    LinearKeyframe(10.0, duration: 1)
                } else {
                    MoveKeyframe(99.0)
                }
                for target in [20.0, 30.0] { LinearKeyframe(target, duration: 1) }
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 1.5) == 15)
        #expect(timeline.value(time: 2.5) == 25)
    }

    @Test("bad times and durations: NaN counts as 0, a negative duration jumps")
    func badInput() {
        let timeline = KeyframeTimeline(initialValue: 5.0) {
            LinearKeyframe(10.0, duration: -1)
            LinearKeyframe(20.0, duration: .nan)
            LinearKeyframe(30.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: .nan) == 20)
        #expect(timeline.value(time: -3) == 20)
        #expect(timeline.value(time: 0.5) == 25)
        #expect(KeyframeTimeline(initialValue: 5.0) { MoveKeyframe(7.0) }.value(time: .infinity) == 7)
    }
}
