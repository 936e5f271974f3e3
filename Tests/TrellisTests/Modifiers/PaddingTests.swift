import Foundation
import Testing
@testable import Trellis

@Suite("Padding")
@MainActor
struct PaddingTests {
    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) — `nil` length uses
    // the platform default, 16 on iOS (docs/semantics.md, "Padding"). In 100×100 the colour
    // is proposed 100 - 32 = 68 each way and placed at (16, 16).
    @Test("padding() insets every edge by 16")
    func defaultPadding() {
        let result = Color.red.id("c").padding().layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 100, height: 100))
        #expect(result.frame(of: "c") == CGRect(x: 16, y: 16, width: 68, height: 68))
    }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) — pads only the
    // given edges: a 20×20 child with 10 on the horizontal edges is 40×20, child at x = 10.
    @Test("padding on some edges insets only those edges")
    func someEdges() {
        let result = StandIn.fixed(width: 20, height: 20).id("c").padding(.horizontal, 10).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 40, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq — a different
    // amount per edge: 10×10 with (top 1, leading 2, bottom 3, trailing 4) → 16×14, child at (2, 1).
    @Test("EdgeInsets pad each edge by its own amount")
    func edgeInsets() {
        let result = StandIn.fixed(width: 10, height: 10).id("c")
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 16, height: 14))
        #expect(result.frame(of: "c") == CGRect(x: 2, y: 1, width: 10, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk — the same
    // amount on every edge: padding(5) ≡ padding(.all, 5); 10×10 → 20×20.
    @Test("padding(length) pads every edge by length")
    func lengthOnly() {
        #expect(StandIn.fixed(width: 10, height: 10).padding(5).layout(in: .unspecified).size == CGSize(width: 20, height: 20))
    }

    // OpenSwiftUI _ProposedSize.inset(by:): the child's proposal never goes below 0. A colour
    // padded by 30 in 40×40 is proposed 0×0; the padding is then 0 + 60 = 60 each way.
    @Test("the child's proposal shrinks by the insets but not below zero")
    func proposalNotBelowZero() {
        let result = Color.red.id("c").padding(30).layout(in: ProposedViewSize(width: 40, height: 40))
        #expect(result.proposal(of: "c") == ProposedViewSize(width: 0, height: 0))
        #expect(result.size == CGSize(width: 60, height: 60))
    }

    // OpenSwiftUI _PaddingLayout: negative insets are plain arithmetic. A colour padded by -10
    // in 50×50 is proposed 70×70, placed at (-10, -10); the padding is 70 - 20 = 50.
    @Test("negative padding proposes more and lets the child overflow")
    func negativePadding() {
        let result = Color.red.id("c").padding(-10).layout(in: ProposedViewSize(width: 50, height: 50))
        #expect(result.size == CGSize(width: 50, height: 50))
        #expect(result.frame(of: "c") == CGRect(x: -10, y: -10, width: 70, height: 70))
    }

    // docs/semantics.md, "Bad input: Numbers": a size is never negative; 10 - 20 clamps to 0.
    @Test("negative padding larger than the child gives a zero size, not a negative one")
    func negativePaddingClampsSize() {
        let result = StandIn.fixed(width: 10, height: 10).padding(-10).layout(in: .unspecified)
        #expect(result.size == .zero)
        #expect(result.diagnostics.isEmpty)
    }

    // docs/semantics.md, "Bad input: Numbers": a NaN inset is treated as 0 and reported.
    @Test("a NaN padding is treated as zero and reported")
    func nanPadding() {
        let result = StandIn.fixed(width: 10, height: 10).padding(.leading, .nan).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 10, height: 10))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // https://developer.apple.com/documentation/swiftui/layoutdirection — leading is the right
    // edge right to left: a 20-wide child padded 10 on the leading edge sits at x = 0 of 30.
    @Test("leading padding is on the right right to left")
    func rightToLeft() {
        let result = StandIn.fixed(width: 20, height: 20).id("c").padding(.leading, 10)
            .layout(in: .unspecified, environment: rightToLeftEnvironment)
        #expect(result.size == CGSize(width: 30, height: 20))
        #expect(result.frame(of: "c")?.minX == 0)
    }

    // OpenSwiftUI _PaddingLayout.spacing: edges with a non-zero inset lose the child's
    // preferences; the others keep them.
    @Test("padding resets the spacing of the padded edges only")
    func spacingReset() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            StandIn.fixed(width: 10, height: 10).spacing(.zero).padding(.leading, 5)
        }.layout(in: .unspecified)
        let spacing = record.spacings[0]
        #expect(spacing.leading.defaultCategory == nil)
        #expect(spacing.trailing.defaultCategory == 0)
        #expect(spacing.top.defaultCategory == 0)
    }

    // Derived from the spacing rule above and ViewSpacing.distance(to:along:): two views
    // preferring 0 touch; once their facing edges are padded, neither states a preference
    // there, so they are the system default of 8 apart: b at 11 + 8.
    @Test("two padded neighbours are the system default apart")
    func paddedNeighbours() {
        let touching = SpacedRow {
            StandIn.fixed(width: 10, height: 10).spacing(.zero).id("a")
            StandIn.fixed(width: 10, height: 10).spacing(.zero).id("b")
        }.layout(in: .unspecified)
        #expect(touching.frame(of: "b")?.minX == 10)
        let padded = SpacedRow {
            StandIn.fixed(width: 10, height: 10).spacing(.zero).padding(.trailing, 1)
            StandIn.fixed(width: 10, height: 10).spacing(.zero).padding(.leading, 1).id("b")
        }.layout(in: .unspecified)
        #expect(padded.frame(of: "b")?.minX == CGFloat(11 + 8))
    }
}
