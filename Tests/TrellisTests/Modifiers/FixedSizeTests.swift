import Foundation
import Testing
@testable import Trellis

@Suite("fixedSize")
@MainActor
struct FixedSizeTests {
    // https://developer.apple.com/documentation/swiftui/view/fixedsize() — the view keeps its
    // ideal size; a colour's ideal is 10×10 whatever the proposal.
    @Test("fixedSize() gives the ideal size in both dimensions")
    func bothAxes() {
        #expect(Color.red.fixedSize().layout(in: ProposedViewSize(width: 100, height: 100)).size == CGSize(width: 10, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    // — only the fixed axis takes the ideal size: 10 wide, 100 high.
    @Test("fixedSize(horizontal:vertical:) fixes only the chosen axis")
    func oneAxis() {
        let result = Color.red.fixedSize(horizontal: true, vertical: false).layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 10, height: 100))
    }

    // https://developer.apple.com/documentation/swiftui/view/fixedsize() — "This can result in
    // the view exceeding the parent's bounds": an 80-wide ideal in a 50×50 frame is centred,
    // x = (50 - 80) / 2 = -15, y = (50 - 10) / 2 = 20.
    @Test("a fixed view larger than its frame overflows it, centred")
    func overflowsFrame() {
        let result = StandIn.flexible(idealWidth: 80).fixedSize().id("f").frame(width: 50, height: 50).layout(in: .unspecified)
        #expect(result.frame(of: "f") == CGRect(x: -15, y: 20, width: 80, height: 10))
    }

    // OpenSwiftUI _FixedSizeLayout: the child is proposed nil on fixed axes when placed too.
    @Test("the child is placed with an unspecified proposal on the fixed axes")
    func placementProposal() {
        let result = Color.red.id("c").fixedSize(horizontal: false, vertical: true).layout(in: ProposedViewSize(width: 70, height: 30))
        #expect(result.proposal(of: "c") == ProposedViewSize(width: 70, height: nil))
    }
}
