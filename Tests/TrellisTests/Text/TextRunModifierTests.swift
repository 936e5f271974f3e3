import Foundation
import Testing
@testable import Trellis

/// Text's modifiers that change a frame, measured with the square test font (every character
/// a square of the font size; ascent 0.8 em, descent 0.2 em). The widths are derived from
/// Apple's documentation of each modifier, cited per test.
@Suite("Text run modifiers")
@MainActor
struct TextRunModifierTests {
    private func frame(_ view: some View, width: CGFloat? = nil) -> CGRect? {
        view.font(.system(size: 10)).id("t").layout(in: ProposedViewSize(width: width ?? 500, height: 100), fonts: .testFont)
            .frame(of: "t")
    }

    private func lines(_ view: some View, width: CGFloat) -> [String] {
        let result = view.font(.system(size: 10)).id("t").layout(in: ProposedViewSize(width: width, height: 100), fonts: .testFont)
        guard case let .text(drawing)? = result.element(id: "t")?.drawing else { return [] }
        return drawing.lines.map(\.text)
    }

    @Test("kerning adds its offset after every character, the trailing edge too")
    func kerningWidens() {
        // https://developer.apple.com/documentation/swiftui/text/kerning(_:) — "the kerning
        // affects the trailing edge of the text view as well". 5 characters × (10 + 2).
        #expect(frame(Text("ABCDE").kerning(2))?.width == 60)
        #expect(frame(Text("ABCDE").kerning(-3))?.width == 35)
    }

    @Test("tracking adds space to each character and wins over kerning")
    func trackingWinsOverKerning() {
        // https://developer.apple.com/documentation/swiftui/text/tracking(_:)
        #expect(frame(Text("ABCDE").tracking(4))?.width == 70)
        #expect(frame(Text("ABCDE").kerning(2).tracking(4))?.width == 70)
    }

    @Test("tracking leaves the letters of a cursive script, and the spaces between them, unspaced")
    func trackingSkipsCursiveScripts() {
        // CSS Text 3 §8.2: letter spacing must not be applied to cursive scripts; Chromium draws
        // the SVG's `letter-spacing` on Arabic as none, and the measured width is the drawn one.
        // "ab سلام" in squares: 7 characters × 10, then 4 × 4 for "a", "b", and the space after them.
        #expect(frame(Text("ab سلام").tracking(4))?.width == 82)
        #expect(frame(Text("سلام عليكم").tracking(4))?.width == 100)
    }

    @Test("the view forms of kerning and tracking reach the text inside")
    func environmentForms() {
        let result = VStack { Text("ABCDE").id("t") }.tracking(1).font(.system(size: 10))
            .layout(in: ProposedViewSize(width: 500, height: 100), fonts: .testFont)
        #expect(result.frame(of: "t")?.width == 55)
    }

    @Test("a raised run makes its line taller above the baseline")
    func baselineOffsetRaises() {
        // 0.8 em ascent + 4 raised, 0.2 em descent: 8 + 4 + 2.
        #expect(frame(Text("ab").baselineOffset(4))?.height == 14)
        #expect(frame(Text("ab").baselineOffset(-3))?.height == 13)
    }

    // measured — swiftui-web `textscale/styles` at 5397214: macOS body "Hello" is 18.5 tall at
    // either scale, 31 wide at the default and 27.5 at the secondary.
    @Test("secondary text in the system font keeps the default line height and narrows")
    func secondaryScaleKeepsLineHeight() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2
        func size(_ text: Text) -> CGSize {
            text.font(.body).layout(in: .unspecified, environment: environment).elements.first?.frame.size ?? .zero
        }
        let plain = size(Text("Hello")), secondary = size(Text("Hello").textScale(.secondary))
        #expect(secondary.height == plain.height)
        #expect(secondary.width < plain.width)
    }

    @Test("textCase transforms the characters shown")
    func textCaseTransforms() {
        #expect(lines(Text("Hello").textCase(.uppercase), width: 500) == ["HELLO"])
        #expect(lines(Text("Hello").textCase(.lowercase), width: 500) == ["hello"])
    }

    // measured — swiftui-web `textscale/styles` at 5397214: 10-pt text's secondary scale is
    // as wide as 8.75-pt text (five squares of 8.75: 43.75, rounded up to the pixel).
    @Test("the secondary text scale draws smaller text")
    func secondaryScale() {
        #expect(frame(Text("abcde").textScale(.secondary))?.size == CGSize(width: 44, height: 9))
        #expect(frame(Text("abcde").textScale(.secondary, isEnabled: false))?.width == 50)
    }

    // measured — swiftui-web `textscale/styles` at 5397214 (macOS): largeTitle (26 pt) secondary
    // "Hello" is 46 wide, as 20.5-pt text; 10-pt footnote 22.5, as 8.75-pt text.
    @Test("the secondary size follows the measured sizes and runs straight between them")
    func secondarySizes() {
        let secondary = Text.Scale.secondary
        #expect(secondary.pointSize(for: 26) == 20.5)
        #expect(secondary.pointSize(for: 10) == 8.75)
        #expect(secondary.pointSize(for: 14) == 12.125)
        #expect(secondary.pointSize(for: 52) == 41)
        #expect(secondary.pointSize(for: 5) == 4.375)
        #expect(Text.Scale.default.pointSize(for: 26) == 26)
    }

    @Test("a secondary size that is not a positive number stays as it is")
    func secondarySizeOfBadInput() {
        let secondary = Text.Scale.secondary
        #expect(secondary.pointSize(for: .nan).isNaN)
        #expect(secondary.pointSize(for: .infinity) == .infinity)
        #expect(secondary.pointSize(for: -5) == -5)
        #expect(secondary.pointSize(for: 0) == 0)
    }

    @Test("underlines and strikethroughs do not change the frame, and are drawn")
    func decorationsDraw() {
        let result = Text("ab").underline(color: .red).strikethrough(pattern: .dash).font(.system(size: 10)).id("t")
            .layout(in: ProposedViewSize(width: 500, height: 100), fonts: .testFont)
        #expect(result.frame(of: "t")?.size == CGSize(width: 20, height: 10))
        guard case let .text(drawing)? = result.element(id: "t")?.drawing else {
            Issue.record("no text drawing")
            return
        }
        #expect(drawing.lines.first?.spans.first?.underline?.paint.name == "red")
        #expect(drawing.lines.first?.spans.first?.strikethrough?.pattern == "dash")
    }

    @Test("tightening fits a line that would truncate by a little")
    func tighteningAvoidsTruncation() {
        // "abcdefghij" is 100 wide; tightening may take up to 0.5 (5 % of 10) from each of its
        // 10 characters, so 96 fits and 94 does not.
        let text = Text("abcdefghij").lineLimit(1).allowsTightening(true)
        #expect(lines(text, width: 96) == ["abcdefghij"])
        #expect(lines(text, width: 94).first?.hasSuffix("…") == true)
        #expect(lines(Text("abcdefghij").lineLimit(1), width: 96).first?.hasSuffix("…") == true)
    }

    @Test("a kerning that is not a number measures as none, reported")
    func badKerning() {
        let result = Text("ab").kerning(.nan).font(.system(size: 10)).id("t")
            .layout(in: ProposedViewSize(width: 500, height: 100), fonts: .testFont)
        #expect(result.frame(of: "t")?.width == 20)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    @Test("an attributed string's runs keep their fonts and kerning")
    func attributedRuns() {
        var head = AttributedString("ab")
        head.font = .system(size: 20)
        var tail = AttributedString("cd")
        tail.kern = 1
        #expect(frame(Text(head + tail))?.size == CGSize(width: 40 + 22, height: 20))
    }

    @Test("a formatted value shows its formatted text")
    func formattedValue() {
        #expect(lines(Text(1234, format: .number.grouping(.never)), width: 500) == ["1234"])
    }

    @Test("a formatted value is written with the environment's locale")
    func formatStyleLocale() {
        let price = Text(12.5, format: .currency(code: "USD"))
        #expect(lines(price.environment(\.locale, Locale(identifier: "en_US")), width: 500) == ["$12.50"])
        #expect(lines(price.environment(\.locale, Locale(identifier: "de_DE")), width: 500) == ["12,50\u{00A0}$"])
        // 2026-05-28 12:06 UTC: the 28th in every time zone from UTC−12 to UTC+11.
        let day = Text(Date(timeIntervalSince1970: 1_779_970_000), format: .dateTime.year().month().day())
        #expect(lines(day.environment(\.locale, Locale(identifier: "en_US")), width: 500) == ["May 28, 2026"])
    }

    @Test("a date in the date style is written with the environment's locale and time zone")
    func dateStyle() {
        let instant = Date(timeIntervalSince1970: 1_780_000_000)
        let view = Text(instant, style: .date)
            .environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, TimeZone(identifier: "UTC")!)
        #expect(lines(view, width: 500) == ["May 28, 2026"])
        let british = Text(instant, style: .date)
            .environment(\.locale, Locale(identifier: "en_GB")).environment(\.timeZone, TimeZone(identifier: "UTC")!)
        #expect(lines(british, width: 500) == ["28 May 2026"])
    }

    @Test("a paused timer shows the time left")
    func timerInterval() {
        let start = Date(timeIntervalSince1970: 0)
        let text = Text(timerInterval: start...start.addingTimeInterval(3_725), pauseTime: start.addingTimeInterval(5))
        #expect(lines(text, width: 500) == ["1:02:00"])
    }
}
