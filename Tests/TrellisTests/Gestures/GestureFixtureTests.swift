import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `gesture/basic` (github.com/iamcgn/swiftui-web at a67cd81) and `gesture/pinch`
/// (at 4e8248f): the recordings `Fixtures/Goldens/gesture/<name>/frames.json` (macOS 26 at
/// 2×) and the views `GestureDemo` and `PinchDemo` in
/// `Fixtures/Sources/Gesture/GestureFixtures.swift` at those commits, re-typed here. The
/// recordings hold the views at rest (their browser probe drives the gestures): a gesture
/// attached to a view changes none of its frames, and the labels show the state before any
/// event. The boxes' sizes and horizontal places are exact; the labels, and the places below
/// them, within 1 pt or 2 %.
@Suite("Gesture recordings: the views at rest", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the boxes are labelled"))
@MainActor
struct GestureFixtureTests {
    /// The fixture's drag, long-press, double-tap and gesture-state boxes with their labels.
    private struct GestureDemo: View {
        @State private var offset = CGSize.zero
        @State private var dragging = false
        @State private var longPresses = 0
        @State private var pressing = false
        @State private var doubleTaps = 0
        @GestureState private var held = false

        var body: some View {
            VStack(spacing: 14) {
                Text(dragging ? "Dragging \(Int(offset.width)), \(Int(offset.height))" : "Drag the box").id("dragLabel")
                Color.blue.frame(width: 80, height: 50)
                    .offset(offset)
                    .gesture(DragGesture()
                        .onChanged { value in offset = value.translation; dragging = true }
                        .onEnded { _ in dragging = false; offset = .zero })
                    .id("dragBox")
                Text(pressing ? "Pressing" : "Long presses: \(longPresses)").id("pressLabel")
                Color.orange.frame(width: 80, height: 40)
                    .onLongPressGesture(minimumDuration: 0.5) { longPresses += 1 } onPressingChanged: { pressing = $0 }
                    .id("pressBox")
                Text("Double taps: \(doubleTaps)").id("tapLabel")
                Color.green.frame(width: 80, height: 40)
                    .onTapGesture(count: 2) { doubleTaps += 1 }
                    .id("tapBox")
                Text(held ? "Held" : "Idle").id("heldLabel")
                Color.purple.frame(width: 80, height: 40)
                    .gesture(LongPressGesture(minimumDuration: 0.3).updating($held) { value, state, _ in state = value })
                    .id("heldBox")
            }
            .id("stack")
        }
    }

    /// The fixture's pinch box (magnify and rotate at once) and gesture-state box.
    private struct PinchDemo: View {
        @State private var scale: CGFloat = 1
        @State private var angle: Angle = .zero
        @GestureState private var pinching = false

        private var label: String {
            let hundredths = Int((scale * 100).rounded())
            let fraction = hundredths % 100
            return "Scale \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction), \(Int(angle.degrees.rounded()))°"
        }

        var body: some View {
            VStack(spacing: 14) {
                Text(label).id("pinchLabel")
                Color.teal.frame(width: 100, height: 70)
                    .scaleEffect(scale)
                    .rotationEffect(angle)
                    .gesture(MagnifyGesture().simultaneously(with: RotateGesture())
                        .onChanged { value in
                            if let magnify = value.first { scale = magnify.magnification }
                            if let rotate = value.second { angle = rotate.rotation }
                        }
                        .onEnded { _ in scale = 1; angle = .zero })
                    .id("pinchBox")
                Text(pinching ? "Pinching" : "Rest").id("stateLabel")
                Color.indigo.frame(width: 100, height: 40)
                    .gesture(MagnifyGesture().updating($pinching) { _, state, _ in state = true })
                    .id("stateBox")
            }
            .id("stack")
        }
    }

    /// Expects `id`'s size exact and its left edge at `x`.
    private func expectBox(_ result: LayoutResult, _ id: String, x: CGFloat, width: CGFloat, height: CGFloat,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = result.element(id: id)?.exactFrame
        #expect(frame?.minX == x && frame?.size == CGSize(width: width, height: height), "\(id): \(String(describing: frame))",
                sourceLocation: sourceLocation)
    }

    @Test("gesture/basic: drag, long-press, double-tap and gesture-state boxes lay out as their frames")
    func basic() {
        let frames = RecordedFrames(GestureDemo(), platform: .macOS, window: CGSize(width: 320, height: 340))
        let result = frames.result
        frames.text("stack", 111.75, 4, 96.5, 332)
        frames.text("dragLabel", 121, 4, 78, 16)
        frames.text("dragBox", 120, 34, 80, 50)
        frames.text("pressLabel", 111.75, 98, 96.5, 16)
        frames.text("pressBox", 120, 128, 80, 40)
        frames.text("tapLabel", 115.75, 182, 88.5, 16)
        frames.text("tapBox", 120, 212, 80, 40)
        frames.text("heldLabel", 149, 266, 22, 16)
        frames.text("heldBox", 120, 296, 80, 40)
        expectBox(result, "dragBox", x: 120, width: 80, height: 50)
        for id in ["pressBox", "tapBox", "heldBox"] {
            expectBox(result, id, x: 120, width: 80, height: 40)
        }
    }

    @Test("gesture/pinch: magnify and rotate gestures leave the box at its frame, unscaled and unturned")
    func pinch() {
        let frames = RecordedFrames(PinchDemo(), platform: .macOS, window: CGSize(width: 320, height: 240))
        let result = frames.result
        frames.text("stack", 110, 28, 100, 184)
        frames.text("pinchLabel", 118.5, 28, 83, 16)
        frames.text("pinchBox", 110, 58, 100, 70)
        frames.text("stateLabel", 146.5, 142, 27, 16)
        frames.text("stateBox", 110, 172, 100, 40)
        expectBox(result, "pinchBox", x: 110, width: 100, height: 70)
        expectBox(result, "stateBox", x: 110, width: 100, height: 40)
    }
}
