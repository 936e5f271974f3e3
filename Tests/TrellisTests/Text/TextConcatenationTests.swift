import Foundation
import Testing
import Trellis

/// `Text + Text` (Apple: https://developer.apple.com/documentation/swiftui/text/+(_:_:) —
/// "Concatenates the text in two text views in a new text view").
@Suite("Text concatenation")
@MainActor
struct TextConcatenationTests {
    private let proposal = ProposedViewSize(width: 500, height: 100)

    @Test("two texts of one style measure as the joined string")
    func sameStyle() {
        let joined = (Text("Total: ") + Text("42")).id("t").layout(in: proposal, fonts: .testFont)
        let whole = Text("Total: 42").id("t").layout(in: proposal, fonts: .testFont)
        #expect(joined.frame(of: "t") == whole.frame(of: "t"))
        #expect(joined.diagnostics.isEmpty)
    }

    @Test("texts of different styles are measured in the first's style, and reported")
    func differentStyles() {
        let result = (Text("Total: ") + Text("42").bold()).id("t").layout(in: proposal, fonts: .testFont)
        #expect(result.frame(of: "t") == Text("Total: 42").id("t").layout(in: proposal, fonts: .testFont).frame(of: "t"))
        #expect(result.diagnostics.map(\.kind) == [.approximated])
    }
}
