import Foundation
import Testing
@testable import Trellis

/// The engine's cache of size answers (`MeasureCache`).
@Suite("Measure cache")
@MainActor
struct MeasureCacheTests {
    @Test("an answer stays stale however many times its node changes after it")
    func staleAfterEpochWraps() {
        var cache = MeasureCache(nodeCount: 2)
        let node = NodeID(1), proposal = ProposedViewSize(width: 30, height: nil)
        cache.beginPass()
        cache.insert(node, proposal, CGSize(width: 30, height: 12))
        #expect(cache.lookup(node, proposal) == CGSize(width: 30, height: 12))
        // Epochs count modulo 2²⁴: the last change brings the node's epoch back to the
        // answer's, which must not make the answer valid again.
        for _ in 0 ..< 1 << 24 { cache.invalidate(node) }
        #expect(cache.lookup(node, proposal) == nil)
    }

    @Test("answers recent passes used survive the table filling up; older ones go")
    func recentAnswersSurvive() {
        var cache = MeasureCache(nodeCount: 1)
        let node = NodeID(0)
        func proposal(_ width: Int) -> ProposedViewSize { ProposedViewSize(width: CGFloat(width), height: 10) }
        cache.beginPass()
        cache.insert(node, proposal(0), CGSize(width: 1, height: 1))
        // Pass after pass, one new answer each, and the first one used again in every pass.
        for width in 1 ... 1_000 {
            cache.beginPass()
            #expect(cache.lookup(node, proposal(0)) == CGSize(width: 1, height: 1))
            cache.insert(node, proposal(width), CGSize(width: width, height: 10))
        }
        #expect(cache.lookup(node, proposal(999)) == CGSize(width: 999, height: 10))
        #expect(cache.lookup(node, proposal(1)) == nil)
        #expect(cache.capacity <= 64)
    }

    @Test("a modifier that asks its subview once keeps no answers over a subview that answers at once")
    func quickModifiersKeepNoAnswers() {
        // 1,000 flexible frames around fixed ones: a stack asks each at 0, ∞ and its share,
        // and finds each answer again in a comparison or two.
        let host = LayoutHost(HStack {
            ForEach(0 ..< 1_000, id: \.self) { _ in Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity) }
        })
        _ = host.layout(in: ProposedViewSize(width: 20_000, height: 100))
        #expect(host.engine.measureCacheCapacity <= 64)
    }

    @Test("a chain of modifiers that ask their subview once keeps answers above its innermost")
    func chainsOfQuickModifiersKeepAnswers() {
        // Were none kept, each question would go down the whole chain, and placing it (which
        // asks each link) would cost its length squared.
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0 ..< 200 { view = AnyView(view.padding(1)) }
        let host = LayoutHost(view)
        let result = host.layout(in: ProposedViewSize(width: 1_000, height: 1_000))
        #expect(result.size == CGSize(width: 410, height: 410))
        #expect(host.engine.measureCacheCapacity >= 200)
    }

    @Test("a tree of many containers starts with a measure cache sized for them, one of few with a small one")
    func cacheStartsSizedForTheContainers() {
        let many = LayoutHost(VStack { ForEach(0 ..< 1_000, id: \.self) { _ in HStack { Color.red; Color.blue } } })
        #expect(many.engine.measureCacheCapacity >= 2_048)
        let few = LayoutHost(HStack { ForEach(0 ..< 1_000, id: \.self) { _ in Color.red } })
        #expect(few.engine.measureCacheCapacity == 64)
    }
}
