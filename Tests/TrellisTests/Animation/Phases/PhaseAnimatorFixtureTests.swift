import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `animator/phase` (github.com/iamcgn/swiftui-web at 558dd43: the recording
/// `Fixtures/Goldens/animator/phase/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Animator/AnimatorFixtures.swift`, re-typed here): two phase animators
/// whose trigger never changes, so each shows its first phase — the text unscaled, the box not
/// offset — and lays out as its content alone. The box's size is exact; the places follow the
/// text "Pulse" (within 1 pt or 2 %).
@Suite("Phase animator recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the row starts with text"))
@MainActor
struct PhaseAnimatorFixtureTests {
    @Test("animator/phase: a phase animator at rest lays out its first phase")
    func phase() throws {
        let row = HStack(spacing: 20) {
            Text("Pulse")
                .phaseAnimator([false, true], trigger: 0, content: { view, up in
                    view.scaleEffect(up ? 1.5 : 1).opacity(up ? 0.5 : 1)
                }, animation: { _ in .easeInOut(duration: 0.4) })
                .id("text")
            Color.blue.frame(width: 40, height: 40)
                .phaseAnimator([0, 1, 2], trigger: 0) { view, phase in
                    view.offset(y: CGFloat(phase) * -10)
                }
                .id("box")
        }
        .id("row")
        let frames = RecordedFrames(row, platform: .macOS, window: CGSize(width: 300, height: 120))
        let result = frames.result
        frames.text("row", 103.5, 40, 93, 40)
        frames.text("text", 103.5, 52, 33, 16)
        frames.text("box", 156.5, 40, 40, 40)
        let box = try #require(result.element(id: "box")?.exactFrame)
        #expect(box.size == CGSize(width: 40, height: 40) && box.minY == 40)
    }
}
