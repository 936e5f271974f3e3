import Foundation
import Testing
@testable import Trellis

/// swiftui-web golden `ios/label/list` (iOS 26 simulator at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/ios/label/list/frames.json` at 33be500, its fixture
/// `IOSSymbolFixtures.labelRows` in `Fixtures/Sources/iOS/IOSSymbolFixtures.swift` at cdb8364):
/// labels as rows of an inset grouped list — their titles aligned 40 in from the row's
/// leading inset whatever the symbol's width — and a navigation link's row, which runs to the
/// disclosure chevron at its trailing edge.
@Suite("Labels: the list rows golden")
@MainActor
struct LabelListFixtureTests {
    private var list: some View {
        List {
            Label { Text("Wi-Fi").id("title1") } icon: { Image(systemName: "wifi").id("icon1") }.id("row1")
            Label { Text("Bluetooth").id("title2") } icon: { Image(systemName: "gear").id("icon2") }.id("row2")
            NavigationLink(destination: Text("Pushed")) {
                Label { Text("Settings").id("title3") } icon: { Image(systemName: "star").id("icon3") }
            }
            .id("row3")
        }
        .id("list")
    }

    private var frames: RecordedFrames {
        RecordedFrames(list, platform: .iOS, window: CGSize(width: 320, height: 300))
    }

    @Test("ios/label/list: label rows put their titles 72 in, their symbols centred before them",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func labelRows() {
        let frames = frames
        frames.exact("list", 0, 0, 320, 300)
        frames.text("row1", 32, 50.75, 80.5, 24.5)
        frames.text("title1", 72, 50.75, 40.5, 24.5)
        frames.text("icon1", 29.5, 52, 29, 22)
        frames.text("row2", 32, 106.75, 114, 24.5)
        frames.text("title2", 72, 106.75, 74, 24.5)
        frames.text("icon2", 30.25, 105.5, 27.5, 27)
    }

    @Test("ios/label/list: a navigation link's row runs to the chevron, 256 wide",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func navigationLinkRow() {
        let frames = frames
        frames.text("row3", 32, 162.75, 256, 24.5)
        frames.text("title3", 72, 162.75, 63, 24.5)
        frames.text("icon3", 30, 161.5, 28, 27)
    }
}
