import SwiftUI
import Testing
@testable import LayoutCorpus

// PercentageHStack (ronzohan/PercentageLayout). Expected frames derived from the layout's code
// and the rules its doc comment and README state: widths are percentages of
// (width - total spacing); subviews without one share what is left evenly.

@Suite("PercentageHStack") @MainActor
struct PercentageHStackTests {
    func bar(_ id: String) -> some View {
        Color.orange.frame(height: 20).id(id)
    }

    @Test func percentagesAndEvenSharesOfTheRest() {
        // The README's example: 0.1, 0.2, and two without a percentage, spacing 10, in 330:
        // 300 to share → 30, 60, and (1 - 0.3) / 2 = 0.35 → 105 each; x = 0, 40, 110, 225.
        let result = PercentageHStack(spacing: 10) {
            bar("a").widthPercent(0.1)
            bar("b").widthPercent(0.2)
            bar("c")
            bar("d")
        }.layout(in: ProposedViewSize(width: 330, height: 100))
        #expect(result.size == CGSize(width: 330, height: 20))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 40, y: 0, width: 60, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 110, y: 0, width: 105, height: 20))
        #expect(result.frame(of: "d") == CGRect(x: 225, y: 0, width: 105, height: 20))
    }

    @Test func singleSubviewWithoutPercentageFillsTheWidth() {
        // Doc comment rule 1: one subview, no percentage → the whole width.
        let result = PercentageHStack { bar("a") }.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test func singleSubviewWithPercentageLeavesTheRestEmpty() {
        // Doc comment rule 1: one subview at 0.5 → half the width; the stack still takes 200.
        let result = PercentageHStack { bar("a").widthPercent(0.5) }.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.size == CGSize(width: 200, height: 20))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func percentageOfOneOrMoreMeansShareTheRest() {
        // README: a value ≥ 1 is "fill the remaining space": 0.25 and one at 2 with spacing 0 in 200
        // → 50 and 150.
        let result = PercentageHStack(spacing: 0) {
            bar("a").widthPercent(0.25)
            bar("b").widthPercent(2)
        }.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 50, y: 0, width: 150, height: 20))
    }
}
