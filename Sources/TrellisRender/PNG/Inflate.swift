import Foundation

/// Why compressed or PNG data could not be read.
struct DecodingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads a zlib stream (RFC 1950): stored, fixed-Huffman and dynamic-Huffman deflate blocks.
/// Every read is bounds-checked, and the output stops at a limit: damaged data is an error.
enum Inflate {
    /// A canonical Huffman code, decoded by code length (as zlib's `puff` does).
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var buffer: UInt32 = 0
        var count = 0

        mutating func bits(_ n: Int) throws -> Int {
            while count < n {
                guard position < bytes.count else { throw DecodingError("deflate data ends early") }
                buffer |= UInt32(bytes[position]) << UInt32(count)
                position += 1
                count += 8
            }
            let value = Int(buffer & ((1 << UInt32(n)) - 1))
            buffer = n == 32 ? 0 : buffer >> UInt32(n)
            count -= n
            return value
        }

        mutating func decode(_ code: Huffman) throws -> Int {
            var value = 0, first = 0, index = 0
            for length in 1..<16 {
                value |= try bits(1)
                let count = code.counts[length]
                if value - count < first { return code.symbols[index + value - first] }
                index += count
                first += count
                first <<= 1
                value <<= 1
            }
            throw DecodingError("deflate data has an invalid Huffman code")
        }

        mutating func alignToByte() {
            buffer = 0
            count = 0
        }
    }

    static let fixedLiterals = try! Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistances = try! Huffman(lengths: [Int](repeating: 5, count: 30))

    /// The bytes a zlib stream holds, at most `limit` of them.
    static func zlib(_ data: [UInt8], limit: Int) throws -> [UInt8] {
        guard data.count >= 6 else { throw DecodingError("zlib stream too short") }
        guard data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw DecodingError("not a zlib stream of deflate data")
        }
        var reader = BitReader(bytes: data, position: 2)
        let output = try inflate(&reader, limit: limit)
        reader.alignToByte()
        let end = reader.position
        guard end + 4 <= data.count else { throw DecodingError("zlib stream lacks its checksum") }
        let expected = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard expected == Checksum.adler32(output) else { throw DecodingError("zlib checksum does not match") }
        return output
    }

    static func inflate(_ reader: inout BitReader, limit: Int) throws -> [UInt8] {
        var output: [UInt8] = []
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                var position = reader.position
                guard position + 4 <= reader.bytes.count else { throw DecodingError("stored block ends early") }
                let length = Int(reader.bytes[position]) | Int(reader.bytes[position + 1]) << 8
                let complement = Int(reader.bytes[position + 2]) | Int(reader.bytes[position + 3]) << 8
                guard length == ~complement & 0xFFFF else { throw DecodingError("stored block length is damaged") }
                position += 4
                guard position + length <= reader.bytes.count else { throw DecodingError("stored block ends early") }
                guard output.count + length <= limit else { throw DecodingError("data inflates past \(limit) bytes") }
                output += reader.bytes[position..<position + length]
                reader.position = position + length
            case 1:
                try codes(&reader, fixedLiterals, fixedDistances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try codes(&reader, literals, distances, into: &output, limit: limit)
            default:
                throw DecodingError("deflate block of reserved type 3")
            }
        }
        return output
    }

    static func dynamicCodes(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257, distanceCount = try reader.bits(5) + 1, codeCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw DecodingError("too many deflate codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengthLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { lengthLengths[order[i]] = try reader.bits(3) }
        let lengthCode = try Huffman(lengths: lengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try reader.decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw DecodingError("deflate repeats a length before the first") }
                lengths += [Int](repeating: last, count: 3 + (try reader.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw DecodingError("deflate code lengths overrun") }
        return (try Huffman(lengths: Array(lengths[..<literalCount])), try Huffman(lengths: Array(lengths[literalCount...])))
    }

    static func codes(_ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8], limit: Int) throws {
        while true {
            let symbol = try reader.decode(literals)
            if symbol < 256 {
                guard output.count < limit else { throw DecodingError("data inflates past \(limit) bytes") }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let code = symbol - 257
                guard code < 29 else { throw DecodingError("invalid deflate length code") }
                let length = Deflate.lengthBases[code] + (try reader.bits(Deflate.lengthExtra[code]))
                let distanceSymbol = try reader.decode(distances)
                guard distanceSymbol < 30 else { throw DecodingError("invalid deflate distance code") }
                let distance = Deflate.distanceBases[distanceSymbol] + (try reader.bits(Deflate.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw DecodingError("deflate distance reaches before the data") }
                guard output.count + length <= limit else { throw DecodingError("data inflates past \(limit) bytes") }
                let start = output.count - distance
                for k in 0..<length { output.append(output[start + k]) }
            }
        }
    }
}

/// A decoded PNG image: 8-bit RGBA pixels, not premultiplied, rows top to bottom.
struct DecodedPNG {
    let width: Int
    let height: Int
    /// `width * height * 4` bytes.
    let pixels: [UInt8]

    /// The largest image decoded, in pixels (4096 × 4096, 64 MB of RGBA): a larger one is
    /// refused before its data is inflated, so a small file cannot claim gigabytes.
    static let largestPixelCount = 4096 * 4096

    /// Decodes a non-interlaced PNG of bit depth 8 (grey, grey and alpha, RGB, RGBA, palette).
    init(_ bytes: [UInt8]) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw DecodingError("not a PNG file") }
        var position = 8
        var header: (width: Int, height: Int, depth: UInt8, type: UInt8, interlace: UInt8)?
        var data: [UInt8] = [], palette: [UInt8] = [], transparency: [UInt8] = []
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while position + 12 <= bytes.count {
            let length = u32(position)
            guard length <= bytes.count - position - 12 else { throw DecodingError("PNG chunk runs past the file") }
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let body = Array(bytes[position + 8..<position + 8 + length])
            guard u32(position + 8 + length) == Int(Checksum.crc32(bytes[position + 4..<position + 8 + length])) else {
                throw DecodingError("PNG chunk \(type) has a bad CRC")
            }
            switch type {
            case "IHDR":
                guard length == 13 else { throw DecodingError("PNG header of \(length) bytes") }
                header = (u32(position + 8), u32(position + 12), body[8], body[9], body[12])
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": data += body
            default: break
            }
            position += 12 + length
            if type == "IEND" { break }
        }
        guard let header else { throw DecodingError("PNG without a header") }
        // (Each side is up to 2³² − 1, so the product is checked before it is trusted.)
        let (count, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard header.width > 0, header.height > 0, !overflow, count <= Self.largestPixelCount else {
            throw DecodingError("PNG of \(header.width)×\(header.height) pixels is out of range")
        }
        guard header.depth == 8, header.interlace == 0 else { throw DecodingError("only non-interlaced 8-bit PNGs are read") }
        let channels: Int
        switch header.type {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw DecodingError("PNG colour type \(header.type)")
        }
        let stride = header.width * channels
        let raw = try Inflate.zlib(data, limit: (stride + 1) * header.height)
        guard raw.count == (stride + 1) * header.height else { throw DecodingError("PNG image data is short") }
        var rows = [UInt8](repeating: 0, count: stride * header.height)
        for y in 0..<header.height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1, target = y * stride
            for x in 0..<stride {
                let a = x >= channels ? Int(rows[target + x - channels]) : 0
                let b = y > 0 ? Int(rows[target - stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(rows[target - stride + x - channels]) : 0
                guard let predictor = PNGFilter.predictor(Int(filter), left: a, above: b, aboveLeft: c) else {
                    throw DecodingError("PNG filter type \(filter)")
                }
                rows[target + x] = UInt8(truncatingIfNeeded: Int(raw[source + x]) + predictor)
            }
        }
        var pixels = [UInt8](repeating: 255, count: header.width * header.height * 4)
        for i in 0..<(header.width * header.height) {
            let o = i * 4, s = i * channels
            switch header.type {
            case 0: pixels[o] = rows[s]; pixels[o + 1] = rows[s]; pixels[o + 2] = rows[s]
            case 2: pixels[o] = rows[s]; pixels[o + 1] = rows[s + 1]; pixels[o + 2] = rows[s + 2]
            case 4: pixels[o] = rows[s]; pixels[o + 1] = rows[s]; pixels[o + 2] = rows[s]; pixels[o + 3] = rows[s + 1]
            case 6: for k in 0..<4 { pixels[o + k] = rows[s + k] }
            default:
                let index = Int(rows[s])
                guard index * 3 + 2 < palette.count else { throw DecodingError("PNG palette index \(index) out of range") }
                for k in 0..<3 { pixels[o + k] = palette[index * 3 + k] }
                pixels[o + 3] = index < transparency.count ? transparency[index] : 255
            }
        }
        width = header.width
        height = header.height
        self.pixels = pixels
    }
}
