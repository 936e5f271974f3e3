import SwiftUI
import Testing
@testable import LayoutCorpus

// TagCloud reads its options from the environment (a user EnvironmentKey). Expected frames are
// derived from the layout's code (greedy rows, width from replacingUnspecifiedDimensions()).

@Suite("TagCloud") @MainActor
struct TagCloudTests {
    @Test func defaultStyleWrapsWithEightPointGaps() {
        // Default style: spacing 8, line spacing 8. 40×20 tags in 100: 0, 48 (88 ≤ 100); the
        // third would end at 136, so it wraps to y = 20 + 8 = 28. Size (88, 48).
        let result = TagCloud {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 20).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 88, height: 48))
        #expect(result.frame(of: "b") == CGRect(x: 48, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 28, width: 40, height: 20))
    }

    @Test func environmentStyleChangesTheGaps() {
        // .environment(\.tagCloudStyle, spacing 4, line spacing 2): 30-wide tags at 0, 34, 68
        // (98 ≤ 100); the fourth wraps to y = 20 + 2. Size (98, 42).
        let result = TagCloud {
            Color.red.frame(width: 30, height: 20).id("a")
            Color.red.frame(width: 30, height: 20).id("b")
            Color.red.frame(width: 30, height: 20).id("c")
            Color.red.frame(width: 30, height: 20).id("d")
        }
        .environment(\.tagCloudStyle, TagCloudStyle(spacing: 4, lineSpacing: 2))
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 98, height: 42))
        #expect(result.frame(of: "c") == CGRect(x: 68, y: 0, width: 30, height: 20))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 22, width: 30, height: 20))
    }

    @Test func centeredRowsShareTheirSlack() {
        // rowAlignment .center through the `tagCloudStyle(_:)` modifier: the cloud is 88 wide
        // (its widest row); row 2 (40 wide) shifts by (88 - 40) / 2 = 24.
        let result = TagCloud {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 20).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }
        .tagCloudStyle(TagCloudStyle(rowAlignment: .center))
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 24, y: 28, width: 40, height: 20))
    }

    @Test func rightToLeftStartsRowsAtTheTrailingEdge() {
        // The default case under .rightToLeft: mirrored within the 88-wide cloud, a at 88 - 40 = 48,
        // b at 0, c at 48 on row 2.
        let result = TagCloud {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 20).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }
        .environment(\.layoutDirection, .rightToLeft)
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 48, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 48, y: 28, width: 40, height: 20))
    }
}
