import Foundation
import Testing
@testable import Trellis

/// swiftui-web golden `shape/stroke` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/shape/stroke/frames.json` at 34fffd8, its fixture `ShapeFixtures.stroke` in
/// `Fixtures/Sources/Shape/ShapeFixtures.swift` at 34fffd8): a stroke centres on the outline
/// and overflows the frame, `strokeBorder` stays inside, `fill` and `stroke` chain in either
/// order, and dashes, caps and joins draw differently — none of them changes a frame. Three
/// rows 12 apart, centred in a 320 × 200 window.
@Suite("Shapes: the stroke golden")
@MainActor
struct StrokeFixtureTests {
    /// A zigzag of three segments in a 70 × 40 frame.
    private static var zigzag: Path {
        Path { path in
            path.move(to: CGPoint(x: 5, y: 35))
            path.addLines([CGPoint(x: 25, y: 5), CGPoint(x: 45, y: 35), CGPoint(x: 65, y: 5)])
        }
    }

    private var stroke: some View {
        VStack(spacing: 12) {
            HStack(spacing: 8) {
                Circle().stroke(Color.blue, lineWidth: 4).id("stroke").frame(width: 50, height: 50)
                Circle().strokeBorder(Color.blue, lineWidth: 4).id("strokeBorder").frame(width: 50, height: 50)
                Circle().stroke(lineWidth: 6).id("strokeShape").frame(width: 50, height: 50)
                Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 3).id("fillStroke").frame(width: 50, height: 50)
                Circle().stroke(Color.red, lineWidth: 3).fill(Color.yellow).id("strokeFill").frame(width: 50, height: 50)
            }
            .id("row1")
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 8).stroke(Color.green, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                    .frame(width: 80, height: 40).id("dashed")
                Rectangle().stroke(Color.purple, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round, dash: [1, 12]))
                    .frame(width: 80, height: 40).id("dots")
                Capsule().strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: 3))
                    .frame(width: 80, height: 40).id("capsuleDash")
            }
            .id("row2")
            HStack(spacing: 8) {
                Self.zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .butt, lineJoin: .miter))
                    .frame(width: 70, height: 40).id("miter")
                Self.zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                    .frame(width: 70, height: 40).id("round")
                Self.zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel))
                    .frame(width: 70, height: 40).id("bevel")
            }
            .id("row3")
        }
        .id("stack")
    }

    @Test("shape/stroke: strokes, borders, fill-and-stroke chains and dash styles keep every frame")
    func frames() {
        let frames = RecordedFrames(stroke, platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.exact("stack", 19, 23, 282, 154)
        frames.exact("row1", 19, 23, 282, 50)
        for (index, id) in ["stroke", "strokeBorder", "strokeShape", "fillStroke", "strokeFill"].enumerated() {
            frames.exact(id, 19 + 58 * CGFloat(index), 23, 50, 50)
        }
        frames.exact("row2", 32, 85, 256, 40)
        frames.exact("dashed", 32, 85, 80, 40)
        frames.exact("dots", 120, 85, 80, 40)
        frames.exact("capsuleDash", 208, 85, 80, 40)
        frames.exact("row3", 47, 137, 226, 40)
        frames.exact("miter", 47, 137, 70, 40)
        frames.exact("round", 125, 137, 70, 40)
        frames.exact("bevel", 203, 137, 70, 40)
    }
}
