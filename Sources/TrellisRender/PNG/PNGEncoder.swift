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
                        let predictor: Int
                        switch filter {
                        case 0: predictor = 0
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) / 2
                        default:
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                        }
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
