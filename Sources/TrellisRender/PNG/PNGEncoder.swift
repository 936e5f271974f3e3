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
    static func filtered(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let stride = width * 4
        var out = [UInt8]()
        out.reserveCapacity((stride + 1) * height)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        rgba.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = y * stride, above = row - stride
                var bestFilter = 0, bestSum = Int.max
                for filter in 0..<5 {
                    var sum = 0
                    for x in 0..<stride {
                        let a = x >= 4 ? Int(pixels[row + x - 4]) : 0
                        let b = y > 0 ? Int(pixels[above + x]) : 0
                        let c = x >= 4 && y > 0 ? Int(pixels[above + x - 4]) : 0
                        let predictor = PNGFilter.predictor(filter, left: a, above: b, aboveLeft: c) ?? 0
                        let value = UInt8(truncatingIfNeeded: Int(pixels[row + x]) - predictor)
                        candidates[filter][x] = value
                        sum += value < 128 ? Int(value) : 256 - Int(value)
                    }
                    if sum < bestSum { bestSum = sum; bestFilter = filter }
                }
                out.append(UInt8(bestFilter))
                out += candidates[bestFilter]
            }
        }
        return out
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
