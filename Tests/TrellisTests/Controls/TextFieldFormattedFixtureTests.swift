import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `textfield/formatted` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/textfield/formatted/frames.json` at 90df488: macOS 26.2, scale 2; the view
/// `TextFieldFormsFixtures.formatted` in `Fixtures/Sources/TextField/TextFieldFormsFixtures.swift`
/// at 748a77d), re-typed and laid out with the system fonts in the recording's window: plain
/// fields over format styles, a formatter and text, each at its ideal size. A field's width
/// and its place across follow its text (within 1 pt or 2 %); its height and its place down do
/// not, and are exact.
@Suite("Formatted text field recording", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct TextFieldFormattedFixtureTests {
    @Test("textfield/formatted: a fixed-size plain field is as wide as its formatted value, or its prompt when empty")
    func formatted() {
        let english = Locale(identifier: "en_US")
        let view = VStack(alignment: .leading, spacing: 12) {
            TextField("Age", value: .constant(1234), format: .number.locale(english)).fixedSize().id("int")
            TextField("Price", value: .constant(3.14159), format: .number.locale(english)).fixedSize().id("double")
            TextField("Share", value: .constant(0.25), format: .percent.locale(english)).fixedSize().id("percent")
            TextField("Amount", value: .constant(12.5), format: .currency(code: "USD").locale(english)).fixedSize().id("currency")
            TextField("Count", value: .constant(42), formatter: NumberFormatter()).fixedSize().id("formatter")
            TextField("Placeholder", text: .constant("Hello")).fixedSize().id("fixedText")
            TextField("Placeholder", text: .constant("")).fixedSize().id("fixedEmpty")
        }
        .textFieldStyle(.plain)
        .id("stack")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 300, height: 240))
        let recorded: [(id: String, width: CGFloat, y: CGFloat, height: CGFloat)] = [
            ("stack", 75.5634765625, 28, 184),
            ("int", 37.2998046875, 28, 16), // "1,234"
            ("double", 51.2646484375, 56, 16), // "3.14159"
            ("percent", 31.68212890625, 84, 16), // "25%"
            ("currency", 45.08837890625, 112, 16), // "$12.50"
            ("formatter", 20.0595703125, 140, 16), // "42"
            ("fixedText", 34.951171875, 168, 16), // "Hello"
            ("fixedEmpty", 75.5634765625, 196, 16), // the prompt, "Placeholder"
        ]
        for row in recorded {
            let frame = frames.result.element(id: row.id)?.exactFrame
            #expect(frame.map { abs($0.minY - row.y) < 0.01 && abs($0.height - row.height) < 0.01 } == true,
                    "\(row.id): recorded y \(row.y), height \(row.height); laid out \(String(describing: frame))")
        }
        // SwiftUI's fixed-size plain field is its text's width and 4 more, the text 2 in from
        // either side ("Placeholder" 75.56, "Hello" 34.95, "42" 20.06: SF's unrounded widths).
        for row in recorded where row.id != "percent" {
            frames.text(row.id, 112.21826171875, row.y, row.width, row.height)
        }
        // As in `text/dates` (TextRichFixtureTests): the stand-in's percent sign is narrower
        // than SF's, "25%" 26.5 wide for 28, so the field is 30.5 for 31.68.
        withKnownIssue("\"25%\" is narrower in Inter than in SF: the field 30.5 wide, recorded 31.68") {
            frames.text("percent", 112.21826171875, 84, 31.68212890625, 16)
        }
    }
}
