import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Synthesized small capitals drawn by the renderers: each piece of small capitals is drawn
/// as capitals at the small size (the square test model: 3/4 of the font's size).
@Suite("Small capitals in renderers")
@MainActor
struct SmallCapsRenderingTests {
    @Test("SVG draws lowercase small capitals as capitals in a smaller tspan after the full capital")
    func svgDrawsSmallCapitals() {
        let result = Text("Ab").font(.system(size: 20).lowercaseSmallCaps()).layout(in: .unspecified, fonts: .testFont)
        let out = SVGRenderer(textAsPaths: false).render(result)
        #expect(out.contains(">A</tspan>"))
        #expect(out.contains("<tspan x=\"20\" y=\"16\" font-size=\"15\">B</tspan>"))
    }
}

extension SmallCapsRenderingTests {
    @Test("PNG draws a small capital shorter than the full capital before it")
    func pngDrawsSmallCapitalShorter() throws {
        // The square test model: "A" a 20-point square at x 10...30, the small "B" a 15-point one
        // at x 30...45; both on the baseline 26 down (0.8 of each above it).
        let result = Text("Ab").font(.system(size: 20).lowercaseSmallCaps()).foregroundStyle(.black).padding(10)
            .layout(in: .unspecified, fonts: .testFont)
        let drawn = try PNGRendererTests.draw(result)
        #expect(drawn.pixel(20, 12) == [0, 0, 0, 255])
        #expect(drawn.pixel(37, 12) == [255, 255, 255, 255])
        #expect(drawn.pixel(37, 20) == [0, 0, 0, 255])
    }
}
