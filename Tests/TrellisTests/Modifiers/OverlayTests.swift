import Foundation
import Testing
@testable import Trellis

@Suite("overlay and background")
@MainActor
struct OverlayTests {
    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) — the
    // overlay is aligned on the view: .topLeading puts a 20×20 overlay at (0, 0) of 100×50,
    // .bottomTrailing at (80, 30).
    @Test("the overlay is aligned on the primary view")
    func alignment() {
        let primary = StandIn.fixed(width: 100, height: 50)
        let topLeading = primary.overlay(alignment: .topLeading) { StandIn.fixed(width: 20, height: 20).id("o") }.layout(in: .unspecified)
        let bottomTrailing = primary.overlay(alignment: .bottomTrailing) { StandIn.fixed(width: 20, height: 20).id("o") }.layout(in: .unspecified)
        #expect(topLeading.size == CGSize(width: 100, height: 50))
        #expect(topLeading.frame(of: "o") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(bottomTrailing.frame(of: "o") == CGRect(x: 80, y: 30, width: 20, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) —
    // the background is proposed the view's size: a colour behind 100×50 is 100×50.
    @Test("the background is proposed the primary view's size")
    func backgroundTakesPrimarySize() {
        let result = StandIn.fixed(width: 100, height: 50).background { Color.blue.id("bg") }.layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.size == CGSize(width: 100, height: 50))
        #expect(result.frame(of: "bg") == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) — a
    // larger overlay never changes the size: 200×200 centred on 100×50 → (-50, -75).
    @Test("a larger secondary view overflows without changing the size")
    func largerSecondary() {
        let result = StandIn.fixed(width: 100, height: 50).overlay(StandIn.fixed(width: 200, height: 200).id("o")).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 100, height: 50))
        #expect(result.frame(of: "o") == CGRect(x: -50, y: -75, width: 200, height: 200))
    }

    // https://developer.apple.com/documentation/swiftui/view/background(_:alignment:) — the
    // older form aligns the same way: .leading puts a 10-wide background at x = 0, centred
    // vertically: y = (50 - 10) / 2 = 20.
    @Test("the older background form aligns like the newer one")
    func olderForm() {
        let result = StandIn.fixed(width: 100, height: 50).background(StandIn.fixed(width: 10, height: 10).id("b"), alignment: .leading)
            .layout(in: .unspecified)
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) —
    // "collects all of the views in the closure into an implicit ZStack": each is aligned.
    @Test("several overlay views are each aligned on the primary view")
    func severalSecondaries() {
        let result = StandIn.fixed(width: 100, height: 50).overlay(alignment: .trailing) {
            StandIn.fixed(width: 10, height: 10).id("a")
            StandIn.fixed(width: 30, height: 20).id("b")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 90, y: 20, width: 10, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 70, y: 15, width: 30, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:) — the
    // priority belongs to the modified view; a secondary view's own priority is not it.
    @Test("the modified view keeps the primary's traits, not the secondary's")
    func traitsFromPrimary() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            Color.red.layoutPriority(3).overlay { Color.blue.layoutPriority(9) }
            Color.red.background { Color.blue.layoutPriority(9) }
        }.layout(in: .unspecified)
        #expect(record.priorities == [3, 0])
    }

    // Apple's documentation of overlay: the secondary is decoration; the modified view aligns
    // by the primary's guides only (an overlay's explicit leading of 15 is ignored).
    @Test("alignment guides and spacing come from the primary view")
    func guidesAndSpacingFromPrimary() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            StandIn.fixed(width: 20, height: 20).spacing(.zero).alignmentGuide(.leading) { _ in 5 }
                .overlay { StandIn.fixed(width: 20, height: 20).spacing(.preferring(30)).alignmentGuide(.leading) { _ in 15 } }
        }.layout(in: .unspecified)
        #expect(record.explicitLeading == [5])
        #expect(record.spacings[0].leading.defaultCategory == 0)
    }
}
