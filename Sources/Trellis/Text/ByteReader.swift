import Foundation

/// Big-endian, bounds-checked reads from a font file.
struct ByteReader {
    let bytes: [UInt8]
    let base: Int
    let count: Int
    let source: String

    init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.base = 0
        self.count = bytes.count
        self.source = source
    }

    private init(bytes: [UInt8], base: Int, count: Int, source: String) {
        self.bytes = bytes
        self.base = base
        self.count = count
        self.source = source
    }

    func slice(_ range: Range<Int>, what: String) throws -> ByteReader {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw FontError("\(source): \(what) lies outside the file")
        }
        return ByteReader(bytes: bytes, base: base + range.lowerBound, count: range.count, source: source)
    }

    private func check(_ offset: Int, _ length: Int) throws {
        guard offset >= 0, length >= 0, offset <= count - length else {
            throw FontError("\(source): truncated data at offset \(base + offset)")
        }
    }

    func u8(_ offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return bytes[base + offset]
    }

    func u16(_ offset: Int) throws -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[base + offset]) << 8 | UInt16(bytes[base + offset + 1])
    }

    func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws -> UInt32 {
        try check(offset, 4)
        return (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[base + offset + $1]) }
    }

    func bytes(_ offset: Int, _ length: Int) throws -> ArraySlice<UInt8> {
        try check(offset, length)
        return bytes[(base + offset)..<(base + offset + length)]
    }
}
