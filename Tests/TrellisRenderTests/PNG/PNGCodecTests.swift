import Foundation
import Testing
@testable import TrellisRender

/// The PNG encoder's parts: checksums, deflate and the PNG container, checked against known
/// values and by a round trip through the decoder.
@Suite("PNG encoding")
struct PNGCodecTests {
    /// Bytes from a fixed-seed generator (xorshift), so that failures repeat.
    static func noise(_ count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }

    @Test("CRC-32 gives the published check values")
    func crc() {
        // The standard check value of CRC-32/ISO-HDLC, and the CRC every PNG's IEND chunk carries.
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(Checksum.crc32([UInt8]()) == 0)
    }

    @Test("Adler-32 gives the published check value, and sums long input without overflow")
    func adler() {
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // 2^20 bytes of 0xFF: a = 1 + 255·2^20 mod 65521, b = Σ a over the prefix, mod 65521.
        let count = 1 << 20
        let a = (1 + 255 * count) % 65521
        let b = (count + 255 * count * (count + 1) / 2) % 65521
        #expect(Checksum.adler32([UInt8](repeating: 0xFF, count: count)) == UInt32(b << 16 | a))
    }

    @Test("deflate output inflates back to its input", arguments: [0, 1, 2, 3, 257, 70_000])
    func roundTrip(count: Int) throws {
        let text = Array(String(repeating: "the engine weaves algebraic patterns ", count: count / 37 + 1).utf8.prefix(count))
        let noise = Self.noise(count)
        // Runs of zeros between stretches of noise, as a flat image's filtered rows give them.
        let runs = (0..<count).map { i in (i / 300) % 2 == 0 ? 0 : noise[i] }
        for input in [text, noise, [UInt8](repeating: 7, count: count), runs] {
            #expect(try Inflate.zlib(Deflate.zlib(input), limit: count) == input)
        }
    }

    /// The deflate stream of `data` as a plain search writes it: each position hashed from its
    /// three bytes, up to 48 candidates compared byte by byte, every position of a match entered
    /// in the chains one at a time, each code's bits reversed one by one.
    static func referenceDeflate(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        func code(_ value: Int, _ length: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<length { reversed |= UInt32(value >> bit & 1) << UInt32(length - 1 - bit) }
            writer.write(reversed, length)
        }
        func literal(_ symbol: Int) {
            switch symbol {
            case 0...143: code(0x30 + symbol, 8)
            case 144...255: code(0x190 + symbol - 144, 9)
            case 256...279: code(symbol - 256, 7)
            default: code(0xC0 + symbol - 280, 8)
            }
        }
        writer.write(1, 1)
        writer.write(1, 2)
        var head = [Int](repeating: -1, count: 1 << 15), previous = [Int](repeating: -1, count: 1 << 15)
        func hash(_ i: Int) -> Int { (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF }
        func insert(_ i: Int) {
            guard i + 2 < data.count else { return }
            previous[i & 0x7FFF] = head[hash(i)]
            head[hash(i)] = i
        }
        var i = 0
        while i < data.count {
            var bestLength = 0, bestDistance = 0
            if i + 2 < data.count {
                var candidate = head[hash(i)], chain = 48
                let limit = min(258, data.count - i)
                while candidate >= 0, i - candidate <= 0x7FFF, chain > 0 {
                    if data[candidate + bestLength] == data[i + bestLength] || bestLength == 0 {
                        var length = 0
                        while length < limit, data[candidate + length] == data[i + length] { length += 1 }
                        if length > bestLength {
                            (bestLength, bestDistance) = (length, i - candidate)
                            if length == limit { break }
                        }
                    }
                    let next = previous[candidate & 0x7FFF]
                    guard next < candidate else { break }
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= 3 {
                let lengthCode = Deflate.lengthBases.lastIndex { $0 <= bestLength }!
                literal(257 + lengthCode)
                writer.write(UInt32(bestLength - Deflate.lengthBases[lengthCode]), Deflate.lengthExtra[lengthCode])
                let distanceCode = Deflate.distanceBases.lastIndex { $0 <= bestDistance }!
                code(distanceCode, 5)
                writer.write(UInt32(bestDistance - Deflate.distanceBases[distanceCode]), Deflate.distanceExtra[distanceCode])
                for j in i..<(i + bestLength) { insert(j) }
                i += bestLength
            } else {
                literal(Int(data[i]))
                insert(i)
                i += 1
            }
        }
        literal(256)
        writer.flush()
        return writer.bytes
    }

    @Test("deflate writes the stream a plain byte-by-byte search writes", arguments: [0, 5, 4_000, 70_000])
    func sameStreamAsPlainSearch(count: Int) {
        let noise = Self.noise(count)
        let runs = (0..<count).map { i in (i / 300) % 2 == 0 ? 0 : noise[i] }
        let rows = (0..<count).map { i in i % 97 == 0 ? 2 : UInt8(truncatingIfNeeded: i % 13 == 0 ? noise[i] : 0) }
        for input in [noise, runs, rows, [UInt8](repeating: 7, count: count)] {
            var writer = BitWriter()
            Deflate.compress(input, into: &writer)
            writer.flush()
            #expect(writer.bytes == Self.referenceDeflate(input))
        }
    }

    @Test("repetitive data compresses to a small fraction with fixed Huffman codes")
    func compresses() {
        let rows = [UInt8]((0..<100_000).map { UInt8($0 % 40) })
        #expect(Deflate.zlib(rows).count < 2_000)
    }

    @Test("a PNG of pixels decodes to the same pixels and size")
    func pngRoundTrip() throws {
        let width = 37, height = 23
        let pixels = Self.noise(width * height * 4)
        let decoded = try DecodedPNG(PNGEncoder.encode(width: width, height: height, rgba: pixels))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.pixels == pixels)
    }

    @Test("damaged compressed data is an error, never a crash or an output past the limit")
    func damaged() throws {
        let good = Deflate.zlib(Self.noise(5_000))
        var flipped = good
        flipped[good.count / 2] ^= 0x55
        #expect(throws: DecodingError.self) { try Inflate.zlib(flipped, limit: 10_000) }
        #expect(throws: DecodingError.self) { try Inflate.zlib(Array(good.prefix(good.count / 2)), limit: 10_000) }
        #expect(throws: DecodingError.self) { try Inflate.zlib(good, limit: 4_999) }
        // A megabyte of zeros compresses to about a kilobyte: inflated only up to the limit.
        let bomb = Deflate.zlib([UInt8](repeating: 0, count: 1 << 20))
        #expect(throws: DecodingError.self) { try Inflate.zlib(bomb, limit: 1 << 16) }
        #expect(throws: DecodingError.self) { try DecodedPNG(Array(PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 1, count: 16)).prefix(40))) }
    }

    /// A PNG file of one `IHDR` chunk claiming `width` × `height` pixels, an empty image data
    /// chunk and the end.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(UInt32(body.count)) + typed + be32(Checksum.crc32(typed))
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return signature + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", Deflate.zlib([0])) + chunk("IEND", [])
    }

    @Test("a PNG whose width × height overflows is an error, not a crash", arguments: [UInt32.max, 0xC000_0000])
    func overflowingHeader(side: UInt32) {
        #expect(throws: DecodingError.self) { try DecodedPNG(Self.header(width: side, height: side)) }
        #expect(throws: DecodingError.self) { try DecodedPNG(Self.header(width: side, height: 3)) }
    }

    @Test("a PNG over the pixel budget is refused before its data is inflated")
    func overBudget() {
        #expect(throws: DecodingError.self) { try DecodedPNG(Self.header(width: 8192, height: 8192)) }
        #expect(DecodedPNG.largestPixelCount == 4096 * 4096)
    }
}
