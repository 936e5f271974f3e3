import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `color/named` (github.com/iamcgn/swiftui-web at 82ebf9a: the recording
/// `Fixtures/Goldens/color/named/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Color/ColorFixtures.swift`, re-typed here): colours named after the
/// fixture catalog's sets, as views, as a shape's fill and as a text's style. A colour's name
/// changes what is drawn, never a frame — these tests run without the catalog, where each name
/// is a clear colour (docs/differences.md, "Colours from asset catalogs"). The swatches' sizes
/// are exact; their places follow the text "Hg" at the end of the row, so they and the text are
/// within 1 pt or 2 %.
@Suite("Named colour recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the row ends with text"))
@MainActor
struct ColorAssetFixtureTests {
    @Test("color/named: a named colour is as flexible as any colour, framed or filling a shape")
    func named() throws {
        let row = HStack(spacing: 8) {
            Color("Accent").frame(width: 60, height: 60).id("accent")
            Color("Panel").frame(width: 60, height: 60).id("panel")
            Color("Warm").frame(width: 60, height: 60).id("warm")
            Rectangle().fill(Color("Accent")).frame(width: 60, height: 60).id("shape")
            Text("Hg").foregroundStyle(Color("Accent")).id("text")
        }
        .id("row")
        let frames = RecordedFrames(row, platform: .macOS, window: CGSize(width: 340, height: 120))
        let result = frames.result
        frames.text("row", 25.25, 30, 289.5, 60)
        frames.text("accent", 25.25, 30, 60, 60)
        frames.text("panel", 93.25, 30, 60, 60)
        frames.text("warm", 161.25, 30, 60, 60)
        frames.text("shape", 229.25, 30, 60, 60)
        frames.text("text", 297.25, 52, 17.5, 16)
        for id in ["accent", "panel", "warm", "shape"] {
            let frame = try #require(result.element(id: id)?.exactFrame, "\(id)")
            #expect(frame.size == CGSize(width: 60, height: 60) && frame.minY == 30, "\(id): \(frame)")
        }
    }
}
