import Foundation
import Testing
@testable import Trellis

/// The automatic label style's look in an iOS list row (``ListRowLabel``). Measured:
/// swiftui-web `ios/label/list` (iamcgn/swiftui-web `Fixtures/Goldens/ios/label/list/frames.json`
/// at 33be500, iOS 26 simulator at 2×; the fixture `IOSSymbolFixtures.labelRows` in
/// `Fixtures/Sources/iOS/IOSSymbolFixtures.swift` at cdb8364): every title 40 points in from
/// the row's content whatever the symbol, each symbol centred 12 in and on the title's
/// 24.5-point line, the symbols at the large image scale. Laid out here with the square test
/// font: the rule does not depend on the text.
@Suite("Labels: in a list row")
@MainActor
struct ListRowLabelTests {
    /// `view` as the row of a list in a 320 × 300 window at 2× (the recording's scale, so that
    /// centring is not rounded to whole points).
    private func layout(_ view: some View, platform: TargetPlatform = .iOS) -> LayoutResult {
        List { view }.layout(in: ProposedViewSize(width: 320, height: 300), environment: .recording(platform), fonts: .testFont)
    }

    @Test("in an iOS list row a label's title starts 40 points in, whatever its icon's width")
    func titleColumn() {
        for width in [10, 30, 50] as [CGFloat] {
            let result = layout(Label { Text("Title").id("title") } icon: { Color.red.frame(width: width, height: 10) }.id("label"))
            let label = result.frame(of: "label")!, title = result.frame(of: "title")!
            #expect(title.minX - label.minX == 40, "icon \(width) wide")
            #expect(label.width == 40 + title.width, "icon \(width) wide")
        }
    }

    @Test("in an iOS list row a label's icon is centred 12 points in and on the title's line")
    func iconCentre() {
        let result = layout(Label { Text("Title").id("title") } icon: { Color.red.frame(width: 30, height: 10).id("icon") }.id("label"))
        let label = result.frame(of: "label")!, icon = result.frame(of: "icon")!
        #expect(icon.midX - label.minX == 12)
        #expect(abs(icon.midY - label.midY) <= 0.25)  // within the half pixel centring rounds to
    }

    @Test("in an iOS list row a label is its title's line: a taller icon reaches out of it")
    func titleLine() {
        let result = layout(Label { Text("Title").id("title") } icon: { Color.red.frame(width: 20, height: 60).id("icon") }.id("label"))
        let label = result.frame(of: "label")!, title = result.frame(of: "title")!, icon = result.frame(of: "icon")!
        #expect(label.height == title.height)
        #expect(icon.height == 60)
        #expect(abs(icon.midY - label.midY) <= 0.25)  // within the half pixel centring rounds to
    }

    @Test("in an iOS list row a label's symbol takes the large image scale, unless the icon sets its own")
    func largeSymbol() {
        func alone(_ scale: Image.Scale) -> CGSize {
            Image(systemName: "star").imageScale(scale).layout(in: .unspecified, environment: .recording(.iOS), fonts: .testFont).size
        }
        let large = layout(Label { Text("Title") } icon: { Image(systemName: "star").id("icon") })
        #expect(large.frame(of: "icon")!.size == alone(.large))
        #expect(alone(.large) != alone(.medium))
        let small = layout(Label { Text("Title") } icon: { Image(systemName: "star").imageScale(.small).id("icon") })
        #expect(small.frame(of: "icon")!.size == alone(.small))
    }

    @Test("outside a list, and with an explicit title-and-icon style, a label's title is 8 after its icon")
    func elsewhere() {
        let label = Label { Text("Title").id("title") } icon: { Color.red.frame(width: 30, height: 10).id("icon") }
        let alone = label.layout(in: ProposedViewSize(width: 320, height: 300), environment: .recording(.iOS), fonts: .testFont)
        #expect(alone.frame(of: "title")!.minX - alone.frame(of: "icon")!.maxX == 8)
        let explicit = layout(label.labelStyle(.titleAndIcon))
        #expect(explicit.frame(of: "title")!.minX - explicit.frame(of: "icon")!.maxX == 8)
    }

    // derived: swiftui-web `list/tint` (macOS 26.2, 8d46be3) — the labels Wi-Fi, Bluetooth and
    // Mobile 54.5, 81 and 62.5 wide: their symbols, their titles and 6 between (docs/semantics.md).
    @Test("in a macOS list row a label's title is 6 after its icon, its icon on the title's capitals")
    func macOSListRow() {
        let result = layout(Label { Text("Title").id("title") } icon: { Color.red.frame(width: 30, height: 10).id("icon") }.id("label"),
                            platform: .macOS)
        let icon = result.frame(of: "icon")!, title = result.frame(of: "title")!
        #expect(title.minX - icon.maxX == 6)
        #expect(icon.minX == result.frame(of: "label")!.minX)
    }
}
