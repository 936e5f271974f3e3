import Foundation
import Testing
@testable import Trellis

/// Typing into the focused field and submitting it.
@Suite("Submit and typing")
@MainActor
struct SubmitTests {
    final class Log { var entries: [String] = [] }

    @Test("typing adds to the focused field's text")
    func typingAddsText() {
        var text = "Ad"
        let host = LayoutHost(TextField("Name", text: Binding(get: { text }, set: { text = $0 })).id("name"))
        #expect(!host.type("a"))                // nothing focused yet
        host.focus(id: "name")
        #expect(host.type("a"))
        #expect(text == "Ada")
    }

    @Test("submit runs the actions around the field, innermost first")
    func submitRunsInnermostFirst() {
        let log = Log()
        let host = LayoutHost(VStack {
            TextField("Name", text: .constant("")).onSubmit { log.entries.append("inner") }.id("name")
        }.onSubmit { log.entries.append("outer") })
        host.focus(id: "name")
        #expect(host.submit())
        #expect(log.entries == ["inner", "outer"])
    }

    @Test("submit scope stops the actions outside it")
    func submitScopeBlocks() {
        let log = Log()
        let host = LayoutHost(VStack {
            TextField("Name", text: .constant("")).onSubmit { log.entries.append("inner") }.submitScope().id("name")
        }.onSubmit { log.entries.append("outer") })
        host.focus(id: "name")
        host.submit()
        #expect(log.entries == ["inner"])
    }

    @Test("a search-only action does not run for a text field")
    func triggersFilter() {
        let log = Log()
        let host = LayoutHost(TextField("Name", text: .constant("")).onSubmit(of: .search) { log.entries.append("search") }.id("name"))
        host.focus(id: "name")
        host.submit()
        #expect(log.entries.isEmpty)
    }

    @Test("submitting takes focus away unless an action moved it")
    func submitResigns() {
        let host = LayoutHost(TextField("Name", text: .constant("")).id("name"))
        host.focus(id: "name")
        host.submit()
        #expect(!host.isFocused(id: "name"))
    }

    @Test("a new line typed into a field submits it")
    func newlineSubmits() {
        let log = Log()
        var text = ""
        let host = LayoutHost(TextField("Name", text: Binding(get: { text }, set: { text = $0 }))
            .onSubmit { log.entries.append(text) }.id("name"))
        host.focus(id: "name")
        host.type("Ada\n")
        #expect(log.entries == ["Ada"])
    }

    @Test("a text editor takes new lines and submits nothing")
    func editorTakesNewlines() {
        let log = Log()
        var text = ""
        let host = LayoutHost(TextEditor(text: Binding(get: { text }, set: { text = $0 }))
            .onSubmit { log.entries.append("submit") }.id("notes"))
        host.focus(id: "notes")
        host.type("a\nb")
        #expect(text == "a\nb")
        #expect(!host.submit())
        #expect(log.entries.isEmpty)
    }

    @Test("the keyboard traits leave layout unchanged")
    func traitsChangeNoLayout() {
        struct Screen: View {
            let decorated: Bool
            var body: some View {
                let field = TextField("Name", text: .constant("Ada"))
                if decorated {
                    field.submitLabel(.next).textInputAutocapitalization(.never).autocorrectionDisabled()
                        .writingToolsBehavior(.disabled).textSelection(.enabled).textSelectionAffinity(.upstream)
                        .findDisabled().typeSelectEquivalent("A").selectionDisabled()
                        .textInputFormattingControlVisibility(.hidden, for: .all).id("field")
                } else {
                    field.id("field")
                }
            }
        }
        let size = ProposedViewSize(width: 300, height: 200)
        let plain = Screen(decorated: false).layout(in: size, fonts: .testFont)
        let decorated = Screen(decorated: true).layout(in: size, fonts: .testFont)
        #expect(plain.frame(of: "field") == decorated.frame(of: "field"))
    }

    @Test("the focused field keeps its keyboard traits")
    func traitsAreRecorded() {
        let host = LayoutHost(TextField("Name", text: .constant("")).submitLabel(.next).autocorrectionDisabled().id("name"))
        host.focus(id: "name")
        let focused = host.reconcileFocus()
        #expect(focused?.target.input.traits.submitLabel.name == "next")
        #expect(focused?.target.input.traits.autocorrectionDisabled == true)
    }
}
