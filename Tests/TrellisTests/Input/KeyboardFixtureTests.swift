import Foundation
import Observation
import Testing
@testable import Trellis

/// What swiftui-web's keyboard recording's model holds: the last command, the list's selection
/// and whether the sheet is shown.
@Observable
@MainActor
private final class KeyboardModel {
    var log = "none"
    var selection: Int?
    var sheet = false
}

/// A row of the keyboard recording's list.
private struct KeyboardItem: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// The keyboard recording's sheet.
private struct KeyboardSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 12) {
            Text("Sheet content")
            Button("Done") { dismiss() }
        }
    }
}

/// swiftui-web's `keyboard/basic` (github.com/iamcgn/swiftui-web at 38b7849: the recording
/// `Fixtures/Goldens/keyboard/basic/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Keyboard/KeyboardFixtures.swift`, re-typed here): a selectable list, a
/// focusable text with a key press handler and a move command, buttons with keyboard shortcuts,
/// a sheet's button and a menu. The recording holds the base state (its probe drives the keys
/// in a browser): keyboard handlers change no frame, nothing is selected and the sheet is not
/// shown. The list's width and height are exact; the rest follows text (within 1 pt or 2 %).
@Suite("Keyboard recordings: the base state", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the controls are text"))
@MainActor
struct KeyboardFixtureTests {
    private static let items = [KeyboardItem(id: 1, name: "Apple"), KeyboardItem(id: 2, name: "Banana"), KeyboardItem(id: 3, name: "Cherry")]

    private func keyboard(_ model: KeyboardModel) -> some View {
        VStack(spacing: 10) {
            List(Self.items, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { item in
                Text(item.name)
            }
            .frame(height: 100)
            .id("list")
            Text("Focus me")
                .padding(6)
                .focusable()
                .onKeyPress(.upArrow) { model.log = "up"; return .handled }
                .onMoveCommand { direction in model.log = "move \(direction)" }
                .id("focusable")
            HStack(spacing: 12) {
                Button("Save") { model.log = "save" }.keyboardShortcut("s")
                Button("Go") { model.log = "go" }.keyboardShortcut(.defaultAction)
                Button("Cancel") { model.log = "cancel" }.keyboardShortcut(.cancelAction)
            }
            .id("buttons")
            HStack(spacing: 12) {
                Button("Sheet") { model.sheet = true }
                    .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) { KeyboardSheet() }
                Menu("Options") {
                    Button("Cut") { model.log = "cut" }
                    Button("Copy") { model.log = "copy" }
                }
            }
            .id("row")
            Text("Log: \(model.log)").id("log")
            Text("Selected: \(model.selection.map { String($0) } ?? "none")").id("selected")
        }
        .id("stack")
    }

    @Test("keyboard/basic: keyboard handlers and shortcuts change no frame at rest")
    func basic() throws {
        let frames = RecordedFrames(keyboard(KeyboardModel()), platform: .macOS, window: CGSize(width: 360, height: 320))
        let result = frames.result
        frames.text("stack", 0, 31, 360, 258)
        frames.text("list", 0, 31, 360, 100)
        frames.text("focusable", 144.5, 141, 71, 28)
        frames.text("buttons", 87.5, 179, 185, 24)
        frames.text("row", 96.75, 213, 166.5, 24)
        frames.text("log", 150, 247, 60, 16)
        frames.text("selected", 134.5, 273, 91, 16)
        let list = try #require(result.element(id: "list")?.exactFrame)
        #expect(list.minX == 0 && list.size == CGSize(width: 360, height: 100))
    }
}
