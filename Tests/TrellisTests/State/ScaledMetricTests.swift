import Foundation
import Testing
@testable import Trellis

// `@ScaledMetric` scales a value as its text style's font scales with Dynamic Type. SwiftUI:
// "ScaledMetric… A dynamic property that scales a numeric value"
// (https://developer.apple.com/documentation/swiftui/scaledmetric); UIKit's
// `UIFontMetrics.scaledValue(for:)` scales in proportion to the style's point size.

private struct Avatar: View {
    @ScaledMetric var side: CGFloat = 34
    var body: some View { Color.red.frame(width: side, height: 10) }
}

private struct Caption: View {
    @ScaledMetric(relativeTo: .caption) var side: CGFloat = 24
    var body: some View { Color.red.frame(width: side, height: 10) }
}

private struct Broken: View {
    @ScaledMetric var side: Double = .infinity
    var body: some View { Color.red.frame(width: side.isInfinite ? 5 : 50, height: 10) }
}

@Suite("ScaledMetric")
@MainActor
struct ScaledMetricTests {
    private func width(_ view: some View) throws -> CGFloat {
        try #require(view.id("v").layout(in: ProposedViewSize(width: 500, height: 100)).frame(of: "v")).width
    }

    @Test("at the default size the value is unscaled")
    func defaultSizeIsUnscaled() throws {
        #expect(try width(Avatar()) == 34)
    }

    @Test("a body-relative value scales as body's point size does")
    func bodyRelativeValueScales() throws {
        // Body is 17 pt at large, 21 at xxLarge and 28 at accessibility1 (Apple's HIG table).
        #expect(try width(Avatar().dynamicTypeSize(.xxLarge)) == 34 * 21 / 17)
        #expect(try width(Avatar().dynamicTypeSize(.accessibility1)) == 34 * 28 / 17)
        #expect(try width(Avatar().dynamicTypeSize(.xSmall)) == 34 * 14 / 17)
    }

    @Test("a value relative to another style scales as that style does")
    func otherStyleScales() throws {
        let caption = SystemFontMetrics.style(.caption, on: EnvironmentValues().platform, typeSize: .accessibility3).size
        let captionLarge = SystemFontMetrics.style(.caption, on: EnvironmentValues().platform, typeSize: .large).size
        #expect(try width(Caption().dynamicTypeSize(.accessibility3)) == 24 * caption / captionLarge)
        #expect(caption != captionLarge)
    }

    @Test("an infinite value is returned as it is")
    func infiniteValueIsKept() throws {
        #expect(try width(Broken().dynamicTypeSize(.accessibility5)) == 5)
    }
}
