import Foundation

/// Writes PNG files (ISO/IEC 15948): 8-bit RGBA, not interlaced, each row filtered with the
/// filter that leaves the smallest sum of absolute differences (the heuristic the PNG
/// specification suggests), the rows compressed with ``Deflate``.
enum PNGEncoder {
    /// A PNG file of `width × height` pixels, `rgba` holding 4 bytes (not premultiplied) per
    /// pixel, rows top to bottom. `pixelsPerMeter`, when given, is written as a `pHYs` chunk.
    static func encode(width: Int, height: Int, rgba: [UInt8], pixelsPerMeter: Int? = nil) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "PNG pixels do not match the size")
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func u32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) {
            let typeBytes = Array(type.utf8)
            file += u32(body.count) + typeBytes + body
            file += u32(Int(Checksum.crc32(body, continuing: Checksum.crc32(typeBytes))))
        }
        chunk("IHDR", u32(width) + u32(height) + [8, 6, 0, 0, 0])
        if let pixelsPerMeter { chunk("pHYs", u32(pixelsPerMeter) + u32(pixelsPerMeter) + [1]) }
        chunk("IDAT", Deflate.zlib(filtered(width: width, height: height, rgba: rgba)))
        chunk("IEND", [])
        return file
    }

    /// The rows, each behind its filter type byte.
    ///
    /// One pass over a row adds up the cost of all five filters; a second writes the cheapest
    /// (the first of equal ones). Both read and write through unsafe buffers: as arrays indexed
    /// in the loop, each write checked the array's uniqueness (26 M checks for a 780 × 1688
    /// image) and the filter loop took 73 % of drawing a PNG.
    static func filtered(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let stride = width * 4
        let zeros = [UInt8](repeating: 0, count: stride)
        return [UInt8](unsafeUninitializedCapacity: (stride + 1) * height) { out, initialized in
            rgba.withUnsafeBufferPointer { pixels in
                zeros.withUnsafeBufferPointer { zeros in
                    guard let base = pixels.baseAddress, let zero = zeros.baseAddress, let target = out.baseAddress else { return }
                    for y in 0..<height {
                        let row = base + y * stride
                        let above = y > 0 ? row - stride : zero
                        let filter = cheapestFilter(row: row, above: above, count: stride)
                        let line = target + y * (stride + 1)
                        line[0] = UInt8(filter)
                        write(filter: filter, row: row, above: above, count: stride, to: line + 1)
                    }
                    initialized = (stride + 1) * height
                }
            }
        }
    }

    /// The Paeth predictor (PNG specification, section 9.4).
    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    /// A filtered byte's cost, `raw - predictor` as a byte: its distance from 0 as a signed byte.
    @inline(__always)
    private static func cost(_ raw: Int, _ predictor: Int) -> Int {
        Int(Int8(truncatingIfNeeded: raw &- predictor).magnitude)
    }

    /// The filter type whose output has the smallest sum of costs for a row; the first of equal ones.
    private static func cheapestFilter(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) -> Int {
        var none = 0, sub = 0, up = 0, average = 0, paethSum = 0
        // The first pixel has no left neighbour: a and c count as 0.
        for x in 0..<min(4, count) {
            let raw = Int(row[x]), b = Int(above[x])
            none += cost(raw, 0); sub += cost(raw, 0); up += cost(raw, b)
            average += cost(raw, b >> 1); paethSum += cost(raw, paeth(0, b, 0))
        }
        var x = 4
        while x < count {
            let raw = Int(row[x]), a = Int(row[x - 4]), b = Int(above[x]), c = Int(above[x - 4])
            none += cost(raw, 0); sub += cost(raw, a); up += cost(raw, b)
            average += cost(raw, (a + b) >> 1); paethSum += cost(raw, paeth(a, b, c))
            x += 1
        }
        var best = 0, bestSum = none
        if sub < bestSum { best = 1; bestSum = sub }
        if up < bestSum { best = 2; bestSum = up }
        if average < bestSum { best = 3; bestSum = average }
        if paethSum < bestSum { best = 4 }
        return best
    }

    /// Writes a row through filter `filter`.
    private static func write(filter: Int, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, to line: UnsafeMutablePointer<UInt8>) {
        /// Writes each byte less `predictor(x)`, where the pixel to the left (and above it) exists.
        @inline(__always) func apply(_ predictor: (_ a: Int, _ b: Int, _ c: Int) -> Int) {
            for x in 0..<count {
                let a = x >= 4 ? Int(row[x - 4]) : 0, c = x >= 4 ? Int(above[x - 4]) : 0
                line[x] = UInt8(truncatingIfNeeded: Int(row[x]) &- predictor(a, Int(above[x]), c))
            }
        }
        switch filter {
        case 0: line.update(from: row, count: count)
        case 1: apply { a, _, _ in a }
        case 2: apply { _, b, _ in b }
        case 3: apply { a, b, _ in (a + b) >> 1 }
        default: apply { a, b, c in paeth(a, b, c) }
        }
    }
}

/// PNG's row filters (PNG specification, section 9.2): the prediction each filter type makes
/// of a byte from its neighbours, which the encoder subtracts and the decoder adds back.
enum PNGFilter {
    /// The prediction of filter type `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) from the
    /// bytes to the left, above and above-left; `nil` for a type PNG does not define.
    static func predictor(_ type: Int, left a: Int, above b: Int, aboveLeft c: Int) -> Int? {
        switch type {
        case 0: return 0
        case 1: return a
        case 2: return b
        case 3: return (a + b) / 2
        case 4:
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: return nil
        }
    }
}
