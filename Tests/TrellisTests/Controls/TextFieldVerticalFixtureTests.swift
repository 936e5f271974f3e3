import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `textfield/vertical` and `ios/textfield/vertical` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/textfield/vertical/frames.json` and
/// `Fixtures/Goldens/ios/textfield/vertical/frames.json`, both at 90df488: macOS 26.2 and the
/// iOS 26 simulator, scale 2; the views `TextFieldFormsFixtures.vertical` and `.iosVertical` in
/// `Fixtures/Sources/TextField/TextFieldFormsFixtures.swift` at 90df488), re-typed and laid out
/// with the system fonts in the recordings' windows: fields that grow down (`axis: .vertical`)
/// over a note that wraps, a short one, reserved lines, a line limit and a range. The heights
/// follow the text's lines, so they are checked as text (within 1 pt or 2 %); the widths are
/// the frames' and exact.
@Suite("Vertical text field recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct TextFieldVerticalFixtureTests {
    /// The note the recordings' fields wrap.
    static let note = "A long note that wraps onto several lines in a narrow field"

    @Test("textfield/vertical: a plain macOS field grows a line per wrapped line, up to its line limit")
    func macOS() {
        let view = VStack(alignment: .leading, spacing: 12) {
            TextField("Notes", text: .constant(Self.note), axis: .vertical).frame(width: 200).id("wrapped")
            TextField("Notes", text: .constant("Short"), axis: .vertical).frame(width: 200).id("short")
            TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)
                .frame(width: 200).id("reserved")
            TextField("Notes", text: .constant(Self.note), axis: .vertical).lineLimit(2).frame(width: 200).id("capped")
            TextField("Notes", text: .constant(Self.note), axis: .vertical).lineLimit(2...4).frame(width: 200).id("ranged")
            TextField("Notes", text: .constant("Short")).frame(width: 200).id("single")
        }
        .textFieldStyle(.plain)
        .id("stack")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 300, height: 300))
        frames.text("stack", 50, 32, 200, 236)
        frames.text("wrapped", 50, 32, 200, 32)
        frames.text("short", 50, 76, 200, 16)
        frames.text("reserved", 50, 104, 200, 48)
        frames.text("capped", 50, 164, 200, 32)
        frames.text("ranged", 50, 208, 200, 32)
        frames.text("single", 50, 252, 200, 16)
        for id in ["stack", "wrapped", "short", "reserved", "capped", "ranged", "single"] {
            #expect(frames.result.element(id: id)?.exactFrame.width == 200, "\(id)")
        }
    }

    @Test("ios/textfield/vertical: an iOS field grows a line per wrapped line; the rounded one adds its bezel")
    func iOS() {
        let view = VStack(alignment: .leading, spacing: 12) {
            TextField("Notes", text: .constant(Self.note), axis: .vertical).frame(width: 300).id("plain")
            TextField("Notes", text: .constant(Self.note), axis: .vertical).textFieldStyle(.roundedBorder)
                .frame(width: 300).id("rounded")
            TextField("Notes", text: .constant("Short"), axis: .vertical).textFieldStyle(.roundedBorder)
                .frame(width: 300).id("short")
            TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)
                .textFieldStyle(.roundedBorder).frame(width: 300).id("reserved")
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .id("stack")
        let frames = RecordedFrames(view, platform: .iOS, window: CGSize(width: 375, height: 667))
        frames.exact("stack", 37.5, 0, 300, 667)
        frames.text("plain", 37.5, 0, 300, 52)
        frames.text("rounded", 37.5, 64, 300, 60)
        frames.text("short", 37.5, 136, 300, 34)
        // Three reserved lines in a rounded field: 86 (three body lines, 76.5, and the bezel's
        // 9.5), recorded 84.29 — off the 2× pixel grid, and the fixture's own source calls
        // this height approximate (the field is last in a stack that fills the window).
        withKnownIssue("the reserved iOS field is recorded 84.29 tall (off the pixel grid; approximate by the fixture's note); Trellis gives 86") {
            frames.text("reserved", 37.5, 182, 300, 84.287109375)
        }
        #expect(frames.result.element(id: "reserved")?.exactFrame.minY == 182)
    }
}
