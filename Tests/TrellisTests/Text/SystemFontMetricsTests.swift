import Foundation
import Testing
@testable import Trellis

/// The system font as SwiftUI sets it per platform: text style sizes and Dynamic Type, SF's
/// line heights and tracking, whatever font stands in for SF (issue 23).
@Suite("System font metrics")
@MainActor
struct SystemFontMetricsTests {
    static func environment(_ platform: TargetPlatform, typeSize: DynamicTypeSize = .large) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        environment.targetPlatform = platform
        environment.dynamicTypeSize = typeSize
        return environment
    }

    static func drawing(_ view: some View, in environment: EnvironmentValues) -> LayoutResult.TextDrawing? {
        let result = view.layout(in: .unspecified, environment: environment)
        for element in result.elements {
            if case let .text(text)? = element.drawing { return text }
        }
        return nil
    }

    // HIG "Typography": macOS's body is 13 pt, iOS's 17 pt; measured — swiftui-web
    // Fixtures/Goldens/text-metrics.json (`style:body||Hello` and `system:13…||Hello` are both 31 wide).
    @Test("body text takes the target platform's size")
    func bodySizePerPlatform() {
        let text = Text("Hello").font(.body)
        #expect(Self.drawing(text, in: Self.environment(.macOS))?.pointSize == 13)
        #expect(Self.drawing(text, in: Self.environment(.iOS))?.pointSize == 17)
        #expect(Self.drawing(text, in: Self.environment(.tvOS))?.pointSize == 29)
    }

    // HIG "Typography", macOS table: the headline style is bold.
    @Test("the headline style is bold on macOS and semibold on iOS")
    func headlineWeightPerPlatform() {
        let text = Text("Hello").font(.headline)
        #expect(Self.drawing(text, in: Self.environment(.macOS))?.isBold == true)
        #expect(Font.headline.withStyleWeight(in: Self.environment(.macOS)).weight == .bold)
        #expect(Font.headline.withStyleWeight(in: Self.environment(.iOS)).weight == .semibold)
    }

    // HIG "Typography", iOS Dynamic Type sizes: body is 21 pt at xxLarge and 53 pt at AX5.
    @Test("text styles scale with the Dynamic Type size")
    func dynamicTypeSizes() {
        let text = Text("Hello").font(.body)
        #expect(Self.drawing(text, in: Self.environment(.iOS, typeSize: .xxLarge))?.pointSize == 21)
        #expect(Self.drawing(text.dynamicTypeSize(.accessibility5), in: Self.environment(.iOS))?.pointSize == 53)
        #expect(Self.drawing(Text("Hello").font(.caption2), in: Self.environment(.iOS, typeSize: .xSmall))?.pointSize == 11)
    }

    // SwiftUI's `dynamicTypeSize(_:)` with a range: the environment's size, limited to the range.
    @Test("a Dynamic Type range limits the size to its bounds")
    func dynamicTypeRange() {
        let capped = Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.large)
        #expect(Self.drawing(capped, in: Self.environment(.iOS, typeSize: .accessibility3))?.pointSize == 17)
        let floored = Text("Hello").font(.body).dynamicTypeSize(DynamicTypeSize.xLarge...)
        #expect(Self.drawing(floored, in: Self.environment(.iOS, typeSize: .small))?.pointSize == 19)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    // macOS has no Dynamic Type: its text styles keep their sizes.
    @Test("macOS text styles do not scale with the Dynamic Type size")
    func macOSIgnoresDynamicType() {
        #expect(Self.drawing(Text("Hello").font(.body), in: Self.environment(.macOS, typeSize: .xxxLarge))?.pointSize == 13)
    }

    // measured — swiftui-web Fixtures/Goldens/ios/text/styles (commit 33be5002): `Text("Hello")`
    // is 24.5 tall on iOS 26, caption2 16.5, largeTitle 49 (issue 23: iOS 26's text is taller).
    @Test("iOS 26 text styles have the recorded line heights")
    func iOS26Heights() {
        let environment = Self.environment(.iOS)
        #expect(Text("Hello").layout(in: .unspecified, environment: environment).size.height == 24.5)
        #expect(Text("Caption 2").font(.caption2).layout(in: .unspecified, environment: environment).size.height == 16.5)
        #expect(Text("Large Title").font(.largeTitle).layout(in: .unspecified, environment: environment).size.height == 49)
    }

    // SF Pro's own line (ascent and descent, 2449 of 2048 units): 17 pt is 20.33, 20.5 at 2x.
    @Test("iOS releases before 26 give text SF's own line height")
    func olderIOSHeights() {
        let environment = Self.environment(TargetPlatform(.iOS, release: 18))
        #expect(Text("Hello").layout(in: .unspecified, environment: environment).size.height == 20.5)
    }

    // measured — swiftui-web Fixtures/Goldens/text-metrics.json (macOS 26.2): body 18.5 tall and
    // 19 apart; `.system(size: 13)` 16 and `.system(size: 10)` 13; a paragraph at 150 pt in
    // four lines is 75.5 tall in body, 64 in the 13 pt system font.
    @Test("macOS lines have the recorded heights and pitches")
    func macOSHeights() {
        let environment = Self.environment(.macOS)
        func height(_ text: Text, width: CGFloat? = nil) -> CGFloat {
            text.layout(in: ProposedViewSize(width: width, height: nil), environment: environment).size.height
        }
        let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
        #expect(height(Text("Hello").font(.body)) == 18.5)
        #expect(height(Text("Hello").font(.system(size: 13))) == 16)
        #expect(height(Text("Hello").font(.system(size: 10))) == 13)
        #expect(height(Text(paragraph).font(.body), width: 150) == 75.5)
        #expect(height(Text(paragraph).font(.system(size: 13)), width: 150) == 64)
    }

    // HIG "Typography", tracking values: −26/1000 em at 17 pt, −6 at 13, +12 at 10, none from 80.
    @Test("SF's tracking follows Apple's table by size")
    func trackingTable() {
        #expect(abs(SystemFontMetrics.tracking(size: 17) - -0.442) < 1e-9)
        #expect(abs(SystemFontMetrics.tracking(size: 13) - -0.078) < 1e-9)
        #expect(abs(SystemFontMetrics.tracking(size: 10) - 0.12) < 1e-9)
        #expect(SystemFontMetrics.tracking(size: 100) == 0)
        #expect(SystemFontMetrics.tracking(size: .infinity) == 0 && SystemFontMetrics.tracking(size: 1e300) == 0)
    }

    // derived: the stand-in's advances plus SF's tracking after each character; a custom font
    // keeps its own advances.
    @Test("the system font's stand-in takes SF's tracking and a custom font does not")
    func trackingApplies() throws {
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let library = FontLibrary(searchPaths: [shipped], systemFamily: "Inter")
        var environment = EnvironmentValues()
        environment.targetPlatform = .iOS
        func width(_ text: Text) -> CGFloat {
            text.layout(in: .unspecified, environment: environment, fonts: library).elements.first?.frame.width ?? 0
        }
        guard case let .success(face) = library.face(for: .body) else {
            Issue.record("no shipped face")
            return
        }
        let untracked = TextShaper("Hello", face: face, size: 17).width(0, 5)
        #expect(width(Text("Hello").font(.system(size: 17))) == (untracked + 5 * SystemFontMetrics.tracking(size: 17)).rounded(.up))
        #expect(width(Text("Hello").font(.custom("Inter", size: 17))) == untracked.rounded(.up))
    }

    // derived: Chromium draws the stand-in without SF's tracking unless the SVG asks for it;
    // the browser tests check the drawn widths.
    @Test("text drawn in the system font carries its tracking")
    func drawingCarriesTracking() {
        let drawing = Self.drawing(Text("Hello"), in: Self.environment(.iOS))
        #expect(drawing?.tracking == SystemFontMetrics.tracking(size: 17))
    }
}
