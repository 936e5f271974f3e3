import Testing
import Trellis
import TrellisRender

/// A character no font has is drawn as a visible box, as a browser draws one, not as nothing.
@Suite("Missing glyphs")
@MainActor
struct MissingGlyphTests {
    @Test("a character no font has is drawn as a box inside the text's frame")
    func missingGlyphIsABox() throws {
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let fonts = FontLibrary(searchPaths: [shipped], systemFamily: "Inter", fallbackFamilies: [])
        // U+10FFFD is a private-use character of plane 16: no font here has a glyph for it.
        let result = Text("\u{10FFFD}").font(.system(size: 40)).foregroundStyle(.black).padding(10).layout(in: .unspecified, fonts: fonts)
        #expect(result.diagnostics.contains { $0.kind == .missingGlyph })
        let pixels = PNGRenderer(scale: 1, fonts: fonts).pixels(of: result)
        var dark = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x: x, y: y].red < 128 { dark += 1 }
        }
        #expect(dark > 20, "\(dark) dark pixels")
    }
}
