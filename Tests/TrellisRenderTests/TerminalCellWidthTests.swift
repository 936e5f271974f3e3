import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The terminal picture counts the cells a terminal draws each character in (issue 24): East
/// Asian wide characters and emoji take two, combining marks none, so rows of CJK and emoji
/// text line up with the rest.
@Suite("Terminal cell widths")
@MainActor
struct TerminalCellWidthTests {
    @Test("East Asian wide and fullwidth characters and emoji take two cells; letters, with their marks, one", arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("あ", 2), ("カ", 2), ("한", 2), ("Ａ", 2), ("。", 2),
        ("😀", 2), ("🇫🇷", 2), ("❤\u{FE0F}", 2), ("❤", 1), ("👩‍💻", 2), ("ｱ", 1), ("→", 1),
    ] as [(String, Int)])
    func widths(_ text: String, _ cells: Int) throws {
        let character = try #require(text.first)
        #expect(text.count == 1)
        #expect(TerminalRenderer.cellWidth(of: character) == cells)
    }

    @Test("a combining mark with nothing to combine with and invisible format characters take no cell", arguments: ["\u{301}", "\u{200B}", "\u{200D}"])
    func zeroWidth(_ text: String) throws {
        #expect(TerminalRenderer.cellWidth(of: try #require(text.first)) == 0)
    }

    /// The cells each row of `picture` takes on a terminal, escape sequences removed.
    func rowWidths(_ picture: String) -> [Int] {
        let stripped = picture.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return stripped.split(separator: "\n").map { $0.reduce(0) { $0 + TerminalRenderer.cellWidth(of: $1) } }
    }

    @Test("every row of a picture with CJK and emoji text is exactly as wide as the picture")
    func rowsAlign() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("漢字とかな").font(.system(size: 10))
            Text("😀 ok 🇫🇷").font(.system(size: 10))
            Text("plain").font(.system(size: 10))
        }
        .frame(width: 200, alignment: .leading)
        let result = view.layout(in: .unspecified, fonts: .testFont)
        let picture = TerminalRenderer(columns: 40).render(result)
        #expect(rowWidths(picture).allSatisfy { $0 == 40 }, "\(rowWidths(picture))")
        #expect(picture.contains("漢字とかな"))
        #expect(picture.contains("😀 ok 🇫🇷"))
    }

    @Test("a wide character with one cell left is cut with an ellipsis, and the row keeps its width")
    func wideCharacterCut() {
        // The text is 40 points wide (the test font's characters are square): 4 cells of 10
        // points, where "漢" takes two, "字" would take the last two but more follows.
        let result = Text("漢字漢字").font(.system(size: 10)).frame(width: 50, alignment: .leading).layout(in: .unspecified, fonts: .testFont)
        let picture = TerminalRenderer(columns: 5).render(result)
        #expect(rowWidths(picture).allSatisfy { $0 == 5 }, "\(rowWidths(picture))")
        #expect(picture.contains("漢…  "))
    }
}
