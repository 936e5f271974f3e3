import Foundation
import Testing
@testable import Trellis

/// Inline Markdown in `Text`'s string literals (Apple: https://developer.apple.com/documentation/swiftui/text
/// — "Styling the view's text": a string literal's Markdown is styled, a `String` variable's
/// and `Text(verbatim:)`'s are not; fixture `text/markdown` of the swiftui-web recordings uses
/// the same strings).
@Suite("Markdown in Text")
struct MarkdownTests {
    /// The text's runs as (string, bold, italic, monospaced, struck, link).
    private func runs(_ text: Text) -> [String] {
        text.runs.map { run in
            var marks = ""
            if run.attributes.weight == .bold { marks += "b" }
            if run.attributes.isItalic == true { marks += "i" }
            if run.attributes.isMonospaced == true { marks += "m" }
            if run.attributes.strikethrough?.isActive == true { marks += "s" }
            if let link = run.attributes.link { marks += "@" + link.absoluteString }
            return marks.isEmpty ? run.string : "\(run.string)/\(marks)"
        }
    }

    @Test("double stars make a bold run, single ones and underscores italic")
    func strongAndEmphasis() {
        #expect(runs(Text("Plain **bold** and _italic_ and ***both*** done"))
            == ["Plain ", "bold/b", " and ", "italic/i", " and ", "both/bi", " done"])
    }

    @Test("backticks make a monospaced run, double tildes a struck one")
    func codeAndStrikethrough() {
        #expect(runs(Text("`code` and ~~struck~~")) == ["code/m", " and ", "struck/s"])
    }

    @Test("a link's label is a run that carries its address")
    func link() {
        #expect(runs(Text("Call [visit](https://example.com) today"))
            == ["Call ", "visit/@https://example.com", " today"])
    }

    @Test("escaped stars are shown as stars")
    func escapes() {
        #expect(runs(Text("Escaped \\*stars\\*")) == ["Escaped *stars*"])
    }

    @Test("verbatim text and string variables are not read as Markdown")
    func verbatimStaysLiteral() {
        let variable = "**not** markdown"
        #expect(runs(Text(verbatim: "**not** markdown")) == ["**not** markdown"])
        #expect(runs(Text(variable)) == ["**not** markdown"])
    }

    @Test("interpolated values are shown as they are")
    func interpolationStaysLiteral() {
        let name = "*star*"
        #expect(runs(Text("Hi **\(name)**")) == ["Hi ", "*star*/b"])
    }

    @Test("a delimiter without a partner, or inside a word, stays as written")
    func unmatchedDelimiters() {
        #expect(runs(Text("2 * 3 and snake_case_name")) == ["2 * 3 and snake_case_name"])
    }

    @Test("an interpolated text keeps its own style")
    func interpolatedText() {
        #expect(runs(Text("Total: \(Text("42").bold())")) == ["Total: ", "42/b"])
    }

    /// `count` links nested in one another around "a", the outermost first.
    private func nestedLinks(_ count: Int) -> String {
        String(repeating: "[", count: count) + "a" + (0..<count).reversed().map { "](https://e.com/\($0))" }.joined()
    }

    @Test("links nested up to the limit are all read, the innermost address winning")
    func nestedLinksUpToTheLimit() {
        let key = LocalizedStringKey(stringLiteral: nestedLinks(Markdown.nestingLimit))
        #expect(runs(Text(key)) == ["a/@https://e.com/\(Markdown.nestingLimit - 1)"])
    }

    @Test("links nested 2,000 deep are read to the limit and the rest stays as written")
    func deeplyNestedLinks() {
        let depth = 2_000, limit = Markdown.nestingLimit
        let literal = String(repeating: "[", count: depth - limit) + "a"
            + (limit..<depth).reversed().map { "](https://e.com/\($0))" }.joined()
        let key = LocalizedStringKey(stringLiteral: nestedLinks(depth))
        #expect(runs(Text(key)) == ["\(literal)/@https://e.com/\(limit - 1)"])
    }

    @Test("links nested 2,000 deep are read on a thread of 512 KiB, whose stack once held 200")
    func deeplyNestedLinksOnASmallStack() {
        let key = LocalizedStringKey(stringLiteral: nestedLinks(2_000))
        let runs = DeepStack.run(stackBytes: 512 * 1024) { Markdown.runs(of: key) }
        #expect(runs.count == 1)
        #expect(runs.first?.attributes.link == URL(string: "https://e.com/\(Markdown.nestingLimit - 1)"))
    }

    @Test("a hundred thousand unclosed stars stay as written")
    func manyUnclosedStars() {
        let string = String(repeating: "*a ", count: 100_000)
        #expect(runs(Text(LocalizedStringKey(stringLiteral: string))) == [string])
    }

    @Test("a hundred thousand open brackets stay as written")
    func manyOpenBrackets() {
        let string = String(repeating: "[", count: 100_000)
        #expect(runs(Text(LocalizedStringKey(stringLiteral: string))) == [string])
    }

    @Test("fifty thousand unclosed tildes stay as written")
    func manyUnclosedTildes() {
        let string = String(repeating: "~~a ", count: 50_000)
        #expect(runs(Text(LocalizedStringKey(stringLiteral: string))) == [string])
    }

    @Test("twenty thousand unclosed link addresses stay as written")
    func manyUnclosedAddresses() {
        let string = String(repeating: "[a](b", count: 20_000)
        #expect(runs(Text(LocalizedStringKey(stringLiteral: string))) == [string])
    }

    @Test("twenty thousand backticks in unclosed runs of growing length stay as written")
    func manyUnclosedBackticks() {
        let string = (1...200).map { String(repeating: "`", count: $0) + "a" }.joined()
        #expect(runs(Text(LocalizedStringKey(stringLiteral: string))) == [string])
    }
}
