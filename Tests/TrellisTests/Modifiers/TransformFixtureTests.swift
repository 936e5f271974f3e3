import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `transform/basic` (at cb7937a) and `transform/3d` (at 3fb251e), macOS
/// 26.2 at 2× (iamcgn/swiftui-web `Fixtures/Goldens/transform/<name>/frames.json`, their
/// fixture `TransformFixtures`): offsets, rotations, scales, affine and projection transforms
/// and a custom `GeometryEffect` move pixels and leave every frame where layout put it. Frames
/// beside the one text view ("Tilt") follow its width: within the text tolerance. The probe
/// after the offset is a clear background carrying the id (an id after an offset marks the
/// drawn frame; the recording's probe, a background, keeps the unmoved one).
@Suite("Transforms: the recorded frames")
@MainActor
struct TransformFixtureTests {
    /// The fixture's custom effect: a horizontal skew by `amount` of the height.
    private struct Skew: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
        }
    }

    @Test("transform/basic: offset, rotation, scale and an affine transform keep the frames")
    func basic() {
        let view = VStack(spacing: 24) {
            HStack(spacing: 40) {
                Color.red.frame(width: 40, height: 40).offset(x: 10, y: 6).background(Color.clear.id("offset"))
                Color.blue.frame(width: 40, height: 40).rotationEffect(.degrees(45)).id("rotated")
                Color.green.frame(width: 40, height: 40).scaleEffect(1.5).id("scaled")
            }
            .id("row1")
            HStack(spacing: 40) {
                Color.orange.frame(width: 40, height: 40).rotationEffect(.degrees(30), anchor: .topLeading).id("anchored")
                Color.purple.frame(width: 40, height: 40).scaleEffect(x: 2, y: 0.5, anchor: .bottom).id("stretched")
                Text("Tilt").rotationEffect(.degrees(-20)).id("text")
            }
            .id("row2")
            Color.gray.frame(width: 60, height: 20).transformEffect(CGAffineTransform(translationX: 20, y: -4)).id("affine")
        }
        .id("stack")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 260))
        frames.exact("stack", 60, 56, 200, 148)
        frames.exact("row1", 60, 56, 200, 40)
        frames.exact("offset", 60, 56, 40, 40)
        frames.exact("rotated", 140, 56, 40, 40)
        frames.exact("scaled", 220, 56, 40, 40)
        frames.text("row2", 70.25, 120, 179.5, 40)
        frames.text("anchored", 70.25, 120, 40, 40)
        frames.text("stretched", 150.25, 120, 40, 40)
        frames.text("text", 230.25, 132, 19.5, 16)
        frames.exact("affine", 130, 184, 60, 20)
    }

    @Test("transform/3d: a depth-axis rotation, a projection and a custom geometry effect keep the frames")
    func threeD() {
        let view = VStack(spacing: 30) {
            HStack(spacing: 40) {
                Color.green.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 1)).id("aboutZ")
            }
            .id("row1")
            HStack(spacing: 40) {
                Color.orange.frame(width: 40, height: 40)
                    .projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))).id("projected")
                Color.purple.frame(width: 40, height: 40).modifier(Skew(amount: 0.4)).id("skewed")
            }
            .id("row2")
        }
        .id("stack")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.exact("stack", 100, 45, 120, 110)
        frames.exact("row1", 140, 45, 40, 40)
        frames.exact("aboutZ", 140, 45, 40, 40)
        frames.exact("row2", 100, 115, 120, 40)
        frames.exact("projected", 100, 115, 40, 40)
        frames.exact("skewed", 180, 115, 40, 40)
    }
}
