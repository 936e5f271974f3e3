import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Text under `redacted(reason: .placeholder)` in the PNG and SVG renderers: bars, not glyphs.
/// Laid out with the square test font at 10 pt: the baseline at 8, the bar from 0 to 9.
@Suite("Placeholder text in renderers")
@MainActor
struct PlaceholderTextRenderingTests {
    private var redacted: LayoutResult {
        Text("ab").font(.system(size: 10)).redacted(reason: .placeholder).layout(in: .unspecified, fonts: .testFont)
    }

    @Test("SVG draws placeholder text as rounded bars, without its characters")
    func svgBars() {
        let out = SVGRenderer(textAsPaths: false).render(redacted)
        #expect(out.contains("trellis-placeholder"))
        #expect(out.contains(#"y="0""#) && out.contains(#"height="9" rx="1.8""#))
        #expect(!out.contains(">ab<"))
    }

    @Test("PNG draws placeholder text as a light bar in the text's colour")
    func pngBar() throws {
        let drawn = try PNGRendererTests.draw(redacted)
        // Black at a fifth of its opacity over white, inside the bar; nothing below it.
        #expect(PNGRendererTests.near(drawn.pixel(4, 4), [204, 204, 204, 255], within: 3), "\(drawn.pixel(4, 4))")
        #expect(drawn.pixel(4, 9) == [255, 255, 255, 255])
    }
}
