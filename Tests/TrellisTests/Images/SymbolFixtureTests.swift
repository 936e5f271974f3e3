import Foundation
import Testing
@testable import Trellis

/// swiftui-web golden `symbol/basic` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/symbol/basic/frames.json` and its fixture `SymbolFixtures.basic` in
/// `Fixtures/Sources/Symbol/SymbolFixtures.swift`, both at 784361d), laid out whole in its
/// 400 × 420 window: symbols at text styles, point sizes, weights and image scales, on
/// baselines beside texts, in labels and a button, resized, and a name that is no symbol
/// (0 × 0). Every position follows the texts of the rows, so every frame is compared within
/// 1 pt or 2 % with the system fonts; a symbol's size follows its font's point size and
/// weight, never a font file, so the sizes are exact. The catalog image `icon` is `Fixtures/images/files/icon@2x.png` (24 × 24
/// points, the recorded `labelImageIcon`).
@Suite("Images: the symbol/basic recording",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the rows hold texts"))
@MainActor
struct SymbolFixtureTests {
    private var fixture: some View {
        VStack(spacing: 6) {
            HStack(spacing: 8) {
                Image(systemName: "star").id("body")
                Image(systemName: "star").font(.caption).id("caption")
                Image(systemName: "star").font(.title).id("title")
                Image(systemName: "star").font(.largeTitle).id("largeTitle")
                Image(systemName: "star").font(.system(size: 17)).id("size17")
                Image(systemName: "star").font(.system(size: 11)).id("size11")
            }
            HStack(spacing: 8) {
                Image(systemName: "star").imageScale(.small).id("small")
                Image(systemName: "star").imageScale(.medium).id("medium")
                Image(systemName: "star").imageScale(.large).id("large")
                Image(systemName: "star").bold().id("bold")
                Image(systemName: "star").fontWeight(.semibold).id("semibold")
            }
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: "star").id("baselineIcon")
                Text("Star").id("baselineText")
                Image(systemName: "star").font(.title).id("baselineTitleIcon")
                Text("Star").font(.title).id("baselineTitleText")
            }
            .id("baselineRow")
            HStack(alignment: .center, spacing: 8) {
                Image(systemName: "star").id("centerIcon")
                Text("Star").id("centerText")
            }
            .id("centerRow")
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                ForEach([10, 17, 26], id: \.self) { size in
                    Image(systemName: "star").font(.system(size: CGFloat(size))).id("baselineIcon\(size)")
                    Text("Star").font(.system(size: CGFloat(size))).id("baselineText\(size)")
                }
                Image(systemName: "star").imageScale(.large).id("baselineLargeIcon")
                Image(systemName: "star").bold().id("baselineBoldIcon")
                Image(systemName: "rectangle.portrait").id("baselineTallIcon")
                Image(systemName: "ellipsis").id("baselineFlatIcon")
                Text("Star").id("baselineText2")
            }
            .id("baselineRow2")
            Label { Text("Star label").id("labelText") } icon: { Image(systemName: "star").id("labelIcon") }.id("label")
            Label { Text("Star label").id("labelTitleText") } icon: { Image(systemName: "star").id("labelTitleIcon") }
                .font(.title).id("labelTitle")
            Label { Text("Star label").id("labelBodyText") } icon: { Image(systemName: "star").id("labelBodyIcon") }
                .font(.body).id("labelBody")
            Label { Text("Star label").id("labelImageText") } icon: {
                Image("icon", bundle: TestImages.catalog).id("labelImageIcon")
            }
            .id("labelImage")
            Button {} label: { Label("Star button", systemImage: "star") }.id("button")
            HStack(spacing: 8) {
                Image(systemName: "star").resizable().frame(width: 50, height: 50).id("resizable")
                Image(systemName: "star").resizable().scaledToFit().frame(width: 50, height: 30).id("fit")
                Image(systemName: "star.fill").foregroundStyle(.red).id("red")
                Image(systemName: "chevron.right").id("chevron")
                Image(systemName: "not.a.symbol.name").id("unknown")
                Image(systemName: "line.3.horizontal").id("wide")
                Image(systemName: "rectangle.portrait").id("tall")
            }
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: "star").font(.system(size: 24)).id("size24")
                Image(systemName: "star").font(.system(size: 40)).id("size40")
                Text("Star").font(.system(size: 40)).id("baselineText40")
                Image(systemName: "star").font(.system(size: 24)).imageScale(.large).id("largeSize24")
                Image(systemName: "star").fontWeight(.light).id("light")
                Image(systemName: "star").fontWeight(.black).id("black")
                Image(systemName: "star.fill").foregroundColor(.blue).font(.system(size: 30)).id("blue30")
                Image(systemName: "chevron.right").font(.system(size: 30, weight: .semibold)).id("chevronSemibold")
            }
            .id("approximateRow")
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .id("stack")
    }

    /// The recording: every probe's frame (x, y, width, height).
    private static let recorded: [String: [CGFloat]] = [
        "stack": [28.5, 0, 343, 420],
        "body": [116, 7.75, 16.5, 16], "caption": [140.5, 10, 13, 11.5], "title": [161.5, 2.75, 28.5, 26],
        "largeTitle": [198, 0, 33.5, 31.5], "size17": [239.5, 5.75, 22, 20], "size11": [269.5, 9, 14.5, 13.5],
        "small": [141.25, 41.25, 13.5, 13], "medium": [162.75, 39.75, 16.5, 16], "large": [187.25, 37.5, 21.5, 20.5],
        "bold": [216.75, 39.5, 17, 16.5], "semibold": [241.75, 39.75, 17, 16],
        "baselineRow": [133.5, 64, 133, 33], "baselineIcon": [133.5, 76, 16.5, 16], "baselineText": [158, 76, 25, 16],
        "baselineTitleIcon": [191, 67.5, 28.5, 26], "baselineTitleText": [227.5, 64, 39, 33],
        "centerRow": [175.25, 103, 49.5, 16], "centerIcon": [175.25, 103, 16.5, 16], "centerText": [199.75, 103, 25, 16],
        "baselineRow2": [41.5, 125, 317, 31.5],
        "baselineIcon10": [41.5, 141.5, 13, 11.5], "baselineText10": [60.5, 141, 20, 13],
        "baselineIcon17": [86.5, 134.5, 22, 20], "baselineText17": [114.5, 135, 31.5, 20],
        "baselineIcon26": [152, 125, 33.5, 31.5], "baselineText26": [191.5, 126, 45.5, 30],
        "baselineLargeIcon": [243, 135.5, 21.5, 20.5], "baselineBoldIcon": [270.5, 137.5, 17, 16.5],
        "baselineTallIcon": [293.5, 138, 14, 16], "baselineFlatIcon": [313.5, 144, 14, 4.5], "baselineText2": [333.5, 138, 25, 16],
        "label": [159, 162.5, 82, 16.079833984375], "labelIcon": [159, 162.5, 16.5, 16], "labelText": [183.5, 162.579833984375, 57.5, 16],
        "labelTitle": [137.25, 184.579833984375, 125.5, 33], "labelTitleIcon": [137.25, 188.079345703125, 28.5, 26],
        "labelTitleText": [173.75, 184.579833984375, 89, 33],
        "labelBody": [159, 223.579833984375, 82, 18.5], "labelBodyIcon": [159, 224.5, 16.5, 16],
        "labelBodyText": [183.5, 223.579833984375, 57.5, 18.5],
        "labelImage": [155.25, 248.079833984375, 89.5, 24], "labelImageIcon": [155.25, 248.079833984375, 24, 24],
        "labelImageText": [187.25, 251.65966796875, 57.5, 16],
        "button": [141.5, 278.079833984375, 117, 24.079833984375],
        "resizable": [97.75, 308.15966796875, 50, 50], "fit": [155.75, 318.15966796875, 50, 30],
        "red": [213.75, 325.15966796875, 16.5, 16], "chevron": [238.25, 326.40966796875, 10, 13.5],
        "unknown": [256.25, 333.15966796875, 0, 0], "wide": [264.25, 328.90966796875, 16, 8.5],
        "tall": [288.25, 325.15966796875, 14, 16],
        "approximateRow": [28.5, 364.15966796875, 343, 48], "size24": [28.5, 379.65966796875, 31, 28.5],
        "size40": [67.5, 364.15966796875, 51.5, 47], "baselineText40": [127, 364.15966796875, 69.5, 47],
        "largeSize24": [204.5, 375.15966796875, 39.5, 37], "light": [252, 390.15966796875, 16, 15.5],
        "black": [276, 389.15966796875, 17.5, 17], "blue30": [301.5, 373.65966796875, 39, 35.5],
        "chevronSemibold": [348.5, 376.65966796875, 23, 31.5],
    ]

    /// The symbols, whose sizes do not follow a font file.
    private static let symbols = [
        "body", "caption", "title", "largeTitle", "size17", "size11", "small", "medium", "large", "bold", "semibold",
        "baselineIcon", "baselineTitleIcon", "centerIcon", "baselineIcon10", "baselineIcon17", "baselineIcon26",
        "baselineLargeIcon", "baselineBoldIcon", "baselineTallIcon", "baselineFlatIcon", "labelIcon", "labelTitleIcon",
        "labelBodyIcon", "labelImageIcon", "resizable", "fit", "red", "chevron", "unknown", "wide", "tall",
        "size24", "size40", "largeSize24", "light", "black", "blue30", "chevronSemibold",
    ]

    private var result: LayoutResult {
        RecordedFrames(fixture, platform: .macOS, window: CGSize(width: 400, height: 420)).result
    }

    /// The last row's symbols: point sizes the symbol table scales to (the fixture's own
    /// comment: "sizes the table can only scale to"), within a point of the recording.
    private static let scaledSizes: Set = ["size24", "size40", "largeSize24", "light", "black", "blue30", "chevronSemibold"]

    @Test("symbol/basic: every frame within 1 pt or 2 % of the recording")
    func framesNearTheRecording() {
        let frames = RecordedFrames(result: result)
        for (id, frame) in Self.recorded.sorted(by: { $0.key < $1.key }) {
            frames.text(id, frame[0], frame[1], frame[2], frame[3])
        }
    }

    @Test("symbol/basic: each symbol is the recorded size")
    func symbolSizes() {
        let result = result
        func expectSize(_ id: String) {
            let recorded = Self.recorded[id]!
            #expect(result.element(id: id)?.exactFrame.size == CGSize(width: recorded[2], height: recorded[3]), "\(id)")
        }
        for id in Self.symbols where !Self.scaledSizes.contains(id) {
            expectSize(id)
        }
        // Laid out: 24 pt 31 × 29 (recorded 31 × 28.5), 40 pt 52 × 48 (51.5 × 47), 24 pt large
        // 40 × 37 (39.5 × 37), light 16.5 × 16 (16 × 15.5), black 17 × 16.5 (17.5 × 17), the
        // filled star at 30 pt 39 × 36 (39 × 35.5), the semibold chevron at 30 pt 23 × 30.5
        // (23 × 31.5).
        withKnownIssue("sizes the symbol table scales to, within a point of the recording") {
            for id in Self.scaledSizes.sorted() { expectSize(id) }
        }
    }
}
