import Foundation
import Testing
@testable import Trellis

/// SwiftUI's text sizing rules beyond plain wrapping, with the square test font (every glyph a
/// square of the font size, baseline at 0.8 em, cap height 0.8 em, no line gap).
///
/// Measurements cited as "swiftui-web" are frames real SwiftUI produced, recorded by
/// github.com/iamcgn/swiftui-web (Docs/elements/Text.md, Fixtures/Goldens/…/frames.json).
@Suite("Text sizing rules")
@MainActor
struct TextSizingRulesTests {
    private func layout(_ text: some View, _ proposal: ProposedViewSize, scale: CGFloat = 1) -> LayoutResult {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return text.layout(in: proposal, environment: environment, fonts: .testFont)
    }

    private func text(_ content: String) -> Text { Text(content).font(.system(size: 10)) }

    @Test("a text's node is named after its first 23 characters")
    func textNodeName() {
        let result = layout(VStack { Text("Hello"); Text("abcdefghijklmnopqrstuvwxyz") }, .unspecified)
        #expect(result.elements.dropFirst().map(\.name) == ["Text(\"Hello\")", "Text(\"abcdefghijklmnopqrstuvw…\")"])
    }

    // objc.io, "Thinking in SwiftUI" (text is "at least one line high – except for proposing
    // 0 × 0"); OpenSwiftUI's StyledTextLayoutEngine returns .zero for a .zero proposal.
    @Test("a zero proposal makes text zero-sized")
    func zeroProposal() {
        #expect(layout(text("Hello"), .zero).size == .zero)
    }

    // swiftui-web: `Text("Hello")` proposed width 0 is 0 × 80 with 16-point lines — one
    // character per line, reported 0 wide; spaces hang and never take a line of their own.
    @Test("a zero width stacks one character per line and reports zero width")
    func zeroWidth() {
        #expect(layout(text("Hello"), ProposedViewSize(width: 0, height: nil)).size == CGSize(width: 0, height: 50))
        #expect(layout(text("ab cd"), ProposedViewSize(width: 0, height: nil)).size == CGSize(width: 0, height: 40))
    }

    // swiftui-web (pressure/heights): a five-line paragraph in frames 8, 20, 32, 40, 48 and 70
    // tall reports 16, 16, 32, 32, 48 and 64 — the lines that fit, at least one.
    @Test("a height keeps the whole lines that fit, at least one")
    func heightKeepsWholeLines() {
        let paragraph = text("aa bb cc dd ee")  // five lines at width 25
        let heights = [8, 10, 19, 20, 45, 70].map {
            layout(paragraph, ProposedViewSize(width: 25, height: $0)).size.height
        }
        #expect(heights == [10, 10, 10, 20, 40, 50])
    }

    // swiftui-web and OpenSwiftUI: text sizes are rounded up to whole pixels (iOS 2×: a
    // 20.29-point line is 20.5 tall); frames elsewhere stay fractional.
    @Test("text sizes round up to whole pixels of the display scale")
    func pixelRounding() {
        let odd = Text("abc").font(.system(size: 10.1))
        #expect(layout(odd, .unspecified, scale: 2).size == CGSize(width: 30.5, height: 10.5))
        #expect(layout(odd, .unspecified, scale: 1).size == CGSize(width: 31, height: 11))
    }

    // swiftui-web: `lineLimit(2...4)` gives "Hello" two lines' height; `lineLimit(3...)` three.
    // https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)
    @Test("a line-limit range reserves room for its lower bound")
    func reservedLines() {
        #expect(layout(text("Hello").lineLimit(2...4), .unspecified).size == CGSize(width: 50, height: 20))
        #expect(layout(text("Hello").lineLimit(3...), .unspecified).size == CGSize(width: 50, height: 30))
        #expect(layout(text("Hello").lineLimit(2, reservesSpace: true), .unspecified).size.height == 20)
        #expect(layout(text("Hello").lineLimit(2, reservesSpace: false), .unspecified).size.height == 10)
        let long = text("aa bb cc dd ee").lineLimit(...2)
        #expect(layout(long, ProposedViewSize(width: 25, height: nil)).size.height == 20)
    }

    // swiftui-web: with lineLimit(1), head "…inside a narrow frame.", middle "Layout mus…rrow
    // frame." — no space is kept next to the ellipsis.
    @Test("truncation drops the spaces next to the ellipsis")
    func truncationTrimsSpaces() {
        let measure = TextMeasure(
            content: "ab cd ef", face: .squares, size: 10, style: TextStyle(lineLimit: 1, truncationMode: .head))
        let layout = measure.layout(for: ProposedViewSize(width: 60, height: nil))
        #expect(layout.lines.map(\.truncated) == ["…cd ef"])
        let middle = TextMeasure(
            content: "abc defgh", face: .squares, size: 10, style: TextStyle(lineLimit: 1, truncationMode: .middle))
        #expect(middle.layout(for: ProposedViewSize(width: 60, height: nil)).lines.map(\.truncated) == ["abc…gh"])
    }

    // swiftui-web: the first baseline of iOS 26 body text (ascent 18.36) is 18.5 at 2×: rounded
    // to the nearest pixel.
    @Test("the first baseline rounds to the nearest pixel")
    func baselineRounding() {
        let host = LayoutHost(Text("a").font(.system(size: 10.4)), fonts: .testFont)
        let dimensions = host.engine.dimensions(host.engine.root, .unspecified)
        #expect(dimensions[VerticalAlignment.firstTextBaseline] == 8)  // 8.32 → 8
    }
}

/// How text spaces itself from its neighbours in stacks.
@Suite("Text spacing")
@MainActor
struct TextSpacingTests {
    private func frames(_ view: some View) -> LayoutResult {
        view.layout(in: .unspecified, fonts: .testFont)
    }

    // swiftui-web: two texts in a VStack sit the lower text's line gap apart (0 for a font
    // without one, iOS ≤ 18's SF; 2 for iOS 26's body), never the default 8. OpenSwiftUI
    // Text+Spacing.swift: the textToText category.
    @Test("two texts in a VStack are their line gap apart")
    func textToText() {
        let result = frames(VStack { Text("a").font(.system(size: 10)).id("a"); Text("b").font(.system(size: 10)).id("b") })
        #expect(result.frame(of: "b")?.minY == 10)
    }

    // swiftui-web (macOS 13 pt: text above a rectangle 8.1509, below one 4.7422, matching the
    // formulas) and OpenSwiftUI Text+Spacing.swift: a text is its descent plus a tenth of its
    // line height (rounded up to a pixel) below a plain view, and the larger of line height +
    // tenth − cap height and descent + tenth above one.
    @Test("a text and a plain view are spaced by the text's metrics")
    func textAndPlainView() {
        let above = frames(VStack { Text("a").font(.system(size: 20)); Rectangle().frame(width: 5, height: 5).id("r") })
        // size 20: ascent 16, descent 4, cap height 16, tenth 2: max(20 + 2 − 16, 2 + 4) = 6.
        #expect(above.frame(of: "r")?.minY == 26)
        let below = frames(VStack { Rectangle().frame(width: 5, height: 5); Text("a").font(.system(size: 20)).id("t") })
        // descent 4 + tenth 2 = 6.
        #expect(below.frame(of: "t")?.minY == 11)
    }

    // swiftui-web: two rectangles are 8 apart; text declares nothing on its leading and
    // trailing edges, so side by side it is 8 from anything but a Spacer.
    @Test("text sits the default 8 from its horizontal neighbours")
    func horizontalDefault() {
        let result = frames(HStack { Text("a").font(.system(size: 10)); Rectangle().frame(width: 5, height: 5).id("r") })
        #expect(result.frame(of: "r")?.minX == 18)
        let plain = frames(VStack { Color.red.frame(width: 5, height: 5); Color.red.frame(width: 5, height: 5).id("b") })
        #expect(plain.frame(of: "b")?.minY == 13)
    }

    // OpenSwiftUI Spacing.reset: a frame fixing the height replaces the text's top and bottom
    // preferences with the plain-view ones, so a framed text is 8 from a framed text.
    @Test("a frame of fixed height spaces text like a plain view")
    func framedText() {
        let result = frames(VStack {
            Text("a").font(.system(size: 10)).frame(height: 10)
            Text("b").font(.system(size: 10)).frame(height: 10).id("b")
        })
        #expect(result.frame(of: "b")?.minY == 18)
    }
}

/// Text measurement is cached: a stack's probes and baseline questions never break the same
/// text twice for one proposal (issue 4: "a stack's three probes never re-break the same text").
@Suite("Text measurement caching")
@MainActor
struct TextCachingTests {
    @Test("a stack breaks each text once per distinct proposal")
    func oncePerProposal() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Hello wide world").font(.system(size: 10))
            Text("Hi").font(.system(size: 20))
        }
        let host = LayoutHost(view, fonts: .testFont)
        _ = host.layout(in: ProposedViewSize(width: 120, height: 100))
        let texts = host.engine.nodes.compactMap { node -> TextMeasure? in
            if case let .leaf(index) = node.behavior, case let .measured(measurer) = host.engine.store.tables.sizing(index), let measure = measurer as? TextMeasure {
                return measure
            }
            return nil
        }
        try #require(texts.count == 2)
        // Each text is asked at 0, ∞ and its share of the width (0 needs no line breaking
        // beyond one pass), and its baseline at the size it is placed with: at most three
        // distinct proposals, never more breaks than that.
        for text in texts { #expect(text.lineBreakCount <= 3, "broke \(text.lineBreakCount) times") }
        _ = host.layout(in: ProposedViewSize(width: 120, height: 100))
        for text in texts { #expect(text.lineBreakCount <= 3, "a repeat layout broke lines again") }
    }
}
