import Foundation
import Testing
@testable import Trellis

/// Runs of spaces (issue 19's `text-1mb-spaces.json`: a megabyte of spaces took over two minutes
/// to break into lines, each width asked walking back over the run). A line's width leaves out
/// the spaces and newlines that end it (README, "Text is measured from font files": "wrapped
/// width is the widest line with its hanging space").
@Suite("Text: runs of spaces")
struct TextSpaceRunTests {
    @Test("a width leaves out the spaces and newlines that end it, for every range of characters")
    func widthTrimsTrailingSpaces() {
        let text = "ab  c \n d   e\n\n  "
        let shaper = TextShaper(text, face: .squares, size: 10)
        let characters = Array(text)
        for start in 0 ... characters.count {
            for end in start ... characters.count {
                var trimmed = end
                while trimmed > start, characters[trimmed - 1] == " " || characters[trimmed - 1] == "\n" { trimmed -= 1 }
                #expect(shaper.width(start, end) == CGFloat(trimmed - start) * 10, "\(start)..<\(end)")
            }
        }
    }

    @Test("200,000 spaces break into lines")
    @MainActor
    func longRunOfSpaces() {
        let result = Text(String(repeating: " ", count: 200_000)).id("t")
            .layout(in: ProposedViewSize(width: 390, height: 844), fonts: .testFont)
        let frame = result.frame(of: "t")
        #expect(frame != nil && frame!.width <= 390 && frame!.height.isFinite)
    }
}

/// Issue 19: a 10 MB text with `minimumScaleFactor` took 87 s (139 s here before the fix, 2.4 s
/// after, release build): each step of the scale search made a new shaper of the whole text,
/// and each step of truncation's search measured strings as long as the line.
@Suite("Text: long truncated text")
struct LongTruncatedTextTests {
    @Test("a 300,000-character text shrunk and truncated to three lines keeps its start")
    @MainActor
    func longTextShrinksAndTruncates() throws {
        let text = String(String(repeating: "lorem ipsum dolor sit amet ", count: 12_000).prefix(300_000))
        let result = Text(text).minimumScaleFactor(0.5).lineLimit(3).id("t")
            .layout(in: ProposedViewSize(width: 390, height: 844), fonts: .testFont)
        let frame = try #require(result.frame(of: "t"))
        #expect(frame.width <= 390)
        // Three lines at most, of at least half the 17-point size.
        #expect(frame.height <= 3 * 17 + 1)
        #expect(result.diagnostics.isEmpty)
    }
}
