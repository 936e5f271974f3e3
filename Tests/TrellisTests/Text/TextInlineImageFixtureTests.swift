import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `text/inline-image` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/text/inline-image/frames.json` at 8592285: macOS 26.6.2, scale 2, a
/// 400 × 200 window; the view in `Fixtures/Sources/Text/TextRichFixtures.swift` at 44b6b03),
/// re-typed and laid out with the system fonts: SF Symbols inside text, alone, before and
/// between words, in the title font and bold.
///
/// The symbols' widths and every height come from Trellis's symbol catalog and SF's recorded
/// line heights, whatever font stands in for SF, so they are compared exactly; the words'
/// widths (and the column's, which centres every frame) follow the stand-in font, and are
/// compared within 1 pt or 2 % (`RecordedFrames.text`).
@Suite("Inline image recordings")
@MainActor
struct TextInlineImageFixtureTests {
    private var frames: RecordedFrames {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text(Image(systemName: "star")).id("star")
            (Text(Image(systemName: "star")) + Text(" Starred")).id("starText")
            (Text("Rate ") + Text(Image(systemName: "star.fill")) + Text(" now")).id("between")
            Text(Image(systemName: "star")).font(.title).id("starTitle")
            (Text(Image(systemName: "chevron.right")) + Text(" Next")).id("chevron")
            (Text(Image(systemName: "star")) + Text(" Bold")).bold().id("boldStar")
        }
        .id("column")
        return RecordedFrames(view, platform: .macOS, window: CGSize(width: 400, height: 200))
    }

    private func size(_ id: String) -> CGSize? { frames.result.element(id: id)?.exactFrame.size }

    @Test("text/inline-image: a text of one symbol is the symbol's size, in the body and title fonts",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func symbolAlone() {
        #expect(size("star") == CGSize(width: 16.5, height: 16))
        #expect(size("starTitle") == CGSize(width: 28.5, height: 33))
    }

    @Test("text/inline-image: a line with a symbol is as tall as recorded, taller only for the bold star",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func lineHeights() {
        let frames = frames
        let heights = ["starText", "between", "chevron", "boldStar", "column"].map { frames.result.element(id: $0)?.exactFrame.height }
        #expect(heights == [16, 16, 16, 16.5, 133.5])
    }

    @Test("text/inline-image: symbols and words take their recorded frames",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func recordedFrames() {
        let frames = frames
        frames.text("column", 162, 33.25, 76, 133.5)
        frames.text("star", 162, 33.25, 16.5, 16)
        frames.text("starText", 162, 53.25, 65, 16)
        frames.text("between", 162, 73.25, 76, 16)
        frames.text("starTitle", 162, 93.25, 28.5, 33)
        frames.text("chevron", 162, 130.25, 42, 16)
        frames.text("boldStar", 162, 150.25, 49.5, 16.5)
    }
}
