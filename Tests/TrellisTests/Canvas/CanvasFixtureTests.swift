import Foundation
import Testing
@testable import Trellis

/// A canvas's size in a window and in a stack, checked against swiftui-web's recordings on
/// macOS 26 at 2x (https://github.com/iamcgn/swiftui-web at 1407898,
/// `Fixtures/Goldens/canvas/<name>/frames.json`; the views described in
/// `Fixtures/Sources/Canvas/`, re-typed here). Font-independent frames exact; the text's width
/// within 1 point or 2 %.
@Suite("Canvas fixtures (macOS)")
@MainActor
struct CanvasFixtureTests {
    @Test("canvas/basic: a canvas takes the whole window, whatever it draws")
    func basic() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 40)), with: .color(.red))
            context.draw(Text("Canvas"), at: CGPoint(x: 40, y: 80), anchor: .center)
            var moved = context
            moved.translateBy(x: 40, y: 120)
            moved.rotate(by: .degrees(45))
            moved.fill(Path(CGRect(x: -15, y: -15, width: 30, height: 30)), with: .color(.orange))
            context.fill(Path(CGRect(x: size.width - 20, y: size.height - 20, width: 20, height: 20)), with: .color(.gray))
        }
        .id("canvas")
        let frames = RecordedFrames(canvas, platform: .macOS, window: CGSize(width: 320, height: 240))
        frames.exact("canvas", 0, 0, 320, 240)
    }

    @Test("canvas/sizing: a canvas fills its stack's width and takes the height left; a frame sizes one")
    func sizing() throws {
        let stack = VStack(spacing: 8) {
            Text("Above").id("above")
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            .id("fill")
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            .frame(width: 80, height: 50)
            .id("framed")
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 320, height: 240))
        frames.exact("stack", 0, 0, 320, 240)
        frames.exact("fill", 0, 24, 320, 158)
        frames.exact("framed", 120, 190, 80, 50)
        frames.text("above", 140.75, 0, 38.5, 16)
        // Only its width follows the font: it is 16 tall at the top, centred.
        let above = try #require(frames.result.element(id: "above")?.exactFrame)
        #expect(above.minY == 0 && above.height == 16 && above.midX == 160)
    }
}
