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
}
