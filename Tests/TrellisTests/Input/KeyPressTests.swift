import Foundation
import Testing
@testable import Trellis

/// Key presses sent by the host: handlers in SwiftUI's order, then the key's own action.
@Suite("Key presses")
@MainActor
struct KeyPressTests {
    final class Log { var entries: [String] = [] }

    @Test("the innermost handler runs first, and a handled press goes no further")
    func handledStopsDispatch() {
        let log = Log()
        let host = LayoutHost(VStack {
            Color.red.frame(width: 10, height: 10).focusable()
                .onKeyPress(.downArrow) { log.entries.append("inner"); return .handled }
                .id("box")
        }.onKeyPress(.downArrow) { log.entries.append("outer"); return .handled })
        host.focus(id: "box")
        #expect(host.press(.downArrow) == .handled)
        #expect(log.entries == ["inner"])
    }

    @Test("an ignored press goes on to the handlers outside")
    func ignoredContinues() {
        let log = Log()
        let host = LayoutHost(VStack {
            Color.red.frame(width: 10, height: 10).focusable()
                .onKeyPress(.downArrow) { log.entries.append("inner"); return .ignored }
                .id("box")
        }.onKeyPress(.downArrow) { log.entries.append("outer"); return .handled })
        host.focus(id: "box")
        #expect(host.press(.downArrow) == .handled)
        #expect(log.entries == ["inner", "outer"])
    }

    @Test("a press nobody handles is ignored")
    func unhandledIsIgnored() {
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).focusable().onKeyPress("x") { .handled }.id("box"))
        host.focus(id: "box")
        #expect(host.press("y") == .ignored)
    }

    @Test("phases: a down-only handler does not hear the key go up")
    func phasesFilter() {
        let log = Log()
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).focusable()
            .onKeyPress(keys: ["a"], phases: .all) { log.entries.append($0.phase.debugDescription); return .ignored }
            .id("box"))
        host.focus(id: "box")
        host.press("a")
        #expect(log.entries == ["[.down]", "[.up]"])
    }

    @Test("a character set handler takes matching characters")
    func characterSetMatches() {
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).focusable()
            .onKeyPress(characters: .decimalDigits) { _ in .handled }.id("box"))
        host.focus(id: "box")
        #expect(host.press("7") == .handled)
        #expect(host.press("x") == .ignored)
    }

    @Test("in a field, characters type, delete removes, and a handled key types nothing")
    func fieldKeys() {
        var text = ""
        let host = LayoutHost(TextField("Code", text: Binding(get: { text }, set: { text = $0 }))
            .onKeyPress("x") { .handled }.id("code"))
        host.focus(id: "code")
        host.press("a")
        host.press("b")
        host.press(.delete)
        host.press("x")
        #expect(text == "a")
    }

    @Test("tab moves focus to the next focusable view, shift-tab back")
    func tabMovesFocus() {
        let host = LayoutHost(VStack {
            TextField("A", text: .constant("")).id("a")
            TextField("B", text: .constant("")).id("b")
        })
        host.focus(id: "a")
        host.press(.tab)
        #expect(host.isFocused(id: "b"))
        host.press(.tab, modifiers: .shift)
        #expect(host.isFocused(id: "a"))
    }

    @Test("a keyboard shortcut activates its button")
    func shortcutActivatesButton() {
        let log = Log()
        let host = LayoutHost(VStack {
            Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
            Button("Cancel") { log.entries.append("cancel") }.keyboardShortcut(.cancelAction)
        })
        #expect(host.press("s", modifiers: .command) == .handled)
        #expect(host.press(.escape) == .handled)
        #expect(host.press("s") == .ignored)
        #expect(log.entries == ["save", "cancel"])
    }

    @Test("a keyboard shortcut leaves layout unchanged and is in the environment")
    func shortcutChangesNoLayout() {
        let size = ProposedViewSize(width: 300, height: 200)
        let plain = Button("Save") {}.id("b").layout(in: size, fonts: .testFont)
        let withShortcut = Button("Save") {}.keyboardShortcut("s").id("b").layout(in: size, fonts: .testFont)
        #expect(plain.frame(of: "b") == withShortcut.frame(of: "b"))
        var environment = EnvironmentValues()
        environment.keyboardShortcut = .defaultAction
        #expect(environment.keyboardShortcut?.key == .return)
        #expect(environment.keyboardShortcut?.modifiers == [])
    }

    @Test("key equivalents are the characters Apple's platforms give them")
    func keyEquivalentCharacters() {
        #expect(KeyEquivalent.return.character == "\r")
        #expect(KeyEquivalent.tab.character == "\t")
        #expect(KeyEquivalent.upArrow.character == "\u{F700}")
        #expect(KeyboardShortcut("s").modifiers == .command)
    }
}
