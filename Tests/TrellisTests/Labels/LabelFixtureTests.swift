import Foundation
import Testing
@testable import Trellis

/// The swiftui-web recordings of labels laid out whole, at their windows: `label/basic`
/// (macOS 26.2 at 2×; iamcgn/swiftui-web `Fixtures/Goldens/label/basic/frames.json` and its
/// fixture `LabelFixtures.basic` in `Fixtures/Sources/Label/LabelFixtures.swift`, both at
/// 6c62796), `labeledcontent/basic` (macOS; `Fixtures/Goldens/labeledcontent/basic/frames.json`
/// and `LabeledContentFixtures.basic` in
/// `Fixtures/Sources/LabeledContent/LabeledContentFixtures.swift`, both at c070aac) and
/// `ios/label/basic` (iOS 26 simulator at 2×; `Fixtures/Goldens/ios/label/basic/frames.json` at
/// 33be500, `IOSSymbolFixtures.labels` in `Fixtures/Sources/iOS/IOSSymbolFixtures.swift` at
/// cdb8364). Almost every frame follows a text, so the cases lay out with the system fonts and
/// compare within 1 pt or 2 %; the frames that do not (an icon's size, a frame's own width) are
/// exact.
///
/// The macOS fixtures' catalog image `icon` is stood in for by `Fixtures/images/files/icon@2x.png`,
/// 48 × 48 pixels: 24 × 24 points, the size the recording's `iconOnly` probe reports; `swatch`
/// is the image the image fixtures use (64 × 40).
@Suite("Labels: the recorded label and labeled content frames",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the labels' titles are text"))
@MainActor
struct LabelFixtureTests {
    private func icon() -> Image { Image("icon", bundle: TestImages.catalog) }

    private var labels: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label { Text("Title") } icon: { icon() }.id("label")
            Label { Text("Title") } icon: { icon() }.labelStyle(.titleOnly).id("titleOnly")
            Label { Text("Title") } icon: { icon() }.labelStyle(.iconOnly).id("iconOnly")
            Label { Text("Title") } icon: { icon() }.labelStyle(.titleAndIcon).id("titleAndIcon")
            Label(title: { Text("Title").id("customTitle") },
                  icon: { Circle().fill(Color.red).frame(width: 12, height: 12).id("customIcon") }).id("custom")
            Label(title: { Text("Hg").id("tallTitle") }, icon: { Image("swatch", bundle: TestImages.catalog).id("tallIcon") }).id("tall")
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Label { Text("Hg") } icon: { icon() }.id("rowLabel")
                Text("Hg").id("rowText")
            }
            .id("row")
            Button(action: {}) { Label { Text("Title") } icon: { icon() }.id("buttonLabel") }.id("button")
        }
        .id("stack")
    }

    @Test("label/basic: labels, their styles, custom and tall icons, a baseline row and a button")
    func macLabels() {
        let result = RecordedFrames(labels, platform: .macOS, window: CGSize(width: 320, height: 300)).result
        let frames = RecordedFrames(result: result)
        frames.text("stack", 115.25, 8, 89.5, 284)
        frames.text("label", 115.25, 8, 58.5, 24)
        frames.text("titleOnly", 115.25, 44, 26.5, 16)
        frames.text("iconOnly", 115.25, 72, 24, 24)
        frames.text("titleAndIcon", 115.25, 108, 58.5, 24)
        frames.text("custom", 115.25, 144, 46.5, 16)
        frames.text("customIcon", 115.25, 146.420166015625, 12, 12)
        frames.text("customTitle", 135.25, 144, 26.5, 16)
        frames.text("tall", 115.25, 172, 89.5, 40)
        frames.text("tallIcon", 115.25, 172, 64, 40)
        frames.text("tallTitle", 187.25, 183.579833984375, 17.5, 16)
        frames.text("row", 115.25, 224, 75, 24)
        frames.text("rowLabel", 115.25, 224, 49.5, 24)
        frames.text("rowText", 172.75, 227.579833984375, 17.5, 16)
        frames.text("button", 115.25, 260, 82.5, 32)
        frames.text("buttonLabel", 127.25, 264, 58.5, 24)
        // The icons' sizes are the images' own.
        #expect(result.element(id: "iconOnly")?.exactFrame.size == CGSize(width: 24, height: 24))
        #expect(result.element(id: "customIcon")?.exactFrame.size == CGSize(width: 12, height: 12))
        #expect(result.element(id: "tallIcon")?.exactFrame.size == CGSize(width: 64, height: 40))
    }

    private var labeledContent: some View {
        VStack(spacing: 12) {
            LabeledContent("Name", value: "Corey").id("value")
            LabeledContent("Count") { Text("3").id("countContent") }.id("count")
            LabeledContent { Text("Custom").id("customContent") } label: {
                Label { Text("Network") } icon: { icon() }.id("customLabel")
            }
            .id("custom")
            LabeledContent("Hidden", value: "Shown").labelsHidden().id("hidden")
            LabeledContent("Toggle") { Toggle("", isOn: .constant(true)).labelsHidden().id("toggleContent") }.id("toggle")
            LabeledContent { Text("Value").id("narrowContent") } label: { Text("Narrow").id("narrowLabel") }
                .frame(width: 160).id("narrow")
            LabeledContent("Wide", value: "Value").frame(maxWidth: .infinity).id("wide")
        }
        .padding(20)
        .id("stack")
    }

    @Test("labeledcontent/basic: label and value pairs, custom, hidden, a toggle, in narrow and wide frames")
    func macLabeledContent() {
        let result = RecordedFrames(labeledContent, platform: .macOS, window: CGSize(width: 320, height: 260)).result
        let frames = RecordedFrames(result: result)
        frames.text("custom", 91, 88.75, 138, 24)
        frames.text("customContent", 182, 92.75, 47, 16)
        frames.text("customLabel", 91, 88.75, 83, 24)
        frames.text("toggleContent", 176.5, 154, 16, 16)
        frames.text("narrowContent", 169.25, 184.5, 33.5, 16)
        // A text label on macOS's control label line, 18.5 tall, its content 16 (fixed with
        // this port: the pairs were 16 tall); under labelsHidden() the value alone.
        frames.text("stack", 0, 7.75, 320, 244.5)
        frames.text("value", 120.25, 27.75, 79.5, 18.5)
        frames.text("count", 133.5, 58.25, 53, 18.5)
        frames.text("countContent", 178, 59.5, 8.5, 16)
        frames.text("hidden", 139.5, 124.75, 41, 16)
        frames.text("toggle", 127.5, 152.75, 65, 18.5)
        frames.text("narrow", 80, 183.25, 160, 18.5)
        frames.text("narrowLabel", 117.25, 183.25, 44, 18.5)
        frames.text("wide", 20, 213.75, 280, 18.5)
        // Frames' own widths and the check box's size do not follow the text.
        let stack = result.element(id: "stack")?.exactFrame, narrow = result.element(id: "narrow")?.exactFrame
        let wide = result.element(id: "wide")?.exactFrame
        #expect(stack.map { [$0.minX, $0.width] } == [0, 320])
        #expect(narrow.map { [$0.minX, $0.width] } == [80, 160])
        #expect(wide.map { [$0.minX, $0.width] } == [20, 280])
        #expect(result.element(id: "toggleContent")?.exactFrame.size == CGSize(width: 16, height: 16))
    }

    private var iosLabelColumn: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label { Text("Wi-Fi").id("title") } icon: { Image(systemName: "wifi").id("icon") }.id("label")
            Label { Text("Bluetooth").id("titleT") } icon: { Image(systemName: "gear").id("iconT") }
                .font(.title).id("labelTitle")
            Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly).id("iconOnly")
            Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly).id("titleOnly")
        }
        .id("stack")
    }

    @Test("ios/label/basic: labels at body and title size, icon only and title only")
    func iosLabels() {
        let result = RecordedFrames(iosLabelColumn, platform: .iOS, window: CGSize(width: 320, height: 300)).result
        let frames = RecordedFrames(result: result)
        frames.text("stack", 80, 78.75, 160, 142.5)
        frames.text("label", 80, 78.75, 71, 24.5)
        frames.text("title", 110.5, 78.75, 40.5, 24.5)
        frames.text("icon", 80, 83.260986328125, 22.5, 16)
        frames.text("labelTitle", 80, 115.25, 160, 41.5)
        frames.text("titleT", 123.5, 115.25, 116.5, 41.5)
        frames.text("iconT", 80, 119.6357421875, 35.5, 34)
        frames.text("iconOnly", 80, 168.75, 22.5, 16)
        frames.text("titleOnly", 80, 196.75, 40.5, 24.5)
        // The symbols' sizes follow the symbol's point size, not the text's font file.
        #expect(result.element(id: "icon")?.exactFrame.size == CGSize(width: 22.5, height: 16))
        withKnownIssue("the gear at the title style's 28 points is 36 × 34.5 here (recorded 35.5 × 34): a size the symbol table scales to") {
            #expect(result.element(id: "iconT")?.exactFrame.size == CGSize(width: 35.5, height: 34))
        }
        #expect(result.element(id: "iconOnly")?.exactFrame.size == CGSize(width: 22.5, height: 16))
    }
}
