import SwiftUI
import Testing
@testable import LayoutCorpus

// PriorityHStack (subview.priority). Expected frames derived from the layout's code: subviews
// are served their ideal width in descending layoutPriority (then original order) from the
// width left after spacing.

@Suite("PriorityHStack") @MainActor
struct PriorityHStackTests {
    func cell(_ id: String) -> some View {
        Color.gray.frame(idealWidth: 60, maxWidth: .infinity).frame(height: 20).id(id)
    }

    @Test func higherPriorityIsServedFirst() {
        // spacing 10, width 150 → 130 to share. c (priority 1) gets 60, then a 60, b the last 10.
        // x: a 0, b 70, c 90.
        let result = PriorityHStack(spacing: 10) {
            cell("a")
            cell("b")
            cell("c").layoutPriority(1)
        }.layout(in: ProposedViewSize(width: 150, height: 100))
        #expect(result.size == CGSize(width: 150, height: 20))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 70, y: 0, width: 10, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 90, y: 0, width: 60, height: 20))
    }

    @Test func ampleSpaceGivesEveryoneTheirIdealWidth() {
        // width 300: 60 each, x = 0, 70, 140; the stack is 3 × 60 + 2 × 10 = 200 wide.
        let result = PriorityHStack(spacing: 10) {
            cell("a")
            cell("b").layoutPriority(2)
            cell("c")
        }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.size == CGSize(width: 200, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 70, y: 0, width: 60, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 140, y: 0, width: 60, height: 20))
    }
}
