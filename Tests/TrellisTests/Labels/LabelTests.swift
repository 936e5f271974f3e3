import Foundation
import Testing
@testable import Trellis

/// `Label` and its styles, and `LabeledContent`.
@Suite("Labels")
@MainActor
struct LabelTests {
    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: ProposedViewSize(width: 300, height: 300), fonts: .testFont)
    }

    // measured: swiftui-web `ios/label/basic` — the title starts 8 after the icon (wifi 80 +
    // 22.5, title at 110.5); `label/basic` (macOS) the same with image and custom icons.
    @Test("a label's title is 8 points after its icon")
    func spacing() {
        let result = layout(Label { Text("Wi-Fi").id("title") } icon: { Image(systemName: "wifi").id("icon") })
        #expect(result.frame(of: "title")!.minX - result.frame(of: "icon")!.maxX == 8)
        #expect(result.size.width == 22.5 + 8 + result.frame(of: "title")!.width)
    }

    // measured: swiftui-web `ios/label/basic` — the wifi icon's centre is 12.51 below the
    // title's top: its baseline (18.5) less half SF's cap height at 17 pt (11.98 / 2).
    @Test("a label centres its icon on the middle of the title's capitals")
    func iconOnCapitals() {
        let result = layout(Label { Text("Title").id("title") } icon: { Color.red.frame(width: 12, height: 12).id("icon") })
        // The square test font at 17 pt: baseline 14 (the ascent 13.6, rounded), cap height 13.6.
        let expected = result.frame(of: "title")!.minY + 14 - 6.8
        #expect(abs(result.frame(of: "icon")!.midY - expected) <= 0.5)
    }

    // measured: swiftui-web `label/basic` — `rowLabel` and `rowText` share a baseline in a
    // first-baseline row: a label's baseline is its title's.
    @Test("a label's text baseline is its title's")
    func baselineIsTitles() {
        let result = layout(HStack(alignment: .firstTextBaseline) {
            Label { Text("Hg").id("title") } icon: { Color.red.frame(width: 24, height: 24) }
            Text("Hg").id("text")
        })
        #expect(result.frame(of: "title")!.minY == result.frame(of: "text")!.minY)
    }

    // measured: swiftui-web `ios/label/basic` — `iconOnly` is the icon's size (22.5 × 16),
    // `titleOnly` the title's (40.5 × 24.5, as `title`).
    @Test("iconOnly shows only the icon and titleOnly only the title")
    func styles() {
        let label = Label("Wi-Fi", systemImage: "wifi")
        #expect(layout(label.labelStyle(.iconOnly)).size == CGSize(width: 22.5, height: 16))
        #expect(layout(label.labelStyle(.titleOnly)).size == layout(Text("Wi-Fi")).size)
        #expect(layout(label.labelStyle(.titleAndIcon)).size == layout(label).size)
    }

    private struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 2) { configuration.title; configuration.icon }
        }
    }

    // documented: Apple, `labelstyle` — a custom style's body lays the configuration out.
    @Test("a custom label style lays out the title and icon")
    func customStyle() {
        let result = layout(Label { Text("A").id("title") } icon: { Color.red.frame(width: 10, height: 10).id("icon") }
            .labelStyle(TrailingIcon()))
        #expect(result.frame(of: "icon")!.minX == result.frame(of: "title")!.maxX + 2)
    }

    // measured: swiftui-web `labeledcontent/basic` (macOS) — `narrow`: label 44 wide, value
    // 8 after it, the pair centred in its 160-point frame, not stretched.
    @Test("labeled content is its label then its value, 8 apart, as wide as the two")
    func labeledContent() {
        let result = layout(LabeledContent { Text("Value").id("value") } label: { Text("Narrow").id("label") }
            .frame(width: 160))
        let label = result.frame(of: "label")!, value = result.frame(of: "value")!
        #expect(value.minX - label.maxX == 8)
        #expect(abs((label.minX - 0) - (160 - value.maxX)) <= 0.5)
    }

    // measured: swiftui-web `labeledcontent/basic` (macOS, 37d0f2c) — `hidden`, under
    // `labelsHidden()`, is 41 wide: the value "Shown" alone.
    @Test("labelsHidden shows labeled content's value alone")
    func labeledContentLabelsHidden() {
        let result = layout(LabeledContent { Text("Value") } label: { Text("Label").id("label") }
            .labelsHidden().id("pair"))
        #expect(result.frame(of: "label") == nil)
        #expect(result.frame(of: "pair")?.size == layout(Text("Value")).size)
    }

    // measured: swiftui-web `labeledcontent/basic` (macOS, 37d0f2c) — `count` 18.5 tall, its
    // value `countContent` 16 tall 1.25 below the pair's top.
    @Test("a macOS labeled content's text label is on the 18.5-point control label line")
    func macLabeledContentLabelLine() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2  // the recordings' scale: the 2.5 points of insets land on its grid
        let result = LabeledContent { Text("3").id("value") } label: { Text("Count").id("label") }
            .layout(in: ProposedViewSize(width: 300, height: 300), environment: environment, fonts: .testFont)
        let label = result.element(id: "label")!.exactFrame, value = result.element(id: "value")!.exactFrame
        #expect(label.height == value.height + TextLineInsets.macControlLabel.top + TextLineInsets.macControlLabel.bottom)
        #expect(value.midY == label.midY)
    }
}
