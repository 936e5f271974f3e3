import Foundation

/// The checksums PNG and zlib use.
enum Checksum {
    /// The CRC-32 table of the polynomial 0xEDB88320 (ISO 3309, as PNG and gzip use it).
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func crc32<Bytes: Sequence>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        var c = ~crc
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }

    /// The Adler-32 of `bytes` (zlib's checksum of the uncompressed data).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes is the most that can be summed before the sums overflow 32 bits.
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}

/// Writes bits least significant first, as deflate packs them.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// Appends the `length` low bits of `value`, least significant first.
    mutating func write(_ value: UInt32, _ length: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += length
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Appends a Huffman code, which deflate stores most significant bit first.
    mutating func writeCode(_ code: UInt32, _ length: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<length { reversed |= (code >> UInt32(bit) & 1) << UInt32(length - 1 - bit) }
        write(reversed, length)
    }

    /// Pads the last byte with zero bits.
    mutating func flush() {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}

/// A zlib stream (RFC 1950) of deflate data (RFC 1951): LZ77 matches found through hash
/// chains over a 32 KiB window, coded with the fixed Huffman codes, in one block.
enum Deflate {
    static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (257...285) index of each match length 3...258, and the distance code of
    /// each distance, looked up rather than searched.
    static let lengthCode: [UInt8] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return UInt8(lengthBases.lastIndex(where: { $0 <= length })!)
    }

    static func distanceCode(_ distance: Int) -> Int {
        var low = 0, high = distanceBases.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if distanceBases[middle] <= distance { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `data` as a zlib stream.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(0x78, 8)  // deflate, 32 KiB window
        writer.write(0x01, 8)  // no dictionary; (0x78 << 8 | 0x01) is a multiple of 31
        compress(data, into: &writer)
        writer.flush()
        let adler = Checksum.adler32(data)
        return writer.bytes + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// Writes a literal byte or the end-of-block code (256) with the fixed literal code.
    static func literal(_ symbol: Int, into writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeCode(UInt32(0x30 + symbol), 8)
        case 144...255: writer.writeCode(UInt32(0x190 + symbol - 144), 9)
        case 256...279: writer.writeCode(UInt32(symbol - 256), 7)
        default: writer.writeCode(UInt32(0xC0 + symbol - 280), 8)
        }
    }

    /// One final fixed-Huffman block holding `data`.
    ///
    /// The input and the hash chains are read and written through unsafe buffers: as arrays
    /// captured by nested functions, every access was checked (uniqueness, exclusivity).
    static func compress(_ data: [UInt8], into writer: inout BitWriter) {
        writer.write(1, 1)  // the final block
        writer.write(1, 2)  // fixed Huffman codes
        let windowSize = 1 << 15, hashSize = 1 << 15, maxChain = 48
        var head = [Int32](repeating: -1, count: hashSize)
        var previous = [Int32](repeating: -1, count: windowSize)
        let count = data.count
        data.withUnsafeBufferPointer { data in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    @inline(__always) func hash(_ i: Int) -> Int {
                        (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & (hashSize - 1)
                    }
                    @inline(__always) func insert(_ i: Int) {
                        guard i + 2 < count else { return }
                        let h = hash(i)
                        previous[i & (windowSize - 1)] = head[h]
                        head[h] = Int32(i)
                    }
                    var i = 0
                    while i < count {
                        var bestLength = 0, bestDistance = 0
                        if i + 2 < count {
                            var candidate = Int(head[hash(i)])
                            var chain = maxChain
                            let limit = min(258, count - i)
                            while candidate >= 0, i - candidate <= windowSize - 1, chain > 0 {
                                if data[candidate + bestLength] == data[i + bestLength] || bestLength == 0 {
                                    var length = 0
                                    while length < limit, data[candidate + length] == data[i + length] { length += 1 }
                                    if length > bestLength {
                                        bestLength = length
                                        bestDistance = i - candidate
                                        if length == limit { break }
                                    }
                                }
                                let next = Int(previous[candidate & (windowSize - 1)])
                                guard next < candidate else { break }
                                candidate = next
                                chain -= 1
                            }
                        }
                        if bestLength >= 3 {
                            let code = Int(lengthCode[bestLength])
                            literal(257 + code, into: &writer)
                            writer.write(UInt32(bestLength - lengthBases[code]), lengthExtra[code])
                            let distance = distanceCode(bestDistance)
                            writer.writeCode(UInt32(distance), 5)
                            writer.write(UInt32(bestDistance - distanceBases[distance]), distanceExtra[distance])
                            for j in i..<(i + bestLength) { insert(j) }
                            i += bestLength
                        } else {
                            literal(Int(data[i]), into: &writer)
                            insert(i)
                            i += 1
                        }
                    }
                }
            }
        }
        literal(256, into: &writer)
    }
}
