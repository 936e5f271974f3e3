import Foundation
import Testing
@testable import Trellis

@Suite("ViewSpacing")
@MainActor
struct ViewSpacingTests {
    // https://developer.apple.com/documentation/swiftui/viewspacing — "SwiftUI uses the default
    // spacing" between views with no preference: 8 points on iOS and macOS (docs/semantics.md,
    // "Spacing: Default spacing", measured).
    @Test("two views with no preference are 8 apart")
    func defaultDistance() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    // The engine shares a spacing key between nodes of one modifier box whose subviews share a
    // key (docs/performance.md, issue 20's second session); a traced pass asks every layout for
    // its spacing, so the two must place alike. A frame limiting only the width keeps its
    // text's top and bottom preferences (docs/semantics.md, "Spacing of containers and
    // modifiers"), which differ with the text's size: a key shared across them would show.
    @Test("modifiers around subviews of different preferences keep their own spacing, as a traced pass finds")
    func modifierSpacingFollowsItsSubview() {
        let view = VStack {
            Text("a").font(.system(size: 10)).frame(maxWidth: 40)
            Text("b").font(.system(size: 30)).frame(maxWidth: 40)
            Color.red.frame(maxWidth: 40)
            Text("c").font(.system(size: 10)).frame(maxWidth: 40)
            Text("d").font(.system(size: 30)).frame(maxWidth: 40)
            Text("e").font(.system(size: 10)).frame(maxWidth: 40)
        }
        let proposal = ProposedViewSize(width: 600, height: 600)
        let plain = LayoutHost(view, fonts: .testFont).layout(in: proposal).elements.map(\.exactFrame)
        let traced = LayoutHost(view, fonts: .testFont).trace(in: proposal).result.elements.map(\.exactFrame)
        #expect(plain.count == 13)
        #expect(plain == traced)
    }

    // https://developer.apple.com/documentation/swiftui/viewspacing/zero — "zero on all edges".
    @Test("two zero-spacing views touch")
    func zeroDistance() {
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
    }

    // derived: a Spacer (ViewSpacing.zero) sits 0 from its neighbours (docs/semantics.md,
    // "Spacer and Divider: Spacer"), so a stated preference wins over the absence of one.
    @Test("a stated preference wins over no preference")
    func statedPreferenceWins() {
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    // https://developer.apple.com/documentation/swiftui/viewspacing/formunion(_:edges:) —
    // "merges the spacing preferences of another spacing instance ... the larger value".
    @Test("a union keeps the larger preference, only on the given edges")
    func unionKeepsLarger() {
        var wide = ViewSpacing.zero
        wide[.trailing].defaultCategory = 20
        let merged = ViewSpacing.zero.union(wide, edges: .leading)
        #expect(merged.distance(to: .zero, along: .horizontal) == 0)
        let all = ViewSpacing.zero.union(wide)
        #expect(all.distance(to: .zero, along: .horizontal) == 20)
    }
}

@Suite("Alignment")
@MainActor
struct AlignmentTests {
    private func dimensions(_ width: CGFloat, _ height: CGFloat) -> ViewDimensions {
        ViewDimensions(size: CGSize(width: width, height: height), guides: .none)
    }

    // https://developer.apple.com/documentation/swiftui/viewdimensions — guides default to the
    // view's edges and centre; text baselines default to the bottom edge of a view without text.
    @Test("the built-in guides default to edges, centres and the bottom for baselines")
    func defaultGuides() {
        let d = dimensions(40, 20)
        #expect(d[HorizontalAlignment.leading] == 0)
        #expect(d[HorizontalAlignment.center] == 20)
        #expect(d[HorizontalAlignment.trailing] == 40)
        #expect(d[VerticalAlignment.top] == 0)
        #expect(d[VerticalAlignment.center] == 10)
        #expect(d[VerticalAlignment.bottom] == 20)
        #expect(d[VerticalAlignment.firstTextBaseline] == 20)
        #expect(d[VerticalAlignment.lastTextBaseline] == 20)
        #expect(d[explicit: HorizontalAlignment.leading] == nil)
    }

    private enum Third: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }

    // https://developer.apple.com/documentation/swiftui/alignmentid — a custom guide's default
    // value comes from its defaultValue(in:).
    @Test("a custom guide takes its default value from its AlignmentID")
    func customGuideDefault() {
        #expect(dimensions(10, 30)[VerticalAlignment(Third.self)] == 10)
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment/combineexplicit(_:) —
    // "returns the mean of all non-nil values. ... firstTextBaseline returns the minimum value,
    // while lastTextBaseline returns the maximum value".
    @Test("explicit values merge by average, first baseline by minimum, last baseline by maximum")
    func combineExplicit() {
        #expect(VerticalAlignment(Third.self).combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([nil, 9, 7]) == 7)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([9, 7, nil]) == 9)
        #expect(HorizontalAlignment.center.combineExplicit([CGFloat?]()) == nil)
    }

    // https://developer.apple.com/documentation/swiftui/alignment — the nine static alignments
    // pair a horizontal and a vertical guide.
    @Test("alignments pair a horizontal and a vertical guide")
    func alignmentPairs() {
        #expect(Alignment.topTrailing == Alignment(horizontal: .trailing, vertical: .top))
        #expect(Alignment.leadingFirstTextBaseline.vertical == .firstTextBaseline)
        #expect(HorizontalAlignment.leading != HorizontalAlignment.trailing)
    }
}
