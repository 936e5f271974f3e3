import Foundation
import Testing
@testable import Trellis

/// How text under `redacted(reason: .placeholder)` is drawn: each line as a rounded bar of the
/// line's placeholder width (`LayoutResult.TextDrawing.PlaceholderBar`), laid out with the square
/// test font (capitals 0.8 em tall).
@Suite("Placeholder text drawing")
@MainActor
struct TextRedactionDrawingTests {
    private func drawing(_ view: some View, width: CGFloat? = nil) -> LayoutResult.TextDrawing? {
        let result = view.layout(in: ProposedViewSize(width: width, height: nil), fonts: .testFont)
        guard case let .text(text)? = result.element(id: "t")?.drawing else { return nil }
        return text
    }

    @Test("each line of placeholder text is one bar as wide as the line")
    func barPerLine() throws {
        let text = try #require(drawing(
            Text("abc def").font(.system(size: 10)).id("t").redacted(reason: .placeholder), width: 25))
        #expect(text.lines.count == 2)
        let bars = text.lines.compactMap { text.placeholderFrame(of: $0) }
        #expect(bars.map(\.width) == text.lines.map(\.width))
        #expect(bars.map(\.minX) == text.lines.map(\.origin.x))
    }

    @Test("a placeholder bar spans the cap height above the baseline to a tenth of the size below it")
    func barHeight() throws {
        let text = try #require(drawing(Text("abc").font(.system(size: 10)).id("t").redacted(reason: .placeholder)))
        let line = try #require(text.lines.first)
        let bar = try #require(text.placeholderFrame(of: line))
        #expect(bar.minY == line.origin.y - 8)
        #expect(bar.height == 9)
        #expect(text.placeholderBar?.cornerRadius == 9.0 / 5)
    }

    @Test("text that is not redacted as a placeholder has no bars")
    func notRedacted() throws {
        let plain = try #require(drawing(Text("abc").font(.system(size: 10)).id("t")))
        let privacy = try #require(drawing(Text("abc").font(.system(size: 10)).id("t").redacted(reason: .privacy)))
        #expect(plain.placeholderBar == nil && privacy.placeholderBar == nil)
    }

    @Test("placeholder text whose font size is not a number has no bar, and no crash")
    func nanSize() {
        let text = drawing(Text("abc").font(.system(size: .nan)).id("t").redacted(reason: .placeholder))
        #expect(text?.placeholderBar == nil)
    }
}
