import Foundation
import Testing
@testable import Trellis

/// Text editors' layout, and text fields that edit values through formats.
@Suite("Text editors and formatted fields")
@MainActor
struct TextEditorTests {
    @Test("a text editor takes the space it is offered")
    func editorFillsItsProposal() {
        let result = TextEditor(text: .constant("Notes")).id("e").layout(in: ProposedViewSize(width: 300, height: 200), fonts: .testFont)
        #expect(result.frame(of: "e")?.size == CGSize(width: 300, height: 200))
    }

    @Test("offered no height, a text editor is its text's height plus its insets")
    func editorHugsItsTextVertically() {
        let result = TextEditor(text: .constant("Notes")).id("e").layout(in: ProposedViewSize(width: 300, height: nil), fonts: .testFont)
        let text = Text("Notes").id("t").layout(in: ProposedViewSize(width: 290, height: nil), fonts: .testFont)
        #expect(result.frame(of: "e")?.height == (text.frame(of: "t")?.height ?? 0) + 16)
    }

    @Test("a custom text editor style's body wraps the editor")
    func customEditorStyle() {
        struct Short: TextEditorStyle {
            func makeBody(configuration: Configuration) -> some View {
                AutomaticTextEditorStyle().makeBody(configuration: configuration).frame(height: 50)
            }
        }
        let size = ProposedViewSize(width: 300, height: 200)
        let styled = TextEditor(text: .constant("")).textEditorStyle(Short()).id("e").layout(in: size, fonts: .testFont)
        #expect(styled.frame(of: "e")?.size == CGSize(width: 300, height: 50))
    }

    @Test("a field with a format shows the formatted value and parses what is typed")
    func formatStyleField() {
        var value = 42
        let host = LayoutHost(TextField("Age", value: Binding(get: { value }, set: { value = $0 }), format: .number).id("age"))
        host.focus(id: "age")
        host.type("1")
        #expect(value == 421)
        host.type("x")             // "421x" does not parse: the value stays
        #expect(value == 421)
    }

    @Test("a field with a number formatter parses what is typed")
    func formatterField() {
        var value = 4.0
        let formatter = NumberFormatter()
        let host = LayoutHost(TextField("Price", value: Binding(get: { value }, set: { value = $0 }), formatter: formatter).id("price"))
        host.focus(id: "price")
        host.type("2")
        #expect(value == 42)
    }
}
