import Foundation
import Testing
@testable import Trellis
import TrellisGallery

@Suite("offset")
@MainActor
struct OffsetTests {
    // https://developer.apple.com/documentation/swiftui/view/offset(x:y:) — "The original
    // dimensions of the view aren't changed by offsetting the contents". In a column, the
    // offset view moves by (10, 5); the view below it stays at y = 20.
    @Test("offset moves the view's frame but not its siblings")
    func movesOnlyTheView() {
        let result = BasicVStack {
            StandIn.fixed(width: 20, height: 20).offset(x: 10, y: 5).id("o")
            StandIn.fixed(width: 20, height: 20).id("next")
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 40))
        #expect(result.frame(of: "o") == CGRect(x: 10, y: 5, width: 20, height: 20))
        #expect(result.frame(of: "next") == CGRect(x: 0, y: 20, width: 20, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/view/offset(_:) — "the gray border
    // drawn by this view surrounds the original position": a background added after the
    // offset keeps the unmoved frame, while the offset content moves.
    @Test("a background applied after offset stays at the original position")
    func backgroundAfterOffset() {
        let result = StandIn.fixed(width: 20, height: 20).id("c").offset(CGSize(width: 10, height: 0))
            .background(Color.blue.id("bg")).layout(in: .unspecified)
        #expect(result.frame(of: "bg") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    // OpenSwiftUI OffsetPosition: the offset is applied in the layout direction, so x = 10
    // moves a view 10 to the left right to left. In a 40-wide row the 20-wide first view sits
    // at x = 20 right to left, drawn at 10.
    @Test("a positive x offset moves left right to left")
    func rightToLeft() {
        let result = StandIn.fixed(width: 20, height: 20).offset(x: 10).id("o")
            .frame(width: 40, alignment: .leading).layout(in: .unspecified, environment: rightToLeftEnvironment)
        #expect(result.frame(of: "o")?.minX == 10)
    }

    // docs/semantics.md, "Bad input: Numbers": a non-finite offset is treated as 0 and reported.
    @Test("a NaN offset is treated as zero and reported")
    func nanOffset() {
        let result = StandIn.fixed(width: 20, height: 20).offset(x: .nan, y: 3).id("o").layout(in: .unspecified)
        #expect(result.frame(of: "o") == CGRect(x: 0, y: 3, width: 20, height: 20))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // Apple's documentation of offset: layout is unchanged, so alignment guides are the
    // child's: a column aligning on .leading ignores the offset.
    @Test("offset leaves explicit alignment guides unchanged")
    func guidesUnchanged() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            StandIn.fixed(width: 20, height: 20).alignmentGuide(.leading) { _ in 4 }.offset(x: 30)
        }.layout(in: .unspecified)
        #expect(record.explicitLeading == [4])
    }
}

@Suite("position")
@MainActor
struct PositionTests {
    // https://developer.apple.com/documentation/swiftui/view/position(x:y:) — the centre goes
    // to the point; the position view takes the proposal (200×100). A 20×10 child centred at
    // (50, 30) has its origin at (40, 25).
    @Test("position puts the child's centre at the point and takes the proposal")
    func centreAtPoint() {
        let result = StandIn.fixed(width: 20, height: 10).id("c").position(x: 50, y: 30)
            .layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.size == CGSize(width: 200, height: 100))
        #expect(result.frame(of: "c") == CGRect(x: 40, y: 25, width: 20, height: 10))
    }

    // OpenSwiftUI _PositionLayout.sizeThatFits: an unspecified dimension takes the child's size.
    @Test("with an unspecified proposal position takes the child's size")
    func unspecifiedProposal() {
        let result = StandIn.fixed(width: 20, height: 10).position(CGPoint(x: 50, y: 30)).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 10))
    }

    // OpenSwiftUI _PositionLayout.placement: the child is proposed the position view's size; a
    // colour at the default point (0, 0) in 100×50 is 100×50 centred on the origin.
    @Test("the child is proposed the position view's size")
    func childProposal() {
        let result = Color.red.id("c").position().layout(in: ProposedViewSize(width: 100, height: 50))
        #expect(result.frame(of: "c") == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    // OpenSwiftUI _PositionLayout.spacing: a positioned view states no spacing preference.
    @Test("a positioned view states no spacing preference")
    func noSpacing() {
        let record = ProbeRecord()
        _ = Probe(record: record) { StandIn.fixed(width: 10, height: 10).spacing(.zero).position(x: 5, y: 5) }
            .layout(in: .unspecified)
        #expect(record.spacings[0].leading.defaultCategory == nil)
        #expect(record.spacings[0].top.defaultCategory == nil)
    }
}
