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
        write(bits: UInt64(value), length)
    }

    /// Appends the `length` (at most 32) low bits of `value`, least significant first.
    mutating func write(bits value: UInt64, _ length: Int) {
        buffer |= value << UInt64(count)
        count += length
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
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
        let code = fixedCodes[symbol]
        writer.write(code & 0xFFFF, Int(code >> 16))
    }

    /// The fixed literal/length code of each symbol 0...287, its bits reversed as deflate
    /// stores them (low 16 bits), its length above them.
    static let fixedCodes: [UInt32] = (0..<288).map { symbol in
        let (code, length): (Int, Int) = switch symbol {
        case 0...143: (0x30 + symbol, 8)
        case 144...255: (0x190 + symbol - 144, 9)
        case 256...279: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
        return reversed(UInt32(code), length) | UInt32(length) << 16
    }

    /// The low `length` bits of `code` in reverse order: a Huffman code as deflate stores it.
    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var out: UInt32 = 0
        for bit in 0..<length { out |= (code >> UInt32(bit) & 1) << UInt32(length - 1 - bit) }
        return out
    }

    /// The distance code of each distance: distance - 1 for 1...256 at `distance - 1`, and
    /// above 256, where a code spans a multiple of 128 distances, at `256 + (distance - 1) >> 7`
    /// (the lookup zlib makes).
    static let distanceCodes: [UInt8] = (0..<512).map { index in
        UInt8(index < 256 ? distanceCode(index + 1) : distanceCode((index - 256) << 7 + 1))
    }

    /// The five bits of each distance code 0...29, reversed as deflate stores them.
    static let reversedDistanceCodes: [UInt32] = (0..<30).map { reversed(UInt32($0), 5) }

    /// How many of the first `limit` bytes at `a` and `b` are the same, compared eight at a time.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let x = UInt64(littleEndian: UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self))
                ^ UInt64(littleEndian: UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self))
            if x != 0 { return length + x.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, a[length] == b[length] { length += 1 }
        return length
    }

    /// One final fixed-Huffman block holding `data`.
    ///
    /// Each position is hashed from its three bytes; the hash chains link the positions of
    /// each hash, newest first, and up to 48 of them are tried for the longest match (the
    /// first of the longest), every position of a match entered in the chains. The hash rolls
    /// from one position to the next (the byte leaving is shifted out of its 15 bits), matches
    /// are compared eight bytes at a time, the positions of a run of one byte are linked in one
    /// counting loop, and the codes are looked up already reversed: the stream is the one a
    /// byte-by-byte search writes (`PNGCodecTests` compares them). The input and the hash chains are read
    /// and written through unsafe buffers: as arrays captured by nested functions, every access
    /// was checked (uniqueness, exclusivity).
    static func compress(_ data: [UInt8], into writer: inout BitWriter) {
        writer.write(1, 1)  // the final block
        writer.write(1, 2)  // fixed Huffman codes
        let windowSize = 1 << 15, hashSize = 1 << 15, maxChain = 48
        var head = [Int32](repeating: -1, count: hashSize)
        var previous = [Int32](repeating: -1, count: windowSize)
        let count = data.count
        let fixedCodes = Self.fixedCodes, distanceCodes = Self.distanceCodes, lengthCode = Self.lengthCode
        let lengthBases = Self.lengthBases, lengthExtra = Self.lengthExtra
        let distanceBases = Self.distanceBases, distanceExtra = Self.distanceExtra, reversedDistanceCodes = Self.reversedDistanceCodes
        data.withUnsafeBufferPointer { data in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    guard let bytes = data.baseAddress else { return }
                    @inline(__always) func hash(_ i: Int) -> Int {
                        (Int(bytes[i]) << 10 ^ Int(bytes[i + 1]) << 5 ^ Int(bytes[i + 2])) & (hashSize - 1)
                    }
                    /// Enters positions `start..<end` (each with three bytes from it) in the chains.
                    @inline(__always) func insert(_ start: Int, _ end: Int) {
                        let end = min(end, count - 2)
                        guard start < end else { return }
                        var h = hash(start)
                        // A run of one byte (the zeros of a flat stretch) hashes the same at
                        // every position: each is linked to the one before it, without the
                        // hash and the head read again. (Bytes start...end + 1 are the three
                        // of each position; memcmp against themselves one on says all match.)
                        if end - start >= 16, memcmp(bytes + start, bytes + start + 1, end - start + 1) == 0 {
                            previous[start & (windowSize - 1)] = head[h]
                            // (In stretches that do not wrap around the window: a counting
                            // loop the compiler turns into SIMD stores.)
                            var j = start + 1
                            while j < end {
                                let slot = j & (windowSize - 1), n = min(end - j, windowSize - slot)
                                let first = Int32(truncatingIfNeeded: j - 1), target = previous.baseAddress! + slot
                                for k in 0..<n { target[k] = first &+ Int32(truncatingIfNeeded: k) }
                                j += n
                            }
                            head[h] = Int32(end - 1)
                            return
                        }
                        var i = start
                        while true {
                            previous[i & (windowSize - 1)] = head[h]
                            head[h] = Int32(i)
                            i += 1
                            guard i < end else { break }
                            h = (h << 5 ^ Int(bytes[i + 2])) & (hashSize - 1)
                        }
                    }
                    var i = 0
                    while i < count {
                        var bestLength = 0, bestDistance = 0
                        if i + 2 < count {
                            var candidate = Int(head[hash(i)])
                            var chain = maxChain
                            let limit = min(258, count - i)
                            while candidate >= 0, i - candidate <= windowSize - 1, chain > 0 {
                                if bytes[candidate + bestLength] == bytes[i + bestLength] || bestLength == 0 {
                                    let length = matchLength(bytes + candidate, bytes + i, limit: limit)
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
                            // The length's code and extra bits, the distance's code and extra
                            // bits: at most 8 + 5 + 5 + 13 bits, written at once.
                            let code = Int(lengthCode[bestLength])
                            let lengthBits = fixedCodes[257 + code]
                            let distance = Int(distanceCodes[bestDistance <= 256 ? bestDistance - 1 : 256 + (bestDistance - 1) >> 7])
                            var bits = UInt64(lengthBits & 0xFFFF), used = Int(lengthBits >> 16)
                            bits |= UInt64(bestLength - lengthBases[code]) << UInt64(used)
                            used += lengthExtra[code]
                            bits |= UInt64(reversedDistanceCodes[distance]) << UInt64(used)
                            used += 5
                            bits |= UInt64(bestDistance - distanceBases[distance]) << UInt64(used)
                            used += distanceExtra[distance]
                            writer.write(bits: bits, used)
                            insert(i, i + bestLength)
                            i += bestLength
                        } else {
                            let code = fixedCodes[Int(bytes[i])]
                            writer.write(code & 0xFFFF, Int(code >> 16))
                            insert(i, i + 1)
                            i += 1
                        }
                    }
                }
            }
        }
        literal(256, into: &writer)
    }
}
