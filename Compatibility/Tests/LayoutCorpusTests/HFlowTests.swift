import SwiftUI
import Testing
@testable import LayoutCorpus

// HFlow as a view and as a Layout. Expected frames are derived from the layout's code
// (FlowLayout's greedy rows), the cases scaled from tevelee/SwiftUI-Flow's FlowTests.swift.

@Suite("HFlow") @MainActor
struct HFlowTests {
    @Test func viewWrapsItemsIntoRows() {
        // Four 50-wide items, spacing 10, in 200: x = 0, 60, 120 (180 + 50 > 200 wraps);
        // row 1 is 30 high (center alignment puts the 10-high ones at (30 - 10) / 2 = 10);
        // row 2 at 30 + 10 = 40. Size: (170, 50).
        let result = HFlow(spacing: 10) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.red.frame(width: 50, height: 30).id("b")
            Color.red.frame(width: 50, height: 10).id("c")
            Color.red.frame(width: 50, height: 10).id("d")
        }.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.size == CGSize(width: 170, height: 50))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 10, width: 50, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 60, y: 0, width: 50, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 120, y: 10, width: 50, height: 10))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 40, width: 50, height: 10))
    }

    @Test func itemAndRowSpacingsAreSeparate() {
        // Top-aligned, item spacing 4,
        // row spacing 2, in 100: 30 + 4 + 30 + 4 + 30 = 98 fits, the fourth wraps to y = 20 + 2.
        let result = HFlow(alignment: .top, itemSpacing: 4, rowSpacing: 2) {
            Color.red.frame(width: 30, height: 20).id("a")
            Color.red.frame(width: 30, height: 20).id("b")
            Color.red.frame(width: 30, height: 20).id("c")
            Color.red.frame(width: 30, height: 20).id("d")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "c") == CGRect(x: 68, y: 0, width: 30, height: 20))
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 22, width: 30, height: 20))
        #expect(result.size == CGSize(width: 98, height: 42))
    }

    @Test func emptyViewFormIsALayoutForAnyLayout() {
        // `HFlow(spacing:)` with no content is HFlow<EmptyView>, a Layout: wrapped in AnyLayout.
        // Derived from the layout's code: 40 + 8 + 40 = 88 ≤ 90, the third wraps to y = 20 + 8.
        let layout = AnyLayout(HFlow(alignment: .top, spacing: 8))
        let result = layout {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 20).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }.layout(in: ProposedViewSize(width: 90, height: 100))
        #expect(result.frame(of: "b") == CGRect(x: 48, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 28, width: 40, height: 20))
        #expect(HFlow<EmptyView>.layoutProperties.stackOrientation == .horizontal)
    }

    @Test func defaultSpacingComesFromViewSpacing() {
        // spacing nil: the subviews' preferred distance, 8 between two colours on each axis
        // (SwiftUI's default). 40 + 8 + 40 = 88 ≤ 100; the third wraps to y = 20 + 8.
        let result = HFlow(alignment: .top) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 20).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frame(of: "b") == CGRect(x: 48, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 28, width: 40, height: 20))
    }

    @Test func rightToLeftMirrorsRowsWithinTheFlow() {
        // The viewWrapsItemsIntoRows case under .rightToLeft: SwiftUI mirrors a custom layout's
        // placements within its bounds (width 170): x' = 170 - x - width, so a 120, b 60, c 0, d 120.
        let result = HFlow(spacing: 10) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.red.frame(width: 50, height: 30).id("b")
            Color.red.frame(width: 50, height: 10).id("c")
            Color.red.frame(width: 50, height: 10).id("d")
        }
        .environment(\.layoutDirection, .rightToLeft)
        .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.size == CGSize(width: 170, height: 50))
        #expect(result.frame(of: "a") == CGRect(x: 120, y: 10, width: 50, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 60, y: 0, width: 50, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 10, width: 50, height: 10))
        #expect(result.frame(of: "d") == CGRect(x: 120, y: 40, width: 50, height: 10))
    }
}
