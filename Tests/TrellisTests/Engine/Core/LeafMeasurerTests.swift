import Foundation
import Synchronization
import Testing
@testable import Trellis

/// A leaf that measures itself as 30 × 10 with its first text baseline at `baseline`,
/// counting the size questions it is asked; `cheap` as ``LeafMeasurer/answersCheaply``.
private final class FixedMeasurer: LeafMeasurer {
    let baseline: CGFloat
    let answersCheaply: Bool
    private let asked = Atomic<Int>(0)
    var sizeQuestions: Int { asked.load(ordering: .relaxed) }

    init(baseline: CGFloat, cheap: Bool = true) {
        self.baseline = baseline
        answersCheaply = cheap
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        asked.add(1, ordering: .relaxed)
        return CGSize(width: 30, height: 10)
    }

    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        key == VerticalAlignment.firstTextBaseline.key ? baseline : nil
    }

    var hasExplicitGuides: Bool { true }
    var spacing: ViewSpacing { .plainView }
    var sizeIndependence: NodeFlags { .sizeIndependent }
    var name: String { "Fixed" }
}

/// The engine's questions to a leaf that measures itself (`LeafMeasurer`): its size, its
/// guides and its name come from it, checked as any layout's answers are, and the engine keeps
/// none of its sizes (the measurer keeps its own).
@Suite("Leaf measurers")
@MainActor
struct LeafMeasurerTests {
    @Test("a measured leaf's size and name are the measurer's")
    func sizeAndName() {
        let result = StandIn(sizing: .measured(FixedMeasurer(baseline: 7)), name: "unused").layout(in: .unspecified)
        #expect(result.size == CGSize(width: 30, height: 10))
        #expect(result.elements.first?.name == "unused")
    }

    /// The leaf of `host`'s tree.
    private func leaf(of host: LayoutHost) -> NodeID? {
        host.engine.nodes.indices.first { if case .leaf = host.engine.nodes[$0].behavior { true } else { false } }.map { NodeID($0) }
    }

    @Test("the engine asks a measurer that answers cheaply each time and keeps none of its sizes")
    func cheapMeasurerAskedEachTime() throws {
        let measurer = FixedMeasurer(baseline: 7)
        let host = LayoutHost(VStack { StandIn(sizing: .measured(measurer), name: "leaf") })
        let proposal = ProposedViewSize(width: 100, height: 100)
        _ = host.layout(in: proposal)
        let asked = measurer.sizeQuestions
        var cache = host.engine.cache
        #expect(asked > 0)
        #expect(cache.lookup(try #require(leaf(of: host)), proposal) == nil)
        _ = host.layout(in: ProposedViewSize(width: 90, height: 100))
        #expect(measurer.sizeQuestions > asked)
    }

    @Test("the engine keeps the sizes of a measurer whose answers cost more than a look-up")
    func costlyMeasurerCached() throws {
        let measurer = FixedMeasurer(baseline: 7, cheap: false)
        let host = LayoutHost(VStack { StandIn(sizing: .measured(measurer), name: "leaf") })
        let proposal = ProposedViewSize(width: 100, height: 100)
        _ = host.layout(in: proposal)
        var cache = host.engine.cache
        #expect(cache.lookup(try #require(leaf(of: host)), proposal) == CGSize(width: 30, height: 10))
    }

    @Test("a row aligned on the first text baseline aligns a measured leaf's own baseline")
    func alignsOnOwnGuide() {
        let result = HStack(alignment: .firstTextBaseline, spacing: 0) {
            StandIn(sizing: .measured(FixedMeasurer(baseline: 7)), name: "leaf").marked("leaf")
            Color.red.frame(width: 10, height: 10).id("color")
        }.layout(in: .unspecified)
        // The colour's first baseline is its bottom (10): the leaf's 7 lines up with it.
        let leaf = result.frame(of: "leaf")!, color = result.frame(of: "color")!
        #expect(leaf.minY + 7 == color.minY + 10)
    }

    @Test("a measured leaf's guide that is not finite is reported and the default used")
    func nonFiniteGuideReported() {
        let result = HStack(alignment: .firstTextBaseline, spacing: 0) {
            StandIn(sizing: .measured(FixedMeasurer(baseline: .nan)), name: "leaf").marked("leaf")
            Color.red.frame(width: 10, height: 10).id("color")
        }.layout(in: .unspecified)
        #expect(result.diagnostics.map(\.kind).contains(.invalidAlignmentGuide))
        #expect(result.frame(of: "leaf")!.minY.isFinite)
    }
}
