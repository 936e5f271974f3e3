import SwiftUI
import Testing
@testable import LayoutCorpus

// DiagonalStack (tyagishi/SDSLayout). Expected frames derived from the layout's code: each
// subview starts at the previous one's bottom-trailing corner plus the spacing on each axis.

@Suite("DiagonalStack") @MainActor
struct DiagonalStackTests {
    @Test func defaultSpacingComesFromViewSpacingOnBothAxes() {
        // Three 20×10, gaps 8 horizontally and 8 vertically (colours' defaults):
        // origins (0, 0), (28, 18), (56, 36); size (60 + 16, 30 + 16) = (76, 46).
        let result = DiagonalStack {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.red.frame(width: 20, height: 10).id("b")
            Color.red.frame(width: 20, height: 10).id("c")
        }.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 76, height: 46))
        #expect(result.frame(of: "b") == CGRect(x: 28, y: 18, width: 20, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 56, y: 36, width: 20, height: 10))
    }

    @Test func explicitSpacingsOverrideTheDefaults() {
        // hSpacing 4, vSpacing 0: origins (0, 0), (24, 10), (48, 20); size (68, 30).
        let result = DiagonalStack(hSpacing: 4, vSpacing: 0) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.red.frame(width: 20, height: 10).id("b")
            Color.red.frame(width: 20, height: 10).id("c")
        }.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 68, height: 30))
        #expect(result.frame(of: "b") == CGRect(x: 24, y: 10, width: 20, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 48, y: 20, width: 20, height: 10))
    }
}
