import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `animator/keyframe` (github.com/iamcgn/swiftui-web at 558dd43: the recording
/// `Fixtures/Goldens/animator/keyframe/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Animator/AnimatorFixtures.swift`, re-typed here): a keyframe animator whose
/// trigger never changes shows its initial value (scale 1, no offset), so the box is laid out
/// as its frame alone, centred in the window: exact.
@Suite("Keyframe animator recordings")
@MainActor
struct KeyframeAnimatorFixtureTests {
    /// The fixture's animated value: a scale and a vertical offset.
    private struct Pulse: Animatable {
        var scale: CGFloat = 1
        var offset: CGFloat = 0
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(scale, offset) }
            set { scale = newValue.first; offset = newValue.second }
        }
    }

    @Test("animator/keyframe: a keyframe animator at rest lays out its initial value")
    func keyframe() {
        let box = Color.red.frame(width: 60, height: 40)
            .keyframeAnimator(initialValue: Pulse(), trigger: 0, content: { view, value in
                view.scaleEffect(value.scale).offset(y: value.offset)
            }) { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.2)
                    LinearKeyframe(1, duration: 0.3)
                }
                KeyframeTrack(\.offset) {
                    CubicKeyframe(-20, duration: 0.25)
                    CubicKeyframe(0, duration: 0.25)
                }
            }
            .id("box")
        RecordedFrames(box, platform: .macOS, window: CGSize(width: 300, height: 120)).exact("box", 120, 40, 60, 40)
    }
}
