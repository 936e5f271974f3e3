import Foundation
import Testing
@testable import Trellis

/// swiftui-web golden `shape/modifiers` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/shape/modifiers/frames.json` and its fixture `ShapeFixtures.modifiers` in
/// `Fixtures/Sources/Shape/ShapeFixtures.swift`, both at 34fffd8): shape modifiers — offset,
/// scale, rotation, transform, size, trim, inset and stroke as a shape — draw differently but lay
/// out as their base shape does, and a fixed-size row shows the ideal size they forward
/// (10 × 10). No text: every frame exact.
@Suite("Shapes: the shape/modifiers recording")
@MainActor
struct ShapeModifiersFixtureTests {
    private var fixture: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Circle().scale(0.5).fill(Color.blue).id("scaled").frame(width: 60, height: 40)
                Circle().offset(x: 10, y: 5).fill(Color.red).id("offset").frame(width: 60, height: 40)
                Rectangle().rotation(.degrees(30)).fill(Color.green).id("rotated").frame(width: 60, height: 40)
                Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)).fill(Color.orange)
                    .id("sheared").frame(width: 60, height: 40)
                Rectangle().size(width: 30, height: 20).fill(Color.purple).id("sized").frame(width: 60, height: 40)
            }
            .id("row1")
            HStack(spacing: 8) {
                Circle().trim(from: 0.25, to: 1).stroke(Color.blue, lineWidth: 4).id("trimmed").frame(width: 60, height: 40)
                RoundedRectangle(cornerRadius: 12).inset(by: 5).fill(Color.teal).id("inset").frame(width: 60, height: 40)
                Rectangle().stroke(lineWidth: 3).offset(x: 3, y: 3).fill(Color.red).id("strokedOffset").frame(width: 60, height: 40)
                Circle().scale(x: 1.5, y: 0.5, anchor: .topLeading).fill(Color.pink).id("anchored").frame(width: 60, height: 40)
                Ellipse().inset(by: 4).stroke(Color.indigo, lineWidth: 2).id("insetStroke").frame(width: 60, height: 40)
            }
            .id("row2")
            HStack(spacing: 8) {
                Circle().offset(x: 5).fill(Color.blue).id("offsetIdeal")
                Rectangle().size(width: 30, height: 20).fill(Color.green).id("sizedIdeal")
                Path { $0.addRect(CGRect(x: 0, y: 0, width: 24, height: 16)) }.fill(Color.red).id("pathIdeal")
                Circle().trim(from: 0, to: 0.5).fill(Color.orange).id("trimIdeal")
            }
            .fixedSize()
            .id("row3")
        }
        .id("stack")
    }

    private var frames: RecordedFrames {
        RecordedFrames(fixture, platform: .macOS, window: CGSize(width: 340, height: 200))
    }

    @Test("shape/modifiers: a modified shape fills its frame as its base shape does")
    func modifiedShapesInFrames() {
        let frames = frames
        frames.exact("stack", 4, 47, 332, 106)
        frames.exact("row1", 4, 47, 332, 40)
        frames.exact("scaled", 4, 47, 60, 40)
        frames.exact("offset", 72, 47, 60, 40)
        frames.exact("rotated", 140, 47, 60, 40)
        frames.exact("sheared", 208, 47, 60, 40)
        frames.exact("sized", 276, 47, 60, 40)
        frames.exact("row2", 4, 95, 332, 40)
        frames.exact("inset", 72, 95, 60, 40)
        frames.exact("strokedOffset", 140, 95, 60, 40)
        frames.exact("anchored", 208, 95, 60, 40)
        frames.exact("insetStroke", 276, 95, 60, 40)
    }

    @Test("shape/modifiers: a trimmed circle is still a circle, the frame's square centred in it")
    func trimmedCircleIsSquare() {
        frames.exact("trimmed", 14, 95, 40, 40)
    }

    @Test("shape/modifiers: offset, sized, path and trimmed shapes are 10 × 10 at their ideal size")
    func idealSizes() {
        let frames = frames
        frames.exact("row3", 138, 143, 64, 10)
        frames.exact("offsetIdeal", 138, 143, 10, 10)
        frames.exact("sizedIdeal", 156, 143, 10, 10)
        frames.exact("pathIdeal", 174, 143, 10, 10)
        frames.exact("trimIdeal", 192, 143, 10, 10)
    }
}
