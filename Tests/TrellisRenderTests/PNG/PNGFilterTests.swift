import Testing
@testable import TrellisRender

/// The encoder's row filters (PNG specification, section 9): each row is filtered with the type
/// whose output has the smallest sum of absolute differences, the heuristic the specification
/// suggests, computed here the plain way from `PNGFilter.predictor`.
@Suite("PNG row filters")
struct PNGFilterTests {
    /// Each row's filter type and bytes, worked out byte by byte from the predictors.
    static func reference(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let stride = width * 4
        var out: [UInt8] = []
        for y in 0..<height {
            var best: [UInt8] = [], bestFilter = 0, bestSum = Int.max
            for filter in 0..<5 {
                var row: [UInt8] = [], sum = 0
                for x in 0..<stride {
                    let a = x >= 4 ? Int(rgba[y * stride + x - 4]) : 0
                    let b = y > 0 ? Int(rgba[(y - 1) * stride + x]) : 0
                    let c = x >= 4 && y > 0 ? Int(rgba[(y - 1) * stride + x - 4]) : 0
                    let value = UInt8(truncatingIfNeeded: Int(rgba[y * stride + x]) - (PNGFilter.predictor(filter, left: a, above: b, aboveLeft: c) ?? 0))
                    row.append(value)
                    sum += value < 128 ? Int(value) : 256 - Int(value)
                }
                if sum < bestSum { (best, bestFilter, bestSum) = (row, filter, sum) }
            }
            out += [UInt8(bestFilter)] + best
        }
        return out
    }

    // (Widths 1 and 3 are shorter than one 16-byte step of the encoder's SIMD loop; 5 is one step
    // exactly; 17 and 64 leave a tail; 600 takes more than the 128 steps after which the lane
    // sums are emptied into the totals.)
    @Test("each row takes the filter with the smallest sum, as the byte-by-byte predictors give it",
          arguments: [(1, 1), (1, 5), (3, 2), (5, 3), (17, 9), (64, 33), (600, 3)])
    func rowsMatchThePredictors(width: Int, height: Int) {
        let noise = PNGCodecTests.noise(width * height * 4)
        // Noise, a gradient, flat colour and noise in bands: rows where each filter wins.
        let gradient = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 / 4 + ($0 % 4) * 50) }
        let bands = (0..<(width * height * 4)).map { i in (i / (width * 4)) % 3 == 0 ? noise[i] : UInt8(truncatingIfNeeded: i / 4 % width) }
        // Rows the same as the row above (noise repeated, all zeros), which skip the sums.
        let repeated = (0..<(width * height * 4)).map { i in noise[i % (width * 4)] }
        let zeros = [UInt8](repeating: 0, count: width * height * 4)
        for rgba in [noise, gradient, [UInt8](repeating: 200, count: width * height * 4), bands, repeated, zeros] {
            #expect(PNGEncoder.filtered(width: width, height: height, rgba: rgba) == Self.reference(width: width, height: height, rgba: rgba))
        }
    }
}
