import Foundation
import Testing
@testable import Trellis
import TrellisGallery

/// Text laid out with the square test font: every glyph is `size` wide, lines are `size` tall
/// with the baseline at 0.8 em (the Ahem model used by browser layout tests).
@Suite("Text layout (square test font)")
@MainActor
struct TextLayoutTests {
    private func size(_ text: Text, _ width: CGFloat?, _ height: CGFloat? = nil) -> CGSize {
        text.layout(in: ProposedViewSize(width: width, height: height), fonts: .testFont).size
    }

    private func measure(_ content: String, size: CGFloat = 10, style: TextStyle = TextStyle()) -> TextMeasure {
        TextMeasure(content: content, face: .squares, size: size, style: style)
    }

    private func shown(_ layout: TextLayout, _ content: String) -> [String] {
        let characters = Array(content)
        return layout.lines.map { $0.truncated ?? String(characters[$0.start..<$0.end]).trimmingCharacters(in: .whitespaces) }
    }

    // https://developer.apple.com/documentation/swiftui/text — "A text view always uses exactly
    // the amount of space it needs to display its rendered contents": unconstrained, one line.
    @Test("an unspecified width lays text out on one line at its natural width")
    func naturalWidth() {
        #expect(size(Text("Hello World").font(.system(size: 10)), nil) == CGSize(width: 110, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/text — "...wraps onto multiple lines" when
    // the width is constrained. The text reports its longest line *with the space that hangs at
    // its end*, capped at the proposal: measured on SwiftUI by github.com/iamcgn/swiftui-web
    // (Fixtures/Goldens/text: a 150-wide frame reports 137 = a 133.5 line + its 3.5 space).
    @Test("a width wraps text at spaces and reports its longest line with its hanging space")
    func wrapsAtSpaces() {
        let layout = measure("Hello World, this is text").layout(for: ProposedViewSize(width: 100, height: nil))
        #expect(shown(layout, "Hello World, this is text") == ["Hello", "World,", "this is", "text"])
        #expect(layout.size == CGSize(width: 80, height: 40))
        let capped = measure("Hello World, this is text").layout(for: ProposedViewSize(width: 75, height: nil))
        #expect(capped.size.width == 75)
    }

    // derived (UAX #14 "emergency breaks"): a word longer than the line breaks between characters.
    @Test("a word longer than the line breaks between characters")
    func breaksLongWords() {
        let layout = measure("abcdefghij").layout(for: ProposedViewSize(width: 35, height: nil))
        #expect(shown(layout, "abcdefghij") == ["abc", "def", "ghi", "j"])
        #expect(layout.size == CGSize(width: 30, height: 40))
    }

    // derived (UAX #14, class BK): a newline always ends a line.
    @Test("newlines always break, even with room to spare")
    func newlinesBreak() {
        #expect(size(Text("ab\ncde").font(.system(size: 10)), nil) == CGSize(width: 30, height: 20))
        #expect(size(Text("ab\ncde").font(.system(size: 10)), 1000) == CGSize(width: 30, height: 20))
    }

    // derived (UAX #14, class ID): CJK ideographs may break between any two characters.
    @Test("CJK text breaks between characters")
    func cjkBreaks() {
        let layout = measure("日本語の文章です").layout(for: ProposedViewSize(width: 30, height: nil))
        #expect(layout.lines.count == 3)
        #expect(layout.size.width == 30)
    }

    // derived (UAX #14, class HY): a hyphen between letters is a break opportunity.
    @Test("a hyphen between letters is a break opportunity")
    func hyphenBreaks() {
        let layout = measure("well-known").layout(for: ProposedViewSize(width: 60, height: nil))
        #expect(shown(layout, "well-known") == ["well-", "known"])
    }

    // https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb — lines beyond
    // the limit are dropped and the last line is truncated (tail by default).
    @Test("a line limit truncates the last line at the tail")
    func lineLimitTail() {
        let content = "Hello World, this is text"
        let layout = measure(content, style: TextStyle(lineLimit: 2)).layout(for: ProposedViewSize(width: 100, height: nil))
        #expect(shown(layout, content) == ["Hello", "World, th…"])
        #expect(layout.size == CGSize(width: 100, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/text/truncationmode — head: "…" at the
    // start; middle: in the middle; tail: at the end.
    @Test("truncation modes put the ellipsis at the head, middle or tail")
    func truncationModes() {
        let proposal = ProposedViewSize(width: 50, height: nil)
        let content = "abcdefghij"
        let modes: [(Text.TruncationMode, String)] = [(.tail, "abcd…"), (.head, "…ghij"), (.middle, "ab…ij")]
        for (mode, expected) in modes {
            let layout = measure(content, style: TextStyle(lineLimit: 1, truncationMode: mode)).layout(for: proposal)
            #expect(shown(layout, content) == [expected])
            #expect(layout.size.width == 50)
        }
    }

    // measured — swiftui-web `text/wrapped` at 50a2567 and `Docs/elements/Text.md`: a paragraph
    // that wraps to two lines never ends in a lone word when moving one down evens the lines.
    @Test("a two-line paragraph ending in one word moves the word before it down")
    func twoLineParagraphBalances() {
        let content = "aaaa bb c"
        let layout = measure(content).layout(for: ProposedViewSize(width: 80, height: nil))
        #expect(shown(layout, content) == ["aaaa", "bb c"])
        #expect(layout.size.width == 50)
    }

    // measured — swiftui-web `Docs/elements/Text.md`: "Layout wrap sentence" keeps "sentence"
    // alone, since moving "wrap" down would make the lines less even.
    @Test("a two-line paragraph keeps its lone word when moving one down is less even")
    func twoLineParagraphStaysWhenLessEven() {
        let content = "aaa bb cccccc"
        #expect(shown(measure(content).layout(for: ProposedViewSize(width: 100, height: nil)), content) == ["aaa bb", "cccccc"])
    }

    // measured — swiftui-web `Docs/elements/Text.md`: three or more lines are greedy ("frame."
    // stays alone at 100 pt).
    @Test("a paragraph of three lines keeps a lone word on its last line")
    func threeLineParagraphStaysGreedy() {
        let content = "aa bb cc dd e"
        #expect(shown(measure(content).layout(for: ProposedViewSize(width: 50, height: nil)), content) == ["aa bb", "cc dd", "e"])
    }

    // measured — swiftui-web `text/paragraphs` (`twoWrapped`): each "\n" paragraph is judged
    // alone, so the first paragraph's one line does not count towards the second's two.
    @Test("each paragraph of a text is balanced on its own")
    func paragraphsBalanceAlone() {
        let content = "x\naaaa bb c"
        #expect(shown(measure(content).layout(for: ProposedViewSize(width: 80, height: nil)), content) == ["x", "aaaa", "bb c"])
    }

    // measured — swiftui-web `text/truncation` at 06d0953: a middle-truncated line fills its
    // width ("Layout mus…rrow frame." is 150 wide in a 150 frame).
    @Test("middle truncation keeps the end's half and fills the rest from the start")
    func middleTruncationFillsTheLine() {
        // The end's half (35 beside half the ellipsis) keeps "   k", 10 wide once the spaces
        // next to the ellipsis go; the start fills the 60 left: "abcdef". Counting characters
        // alike at both ends kept "abcde…k", 70 wide.
        let content = "abcdefghij   k"
        let layout = measure(content, style: TextStyle(lineLimit: 1, truncationMode: .middle))
            .layout(for: ProposedViewSize(width: 80, height: nil))
        #expect(shown(layout, content) == ["abcdef…k"])
        #expect(layout.size.width == 80)
    }

    // derived: a height proposal smaller than all the lines keeps the lines that fit (at least
    // one) and truncates the last one, as a line limit does.
    @Test("a short height keeps the lines that fit and truncates the last")
    func heightLimits() {
        let content = "Hello World, this is text"
        let layout = measure(content).layout(for: ProposedViewSize(width: 100, height: 25))
        #expect(layout.lines.count == 2)
        #expect(layout.size.height == 20)
        let tiny = measure(content).layout(for: ProposedViewSize(width: 100, height: 0))
        #expect(tiny.lines.count == 1)
    }

    // https://developer.apple.com/documentation/swiftui/view/linespacing(_:) — "the amount of
    // space between the bottom of one line and the top of the next".
    @Test("line spacing adds space between lines only")
    func lineSpacing() {
        let text = Text("ab cd ef").font(.system(size: 10))
        let result = text.lineSpacing(4).layout(in: ProposedViewSize(width: 25, height: nil), fonts: .testFont)
        #expect(result.size == CGSize(width: 25, height: 38))
    }

    // https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:) — text shrinks
    // down to the factor, when it would otherwise be truncated.
    @Test("a minimum scale factor shrinks the font instead of truncating")
    func minimumScaleFactor() {
        let layout = measure("abcdefghij", style: TextStyle(lineLimit: 1, minimumScaleFactor: 0.5))
            .layout(for: ProposedViewSize(width: 80, height: nil))
        #expect(layout.lines.allSatisfy { $0.truncated == nil })
        #expect(layout.size.width <= 80 && layout.size.width > 75)
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline —
    // a text's first baseline is its first line's baseline; its last, the last line's.
    @Test("text sets its first and last baselines as explicit guides")
    func baselines() {
        let host = LayoutHost(Text("ab cd ef").font(.system(size: 10)), fonts: .testFont)
        let dimensions = host.engine.dimensions(host.engine.root, ProposedViewSize(width: 25, height: nil))
        #expect(dimensions.height == 30)
        #expect(dimensions[explicit: VerticalAlignment.firstTextBaseline] == 8)
        #expect(dimensions[explicit: VerticalAlignment.lastTextBaseline] == 28)
        #expect(dimensions[explicit: VerticalAlignment.top] == nil)
    }

    // https://developer.apple.com/documentation/swiftui/font — text styles at their default
    // Dynamic Type sizes on iOS (Human Interface Guidelines, "Typography": body 17, title 28…).
    @Test("text styles measure at their default point sizes")
    func textStyleSizes() {
        #expect(size(Text("x").font(.largeTitle), nil).height == 34)
        #expect(size(Text("x").font(.body), nil).height == 17)
        #expect(size(Text("x"), nil).height == 17)  // .body by default
        #expect(size(Text("x").font(.caption2), nil).height == 11)
        #expect(size(Text("x"), nil, nil) == size(Text("x").font(.body), nil))
        let inherited = BasicVStack { Text("x").id("t") }.font(.title).layout(in: .unspecified, fonts: .testFont)
        #expect(inherited.frame(of: "t")?.height == 28)
    }

    // Whitespace-only text is one line as wide as its spaces (measured on SwiftUI by
    // github.com/iamcgn/swiftui-web: `" "` is 4 × 16 at its ideal size, 0 × 16 at width 0).
    // The empty string is unmeasured anywhere public: Trellis gives it one empty line (0 wide),
    // an assumption. A huge string lays out without trouble.
    @Test("empty, blank and huge strings lay out")
    func awkwardStrings() {
        #expect(size(Text("").font(.system(size: 10)), nil) == CGSize(width: 0, height: 10))
        #expect(size(Text("   ").font(.system(size: 10)), 100) == CGSize(width: 30, height: 10))
        #expect(size(Text("   ").font(.system(size: 10)), 0) == CGSize(width: 0, height: 10))
        let huge = String(repeating: "word ", count: 200_000)
        let result = Text(huge).font(.system(size: 10)).layout(in: ProposedViewSize(width: 1000, height: nil), fonts: .testFont)
        // 20 words (100 characters with their spaces) fit in 1000 points: 10,000 lines.
        #expect(result.size == CGSize(width: 1000, height: 10 * 10_000))
    }
}

/// Truncation of ASCII text measures its tries from the prefix sums (a shortened line's width
/// is its parts' plus the ellipsis's and the kerning where they meet): it must keep exactly the
/// characters the general path, which shapes every try, keeps, at the width it measures.
@Suite("Text truncation (shipped Inter)")
struct TextTruncationPathTests {
    @Test("truncating ASCII text from the prefix sums keeps what shaping every try keeps, in every mode")
    func asciiTruncationMatchesGeneralPath() throws {
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let face = FontFace.file(try FontFile(contentsOf: shipped + "/Inter-Regular.ttf"))
        // Kerning pairs at every cut (AV, To, Yo, LT, r., W.) and spaces next to the ellipsis.
        let texts = ["AVATAR Wave To Yo LT AV Ty r. W. AVAVAV", "Tomorrow, You Will Travel To Yale.", "a  b   c    d", "WWWWWWWWWW"]
        for text in texts {
            for size: CGFloat in [11, 17, 34] {
                let fast = TextShaper(text, face: face, size: size)
                let general = TextShaper(text, face: face, size: size, usesASCIITables: false)
                let whole = general.width(0, general.characters.count)
                for mode in [Text.TruncationMode.head, .middle, .tail] {
                    let style = TextStyle(lineLimit: 1, truncationMode: mode)
                    for step in 1 ..< 24 {
                        let width = whole * CGFloat(step) / 24
                        let expected = general.layout(maxWidth: width, maxHeight: nil, style: style).lines
                        let got = fast.layout(maxWidth: width, maxHeight: nil, style: style).lines
                        #expect(got.map(\.truncated) == expected.map(\.truncated), "\(text) at \(size) pt, \(mode), \(width) wide")
                        #expect(
                            zip(got, expected).allSatisfy { abs($0.width - $1.width) < 1e-9 },
                            "\(text) at \(size) pt, \(mode), \(width) wide: widths \(got.map(\.width)) against \(expected.map(\.width))")
                    }
                }
            }
        }
    }

    @Test("truncating digits set tabular keeps what shaping every try keeps, at its width")
    func tabularDigitTruncationMatchesGeneralPath() throws {
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let face = FontFace.file(try FontFile(contentsOf: shipped + "/Inter-Regular.ttf"))
        let text = "Order 1,174.50 V1 7. 10 T4 A1 1A"
        let fast = TextShaper(text, face: face, size: 17, tabularDigits: true)
        let general = TextShaper(text, face: face, size: 17, tabularDigits: true, usesASCIITables: false)
        let whole = general.width(0, general.characters.count)
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            let style = TextStyle(lineLimit: 1, truncationMode: mode)
            for step in 1 ..< 24 {
                let width = whole * CGFloat(step) / 24
                let expected = general.layout(maxWidth: width, maxHeight: nil, style: style).lines
                let got = fast.layout(maxWidth: width, maxHeight: nil, style: style).lines
                #expect(got.map(\.truncated) == expected.map(\.truncated), "\(mode), \(width) wide")
                #expect(zip(got, expected).allSatisfy { abs($0.width - $1.width) < 1e-9 }, "\(mode), \(width) wide")
            }
        }
    }
}
