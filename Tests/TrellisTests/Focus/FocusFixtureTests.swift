import Foundation
import Observation
import Testing
@testable import Trellis

/// The fields of swiftui-web's focus recording.
private enum FocusField: Hashable, Sendable { case name, email }

/// What the focus recording's model holds: a focus asked for, and the fields' texts.
@Observable
@MainActor
private final class FocusModel {
    var target: FocusField?
    var name = ""
    var email = ""
}

/// swiftui-web's `focus/basic` (github.com/iamcgn/swiftui-web at 4faae03: the recording
/// `Fixtures/Goldens/focus/basic/frames.json`, macOS 26 at 2×; the view `FocusForm` in
/// `Fixtures/Sources/Focus/FocusFixtures.swift`, re-typed here): two text fields bound to a
/// focus state, a text naming the focused field and a button that moves focus. The recording
/// holds the unfocused base state (its window is not key; the browser probe moves focus):
/// focus changes no frame, and nothing is focused, so the text says "none". The fields' frames
/// are exact; the text, the button, and the places below them within 1 pt or 2 %.
@Suite("Focus recordings: the base state", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the form holds text"))
@MainActor
struct FocusFixtureTests {
    /// The fixture's form.
    private struct FocusForm: View {
        let model: FocusModel
        @FocusState private var focus: FocusField?

        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
                    .focused($focus, equals: .name)
                    .id("name")
                TextField("Email", text: Binding(get: { model.email }, set: { model.email = $0 }))
                    .focused($focus, equals: .email)
                    .id("email")
                Text(focus == .name ? "Focused: name" : focus == .email ? "Focused: email" : "Focused: none").id("status")
                Button("Focus email") { focus = .email }.id("button")
            }
            .onChange(of: model.target) { focus = model.target }
        }
    }

    @Test("focus/basic: fields bound to a focus state lay out unfocused, the full width of the window")
    func basic() {
        let frames = RecordedFrames(FocusForm(model: FocusModel()).id("form"), platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.text("form", 0, 38, 320, 124)
        frames.exact("name", 0, 38, 320, 24)
        frames.exact("email", 0, 74, 320, 24)
        frames.text("status", 115.25, 110, 89.5, 16)
        frames.text("button", 111.75, 138, 96.5, 24)
    }
}
