import Foundation
import Testing
@testable import Trellis

/// `onMoveCommand(perform:)`: an arrow key pressed while the view has focus is a move command
/// in its direction (Apple, `view/onmovecommand(perform:)`: "Adds an action to perform in
/// response to a move command, like when the user presses an arrow key on a Mac keyboard"),
/// dispatched as a key press.
@Suite("Move commands")
@MainActor
struct MoveCommandTests {
    final class Log { var entries: [String] = [] }
    final class Directions { var list: [MoveCommandDirection] = [] }

    @Test("each arrow key is the move command in its direction")
    func arrowsAreDirections() {
        let directions = Directions()
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).focusable().onMoveCommand { directions.list.append($0) }.id("box"))
        host.focus(id: "box")
        for key in [KeyEquivalent.upArrow, .downArrow, .leftArrow, .rightArrow] {
            #expect(host.press(key) == .handled)
        }
        #expect(directions.list == [.up, .down, .left, .right])
    }

    @Test("a key that is not an arrow, or an arrow with a modifier, is not a move command")
    func otherKeysAreNotMoves() {
        let directions = Directions()
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).focusable().onMoveCommand { directions.list.append($0) }.id("box"))
        host.focus(id: "box")
        #expect(host.press("a") == .ignored)
        #expect(host.press(.leftArrow, modifiers: .shift) == .ignored)
        #expect(directions.list.isEmpty)
    }

    @Test("a key press handler inside the modifier takes its arrow first")
    func innerKeyPressFirst() {
        let log = Log()
        let host = LayoutHost(
            Color.red.frame(width: 10, height: 10).focusable()
                .onKeyPress(.upArrow) { log.entries.append("key up"); return .handled }
                .onMoveCommand { log.entries.append("move \($0)") }
                .id("box"))
        host.focus(id: "box")
        host.press(.upArrow)
        host.press(.downArrow)
        #expect(log.entries == ["key up", "move down"])
    }

    @Test("a nil action consumes no move command: the arrow goes on outside")
    func nilActionPassesOn() {
        let log = Log()
        let host = LayoutHost(VStack {
            Color.red.frame(width: 10, height: 10).focusable().onMoveCommand(perform: nil).id("box")
        }.onKeyPress(.rightArrow) { log.entries.append("outer"); return .handled })
        host.focus(id: "box")
        #expect(host.press(.rightArrow) == .handled)
        #expect(log.entries == ["outer"])
    }

    @Test("a move command is not heard without focus")
    func needsFocus() {
        let directions = Directions()
        let host = LayoutHost(Color.red.frame(width: 10, height: 10).focusable().onMoveCommand { directions.list.append($0) }.id("box"))
        _ = host.layout(in: ProposedViewSize(width: 20, height: 20))
        #expect(host.press(.upArrow) == .ignored)
        #expect(directions.list.isEmpty)
    }
}
