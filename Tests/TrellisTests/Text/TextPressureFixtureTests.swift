import Foundation
import Testing
@testable import Trellis

/// swiftui-web golden `pressure/heights` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/pressure/heights/frames.json` at 0328321, its fixture
/// `TextPressureFixtures.heights` in `Fixtures/Sources/TextPressure/TextPressureFixtures.swift`
/// at e3d0f68): one paragraph in six top-leading frames 110 wide and 8 to 70 tall. The frames
/// are the frames' own, whatever the font, so they are exact with any font; the texts keep the
/// whole lines that fit, at least one (16, 16, 32, 32, 48, 64 tall), and follow the font.
@Suite("Text: the pressure/heights recording")
@MainActor
struct TextPressureFixtureTests {
    private static let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
    private static let heights: [CGFloat] = [8, 20, 32, 40, 48, 70]

    private func frames(fonts: FontLibrary) -> RecordedFrames {
        let row = HStack(alignment: .top, spacing: 10) {
            ForEach(Self.heights, id: \.self) { height in
                Text(Self.paragraph).id("t\(Int(height))")
                    .frame(width: 110, height: height, alignment: .topLeading).id("h\(Int(height))")
            }
        }
        .id("row")
        .inRecordingWindow()
        return RecordedFrames(result: row.layout(
            in: ProposedViewSize(width: 760, height: 200), environment: .recording(.macOS), fonts: fonts))
    }

    @Test("pressure/heights: the fixed frames sit side by side, 10 apart, top-aligned, whatever the text")
    func framesAreTheirOwn() {
        for fonts in [FontLibrary.testFont, FontLibrary.system] {
            let frames = frames(fonts: fonts)
            frames.exact("row", 25, 65, 710, 70)
            for (index, height) in Self.heights.enumerated() {
                frames.exact("h\(Int(height))", 25 + 120 * CGFloat(index), 65, 110, height)
            }
        }
    }

    @Test("pressure/heights: a paragraph short of height keeps the whole lines that fit, at least one",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the lines follow the font"))
    func textKeepsWholeLines() {
        let frames = frames(fonts: .system)
        frames.text("t8", 25, 65, 103.5, 16)
        frames.text("t20", 145, 65, 103.5, 16)
        frames.text("t32", 265, 65, 110, 32)
        frames.text("t40", 385, 65, 110, 32)
        frames.text("t48", 505, 65, 110, 48)
        frames.text("t70", 625, 65, 110, 64)
    }
}
