import SwiftUI
import Testing
@testable import LayoutCorpus

// MasonryLayout. Expected frames derived from the layout's code: column width =
// (width - spacing × (columns - 1)) / columns; each subview goes to the shortest column
// (leftmost of equals); height = tallest column - trailing spacing.

@Suite("MasonryLayout") @MainActor
struct MasonryLayoutTests {
    @Test func subviewsGoToTheShortestColumn() {
        // 2 columns, spacing 10, width 210 → columns 100 wide at x 0 and 110.
        // a(50) → col 0 [60, 0]; b(30) → col 1 [60, 40]; c(40) → col 1 at 40 [60, 90];
        // d(20) → col 0 at 60 [90, 90]. Height 90 - 10 = 80.
        let result = MasonryLayout(columns: 2, spacing: 10) {
            Color.red.frame(height: 50).id("a")
            Color.red.frame(height: 30).id("b")
            Color.red.frame(height: 40).id("c")
            Color.red.frame(height: 20).id("d")
        }.layout(in: ProposedViewSize(width: 210, height: 400))
        #expect(result.size == CGSize(width: 210, height: 80))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame(of: "b") == CGRect(x: 110, y: 0, width: 100, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 110, y: 40, width: 100, height: 40))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 60, width: 100, height: 20))
    }

    @Test func equalColumnsFillLeftToRight() {
        // 3 columns, no spacing, width 90 → 30-wide columns; four 10-high items: three across,
        // the fourth back in column 0 at y 10. Size (90, 20).
        let result = MasonryLayout(columns: 3, spacing: 0) {
            Color.red.frame(height: 10).id("a")
            Color.red.frame(height: 10).id("b")
            Color.red.frame(height: 10).id("c")
            Color.red.frame(height: 10).id("d")
        }.layout(in: ProposedViewSize(width: 90, height: 100))
        #expect(result.size == CGSize(width: 90, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 60, y: 0, width: 30, height: 10))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 10, width: 30, height: 10))
    }

    @Test func unspecifiedWidthUsesTheWidestIdealWidth() {
        // No width: columns as wide as the widest ideal (60): 2 × 60 + 10 = 130.
        // Fixed frames keep their own size: a (0, 0, 40, 50), b at x 70. Height 50.
        let result = MasonryLayout(columns: 2, spacing: 10) {
            Color.red.frame(width: 40, height: 50).id("a")
            Color.red.frame(width: 60, height: 30).id("b")
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 130, height: 50))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(result.frame(of: "b") == CGRect(x: 70, y: 0, width: 60, height: 30))
    }

    @Test func changedSubviewIsRemeasuredThroughUpdateCache() {
        // After a's height changes from 50 to 100 (updateCache drops the cached frames):
        // a → col 0 [110, 0]; b → col 1 [110, 40]; c → col 1 at 40 [110, 90]; d → col 1 at 90
        // [110, 120]. Height 120 - 10 = 110.
        let host = LayoutHost(MasonryLayout(columns: 2, spacing: 10) {
            Color.red.frame(height: 50).id("a")
            Color.red.frame(height: 30).id("b")
            Color.red.frame(height: 40).id("c")
            Color.red.frame(height: 20).id("d")
        })
        let proposal = ProposedViewSize(width: 210, height: 400)
        _ = host.layout(in: proposal)
        #expect(host.replace(id: "a", with: Color.blue.frame(height: 100).id("a")))
        let result = host.layout(in: proposal)
        #expect(result.size == CGSize(width: 210, height: 110))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.frame(of: "d") == CGRect(x: 110, y: 90, width: 100, height: 20))
    }
}
