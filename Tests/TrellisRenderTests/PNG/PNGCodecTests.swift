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
        for input in [text, Self.noise(count), [UInt8](repeating: 7, count: count)] {
            #expect(try Inflate.zlib(Deflate.zlib(input), limit: count) == input)
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
