import Foundation
import Testing
@testable import Trellis

/// Images inside text (`Text(_:)` with an `Image`, `"\(image)"`), laid out with the square
/// test font: a glyph is `size` wide, a line `size` tall with its baseline at 0.8 em. The
/// symbols' sizes come from the catalog `Image(systemName:)` is sized from (``SymbolMetrics``);
/// the rules are `TextImage`'s (measured on swiftui-web `text/inline-image`, whose recording
/// `TextInlineImageFixtureTests` checks).
@Suite("Images in text")
@MainActor
struct TextInlineImageTests {
    /// `view` laid out at scale 2, so that the symbols' half points stay as they are.
    private func layout(_ view: some View, width: CGFloat? = nil) -> LayoutResult {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        return view.layout(in: ProposedViewSize(width: width, height: nil), environment: environment, fonts: .testFont)
    }

    private func lines(_ result: LayoutResult, _ id: String = "t") -> [String] {
        guard case let .text(text)? = result.element(id: id)?.drawing else { return [] }
        return text.lines.map(\.text)
    }

    /// An image of `width` × `height` points: a PNG header read at scale 1.
    private func bitmap(_ width: Int, _ height: Int) -> Image {
        Image(data: TestImages.png(width: width, height: height))
    }

    @Test("a symbol in text is as wide as the symbol at the text's font size")
    func symbolWidth() {
        let star = SymbolMetrics.metrics(of: "star", pointSize: 13).size.width
        let result = layout((Text(Image(systemName: "star")) + Text("ab")).font(.system(size: 13)).id("t"))
        #expect(result.element(id: "t")?.exactFrame.width == star + 26)
    }

    @Test("a symbol in bold text takes the bold symbol's width")
    func boldSymbol() {
        let regular = SymbolMetrics.metrics(of: "star", pointSize: 13).size.width
        let bold = SymbolMetrics.metrics(of: "star", pointSize: 13, weight: .bold).size.width
        #expect(bold != regular)
        let result = layout(Text(Image(systemName: "star")).font(.system(size: 13)).bold().id("t"))
        #expect(result.element(id: "t")?.exactFrame.width == bold)
    }

    @Test("the image scale sizes a symbol in text")
    func imageScale() {
        let large = SymbolMetrics.metrics(of: "star", pointSize: 13, scale: .large).size.width
        let result = layout(Text(Image(systemName: "star")).font(.system(size: 13)).id("t").imageScale(.large))
        #expect(result.element(id: "t")?.exactFrame.width == large)
    }

    @Test("an image in text is its natural size, its bottom on the baseline, raising a line it is taller than")
    func bitmapOnBaseline() {
        // 10-pt squares: 8 above the baseline, 2 below; the 40 × 30 image rises 30 above it.
        let result = layout((Text("ab") + Text(bitmap(40, 30))).font(.system(size: 10)).id("t"))
        #expect(result.element(id: "t")?.exactFrame.size == CGSize(width: 60, height: 32))
        guard case let .text(text)? = result.element(id: "t")?.drawing, let line = text.lines.first,
              let span = line.spans.last else {
            Issue.record("no styled line drawn")
            return
        }
        #expect(line.origin.y == 30)
        #expect(span.imageFrame(on: line) == CGRect(x: 20, y: 0, width: 40, height: 30))
    }

    @Test("a symbol's frame in the drawing reaches its descent below the baseline")
    func symbolFrame() throws {
        let star = SymbolMetrics.metrics(of: "star", pointSize: 10)
        let result = layout((Text("a") + Text(Image(systemName: "star"))).font(.system(size: 10)).id("t"))
        guard case let .text(text)? = result.element(id: "t")?.drawing, let line = text.lines.first,
              let span = line.spans.last, let frame = span.imageFrame(on: line) else {
            Issue.record("no image span drawn")
            return
        }
        #expect(span.image?.drawing.source == .symbol("star"))
        #expect(frame.minX == 10 && frame.size == star.size)
        #expect(frame.maxY == line.origin.y + star.descent)
    }

    @Test("a line may break before an image in a word")
    func breakBeforeImage() {
        // "x abc" is 50 wide; with the 20-wide image 70: the line breaks before the image, not at the space.
        let text = (Text("x abc") + Text(bitmap(20, 8))).font(.system(size: 10)).id("t")
        #expect(lines(layout(text, width: 55)) == ["x abc", "\u{FFFC}"])
    }

    @Test("a line may break after an image in a word")
    func breakAfterImage() {
        // The image then "bcd": 20 + 30 does not fit 45, so the line breaks after the image.
        let text = (Text(bitmap(20, 8)) + Text("bcd")).font(.system(size: 10)).id("t")
        #expect(lines(layout(text, width: 45)) == ["\u{FFFC}", "bcd"])
    }

    @Test("an image is never broken: a line narrower than it holds it whole")
    func unbreakable() {
        let result = layout(Text(bitmap(40, 8)).font(.system(size: 10)).id("t"), width: 25)
        #expect(lines(result) == ["\u{FFFC}"])
    }

    @Test("an image interpolated into a localized key is set inline between its words")
    func interpolated() {
        let result = layout(Text("a \(bitmap(40, 8)) b").font(.system(size: 10)).id("t"))
        #expect(result.element(id: "t")?.exactFrame.width == CGFloat(10 + 10 + 40 + 10 + 10))
        #expect(lines(result) == ["a \u{FFFC} b"])
    }

    @Test("an image in text that cannot be loaded is 0 × 0 and reported")
    func missingImage() {
        let result = layout((Text(Image("no-such-image")) + Text("ab")).font(.system(size: 10)).id("t"))
        #expect(result.element(id: "t")?.exactFrame.width == CGFloat(20))
        #expect(result.diagnostics.map(\.kind).contains(.missingImage))
    }

    // measured: swiftui-web `symbol/basic` (an image of a name that is no symbol is 0 × 0).
    @Test("a symbol in text whose name is no SF Symbol is 0 × 0 and reported with SwiftUI's message")
    func unknownSymbolName() {
        let result = layout((Text(Image(systemName: "not.a.symbol")) + Text("ab")).font(.system(size: 10)).id("t"))
        #expect(result.element(id: "t")?.exactFrame.width == CGFloat(20))
        #expect(result.diagnostics.map(\.kind) == [.missingImage])
        #expect(result.diagnostics.first?.message.hasPrefix("No symbol named 'not.a.symbol' found in system symbol set") == true)
    }

    @Test("a symbol in text whose font size is not a number is 0 × 0, reported, not a crash")
    func nanSize() {
        let result = layout(Text(Image(systemName: "star")).font(.system(size: .nan)).id("t"))
        #expect(result.element(id: "t")?.exactFrame.size == .zero)
        #expect(result.diagnostics.map(\.kind).contains(.invalidModifierValue))
    }
}
