import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Images inside text (`Text(_:)` with an `Image`) in the PNG, SVG and JSON renderers, laid out
/// with the square test font: in "ab" then the image at 10 pt, the image's left edge is at 20
/// and, 10 tall, it rises to the top of its line (the baseline at 10).
@Suite("Images in text in renderers")
@MainActor
struct InlineImageRenderingTests {
    /// A PNG of `side` × `side` pixels all in `rgba`.
    private func square(_ side: Int, _ rgba: [UInt8]) -> Data {
        Data(PNGEncoder.encode(width: side, height: side, rgba: Array([[UInt8]](repeating: rgba, count: side * side).joined())))
    }

    private func layout(_ image: Image) -> LayoutResult {
        (Text("ab") + Text(image)).font(.system(size: 10)).layout(in: .unspecified, fonts: .testFont)
    }

    @Test("PNG draws an image in text over its frame on the baseline")
    func pngBitmap() throws {
        let drawn = try PNGRendererTests.draw(layout(Image(data: square(10, [255, 0, 0, 255]))))
        #expect(drawn.pixel(25, 5) == [255, 0, 0, 255])
        #expect(drawn.pixel(25, 11) == [255, 255, 255, 255], "below the baseline")
    }

    @Test("PNG draws a symbol in text as the symbol view's placeholder")
    func pngSymbol() throws {
        let result = (Text("ab") + Text(Image(systemName: "star"))).font(.system(size: 10)).layout(in: .unspecified, fonts: .testFont)
        let drawn = try PNGRendererTests.draw(result)
        // The placeholder's light fill, just inside its left edge (x 20), near its top, above the name written across it.
        let pixel = drawn.pixel(21, 2)
        #expect(pixel[0] < 250 && pixel[0] > 150, "\(pixel)")
    }

    @Test("SVG draws an image in text as the image view's markup over its frame")
    func svgBitmap() {
        let out = SVGRenderer(textAsPaths: false).render(layout(Image(data: square(10, [255, 0, 0, 255]))))
        #expect(out.contains(#"<image class="trellis-drawing" x="20" y="0" width="10" height="10" href="data:image/png;base64,"#))
        #expect(out.contains("<tspan x=\"0\" y=\"10\">ab</tspan>"))
        #expect(!out.contains("\u{FFFC}</tspan>"))
    }

    @Test("SVG draws a symbol in text as the symbol's placeholder, text drawn as paths or not")
    func svgSymbol() {
        let result = (Text("ab") + Text(Image(systemName: "star"))).font(.system(size: 10)).layout(in: .unspecified, fonts: .testFont)
        for renderer in [SVGRenderer(textAsPaths: false), SVGRenderer()] {
            let out = renderer.render(result)
            #expect(out.contains("trellis-symbol") && out.contains(">star</text>"))
        }
    }

    @Test("JSON lists an image in text as a span with its image")
    func json() {
        let out = JSONRenderer().render(layout(Image(systemName: "star")))
        #expect(out.contains(#""image""#) && out.contains(#""symbol""#) && out.contains(#""imageSize""#))
    }
}
