import Testing
@testable import TrellisRender

/// Drawing buffers advised for huge pages (`HugePages`): the advice changes how the memory is
/// backed, never what it holds.
@Suite("Huge-page buffers")
struct HugePagesTests {
    @Test("a zeroed buffer holds count zeros, under a huge page and over several",
          arguments: [0, 1, 1000, HugePages.size / 4 + 3, 3 * HugePages.size / 4])
    func zeroedHoldsZeros(count: Int) {
        let floats: [Float] = HugePages.zeroed(count: count)
        #expect(floats.count == count)
        #expect(floats.allSatisfy { $0 == 0 })
    }
}
