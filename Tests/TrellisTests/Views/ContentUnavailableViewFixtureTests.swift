import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `unavailable/basic` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/unavailable/basic/frames.json` at 1ff5654: macOS 26.2, scale 2, a
/// 360 × 400 window; the view in `Fixtures/Sources/Unavailable/UnavailableFixtures.swift`),
/// re-typed: three `ContentUnavailableView`s in a stack, each filling its third, the custom
/// one's column across its top. The custom label is an asset image Trellis does not have
/// (`Image("icon")`); macOS shows no icon, so the frames do not depend on it.
@Suite("ContentUnavailableView recording")
@MainActor
struct ContentUnavailableViewFixtureTests {
    /// The fixture's view in its 360 × 400 window.
    private var frames: RecordedFrames {
        let view = VStack(spacing: 8) {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Try again later.")).id("titled")
            ContentUnavailableView {
                Label("No Results", image: "icon").id("customLabel")
            } description: {
                Text("Search again.").id("description")
            } actions: {
                Button("Retry") {}.id("action")
            }
            .id("custom")
            ContentUnavailableView.search.id("search")
        }
        .id("stack")
        return RecordedFrames(view, platform: .macOS, window: CGSize(width: 360, height: 400))
    }

    @Test("unavailable/basic: each view fills its third of the stack, whatever the text")
    func eachFillsItsShare() {
        frames.exact("stack", 0, 0, 360, 400)
        frames.exact("titled", 0, 0, 360, 128)
        frames.exact("custom", 0, 136, 360, 128)
        frames.exact("search", 0, 272, 360, 128)
    }

    @Test("unavailable/basic: on macOS the title is 20 below the top, the description and actions 12 apart, centred",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the column is text"))
    func macOSColumn() {
        frames.text("customLabel", 114.75, 156, 130.5, 38)
        frames.text("description", 138.75, 206, 82.5, 18.5)
        frames.text("action", 151.75, 236.5, 56.5, 24)
    }
}
