import Foundation
import Testing
import Trellis

/// `Text + Text` (Apple: https://developer.apple.com/documentation/swiftui/text/+(_:_:) —
/// "Concatenates the text in two text views in a new text view"), measured with the square
/// test font: every character is a square of the font size, ascent 0.8 em, descent 0.2 em.
@Suite("Text concatenation")
@MainActor
struct TextConcatenationTests {
    private let proposal = ProposedViewSize(width: 500, height: 100)

    private func frame(_ view: some View, _ proposal: ProposedViewSize? = nil) -> CGRect? {
        view.id("t").layout(in: proposal ?? self.proposal, fonts: .testFont).frame(of: "t")
    }

    @Test("two texts of one style measure as the joined string")
    func sameStyle() {
        let joined = (Text("Total: ") + Text("42")).id("t").layout(in: proposal, fonts: .testFont)
        #expect(joined.frame(of: "t") == frame(Text("Total: 42")))
        #expect(joined.diagnostics.isEmpty)
    }

    @Test("each run is measured in its own font size, with no diagnostic")
    func runsKeepTheirSizes() {
        // "ab" at 10 pt and "cd" at 20 pt: 20 + 40 wide.
        let result = (Text("ab").font(.system(size: 10)) + Text("cd").font(.system(size: 20))).id("t")
            .layout(in: proposal, fonts: .testFont)
        #expect(result.frame(of: "t")?.width == 60)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a line is as tall as its tallest run")
    func lineFollowsTallestRun() {
        let mixed = frame(Text("ab").font(.system(size: 10)) + Text("cd").font(.system(size: 20)))
        #expect(mixed?.height == 20)
    }

    @Test("each line is as tall as the tallest run on it")
    func eachLineItsOwnHeight() throws {
        // Line 1 "AA " at 20 pt (ascent 16, descent 4), line 2 "bb" at 10 pt (8, 2): 16 + 4 + 8 + 2.
        let result = (Text("AA ").font(.system(size: 20)) + Text("bb").font(.system(size: 10))).id("t")
            .layout(in: ProposedViewSize(width: 50, height: nil), fonts: .testFont)
        #expect(result.frame(of: "t")?.height == 30)
        guard case let .text(drawing)? = result.element(id: "t")?.drawing else {
            Issue.record("no text drawing")
            return
        }
        #expect(drawing.lines.map(\.origin.y) == [16, 28])
    }

    @Test("the first baseline is the tallest run's ascent")
    func baselineFollowsTallestRun() {
        let result = HStack(alignment: .firstTextBaseline, spacing: 0) {
            (Text("ab").font(.system(size: 10)) + Text("cd").font(.system(size: 20))).id("t")
            Color.red.frame(width: 5, height: 5).id("box")
        }
        .layout(in: proposal, fonts: .testFont)
        let text = result.frame(of: "t"), box = result.frame(of: "box")
        #expect(box.map(\.maxY) == text.map { $0.minY + 16 })
    }

    @Test("a modifier on the joined text styles the runs that do not set it themselves")
    func outerModifierFillsGaps() {
        // "ab" keeps its 10 pt; "cd" takes the joined text's 30 pt.
        let joined = (Text("ab").font(.system(size: 10)) + Text("cd")).font(.system(size: 30))
        #expect(frame(joined)?.width == CGFloat(20 + 60))
    }

    @Test("runs wrap on one line-breaking pass")
    func runsWrapTogether() {
        // "aa bb" at 10 pt is 50 wide; in 30 the line breaks after the space, across the runs:
        // two lines, the first 30 wide with its hanging space.
        let joined = Text("aa ").font(.system(size: 10)) + Text("bb").font(.system(size: 10)).bold()
        #expect(frame(joined, ProposedViewSize(width: 30, height: nil))?.size == CGSize(width: 30, height: 20))
    }

    @Test("styled lines draw span by span, each at its measured place")
    func drawsSpans() throws {
        let result = (Text("ab").font(.system(size: 10)) + Text("cd").foregroundColor(.red).font(.system(size: 20))).id("t")
            .layout(in: proposal, fonts: .testFont)
        guard case let .text(drawing)? = result.element(id: "t")?.drawing else {
            Issue.record("no text drawing")
            return
        }
        let spans = try #require(drawing.lines.first?.spans)
        #expect(spans.map(\.text) == ["ab", "cd"])
        #expect(spans.map(\.x) == [0, 20])
        #expect(spans.map(\.pointSize) == [10, 20])
        #expect(spans[1].paint.name == "red")
    }
}
