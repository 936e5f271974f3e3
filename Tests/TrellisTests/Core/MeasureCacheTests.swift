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
}
