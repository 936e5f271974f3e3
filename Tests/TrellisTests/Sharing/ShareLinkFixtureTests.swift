import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `sharelink/basic` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/sharelink/basic/frames.json` at 1ff5654: macOS 26.2, scale 2; the view in
/// `Fixtures/Sources/ShareLink/ShareLinkFixtures.swift` at 1ff5654), re-typed and laid out with
/// the system fonts in the recording's window: a link is a bordered button (12 points across
/// and 4 down around its label, at least 24 tall), its default label "Share" with the
/// `square.and.arrow.up` symbol. The frames that follow text are compared within 1 pt or 2 %,
/// the rest exactly; macOS's default title is "Share…". The custom label's `icon` image is the fixture catalog's (a binary asset
/// this port cannot read): a stand-in of the label's recorded size.
@Suite("ShareLink recording (macOS)", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct ShareLinkFixtureTests {
    private let url = URL(string: "https://www.apple.com")!

    /// The fixture's view in its 320 × 160 window.
    private var frames: RecordedFrames {
        let view = VStack(spacing: 12) {
            ShareLink(item: url).id("plain")
            ShareLink("Send", item: url).id("titled")
            ShareLink(item: url) { StandIn.fixed(width: 79, height: 24).id("customLabel") }.id("custom")
        }
        .id("stack")
        return RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 160))
    }

    @Test("sharelink/basic: the default link is a bordered button titled Share… with the share symbol")
    func defaultLabel() {
        // Recorded 92 wide, 14.5 wider than the "Send" link where the two titles differ by
        // about 4.5: macOS's default title is "Share…" (DefaultShareLinkLabel).
        frames.text("plain", 114, 26.420166015625, 92, 25.579833984375)
        let plain = frames.result.element(id: "plain")?.exactFrame
        #expect(plain.map { FixtureTests.textTolerance($0.height, 25.579833984375) } == true)
    }

    @Test("sharelink/basic: a title replaces Share beside the symbol")
    func titled() {
        frames.text("titled", 121.25, 64, 77.5, 25.579833984375)
    }

    @Test("sharelink/basic: a custom label sits in the button's 12 by 4 inset, centred in the stack")
    func customLabel() {
        // Their sizes and places across do not depend on text: exact. Their places down
        // follow the two links above, whose heights are their labels' (text and symbol).
        let frames = self.frames
        frames.text("custom", 108.5, 101.579833984375, 103, 32)
        frames.text("customLabel", 120.5, 105.579833984375, 79, 24)
        let custom = frames.result.element(id: "custom")?.exactFrame
        let label = frames.result.element(id: "customLabel")?.exactFrame
        #expect(custom?.size == CGSize(width: 103, height: 32) && custom?.minX == 108.5)
        #expect(label?.size == CGSize(width: 79, height: 24) && label?.minX == 120.5)
        #expect(label.map { $0.minY - (custom?.minY ?? 0) } == 4)
    }

    @Test("sharelink/basic: the stack is the widest link wide and its three links tall")
    func stack() {
        frames.text("stack", 108.5, 26.420166015625, 103, 107.15966796875)
    }
}
