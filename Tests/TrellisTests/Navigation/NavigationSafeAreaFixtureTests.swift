import Foundation
import Testing
@testable import Trellis

/// The pure-SwiftUI controls of swiftui-web's representable safe-area recordings
/// (https://github.com/iamcgn/swiftui-web, `Fixtures/Goldens/ios/representable/<name>/frames.json`
/// at 0ae4895, iOS 26 simulator at 2x; the views in
/// `Fixtures/Sources/Representable/RepresentableFixtures.swift` at 050e193), re-typed: colours
/// and a scroll view under an inline navigation bar, 64 points tall in the recordings' window,
/// some of them ignoring the safe area. The probes sit outside `ignoresSafeArea`, so they
/// report where the views are laid out, not how far they draw. No text: every frame exact.
@Suite("Navigation: views under the bar that ignore the safe area (recorded)")
@MainActor
struct NavigationSafeAreaFixtureTests {
    /// `content` as a navigation stack's screen under an inline title, in a 320 × 300
    /// recording window.
    private func screen(_ content: some View) -> RecordedFrames {
        let view = NavigationStack {
            content
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
        }
        .id("nav")
        return RecordedFrames(view, platform: .iOS, window: CGSize(width: 320, height: 300))
    }

    /// `safearea-color`: a colour that ignores the safe area under one that does not.
    private func colors() -> RecordedFrames {
        screen(
            ZStack {
                Color.blue.ignoresSafeArea().id("ignoring")
                Color.green.id("plain")
            }
            .id("zstack"))
    }

    @Test("safearea-color: a colour under an inline bar is laid out below it")
    func colorUnderTheBar() {
        let frames = colors()
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("zstack", 0, 64, 320, 236)
        frames.exact("plain", 0, 64, 320, 236)
    }

    @Test("safearea-color: a colour ignoring the safe area is laid out below the bar too")
    func colorIgnoringTheBar() {
        colors().exact("ignoring", 0, 64, 320, 236)
    }

    /// `safearea-rule`'s row: a padded colour, a colour 10 down in a stack, a scroll view, a
    /// framed colour and a horizontally padded one, each 60 wide but the scroll view (80).
    private func rule() -> RecordedFrames {
        screen(
            ZStack(alignment: .top) {
                Color.green
                HStack(alignment: .top, spacing: 0) {
                    Color.blue.ignoresSafeArea().padding(.top, 10).frame(width: 60).id("padded")
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 10)
                        Color.red.ignoresSafeArea().id("offsetColor")
                    }
                    .frame(width: 60)
                    .id("offset")
                    ScrollView { Color.orange.frame(height: 400).id("scrollContent") }.frame(width: 80).id("scroll")
                    Color.purple.ignoresSafeArea().frame(width: 60).id("framed")
                    Color.pink.ignoresSafeArea().padding(.horizontal, 5).frame(width: 60).id("hpadded")
                }
                .id("row")
            }
            .id("zstack"))
    }

    @Test("safearea-rule: views that ignore the safe area away from the bar are laid out below it")
    func ruleAwayFromTheEdge() {
        let frames = rule()
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("zstack", 0, 64, 320, 236)
        frames.exact("row", 0, 64, 320, 236)
        frames.exact("padded", 0, 64, 60, 236)
        frames.exact("offset", 60, 64, 60, 236)
        frames.exact("offsetColor", 60, 74, 60, 226)
        frames.exact("framed", 200, 64, 60, 236)
        frames.exact("hpadded", 260, 64, 60, 236)
    }

    @Test("safearea-rule: a scroll view in a row under the bar is laid out below it, its content at its top")
    func ruleScrollView() {
        let frames = rule()
        frames.exact("scroll", 120, 64, 80, 236)
        frames.exact("scrollContent", 120, 64, 80, 400)
    }
}
