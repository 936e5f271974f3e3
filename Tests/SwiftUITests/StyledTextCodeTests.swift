// Styled text written as SwiftUI code writes it: only `import SwiftUI`, nothing from Trellis by
// name but the headless host the test reads frames from (issue 23, "The rest of Text's API").
import SwiftUI
import Testing

/// A price row as shops write one: a struck old price, a bold new one joined to a caption, a
/// Markdown note with a link, and an attributed badge.
private struct PriceRow: View {
    var oldPrice = 12.5
    var newPrice = 9.99

    var badge: AttributedString {
        var badge = AttributedString("SALE")
        badge.font = .caption
        badge.foregroundColor = .red
        badge.kern = 1
        badge.underlineStyle = .single
        return badge
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            (Text(oldPrice, format: .number.precision(.fractionLength(2))).strikethrough(color: .gray)
                + Text(" ")
                + Text(newPrice, format: .number.precision(.fractionLength(2))).bold().font(.title))
                .id("prices")
            Text("Ends **soon**: see [terms](https://example.com/terms)").id("note")
            Text(badge).textCase(.lowercase).id("badge")
        }
        .tracking(0.5)
    }
}

@Suite("SwiftUI code: styled text")
@MainActor
struct StyledTextCodeTests {
    @Test("a price row of joined, Markdown and attributed texts lays out and draws its runs")
    func priceRow() throws {
        let result = PriceRow().layout(in: ProposedViewSize(width: 390, height: 300))
        let prices = try #require(result.frame(of: "prices"))
        let note = try #require(result.frame(of: "note"))
        // The joined line is as tall as its title run: taller than the body-sized note.
        #expect(prices.height > note.height)
        guard case let .text(drawing)? = result.element(id: "prices")?.drawing else {
            Issue.record("the prices draw no text")
            return
        }
        let spans = drawing.lines.first?.spans ?? []
        #expect(spans.map(\.text) == ["12.50", " ", "9.99"])
        #expect(spans.first?.strikethrough != nil)
        #expect(spans.last?.isBold == true)
        guard case let .text(note)? = result.element(id: "note")?.drawing else {
            Issue.record("the note draws no text")
            return
        }
        #expect(note.lines.flatMap(\.spans).contains { $0.link?.absoluteString == "https://example.com/terms" })
        guard case let .text(badge)? = result.element(id: "badge")?.drawing else {
            Issue.record("the badge draws no text")
            return
        }
        #expect(badge.lines.first?.text == "sale")
        #expect(badge.lines.first?.spans.first?.underline != nil)
    }
}
