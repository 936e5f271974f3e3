import SwiftUI
import Testing
@testable import LayoutCorpus

// IndentedVStack (Apple's BasicVStack explicitAlignment example). Expected frames derived from
// the layout's code and SwiftUI's stack alignment: a parent stack lines up its children's
// alignment guides, and this container reports its leading guide at +10.

@Suite("IndentedVStack") @MainActor
struct IndentedVStackTests {
    @Test func stacksAtIdealSizes() {
        let result = IndentedVStack {
            Color.red.frame(width: 30, height: 10).id("x")
            Color.red.frame(width: 20, height: 10).id("y")
        }.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 30, height: 20))
        #expect(result.frame(of: "y") == CGRect(x: 0, y: 10, width: 20, height: 10))
    }

    @Test func leadingGuideIsIndentedByTen() {
        // VStack(alignment: .leading): "top"'s leading guide 0 lines up with the stack's 10,
        // so top sits 10 right of the stack: stack x 0, top x 10; width max(10 + 50, 30) = 60.
        let result = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("top")
            IndentedVStack {
                Color.red.frame(width: 30, height: 10).id("x")
                Color.red.frame(width: 20, height: 10).id("y")
            }.id("stack")
        }.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 60, height: 30))
        #expect(result.frame(of: "top") == CGRect(x: 10, y: 0, width: 50, height: 10))
        #expect(result.frame(of: "stack") == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(result.frame(of: "x") == CGRect(x: 0, y: 10, width: 30, height: 10))
    }

    @Test func verticalCenterIsTheFirstSubviewsCenter() {
        // HStack(alignment: .center, spacing: 0): the stack's centre guide is 5 (first row's
        // middle), the 20-high neighbour's is 10 → the stack sits 5 lower: stack y 5, side y 0;
        // height max(5 + 20, 20) = 25.
        let result = HStack(alignment: .center, spacing: 0) {
            Color.red.frame(width: 10, height: 20).id("side")
            IndentedVStack {
                Color.red.frame(width: 30, height: 10)
                Color.red.frame(width: 20, height: 10)
            }.id("stack")
        }.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 40, height: 25))
        #expect(result.frame(of: "side") == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(result.frame(of: "stack") == CGRect(x: 10, y: 5, width: 30, height: 20))
    }
}
