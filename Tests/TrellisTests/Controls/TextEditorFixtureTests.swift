import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `texteditor/basic`, `texteditor/sizing` and `texteditor/styles`
/// (github.com/iamcgn/swiftui-web, `Fixtures/Goldens/texteditor/<name>/frames.json` at f9dd830:
/// macOS 26.2, scale 2; the views in `Fixtures/Sources/TextEditor/TextEditorFixtures.swift` at
/// f9dd830), re-typed in the recordings' windows. A text editor takes the whole of what it is
/// offered whatever its text, font or colour, so its frames are exact; `texteditor/sizing`'s two
/// texts follow the system font (within 1 pt or 2 %, skipped without it).
@Suite("Text editor recordings")
@MainActor
struct TextEditorFixtureTests {
    /// The paragraph swiftui-web's text-metrics requests wrap (its length does not matter: the
    /// editor's frame does not follow its text).
    private static let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    @Test("texteditor/basic: an editor fills the width it is offered and takes the height it is given")
    func basic() {
        let frames = RecordedFrames(
            VStack(spacing: 12) {
                TextEditor(text: .constant("Hello\nWorld")).frame(height: 60).id("lines")
                TextEditor(text: .constant(Self.paragraph)).frame(height: 80).id("wrapping")
                TextEditor(text: .constant("")).frame(height: 40).id("empty")
                TextEditor(text: .constant("Hello")).frame(width: 160, height: 40).id("narrow")
            }
            .padding(20)
            .id("stack"),
            platform: .macOS, window: CGSize(width: 320, height: 320))
        frames.exact("stack", 0, 12, 320, 296)
        frames.exact("lines", 20, 32, 280, 60)
        frames.exact("wrapping", 20, 104, 280, 80)
        frames.exact("empty", 20, 196, 280, 40)
        frames.exact("narrow", 80, 248, 160, 40)
    }

    @Test("texteditor/sizing: an editor takes the height a stack has left, and the width a row has left",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func sizing() {
        let frames = RecordedFrames(
            VStack(spacing: 8) {
                Text("Above").id("above")
                TextEditor(text: .constant("Hello")).id("fill")
                HStack(spacing: 8) {
                    TextEditor(text: .constant("Left")).id("left")
                    Text("Right").id("right")
                }
                .frame(height: 60)
                .id("row")
            }
            .id("stack"),
            platform: .macOS, window: CGSize(width: 320, height: 240))
        frames.exact("stack", 0, 0, 320, 240)
        frames.text("above", 140.75, 0, 38.5, 16)
        frames.text("fill", 0, 24, 320, 148)
        frames.exact("row", 0, 180, 320, 60)
        frames.text("left", 0, 180, 280, 60)
        frames.text("right", 288, 202, 32, 16)
    }

    @Test("texteditor/styles: a font, a colour, disabling, line spacing and a hidden background keep the frame")
    func styles() {
        let frames = RecordedFrames(
            VStack(spacing: 12) {
                TextEditor(text: .constant("Hello")).font(.title).frame(height: 60).id("title")
                TextEditor(text: .constant("Hello")).foregroundColor(.red).frame(height: 40).id("red")
                TextEditor(text: .constant("Hello")).disabled(true).frame(height: 40).id("disabled")
                TextEditor(text: .constant("Hello\nWorld")).lineSpacing(10).frame(height: 60).id("spaced")
                TextEditor(text: .constant("Hello")).scrollContentBackground(.hidden).frame(height: 40).id("noBackground")
            }
            .padding(20)
            .id("stack"),
            platform: .macOS, window: CGSize(width: 320, height: 320))
        // The stack (328 tall) overflows the 320-point window, which centres it: 4 above the
        // window's top.
        frames.exact("stack", 0, -4, 320, 328)
        frames.exact("title", 20, 16, 280, 60)
        frames.exact("red", 20, 88, 280, 40)
        frames.exact("disabled", 20, 140, 280, 40)
        frames.exact("spaced", 20, 192, 280, 60)
        frames.exact("noBackground", 20, 264, 280, 40)
    }
}
