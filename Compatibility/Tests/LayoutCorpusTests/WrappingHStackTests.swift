import SwiftUI
import Testing
@testable import LayoutCorpus

// WrappingHStack (ksemianov/WrappingHStack). Expected frames derived from the layout's code:
// rows break when x + gap + width exceeds the proposed width; a row's height is its tallest
// subview's; placement offsets by UnitPoint(alignment) × the slack.

@Suite("WrappingHStack") @MainActor
struct WrappingHStackTests {
    @Test func defaultSpacingWrapsAtTheProposedWidth() {
        // topLeading, spacings from ViewSpacing (8 between colours): 0, 48 (88 ≤ 100), the third
        // would end at 136 → row 2 at 30 + 8 = 38. Width = proposed 100, height 38 + 20 = 58.
        let result = WrappingHStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 30).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 100, height: 58))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 48, y: 0, width: 40, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 38, width: 40, height: 20))
    }

    @Test func centerAlignmentCentersEachRowAndEachItemInItsRow() {
        // Spacings 10 and 5: row 1 = 0, 50 (90 wide), row 2 at 30 + 5 = 35 (40 wide).
        // Offsets: row 1 by 0.5 × (100 - 90) = 5, a down by 0.5 × (30 - 20) = 5;
        // row 2 by 0.5 × (100 - 40) = 30. Size (100, 55).
        let result = WrappingHStack(alignment: .center, horizontalSpacing: 10, verticalSpacing: 5) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 30).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 100, height: 55))
        #expect(result.frame(of: "a") == CGRect(x: 5, y: 5, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 55, y: 0, width: 40, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 30, y: 35, width: 40, height: 20))
    }

    @Test func unspecifiedWidthKeepsOneRow() {
        // No proposed width: one row, as wide as it is: 40 + 8 + 40 + 8 + 40 = 136, 30 high.
        let result = WrappingHStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.red.frame(width: 40, height: 30).id("b")
            Color.red.frame(width: 40, height: 20).id("c")
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 136, height: 30))
        #expect(result.frame(of: "c") == CGRect(x: 96, y: 0, width: 40, height: 20))
    }

    @Test func horizontalStackOrientationMakesDividersVertical() {
        // layoutProperties.stackOrientation = .horizontal: a Divider inside is a vertical rule,
        // 1 wide and as tall as proposed (the stack proposes its whole proposal, 100×50).
        // Row: a at 0, divider at 40 (spacing 0); row height 50 → size (100, 50).
        #expect(WrappingHStack.layoutProperties.stackOrientation == .horizontal)
        let result = WrappingHStack(alignment: .topLeading, horizontalSpacing: 0) {
            Color.red.frame(width: 40, height: 20).id("a")
            Divider().id("rule")
        }.layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "rule") == CGRect(x: 40, y: 0, width: 1, height: 50))
        #expect(result.size == CGSize(width: 100, height: 50))
    }
}
