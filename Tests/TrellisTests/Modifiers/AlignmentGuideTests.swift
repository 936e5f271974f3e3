import Foundation
import Testing
@testable import Trellis
import TrellisGallery

private struct MidAccent: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

private extension HorizontalAlignment {
    static let midAccent = HorizontalAlignment(MidAccent.self)
}

@Suite("alignmentGuide and layoutPriority through modifiers")
@MainActor
struct AlignmentGuideTests {
    // https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh
    // — a view's leading guide moved to 10 lines up with another view's leading edge: in a
    // column aligned on .leading, the shifted view starts 10 to the left of the other.
    @Test("a horizontal guide shifts the view in a container aligning on it")
    func horizontalGuide() {
        let result = GuideColumn(guide: .leading) {
            StandIn.fixed(width: 40, height: 10).id("a")
            StandIn.fixed(width: 40, height: 10).alignmentGuide(.leading) { _ in 10 }.id("b")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "a")?.minX == 10)
        #expect(result.frame(of: "b")?.minX == 0)
    }

    // https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2
    // — the closure reads the view's dimensions: bottom = height, so a top guide at the
    // bottom of a 20-high view, read back through dimensions, is 20.
    @Test("a vertical guide is computed from the view's dimensions")
    func verticalGuide() {
        struct ReadsTop: Layout {
            let record: ProbeRecord
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let top = subviews[0].dimensions(in: .unspecified)[VerticalAlignment.top]
                return CGSize(width: top, height: top)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let result = ReadsTop(record: ProbeRecord()) {
            StandIn.fixed(width: 10, height: 20).alignmentGuide(.top) { d in d[.bottom] }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 20))
    }

    // docs/semantics.md, "Alignment: Merging explicit guides" (documented, and OpenSwiftUI's
    // AlignmentID default _combineExplicit): a custom guide merges across a container's
    // children by averaging.
    // BasicVStack places both children at x = 0, with explicit values 10 and 30 → 20.
    @Test("a custom guide of a container averages its children's explicit values")
    func customGuideAverages() {
        struct ReadsMidAccent: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let value = subviews[0].dimensions(in: .unspecified)[explicit: .midAccent] ?? -1
                return CGSize(width: value, height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let result = ReadsMidAccent {
            BasicVStack {
                StandIn.fixed(width: 40, height: 10).alignmentGuide(.midAccent) { _ in 10 }
                StandIn.fixed(width: 40, height: 10).alignmentGuide(.midAccent) { _ in 30 }
            }
        }.layout(in: .unspecified)
        #expect(result.size.width == 20)
    }

    // A custom guide lines views up in a container: a view whose midAccent is 30 and one
    // without it (default = leading = 0): the first starts 30 to the left of the second.
    @Test("a custom guide aligns views in a container")
    func customGuideAligns() {
        let result = GuideColumn(guide: .midAccent) {
            StandIn.fixed(width: 40, height: 10).alignmentGuide(.midAccent) { _ in 30 }.id("a")
            StandIn.fixed(width: 40, height: 10).id("b")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "a")?.minX == 0)
        #expect(result.frame(of: "b")?.minX == 30)
    }

    // Derived: a frame places its child by alignment, so a child's explicit leading of 5 in
    // a 100-wide frame aligned .leading is 0 + 5 from the frame's origin; centred, the
    // 20-wide child is at 40, so the guide is 45.
    @Test("explicit guides pass through frames and padding, offset by the child's position")
    func guidesThroughFrames() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            StandIn.fixed(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }.frame(width: 100)
            StandIn.fixed(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 7)
        }.layout(in: .unspecified)
        #expect(record.explicitLeading == [45, 12])
    }

    // https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:) — the priority
    // belongs to the view in its container, so modifiers applied after it keep it.
    @Test("layoutPriority survives later layout modifiers")
    func priorityThroughModifiers() {
        let record = ProbeRecord()
        _ = Probe(record: record) {
            Color.red.layoutPriority(2).frame(width: 10).padding().offset(x: 3)
            Color.red.layoutPriority(1).fixedSize().aspectRatio(1, contentMode: .fit).position(x: 1, y: 1)
            Color.red.frame(minWidth: 5).layoutPriority(4)
        }.layout(in: .unspecified)
        #expect(record.priorities == [2, 1, 4])
    }

    @Test("alignments made from one guide type anywhere, on any thread, are equal; the two axes are not")
    func alignmentIdentity() async {
        let made = await withTaskGroup(of: HorizontalAlignment.self) { group in
            for _ in 0 ..< 8 { group.addTask { HorizontalAlignment(MidAccent.self) } }
            var all: [HorizontalAlignment] = []
            for await each in group { all.append(each) }
            return all
        }
        #expect(made.allSatisfy { $0 == .midAccent })
        #expect(HorizontalAlignment(MidAccent.self).key != VerticalAlignment(MidAccent.self).key)
        #expect(HorizontalAlignment.leading != .midAccent)
        #expect(Set([HorizontalAlignment.midAccent.key, HorizontalAlignment(MidAccent.self).key]).count == 1)
    }
}
