import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `link/basic` (github.com/iamcgn/swiftui-web at c070aac: the recording
/// `Fixtures/Goldens/link/basic/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/Link/LinkFixtures.swift`, re-typed here): a titled link, a link whose
/// label is a `Label` with the catalog's `icon`, a link beside text, a disabled link and one in
/// the title font. A macOS link is its label's size. The icon is a binary asset this port cannot
/// read: a stand-in of its 24 × 24, the size `accessibility/basic` records for `Image("icon")`,
/// as the label's icon. Frames within 1 pt or 2 % (they follow text).
@Suite("Link recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: links are text"))
@MainActor
struct LinkFixtureTests {
    private let site = URL(string: "https://www.apple.com")!

    @Test("link/basic: a macOS link is its label's size, in a stack and beside text")
    func basic() {
        let stack = VStack(spacing: 12) {
            Link("Apple", destination: site).id("titled")
            Link(destination: site) {
                Label { Text("Open site") } icon: { StandIn.fixed(width: 24, height: 24) }.id("customLabel")
            }
            .id("custom")
            HStack(spacing: 8) {
                Text("Visit").id("text")
                Link("the site", destination: site).id("inline")
            }
            .id("row")
            Link("Disabled", destination: site).disabled(true).id("disabled")
            Link("Large", destination: site).font(.title).id("large")
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.text("stack", 114.75, 23.5, 90.5, 153)
        frames.text("titled", 142.5, 23.5, 35, 16)
        frames.text("custom", 114.75, 51.5, 90.5, 24)
        frames.text("customLabel", 115, 51.5, 90.5, 24)
        frames.text("row", 120.25, 87.5, 79.5, 16)
        frames.text("text", 120.25, 87.5, 26.5, 16)
        frames.text("inline", 154.75, 87.5, 45, 16)
        frames.text("disabled", 133.5, 115.5, 53, 16)
        frames.text("large", 133, 143.5, 54, 33)
    }
}
