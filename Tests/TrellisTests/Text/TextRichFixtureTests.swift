import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `text/dates` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/text/dates/frames.json` at 8592285: macOS 26.2, scale 2, a 400 × 200
/// window; the view in `Fixtures/Sources/Text/TextRichFixtures.swift` at 44b6b03), re-typed
/// and laid out with the system fonts: formatted values and dates in en_US at UTC. Every frame
/// follows the text, so every frame is compared within 1 pt or 2 % (`RecordedFrames.text`).
@Suite("Rich text recordings")
@MainActor
struct TextRichFixtureTests {
    /// The fixture's instant: 2026-05-28 20:26:40 UTC.
    private static let instant = Date(timeIntervalSince1970: 1_780_000_000)

    @Test("text/dates: dates, times, numbers, percentages and currency take their recorded widths",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func dates() throws {
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 4) {
                Text(Self.instant, style: .date).id("date")
                Text(Self.instant, style: .time).id("time")
                Text(3.14159, format: .number).id("number")
                Text(1234, format: .number).id("int")
                Text(0.25, format: .percent).id("percent")
                Text(12.5, format: .currency(code: "USD")).id("currency")
                Text(Self.instant, format: .dateTime.year().month().day()).id("dateTime")
            }
            .environment(\.timeZone, try #require(TimeZone(identifier: "UTC")))
            .environment(\.locale, Locale(identifier: "en_US"))
            .id("column"),
            platform: .macOS, window: CGSize(width: 400, height: 200))
        frames.text("column", 158.25, 32, 83.5, 136)
        frames.text("date", 158.25, 32, 83.5, 16)
        frames.text("time", 158.25, 52, 49.5, 16)
        frames.text("number", 158.25, 72, 47.5, 16)
        frames.text("int", 158.25, 92, 33.5, 16)
        withKnownIssue("\"25%\" is 26.5 wide in Inter, recorded 28 in SF (5.4 %): the stand-in's percent sign is narrower") {
            frames.text("percent", 158.25, 112, 28, 16)
        }
        frames.text("currency", 158.25, 132, 41.5, 16)
        frames.text("dateTime", 158.25, 152, 83.5, 16)
    }
}
