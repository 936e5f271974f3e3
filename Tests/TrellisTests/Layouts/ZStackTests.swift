import Foundation
import Testing
@testable import Trellis

@Suite("ZStack")
@MainActor
struct ZStackTests {
    private func stack(_ alignment: Alignment) -> LayoutResult {
        ZStack(alignment: alignment) {
            Color.red.frame(width: 60, height: 60).id("big")
            Color.blue.frame(width: 20, height: 20).id("small")
        }.layout(in: .unspecified)
    }

    // https://developer.apple.com/documentation/swiftui/zstack and OpenSwiftUI's
    // ZStackUITests.alignment (60 × 60 and 20 × 20, compared with SwiftUI screenshots): the
    // stack is 60 × 60 and the small view sits at the alignment's point: 0, 20 or 40.
    @Test("a ZStack aligns its views in both axes", arguments: [
        (Alignment.center, CGPoint(x: 20, y: 20)), (.top, CGPoint(x: 20, y: 0)), (.bottom, CGPoint(x: 20, y: 40)),
        (.leading, CGPoint(x: 0, y: 20)), (.trailing, CGPoint(x: 40, y: 20)), (.topLeading, CGPoint(x: 0, y: 0)),
        (.topTrailing, CGPoint(x: 40, y: 0)), (.bottomLeading, CGPoint(x: 0, y: 40)),
        (.bottomTrailing, CGPoint(x: 40, y: 40)),
    ])
    func alignment(alignment: Alignment, origin: CGPoint) {
        let result = stack(alignment)
        #expect(result.size == CGSize(width: 60, height: 60))
        #expect(result.frame(of: "big") == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(result.frame(of: "small") == CGRect(origin: origin, size: CGSize(width: 20, height: 20)))
    }

    // https://www.swiftuifieldguide.com/layout/zstack/ — "The ZStack takes its proposed size
    // and proposes that same size to each of its children."
    @Test("every view is proposed the stack's proposal")
    func proposalToEveryView() {
        let result = ZStack {
            Rectangle().id("r")
            StandIn.fixed(width: 20, height: 20)
        }.layout(in: ProposedViewSize(width: 100, height: 80))
        #expect(result.size == CGSize(width: 100, height: 80))
        #expect(result.frame(of: "r") == CGRect(x: 0, y: 0, width: 100, height: 80))
    }

    // https://www.swiftuifieldguide.com/layout/zstack/ — "The reported size of the ZStack is
    // the union of all the frames of the children": a 50-wide and a 50-tall colour in 300 ×
    // 300 make a 300 × 300 stack.
    @Test("the stack is the union of its views' frames")
    func unionOfFrames() {
        let result = ZStack {
            Color.yellow.frame(width: 50).id("a")
            Color.orange.frame(height: 50).id("b")
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.size == CGSize(width: 300, height: 300))
        #expect(result.frame(of: "a") == CGRect(x: 125, y: 0, width: 50, height: 300))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 125, width: 300, height: 50))
    }

    // https://www.swiftuifieldguide.com/layout/zstack/ — a badge aligned with alignment
    // guides makes a ZStack grow ("the size of the button grows"). b's leading guide is −50,
    // so b starts 50 right of a's leading edge: the union is 0...70 wide.
    @Test("views moved by alignment guides make the stack grow")
    func guidesGrowTheStack() {
        let result = ZStack(alignment: .topLeading) {
            StandIn.fixed(width: 50, height: 50).id("a")
            StandIn.fixed(width: 20, height: 20).alignmentGuide(.leading) { _ in -50 }.id("b")
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 70, height: 50))
        #expect(result.frame(of: "b") == CGRect(x: 50, y: 0, width: 20, height: 20))
    }

    // OpenSwiftUI ZStackUITests.layoutPriority (compared with SwiftUI screenshots): only the
    // views of the highest priority size the stack; the 40 × 40 priority-1 view makes it
    // 40 × 40, and the others are aligned on it (leading, vertically centred): the 100 × 100
    // view at y (40 − 100) / 2 = −30.
    @Test("only the highest-priority views size the stack")
    func priority() {
        let result = ZStack(alignment: .leading) {
            Color.blue.frame(width: 100, height: 100).layoutPriority(-0.1).id("blue")
            Color.red.frame(width: 60, height: 60).id("red")
            Color.green.frame(width: 40, height: 40).layoutPriority(1).id("green")
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 40, height: 40))
        #expect(result.frame(of: "blue") == CGRect(x: 0, y: -30, width: 100, height: 100))
        #expect(result.frame(of: "red") == CGRect(x: 0, y: -10, width: 60, height: 60))
        #expect(result.frame(of: "green") == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    // OpenSwiftUI `_ZStackLayout.placeSubviews` (reimplementation): views are placed with the
    // stack's size as proposal, so in a fixed-size ZStack a colour fills the 50 × 30 that
    // the fixed view decided (it measured 10 × 10 while sizing).
    @Test("placement proposes the stack's own size")
    func placementProposesOwnSize() {
        let result = ZStack {
            Color.red.id("fill")
            StandIn.fixed(width: 50, height: 30)
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 50, height: 30))
        #expect(result.frame(of: "fill") == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    // Derived: an empty ZStack has no frames to unite: zero size.
    @Test("an empty ZStack is zero-sized")
    func empty() {
        #expect(ZStack {}.layout(in: ProposedViewSize(width: 100, height: 100)).size == .zero)
    }
}
