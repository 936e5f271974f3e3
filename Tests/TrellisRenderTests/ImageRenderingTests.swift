import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// How renderers draw images and symbol placeholders.
@Suite("Image rendering")
@MainActor
struct ImageRenderingTests {
    /// A PNG's signature and IHDR chunk, `width` × `height` pixels.
    private func png(width: UInt8, height: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("SVG draws an image from data as a data URI stretched over its frame")
    func svgImage() {
        let result = Image(data: png(width: 20, height: 10)).resizable().frame(width: 40, height: 40).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains(#"<image class="trellis-drawing" x="0" y="0" width="40" height="40" href="data:image/png;base64,"#))
        #expect(out.contains(#"preserveAspectRatio="none""#))
    }

    @Test("SVG draws a template image as its foreground colour through the image")
    func svgTemplate() {
        let result = Image(data: png(width: 10, height: 10)).renderingMode(.template).foregroundStyle(Color.red)
            .layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<mask id="))
        #expect(out.contains(##"fill="#ff3b30""##))
    }

    @Test("SVG draws a symbol as a box labelled with its name")
    func svgSymbol() {
        let out = SVGRenderer().render(Image(systemName: "star.fill").layout(in: .unspecified, fonts: .testFont))
        #expect(out.contains("trellis-symbol"))
        #expect(out.contains(">star.fill</text>"))
    }

    @Test("the terminal draws an image as a box with its name")
    func terminalSymbol() {
        let result = Image(systemName: "star").resizable().frame(width: 100, height: 40).layout(in: .unspecified, fonts: .testFont)
        let text = TerminalRenderer(columns: 10).cells(result).map { String($0.map(\.character)) }
        #expect(text.contains { $0.hasPrefix("star") })
    }

    @Test("no renderer draws a symbol whose name is no SF Symbol: it is 0 × 0")
    func unknownSymbolDrawsNothing() {
        // The 0 × 0 image sits on cell boundaries (the middle of a 100 × 40 frame, 10 columns).
        let result = Image(systemName: "not.a.symbol").frame(width: 100, height: 40).layout(in: .unspecified, fonts: .testFont)
        #expect(!SVGRenderer().render(result).contains("trellis-symbol"))
        let empty = Color.clear.frame(width: 100, height: 40).layout(in: .unspecified, fonts: .testFont)
        #expect(TerminalRenderer(columns: 10).cells(result) == TerminalRenderer(columns: 10).cells(empty))
    }

    @Test("JSON names an image's source and natural size")
    func json() {
        let out = JSONRenderer().render(Image(systemName: "gear").layout(in: .unspecified, fonts: .testFont))
        #expect(out.contains(#""symbol""#) && out.contains(#""gear""#) && out.contains(#""naturalSize""#))
    }
}
