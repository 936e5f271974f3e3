import Foundation
import Testing
@testable import Trellis

/// `@FocusState` and the focus a live host keeps: moving focus writes the bound values, and
/// writing them moves focus (docs/semantics.md, "Focus and submit").
@Suite("Focus state")
@MainActor
struct FocusStateTests {
    enum Field: Hashable { case email, password }

    /// Two fields bound to one optional focus state, and a button that writes it.
    final class Probe {
        var focus: () -> Field? = { nil }
        var setFocus: (Field?) -> Void = { _ in }
    }

    struct Form: View {
        let probe: Probe
        @State private var email = ""
        @State private var password = ""
        @FocusState private var focus: Field?

        var body: some View {
            let focus = $focus
            probe.focus = { focus.wrappedValue }
            probe.setFocus = { focus.wrappedValue = $0 }
            return VStack {
                TextField("Email", text: $email).focused($focus, equals: .email).id("email")
                SecureField("Password", text: $password).focused($focus, equals: .password).id("password")
                Text("Label").id("label")
            }
        }
    }

    @Test("focusing a field sets the focus state bound to it")
    func focusingSetsTheState() {
        let probe = Probe()
        let host = LayoutHost(Form(probe: probe))
        #expect(host.focus(id: "password"))
        #expect(probe.focus() == .password)
        #expect(host.isFocused(id: "password"))
        #expect(!host.isFocused(id: "email"))
    }

    @Test("writing the focus state moves focus to the field bound to the value")
    func writingTheStateMovesFocus() {
        let probe = Probe()
        let host = LayoutHost(Form(probe: probe))
        host.focus(id: "email")
        probe.setFocus(.password)
        #expect(host.isFocused(id: "password"))
        #expect(!host.isFocused(id: "email"))
    }

    @Test("writing nil takes focus away")
    func writingNilResigns() {
        let probe = Probe()
        let host = LayoutHost(Form(probe: probe))
        host.focus(id: "email")
        probe.setFocus(nil)
        #expect(!host.isFocused(id: "email"))
        #expect(!host.resignFocus())
    }

    @Test("resigning focus resets the focus state")
    func resigningResets() {
        let probe = Probe()
        let host = LayoutHost(Form(probe: probe))
        host.focus(id: "email")
        #expect(host.resignFocus())
        #expect(probe.focus() == nil)
    }

    @Test("a view that cannot take focus is not focused")
    func textIsNotFocusable() {
        let host = LayoutHost(Form(probe: Probe()))
        #expect(!host.focus(id: "label"))
        #expect(!host.focus(id: "missing"))
    }

    @Test("the Bool form is true while focus is inside the view it is bound to")
    func boolFormCoversTheViewsInside() {
        final class Box { var read: () -> Bool = { false } }
        struct Screen: View {
            let box: Box
            @FocusState private var inForm: Bool
            @State private var name = ""
            var body: some View {
                let state = $inForm
                box.read = { state.wrappedValue }
                return VStack {
                    VStack { TextField("Name", text: $name).id("name") }.focused($inForm)
                    Color.red.frame(width: 10, height: 10).focusable().id("swatch")
                }
            }
        }
        let box = Box()
        let host = LayoutHost(Screen(box: box))
        host.focus(id: "name")
        #expect(box.read())
        host.focus(id: "swatch")
        #expect(!box.read())
    }

    @Test("a disabled field cannot take focus")
    func disabledFieldIsNotFocusable() {
        let host = LayoutHost(TextField("Name", text: .constant("")).disabled(true).id("name"))
        #expect(!host.focus(id: "name"))
    }

    @Test("activating a marked field focuses it")
    func activateFocusesAField() {
        let host = LayoutHost(TextField("Name", text: .constant("")).id("name"))
        #expect(host.activate(id: "name"))
        #expect(host.isFocused(id: "name"))
    }

    @Test("focusable's action hears focus come and go")
    func onFocusChangeRuns() {
        final class Log { var events: [Bool] = [] }
        let log = Log()
        let host = LayoutHost(VStack {
            Color.red.frame(width: 10, height: 10).focusable { log.events.append($0) }.id("a")
            Color.blue.frame(width: 10, height: 10).focusable().id("b")
        })
        host.focus(id: "a")
        host.focus(id: "b")
        #expect(log.events == [true, false])
    }

    @Test("default focus applies when focus is first asked about")
    func defaultFocusApplies() {
        struct Screen: View {
            @FocusState private var focus: Field?
            var body: some View {
                VStack {
                    TextField("Email", text: .constant("")).focused($focus, equals: .email).id("email")
                    TextField("Password", text: .constant("")).focused($focus, equals: .password).id("password")
                }
                .defaultFocus($focus, .password)
            }
        }
        let host = LayoutHost(Screen())
        #expect(host.isFocused(id: "password"))
    }

    @Test("focus modifiers leave layout unchanged")
    func focusModifiersChangeNoLayout() {
        struct Screen: View {
            let decorated: Bool
            @FocusState private var focused: Bool
            var body: some View {
                let field = TextField("Name", text: .constant("Ada"))
                if decorated {
                    field.focused($focused).focusable().focusEffectDisabled().id("field")
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
}
