import Foundation
import Testing
@testable import Trellis

/// Text under `redacted(reason: .placeholder)`: every character one placeholder advance wide,
/// 0.489 em and SF's tracking (fitted to swiftui-web `redacted/widths`, macOS 26.2 at 806de2a;
/// docs/semantics.md, "Text: Sizing"), whatever the font's glyphs.
@Suite("Placeholder text")
@MainActor
struct TextRedactionTests {
    private func width(_ view: some View) -> CGFloat? {
        view.id("t").layout(in: .unspecified, fonts: .testFont).element(id: "t")?.exactFrame.width
    }

    @Test("under the placeholder reason, narrow and wide characters take the same advance")
    func sameAdvance() {
        let narrow = width(Text("iiiiiiiiii").font(.system(size: 13)).redacted(reason: .placeholder))
        let wide = width(Text("MMMMMMMMMM").font(.system(size: 13)).redacted(reason: .placeholder))
        #expect(narrow == wide)
        // 10 × (0.489 × 13 − 0.078) = 62.79, up to the pixel at scale 1.
        #expect(narrow == 63)
    }

    @Test("unredacted text inside a placeholder keeps its own width")
    func unredacted() {
        let plain = width(Text("iiiiiiiiii").font(.system(size: 13)))
        let inside = width(Text("iiiiiiiiii").font(.system(size: 13)).unredacted().redacted(reason: .placeholder))
        #expect(plain == inside)
        #expect(plain != 63)
    }

    @Test("the privacy reason keeps a text's width")
    func privacy() {
        let plain = width(Text("Hidden secret"))
        #expect(width(Text("Hidden secret").privacySensitive().redacted(reason: .privacy)) == plain)
    }
}
