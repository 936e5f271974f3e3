import Foundation
import Testing
@testable import Trellis

/// `NodeColumn`: an array whose owner makes it unique once before a batch of writes.
@Suite("Node columns")
struct NodeColumnTests {
    @Test("a copy made unique keeps its values when the original is then written")
    func madeUniqueCopyKeepsItsValues() {
        var engine = NodeColumn(repeating: CGFloat(1), count: 3)
        let result = engine
        engine.makeUnique()
        engine[1] = 5
        #expect(result[1] == 1)
        #expect(engine[1] == 5)
    }

    @Test("appending gives the column storage of its own and keeps the values before")
    func appendingCopiesSharedStorage() {
        var engine = NodeColumn([1, 2, 3])
        let result = engine
        engine.append(repeating: 9, count: 2)
        engine[0] = 7
        #expect(Array(result.indices.map { result[$0] }) == [1, 2, 3])
        #expect(Array(engine.indices.map { engine[$0] }) == [7, 2, 3, 9, 9])
    }

    @Test("appending another column's values from a position copies those values")
    func appendingFromAnotherColumn() {
        var column = NodeColumn([1, 2])
        column.append(contentsOf: NodeColumn([5, 6, 7, 8]), from: 2)
        #expect(column == NodeColumn([1, 2, 7, 8]))
        #expect(column != NodeColumn([1, 2, 7]))
    }
}
