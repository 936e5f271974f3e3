import Foundation
import Testing
@testable import Trellis

/// Stacks' caches kept by the engine per node (`StackCaches`), and the boxes stacks share.
@Suite("Stack caches")
@MainActor
struct StackCachesTests {
    /// The indices of the stack containers' boxes, in node order.
    private func stackBoxIndices(_ host: LayoutHost) -> [Int32] {
        host.engine.nodes.compactMap { node in
            guard case let .layout(index) = node.behavior, host.engine.store.tables.box(index).typeName.contains("StackLayout")
            else { return nil }
            return index
        }
    }

    @Test("a node's cache stays where it is while other nodes' caches are added")
    func entriesKeepTheirAddress() {
        var caches = StackCaches()
        let first = caches.entry(for: NodeID(7))
        first.pointee.cache.totalSpacing = 42
        // Enough nodes to fill several chunks and grow the index many times.
        for node in 100 ..< 1_100 { caches.entry(for: NodeID(node)).pointee.cache.totalSpacing = CGFloat(node) }
        #expect(caches.entry(for: NodeID(7)) == first)
        #expect(first.pointee.cache.totalSpacing == 42)
        #expect(caches.entry(for: NodeID(1_099)).pointee.cache.totalSpacing == 1_099)
    }

    @Test("a forgotten node's cache starts empty; the others keep theirs")
    func forgettingEmptiesOneCache() {
        var caches = StackCaches()
        caches.entry(for: NodeID(1)).pointee.cache.totalSpacing = 8
        caches.entry(for: NodeID(2)).pointee.cache.totalSpacing = 16
        caches.forget(NodeID(1))
        caches.forget(NodeID(3))
        #expect(caches.entry(for: NodeID(1)).pointee.cache.totalSpacing == 0)
        #expect(caches.entry(for: NodeID(2)).pointee.cache.totalSpacing == 16)
    }

    @Test("stacks written alike share one box, and each is still laid out as its own")
    func alikeStacksShareABox() throws {
        let view = VStack(spacing: 0) {
            HStack(spacing: 2) { StandIn.fixed(width: 10, height: 10); StandIn.fixed(width: 10, height: 10) }
            HStack(spacing: 2) { StandIn.fixed(width: 20, height: 5) }
            HStack(spacing: 4) { StandIn.fixed(width: 10, height: 10); StandIn.fixed(width: 10, height: 10) }
        }
        let host = LayoutHost(view)
        let boxes = stackBoxIndices(host)
        try #require(boxes.count == 4)
        // Node order: the three rows, then the column.
        #expect(boxes[0] == boxes[1], "the same spacing")
        #expect(boxes[2] != boxes[0], "another spacing")
        #expect(boxes[3] != boxes[0], "another axis")
        let result = host.layout(in: ProposedViewSize(width: 100, height: 100))
        let rows = result.elements.filter { $0.name.hasPrefix("HStack") }.map(\.frame.size)
        #expect(rows == [CGSize(width: 22, height: 10), CGSize(width: 20, height: 5), CGSize(width: 24, height: 10)])
    }

    @Test("a replaced stack in a freed node's place does not read the old stack's cache")
    func replacementStartsEmpty() {
        // The same child range, the same shared box, other spacing preferences between the
        // leaves: the distances must be measured again.
        func row(_ spacing: ViewSpacing) -> some View {
            HStack { StandIn.fixed(width: 10, height: 10); StandIn.fixed(width: 10, height: 10).spacing(spacing) }
        }
        let proposal = ProposedViewSize(width: 200, height: 50)
        let host = LayoutHost(HStack(spacing: 0) { row(ViewSpacing()).id("row") })
        #expect(host.layout(in: proposal).frame(of: "row")?.width == 28)
        host.replace(id: "row", with: row(.zero))
        #expect(host.layout(in: proposal).frame(of: "row")?.width == 20)
    }
}
