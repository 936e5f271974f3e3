import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Terminal output: scale, colours, text placement and safety.
@Suite("Terminal")
@MainActor
struct TerminalRendererTests {
    /// The characters of each row, escape sequences removed.
    func plain(_ text: String) -> [String] {
        let stripped = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return stripped.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("the picture is the given number of columns wide, rows half as tall per point")
    func scale() {
        let result = Color.red.frame(width: 100, height: 50).layout(in: .unspecified)
        let rows = plain(TerminalRenderer(columns: 20).render(result))
        #expect(rows.count == 5)  // a cell is 5 points wide and 10 tall
        #expect(rows.allSatisfy { $0.count == 20 })
    }

    @Test("inside a scroll view only the cells within it are painted")
    func scrollViewClipsCells() {
        // A 10 × 40 column in a scroll view 10 × 20: the cells below 20 stay unpainted.
        let result = VStack(spacing: 0) {
            ScrollView { Color.red.frame(width: 10, height: 40) }.frame(height: 20)
            Color.clear.frame(width: 10, height: 20)
        }
        .layout(in: .unspecified)
        let cells = TerminalRenderer(columns: 2).cells(result)  // cells 5 wide, 10 tall
        #expect(cells.count == 4)
        #expect(cells[1][0].background != cells[2][0].background)
        #expect(cells[2][0].background == cells[3][0].background)
    }

    @Test("a colour view paints the background of the cells it covers in 24-bit colour")
    func trueColor() {
        let result = Color.red.frame(width: 10, height: 10).layout(in: .unspecified)
        let out = TerminalRenderer(columns: 2).render(result)
        #expect(out.hasPrefix("\u{1B}[48;2;255;59;48;38;2;0;0;0m  \u{1B}[0m\n"))
    }

    @Test("the 256-colour mode picks the cube's white and black corners for white and black")
    func palette() {
        #expect(TerminalRenderer.palette(.init(r: 1, g: 1, b: 1)) == 231)
        #expect(TerminalRenderer.palette(.init(r: 0, g: 0, b: 0)) == 16)
        #expect(TerminalRenderer.palette(.init(r: 1, g: 0, b: 0)) == 196)
        let result = Color.white.frame(width: 10, height: 10).layout(in: .unspecified)
        #expect(TerminalRenderer(columns: 1, colorMode: .palette256).render(result).hasPrefix("\u{1B}[48;5;231;38;5;16m"))
    }

    @Test("a circle leaves the corners of its frame unpainted")
    func circleCorners() {
        let result = Circle().fill(.red).frame(width: 100, height: 100).layout(in: .unspecified)
        let cells = TerminalRenderer(columns: 10).cells(result)
        #expect(cells[0][0].background == .white)
        #expect(cells[2][5].background != .white)
    }

    @Test("text is written from its line's start on the row of its baseline")
    func textPlacement() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(width: 200, height: 40)
            Text("Hello").font(.system(size: 10)).padding(.leading, 50)
        }
        let result = view.layout(in: .unspecified, fonts: .testFont)
        let rows = plain(TerminalRenderer(columns: 40).render(result))
        guard let row = rows.firstIndex(where: { $0.contains("Hello") }) else {
            Issue.record("no row holds the text")
            return
        }
        #expect(row == 4)
        #expect(rows[row].range(of: "Hello").map { rows[row].distance(from: rows[row].startIndex, to: $0.lowerBound) } == 10)
    }

    @Test("text longer than its frame in cells is cut with an ellipsis")
    func textCut() {
        let result = Text("abcdefgh").font(.system(size: 10)).layout(in: .unspecified, fonts: .testFont)
        // 80 points over 4 columns: the frame holds 4 cells, the line has 8 characters.
        let rows = plain(TerminalRenderer(columns: 4).render(result))
        #expect(rows.joined().contains("abc…"))
    }

    @Test("control characters in text never reach the terminal")
    func controlCharacters() {
        let result = Text("a\u{1B}[2Jb").font(.system(size: 10)).layout(in: .unspecified, fonts: .testFont)
        let out = TerminalRenderer(columns: 20).render(result)
        #expect(!out.contains("\u{1B}[2J"))
        #expect(plain(out).joined().contains("a·[2Jb"))
    }

    @Test("an empty or infinite picture renders as nothing, without crashing")
    func degenerate() {
        #expect(TerminalRenderer(columns: 0).render(EmptyView().layout(in: .unspecified)) == "")
        #expect(TerminalRenderer().render(Color.red.layout(in: ProposedViewSize(width: .infinity, height: .infinity))) == "")
    }
}

/// Canvases and frames whose sizes in cells are NaN, infinite or beyond `Int` (issue 19's
/// reproducers `ansi-subnormal-width.json`, `ansi-tall-thin.json`, `ansi-far-offset.json`):
/// each renders, clamped to the grid, instead of trapping in a conversion to `Int`.
@Suite("Terminal: extreme sizes")
@MainActor
struct TerminalExtremeSizeTests {
    @Test("a canvas 5e-324 wide renders")
    func subnormalWidth() {
        let result = Rectangle().frame(width: .leastNonzeroMagnitude, height: 100).layout(in: .unspecified)
        _ = TerminalRenderer(columns: 60).render(result)
    }

    @Test("a canvas 1e-10 wide and 1e300 tall renders at most 10,000 rows")
    func tallThin() {
        let result = Rectangle().frame(width: 1e-10, height: 1e300).layout(in: .unspecified)
        let rows = TerminalRenderer(columns: 60).render(result).split(separator: "\n")
        #expect(rows.count == 10_000)
    }

    @Test("a view 1e10 below a 1e-300 canvas renders")
    func farOffset() {
        let result = Rectangle().frame(width: 1e-300, height: 1e-300)
            .overlay { Color.red.offset(x: 0, y: 1e10) }
            .layout(in: .unspecified)
        _ = TerminalRenderer(columns: 60).render(result)
    }

    @Test("positions in cells clamp to the grid, NaN to its start")
    func cellClamping() {
        #expect(TerminalRenderer.cell(.nan, .down, in: 0...9) == 0)
        #expect(TerminalRenderer.cell(.infinity, .up, in: 0...9) == 9)
        #expect(TerminalRenderer.cell(-1e300, .down, in: -1...9) == -1)
        #expect(TerminalRenderer.cell(4.2, .up, in: 0...9) == 5)
    }
}
