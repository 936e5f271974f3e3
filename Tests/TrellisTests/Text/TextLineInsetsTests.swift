import Foundation
import Testing
@testable import Trellis

/// A text's line insets (``TextLineInsets``): the space a macOS control's label keeps above
/// and below its lines inside the text's frame (swiftui-web `colorpicker/labels` at fa7ccda:
/// a custom label's "Tint" 18.5 tall where a plain text is 16, its baseline 1 lower).
@Suite("Text line insets")
@MainActor
struct TextLineInsetsTests {
    /// A plain text and the same text inside `insets`, side by side on their first baselines.
    private func laidOut(_ insets: TextLineInsets) -> (plain: CGRect, inset: CGRect)? {
        let result = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hg").id("plain")
            Text("Hg").environment(\.textLineInsets, insets).id("inset")
        }
        .layout(in: ProposedViewSize(width: 300, height: 300))
        guard let plain = result.element(id: "plain")?.exactFrame, let inset = result.element(id: "inset")?.exactFrame else { return nil }
        return (plain, inset)
    }

    @Test("a text inside line insets is as much taller and its baseline the top inset lower")
    func insetsGrowTheFrameAndLowerTheBaseline() throws {
        let frames = try #require(laidOut(.macControlLabel))
        #expect(frames.inset.height == frames.plain.height + 2.5)
        #expect(frames.inset.width == frames.plain.width)
        #expect(frames.inset.minY == frames.plain.minY - 1)
    }

    @Test("negative and non-finite line insets count as none")
    func badInsetsCountAsNone() throws {
        for insets in [TextLineInsets(top: -3, bottom: .nan), TextLineInsets(top: .infinity, bottom: -.infinity)] {
            let frames = try #require(laidOut(insets))
            #expect(frames.inset.size == frames.plain.size)
            #expect(frames.inset.minY == frames.plain.minY)
        }
    }
}
