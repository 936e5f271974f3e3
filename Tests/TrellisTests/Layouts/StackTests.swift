import Foundation
import Testing
@testable import Trellis

/// Spacing preferences with `value` in the default category on `edges`, none elsewhere.
private func preferring(_ value: CGFloat, on edges: Edge.Set) -> ViewSpacing {
    var spacing = ViewSpacing()
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { spacing[edge].defaultCategory = value }
    return spacing
}

@Suite("HStack and VStack: sharing the major axis")
@MainActor
struct StackDistributionTests {
    // https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/ — three rectangles in an
    // HStack(spacing: 0) framed 300 × 100: "Each view becomes 100 points wide."
    @Test("equally flexible views share the width equally")
    func equalShares() {
        let result = HStack(spacing: 0) {
            Rectangle().id("a")
            Rectangle().id("b")
            Rectangle().id("c")
        }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.frame(of: "b") == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(result.frame(of: "c") == CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    // https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/ (the worked example in
    // docs/semantics.md, "Stacks: Sizing"): "the red rectangle becomes 75 wide, and the green
    // rectangle becomes 100 wide. The HStack even draws out of bounds of its enclosing frame".
    // The stack is 175 wide, centred in the 150 frame: it starts at (150 − 175) / 2 = −12.5
    // (exact frames: rounding to whole points would move the half point).
    @Test("a less flexible view takes half first, so the stack overflows its frame")
    func objcioWorkedExample() {
        let result = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("red")
            Rectangle().frame(minWidth: 100).id("green")
        }.frame(width: 150, height: 100).layout(in: .unspecified)
        #expect(result.element(id: "red")?.exactFrame == CGRect(x: -12.5, y: 0, width: 75, height: 100))
        #expect(result.element(id: "green")?.exactFrame == CGRect(x: 62.5, y: 0, width: 100, height: 100))
    }

    // The same example in a VStack: the objc.io article says "the same logic applies to
    // VStack, except that the axes are flipped".
    @Test("a VStack shares its height by the same rule")
    func verticalWorkedExample() {
        let result = VStack(spacing: 0) {
            Rectangle().frame(maxHeight: 100).id("red")
            Rectangle().frame(minHeight: 100).id("green")
        }.layout(in: ProposedViewSize(width: 100, height: 150))
        #expect(result.size == CGSize(width: 100, height: 175))
        #expect(result.frame(of: "red") == CGRect(x: 0, y: 0, width: 100, height: 75))
        #expect(result.frame(of: "green") == CGRect(x: 0, y: 75, width: 100, height: 100))
    }

    // https://www.swiftuifieldguide.com/layout/hstack/ — "the stack computes the flexibility
    // by proposing a zero width and an infinite width"; the least flexible goes first. The
    // framed view (flexibility 20) is offered 100 / 2 = 50 and takes 20; the rectangle
    // (flexibility ∞) is offered the remaining 80. Placement keeps declaration order.
    @Test("the least flexible view is sized first but placed in declaration order")
    func leastFlexibleFirst() {
        let result = HStack(spacing: 0) {
            Rectangle().id("wide")
            Rectangle().frame(maxWidth: 20).id("narrow")
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(of: "wide") == CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(result.frame(of: "narrow") == CGRect(x: 80, y: 0, width: 20, height: 10))
    }

    // OpenSwiftUI `_LayoutTraits.FlexibilityEstimate` (reimplementation): among infinitely
    // flexible views, the one with the larger minimum is sized first. b (minimum 60) is
    // offered 100 / 2 = 50 and takes 60; a gets the remaining 40. (In declaration order a
    // would take 50 and b 60, overflowing to 110.)
    @Test("among infinitely flexible views the larger minimum goes first")
    func largerMinimumFirst() {
        let result = HStack(spacing: 0) {
            StandIn.flexible(minWidth: 0, height: 10).id("a")
            StandIn.flexible(minWidth: 60, height: 10).id("b")
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(of: "a")?.width == 40)
        #expect(result.frame(of: "b")?.width == 60)
    }

    // https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:) — "A parent
    // layout offers the child views with the highest layout priority all the space offered to
    // the parent minus the minimum space required for all its lower-priority children."
    // 100 − 30 (the other view's minimum) = 70 for the priority-1 view; then 30 for the other.
    @Test("a higher priority view gets the space minus the lower views' minimums")
    func priorityReservesMinimums() {
        let result = HStack(spacing: 0) {
            StandIn.flexible(minWidth: 30, height: 10).id("low")
            StandIn.flexible(minWidth: 0, height: 10).priority(1).id("high")
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(of: "high") == CGRect(x: 30, y: 0, width: 70, height: 10))
        #expect(result.frame(of: "low") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    // https://www.swiftuifieldguide.com/layout/hstack/ — with a higher priority "the stack
    // proposes the entire remaining width to the first group ... before proceeding with the
    // second group". The priority view takes at most 120 of the 200; the rectangle gets 80.
    @Test("a priority view that takes less leaves the rest to the next group")
    func priorityGroupThenRest() {
        let result = HStack(spacing: 0) {
            Rectangle().id("rest")
            StandIn.flexible(minWidth: 0, idealWidth: 50, maxWidth: 120, height: 10).layoutPriority(1).id("first")
        }.layout(in: ProposedViewSize(width: 200, height: 10))
        #expect(result.frame(of: "first")?.width == 120)
        #expect(result.frame(of: "rest")?.width == 80)
    }

    // https://developer.apple.com/documentation/swiftui/hstack — with an unspecified width
    // each view takes its ideal width (shapes: 10); default spacing 8: 10 + 8 + 10 = 28.
    @Test("an unspecified width gives every view its ideal width")
    func unspecifiedMajor() {
        let result = HStack { Rectangle().id("a"); Rectangle().id("b") }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 28, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    // Derived (Apple's HStack documentation): the height proposal passes through to every
    // view, whatever the width proposal.
    @Test("the minor proposal passes through to every view")
    func minorProposalPassesThrough() {
        let result = HStack(spacing: 0) { Rectangle().id("a") }.layout(in: ProposedViewSize(width: nil, height: 50))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 50))
    }

    // OpenSwiftUI `StackLayout.proposalWhenPlacing` (reimplementation): when placing, an
    // unspecified height becomes the stack's own height (40, from the fixed view), so the
    // rectangle, ideal 10 × 10 while sizing, is placed 10 × 40.
    @Test("placement proposes the stack's height where the proposal left it unspecified")
    func placementUsesStackHeight() {
        let result = HStack(spacing: 0) {
            Rectangle().id("r")
            StandIn.fixed(width: 20, height: 40)
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 30, height: 40))
        #expect(result.frame(of: "r") == CGRect(x: 0, y: 0, width: 10, height: 40))
    }

    // https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/ — "stacks overflow rather
    // than clamp": two fixed 80-wide views in 100 make a 168-wide stack (80 + 8 + 80).
    @Test("views larger than the proposal overflow the stack")
    func overflow() {
        let result = HStack {
            StandIn.fixed(width: 80, height: 10)
            StandIn.fixed(width: 80, height: 10).id("b")
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(result.size.width == 168)
        #expect(result.frame(of: "b")?.minX == 88)
    }

    // Derived (docs/semantics.md, "Stacks: Sizing", step 3): a share is never negative. The
    // fixed view takes 80 of 50; the rectangle is then offered max(−30, 0) = 0.
    @Test("a view after an overflow is offered zero, not a negative width")
    func zeroAfterOverflow() {
        let result = HStack(spacing: 0) {
            Rectangle().id("r")
            StandIn.fixed(width: 80, height: 10)
        }.layout(in: ProposedViewSize(width: 50, height: 10))
        #expect(result.frame(of: "r")?.width == 0)
        #expect(result.diagnostics.isEmpty)
    }

    // Derived (docs/semantics.md, "Stacks: Sizing", steps 3-4): the inner stack of fixed views
    // is 50 wide whatever it is offered, so the outer stack measures it once (at its zero
    // probe) and places it at its share, 200 / 2 = 100. Its views are then offered their
    // shares of that 100: a 100 / 2 = 50, b what a left, 100 − 20 = 80; their frames are
    // those of the measurement.
    @Test("a stack of fixed views placed at another proposal offers its views their shares of it")
    func fixedStackPlacedAtAnotherProposal() {
        let result = HStack(spacing: 0) {
            HStack(spacing: 0) {
                StandIn.fixed(width: 20, height: 10).id("a")
                StandIn.fixed(width: 30, height: 10).id("b")
            }.id("inner")
            Rectangle()
        }.layout(in: ProposedViewSize(width: 200, height: 10))
        #expect(result.element(id: "inner")?.proposal == ProposedViewSize(width: 100, height: 10))
        #expect(result.element(id: "a")?.proposal == ProposedViewSize(width: 50, height: 10))
        #expect(result.element(id: "b")?.proposal == ProposedViewSize(width: 80, height: 10))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 20, y: 0, width: 30, height: 10))
    }

    // Layout protocol documentation ("results must not depend on the cache"): laying out the
    // same tree again, with or without the caches, gives the same frames.
    @Test("results are the same with a warm or a discarded cache")
    func cacheIndependence() {
        let host = LayoutHost(HStack {
            Rectangle().frame(maxWidth: 30).id("a")
            StandIn.flexible(minWidth: 20, height: 10).layoutPriority(1).id("b")
            Rectangle().id("c")
        })
        let first = host.layout(in: ProposedViewSize(width: 120, height: 40))
        let warm = host.layout(in: ProposedViewSize(width: 120, height: 40))
        host.discardCaches()
        let cold = host.layout(in: ProposedViewSize(width: 120, height: 40))
        for id in ["a", "b", "c"] {
            #expect(first.frame(of: id) == warm.frame(of: id))
            #expect(first.frame(of: id) == cold.frame(of: id))
        }
    }
}

@Suite("HStack and VStack: spacing")
@MainActor
struct StackSpacingTests {
    // https://developer.apple.com/documentation/swiftui/viewspacing — views with no
    // preference sit the system default of 8 apart: 20 + 8 + 20 = 48.
    @Test("the default spacing between plain views is 8")
    func defaultSpacing() {
        let result = HStack {
            StandIn.fixed(width: 20, height: 20)
            StandIn.fixed(width: 20, height: 20).id("b")
        }.layout(in: .unspecified)
        #expect(result.size.width == 48)
        #expect(result.frame(of: "b")?.minX == 28)
    }

    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    // — "The distance between adjacent subviews": 20 + 5 + 20 = 45.
    @Test("explicit spacing replaces the views' preferences")
    func explicitSpacing() {
        let result = VStack(spacing: 5) {
            StandIn.fixed(width: 20, height: 20).spacing(preferring(30, on: .all))
            StandIn.fixed(width: 20, height: 20).id("b")
        }.layout(in: .unspecified)
        #expect(result.size.height == 45)
        #expect(result.frame(of: "b")?.minY == 25)
    }

    // https://developer.apple.com/documentation/swiftui/viewspacing/distance(to:along:) —
    // "the smallest distance that satisfies both": 12 (trailing of a) vs 4 (leading of b).
    @Test("neighbours sit at the distance their preferences ask")
    func preferredDistance() {
        let result = HStack {
            StandIn.fixed(width: 20, height: 20).spacing(preferring(12, on: .trailing))
            StandIn.fixed(width: 20, height: 20).spacing(preferring(4, on: .leading)).id("b")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "b")?.minX == 32)
    }

    // OpenSwiftUI `StackLayout.spacing` (reimplementation): a stack's leading preference is
    // its first view's (30, not the second's 50), its minor edges the union of all views'.
    @Test("a stack prefers its first view's leading spacing")
    func stackLeadingFromFirst() {
        let inner = HStack {
            StandIn.fixed(width: 10, height: 10).spacing(preferring(30, on: .leading))
            StandIn.fixed(width: 10, height: 10).spacing(preferring(50, on: .leading))
        }
        let result = HStack {
            StandIn.fixed(width: 10, height: 10)
            inner.id("inner")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "inner")?.minX == 40)
    }

    // As above: the bottom edge of an HStack is the union (the larger) of its views' bottoms:
    // 20, so the next view of the VStack is 20 below.
    @Test("a stack's cross-axis spacing is the union of its views'")
    func stackMinorUnion() {
        let result = VStack {
            HStack {
                StandIn.fixed(width: 10, height: 10).spacing(preferring(20, on: .bottom))
                StandIn.fixed(width: 10, height: 10).spacing(preferring(3, on: .bottom))
            }
            StandIn.fixed(width: 10, height: 10).id("below")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "below")?.minY == 30)
    }

    // OpenSwiftUI `StackLayout.spacing`: an empty stack prefers zero on every edge, so it
    // adds no gap: 10 + 0 + 10.
    @Test("an empty stack prefers zero spacing")
    func emptyStack() {
        let result = HStack {
            StandIn.fixed(width: 10, height: 10)
            VStack {}.id("empty")
            StandIn.fixed(width: 10, height: 10).id("b")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "empty")?.size == .zero)
        #expect(result.frame(of: "b")?.minX == 10)
    }
}

@Suite("HStack and VStack: alignment")
@MainActor
struct StackAlignmentTests {
    private func row(_ alignment: VerticalAlignment) -> LayoutResult {
        HStack(alignment: alignment, spacing: 0) {
            StandIn.fixed(width: 10, height: 20).id("short")
            StandIn.fixed(width: 10, height: 40).id("tall")
        }.layout(in: .unspecified)
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment — the 20-tall view
    // against the 40-tall one: top 0, centre 10, bottom 20.
    @Test("an HStack aligns its views on the top, centre or bottom guide", arguments: [
        (VerticalAlignment.top, CGFloat(0)), (.center, 10), (.bottom, 20),
    ])
    func verticalAlignment(alignment: VerticalAlignment, y: CGFloat) {
        let result = row(alignment)
        #expect(result.size == CGSize(width: 20, height: 40))
        #expect(result.frame(of: "short")?.minY == y)
        #expect(result.frame(of: "tall")?.minY == 0)
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline —
    // views without text have their baselines at the bottom: aligned like .bottom.
    @Test("text baselines of views without text are their bottoms")
    func baselineWithoutText() {
        #expect(row(.firstTextBaseline).frame(of: "short")?.minY == 20)
        #expect(row(.lastTextBaseline).frame(of: "short")?.minY == 20)
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline —
    // texts line up on their first baselines. Square test font (baseline at 0.8 em): the 20-pt
    // text's baseline is 16 down, the 10-pt one's 8, so the smaller text sits 16 − 8 = 8 lower.
    @Test("texts of different sizes line up on their first baselines")
    func firstBaselines() {
        let result = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 20)).id("a")
            Text("b").font(.system(size: 10)).id("b")
        }.layout(in: .unspecified, fonts: .testFont)
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 20, y: 8, width: 10, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline and
    // the Layout protocol's default explicitAlignment (merged guides, offset by placement): a
    // VStack's last baseline is its last text's, 10 + 8 = 18 from its top; the 20-pt text's is
    // 16, so that text sits 2 lower and the row is 18 + max(4, 2) = 22 tall.
    @Test("a nested stack takes its last text's baseline")
    func lastBaselineOfNestedStack() {
        let result = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 20)).id("a")
            VStack(spacing: 0) { Text("b"); Text("c") }.font(.system(size: 10)).id("v")
        }.layout(in: .unspecified, fonts: .testFont)
        #expect(result.size.height == 22)
        #expect(result.frame(of: "a")?.minY == 2)
        #expect(result.frame(of: "v")?.minY == 0)
    }

    // https://developer.apple.com/documentation/swiftui/horizontalalignment — leading 0,
    // centre (40 − 20) / 2 = 10, trailing 20.
    @Test("a VStack aligns its views on the leading, centre or trailing guide", arguments: [
        (HorizontalAlignment.leading, CGFloat(0)), (.center, 10), (.trailing, 20),
    ])
    func horizontalAlignment(alignment: HorizontalAlignment, x: CGFloat) {
        let result = VStack(alignment: alignment, spacing: 0) {
            StandIn.fixed(width: 20, height: 10).id("narrow")
            StandIn.fixed(width: 40, height: 10)
        }.layout(in: .unspecified)
        #expect(result.frame(of: "narrow")?.minX == x)
    }

    // https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2
    // — b's top guide is 10 below its top, so b sits 10 above a: a at y 10, b at 0; the
    // stack is 10 + 20 = 30 tall.
    @Test("an explicit alignment guide moves its view in the stack")
    func explicitGuide() {
        let result = HStack(alignment: .top, spacing: 0) {
            StandIn.fixed(width: 10, height: 20).id("a")
            StandIn.fixed(width: 10, height: 20).alignmentGuide(.top) { _ in 10 }.id("b")
        }.layout(in: .unspecified)
        #expect(result.size.height == 30)
        #expect(result.frame(of: "a")?.minY == 10)
        #expect(result.frame(of: "b")?.minY == 0)
    }

    // OpenSwiftUI `StackLayout.placeChildren` (reimplementation): the cross-axis extent starts
    // as the alignment line itself and grows by each aligned view. A lone view whose top guide
    // is 30 above its top lies 30...50 below the line, so the stack is 0...50: 50 tall, with
    // the view at y 30. (Unconfirmed on SwiftUI itself; see the note in StackLayout.swift.)
    @Test("a stack's cross size includes its alignment line")
    func extentIncludesAlignmentLine() {
        let result = HStack(alignment: .top) {
            StandIn.fixed(width: 10, height: 20).alignmentGuide(.top) { _ in -30 }.id("a")
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 10, height: 50))
        #expect(result.frame(of: "a")?.minY == 30)
    }

    // Layout protocol documentation (explicitAlignment merges the subviews' explicit guides,
    // offset by where they are placed). The inner VStack shifts d left of c by d's guide 10:
    // c at x 10, d at 0, so its explicit leading guide is 0 + 10 = 10. The outer VStack lines
    // that up with e's leading edge: e at x 10, the inner stack at 0.
    @Test("a stack exposes its views' explicit guides to its container")
    func mergedGuides() {
        let result = VStack(alignment: .leading, spacing: 0) {
            StandIn.fixed(width: 20, height: 10).id("e")
            VStack(alignment: .leading, spacing: 0) {
                StandIn.fixed(width: 20, height: 10).id("c")
                StandIn.fixed(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }.id("d")
            }.id("inner")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "e")?.minX == 10)
        #expect(result.frame(of: "inner")?.minX == 0)
        #expect(result.frame(of: "c")?.minX == 10)
        #expect(result.frame(of: "d")?.minX == 0)
    }

    // https://developer.apple.com/documentation/swiftui/layoutdirection — right to left,
    // the first view is at the trailing (right) edge of the 48-wide stack: a at 48 − 20 = 28,
    // b at 0.
    @Test("in a right-to-left layout the first view is on the right")
    func rightToLeft() {
        let result = HStack {
            StandIn.fixed(width: 20, height: 10).id("a")
            StandIn.fixed(width: 20, height: 10).id("b")
        }.environment(\.layoutDirection, .rightToLeft).layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 28, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}

@Suite("HStack and VStack: bad input")
@MainActor
struct StackBadInputTests {
    // Derived (docs/semantics.md, "Bad input: Numbers": never a silent wrong answer): a NaN
    // spacing is not a distance; it is reported and the default 8 applies: 20 + 8 + 20.
    @Test("a NaN spacing is reported and the preferred spacing used")
    func nanSpacing() {
        let result = HStack(spacing: .nan) {
            StandIn.fixed(width: 20, height: 20)
            StandIn.fixed(width: 20, height: 20)
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 48, height: 20))
        #expect(result.diagnostics.count == 1)
    }

    // As above, for an infinite spacing in a VStack: 20 + 8 + 20.
    @Test("an infinite spacing is reported and the preferred spacing used")
    func infiniteSpacing() {
        let result = VStack(spacing: .infinity) {
            StandIn.fixed(width: 20, height: 20)
            StandIn.fixed(width: 20, height: 20)
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 48))
        #expect(result.diagnostics.count == 1)
    }
}

/// A long stack whose subviews' priorities all differ (issue 19: 100,000 texts of distinct
/// priorities took 40 s, the fitting order made by insertion in n² moves). The order is the
/// same whichever way it is made (docs/semantics.md, "Stacks: Sizing": "by layoutPriority
/// descending; ties by flexibility ascending, stable").
@Suite("Stacks: long fitting orders")
@MainActor
struct LongFittingOrderTests {
    @Test("3,000 subviews of rising priority: the highest takes the space, in order")
    func risingPriorities() {
        let count = 3_000
        let result = HStack(spacing: 0) {
            ForEach(0 ..< count, id: \.self) { index in Color.red.layoutPriority(Double(index)).id(index) }
        }.layout(in: ProposedViewSize(width: 100, height: 10))
        // Colors take any width from 0: the highest priority is offered the whole width.
        #expect(result.frame(of: count - 1)?.width == 100)
        #expect(result.frame(of: 0)?.width == 0)
    }

    @Test("subviews of equal priority share the space when the order is sorted")
    func equalPrioritiesShare() {
        // The odd subviews share priority 1, above every even one's (index / 10⁶ < 1).
        let count = 3_000
        let result = HStack(spacing: 0) {
            ForEach(0 ..< count, id: \.self) { index in
                Color.red.layoutPriority(index % 2 == 0 ? Double(index) / 1e6 : 1).id(index)
            }
        }.layout(in: ProposedViewSize(width: 150, height: 10))
        // Every odd subview (priority 1) gets 150 / 1,500 = 0.1; the even ones (below 1) none.
        #expect(result.frame(of: 1)?.width == 0)  // rounded to the pixel: 0.1 → 0
        #expect(abs((result.element(id: 1)?.exactFrame.width ?? 0) - 0.1) < 1e-9)
        #expect(result.element(id: 0)?.exactFrame.width == 0)
    }
}
