import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `gradient/text` (github.com/iamcgn/swiftui-web at e581f61: the recording
/// `Fixtures/Goldens/gradient/text/frames.json`, macOS 26 at 2×; the view `text` in
/// `Fixtures/Sources/Gradient/GradientFixtures.swift`, re-typed here): a
/// gradient as a text's foreground style, a hierarchical style over a colour, and gradient
/// shadings in a canvas. Styles change what is drawn, never a frame: the large title is as wide
/// as its glyphs, the canvas is its frame. The canvas's size and horizontal place are exact;
/// the texts, and the places below them, within 1 pt or 2 %.
@Suite("Gradient text recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the stack is mostly text"))
@MainActor
struct GradientTextFixtureTests {
    @Test("gradient/text: gradient and hierarchical foreground styles change no text frame")
    func text() throws {
        let stack = VStack(spacing: 16) {
            Text("Gradient").font(.largeTitle)
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .id("text")
            HStack(spacing: 16) {
                Text("Sky").foregroundStyle(.red).id("red")
                Text("Sky").foregroundStyle(.red).foregroundStyle(.primary).id("hierarchical")
            }
            Canvas { context, _ in
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 120, height: 40)),
                    with: .linearGradient(Gradient(colors: [.green, .yellow]), startPoint: .zero, endPoint: CGPoint(x: 120, y: 0)))
                context.stroke(
                    Path(ellipseIn: CGRect(x: 140, y: 4, width: 32, height: 32)),
                    with: .radialGradient(Gradient(colors: [.blue, .purple]), center: CGPoint(x: 156, y: 20), startRadius: 0, endRadius: 16),
                    lineWidth: 6)
                context.fill(
                    Path(CGRect(x: 0, y: 48, width: 180, height: 12)),
                    with: .style(AngularGradient(colors: [.red, .orange, .red], center: .center)))
            }
            .frame(width: 180, height: 60)
            .id("canvas")
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 320, height: 180))
        let result = frames.result
        frames.text("stack", 70, 17, 180, 146)
        frames.text("text", 111.5, 17, 97, 38)
        frames.text("red", 129.5, 71, 22.5, 16)
        frames.text("hierarchical", 168, 71, 22.5, 16)
        frames.text("canvas", 70, 103, 180, 60)
        let canvas = try #require(result.element(id: "canvas")?.exactFrame)
        #expect(canvas.size == CGSize(width: 180, height: 60) && canvas.minX == 70)
    }
}
