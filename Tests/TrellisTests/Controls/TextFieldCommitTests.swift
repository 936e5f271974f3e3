import Foundation
import Testing
@testable import Trellis

/// The deprecated field initialisers with `onEditingChanged` and `onCommit`
/// (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)-588cl:
/// "onEditingChanged: The action to perform when the user begins editing text and after the
/// user finishes editing text. The closure receives a Boolean value that indicates the editing
/// status: true when the user begins editing, false when they finish"; "onCommit: An action to
/// perform when the user performs an action (for example, when the user presses the Return
/// key) while the text field has focus"), and `SecureField(_:text:onCommit:)`.
@Suite("Text field commit and editing actions")
@MainActor
struct TextFieldCommitTests {
    final class Log { var entries: [String] = [] }

    @Test("a text field's onCommit runs when it is submitted")
    func commitRunsOnSubmit() {
        let log = Log()
        let host = LayoutHost(TextField("Name", text: .constant(""), onCommit: { log.entries.append("commit") }).id("name"))
        host.focus(id: "name")
        host.submit()
        #expect(log.entries == ["commit"])
    }

    @Test("onCommit runs before the onSubmit actions around the field")
    func commitRunsBeforeOnSubmit() {
        let log = Log()
        let host = LayoutHost(VStack {
            TextField("Name", text: .constant(""), onCommit: { log.entries.append("commit") }).id("name")
        }.onSubmit { log.entries.append("submit") })
        host.focus(id: "name")
        host.submit()
        #expect(log.entries == ["commit", "submit"])
    }

    @Test("onEditingChanged is called with true as the field gains focus and false as it loses it")
    func editingChangedFollowsFocus() {
        let log = Log()
        let host = LayoutHost(TextField("Name", text: .constant(""), onEditingChanged: { log.entries.append("\($0)") }).id("name"))
        host.focus(id: "name")
        #expect(log.entries == ["true"])
        host.resignFocus()
        #expect(log.entries == ["true", "false"])
    }

    @Test("a field's actions are its own, not its neighbour's")
    func actionsStayWithTheirField() {
        let log = Log()
        let host = LayoutHost(VStack {
            TextField("First", text: .constant(""), onEditingChanged: { _ in log.entries.append("first") }, onCommit: { log.entries.append("commit first") }).id("first")
            TextField("Second", text: .constant("")).id("second")
        })
        host.focus(id: "second")
        host.submit()
        #expect(log.entries.isEmpty)
    }

    @Test("a formatted field's onCommit runs when it is submitted")
    func formattedFieldCommits() {
        let log = Log()
        var value = 3
        let field = TextField("Count", value: Binding(get: { value }, set: { value = $0 }), formatter: NumberFormatter(), onCommit: { log.entries.append("commit") })
        let host = LayoutHost(field.id("count"))
        host.focus(id: "count")
        host.type("4")
        host.submit()
        #expect(value == 34)
        #expect(log.entries == ["commit"])
    }

    @Test("a secure field's onCommit runs when it is submitted")
    func secureFieldCommits() {
        let log = Log()
        let host = LayoutHost(SecureField("Password", text: .constant(""), onCommit: { log.entries.append("commit") }).id("pw"))
        host.focus(id: "pw")
        host.submit()
        #expect(log.entries == ["commit"])
    }

    @Test("the actions change neither the field's size nor its place")
    func layoutUnchanged() {
        let proposal = ProposedViewSize(width: 200, height: 100)
        let plain = TextField("Name", text: .constant("Ada")).layout(in: proposal)
        let withActions = TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: {}).layout(in: proposal)
        #expect(plain.size == withActions.size)
        #expect(plain.elements.map(\.frame) == withActions.elements.map(\.frame))
    }
}
