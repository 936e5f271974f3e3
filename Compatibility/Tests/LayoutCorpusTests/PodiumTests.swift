import SwiftUI
import Testing
@testable import LayoutCorpus

// Podium: AnyLayout switches between RadialLayout and HStackLayout (Apple's sample).
// Expected frames derived from the two layouts' code under SwiftUI's stack rules.

@Suite("Podium (AnyLayout)") @MainActor
struct PodiumTests {
    @Test func tieUsesAnHStack() {
        // All ranks equal → HStackLayout: three 20×20 circles, default spacing 8: x = 0, 28, 56;
        // the stack is 76×20.
        let result = Podium(ranks: [1, 1, 1]).layout(in: ProposedViewSize(width: 120, height: 120))
        #expect(result.size == CGSize(width: 76, height: 20))
        #expect(result.frame(of: "avatar0") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame(of: "avatar1") == CGRect(x: 28, y: 0, width: 20, height: 20))
        #expect(result.frame(of: "avatar2") == CGRect(x: 56, y: 0, width: 20, height: 20))
    }

    @Test func distinctRanksUseTheRadialLayout() {
        // Ranks 1, 2, 3 → RadialLayout in 120×120 (see RadialLayoutTests.ranksInOrderRotateByMinusThirtyDegrees).
        let result = Podium(ranks: [1, 2, 3]).layout(in: ProposedViewSize(width: 120, height: 120))
        #expect(result.size == CGSize(width: 120, height: 120))
        #expect(result.frame(of: "avatar0") == CGRect(x: 30, y: 15, width: 20, height: 20))
        #expect(result.frame(of: "avatar1") == CGRect(x: 90, y: 50, width: 20, height: 20))
        #expect(result.frame(of: "avatar2") == CGRect(x: 30, y: 85, width: 20, height: 20))
    }
}
