import Foundation
import Synchronization

/// The layout metrics of one TrueType or OpenType font, read from its file in Swift.
///
/// Only what layout needs is read: units per em (`head`), ascender, descender and line gap
/// (`hhea`, and `OS/2` for x- and cap-height), advance widths (`hmtx`), the character map
/// (`cmap` formats 4 and 12), and pair kerning (the `kern` table's format 0 and the `GPOS`
/// table's pair adjustments for the `kern` feature), and the `GSUB` substitutions that change
/// the advances of Arabic text (joining forms and required ligatures). Font collections (`.ttc`)
/// are read one face at a time; CFF outlines and colour bitmap fonts (`CBDT`, `sbix`) measure
/// the same way, since advances come from `hmtx`. Every read is bounds-checked: a damaged
/// file gives a ``FontError``, never a crash.
public struct FontFile: Sendable {
    /// The family name from the `name` table (e.g. "DejaVu Sans"), if present.
    public let familyName: String?
    /// The full name from the `name` table (e.g. "DejaVu Sans Bold"), if present.
    public let fullName: String?
    /// The PostScript name from the `name` table, if present.
    public let postScriptName: String?
    /// Font design units per em.
    public let unitsPerEm: Int
    /// The typographic ascent above the baseline, in design units (positive).
    public let ascender: Int
    /// The typographic descent below the baseline, in design units (positive, unlike the file).
    public let descender: Int
    /// The recommended gap between lines, in design units.
    public let lineGap: Int
    /// The height of a lowercase x, in design units (0 if the file does not say).
    public let xHeight: Int
    /// The height of a capital letter, in design units (0 if the file does not say).
    public let capHeight: Int
    /// Whether the font is bold (`OS/2` weight ≥ 600 or the `head` style bit).
    public let isBold: Bool
    /// Whether the font is italic or oblique.
    public let isItalic: Bool
    /// The `OS/2` weight class: 400 regular, 700 bold.
    public let weightClass: Int
    /// The `OS/2` width class: 5 normal, lower condensed, higher expanded.
    public let widthClass: Int
    /// Whether the font draws colour glyphs (a `CBDT`, `sbix` or `COLR` table): an emoji font.
    public let hasColorGlyphs: Bool
    /// The file the font was read from (``init(contentsOf:collectionIndex:)``), or `nil` for
    /// a font read from data: where a renderer reads the same face's outlines.
    public private(set) var path: String?
    /// The face's index in its collection file (0 for a single font).
    public private(set) var collectionIndex = 0

    private let advances: [UInt16]
    private let characterMap: [UInt32: UInt16]
    private let kerning: Kerning
    /// The joining forms and required ligatures (empty for most fonts).
    let substitution: GlyphSubstitution
    /// Kerning by context rather than by pairs (Arabic fonts; empty for most fonts).
    let contextualKerning: ContextualKerning
    /// The ASCII characters' glyphs, advances and kerning, looked up on first use (shared by
    /// the copies of this font).
    private let asciiCache = ASCIICache()

    /// Reads a font from the file at `path`: the face at `collectionIndex` of a collection.
    public init(contentsOf path: String, collectionIndex: Int = 0) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontError("\(path): cannot read the file")
        }
        try self.init(data: data, name: path, collectionIndex: collectionIndex)
        self.path = path
        self.collectionIndex = collectionIndex
    }

    /// Reads a font from the bytes of a TrueType or OpenType file or collection.
    ///
    /// - Parameters:
    ///   - data: The whole file.
    ///   - name: How to name the file in errors.
    ///   - collectionIndex: Which face of a font collection (`.ttc`) to read, from 0; a single
    ///     font has only face 0.
    public init(data: Data, name: String = "font data", collectionIndex: Int = 0) throws {
        let bytes = [UInt8](data)
        let reader = ByteReader(bytes: bytes, source: name)
        let tables = try FontFile.tableDirectory(reader, at: try FontFile.faceOffset(reader, index: collectionIndex))
        func table(_ tag: String) throws -> ByteReader {
            guard let range = tables[tag] else { throw FontError("\(name): no '\(tag)' table") }
            return try reader.slice(range, what: "'\(tag)' table")
        }

        let head = try table("head")
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else { throw FontError("\(name): unitsPerEm \(unitsPerEm) is out of range") }
        let macStyle = try head.u16(44)

        let hhea = try table("hhea")
        ascender = Int(try hhea.i16(4))
        descender = -Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        let metricCount = Int(try hhea.u16(34))

        let maxp = try table("maxp")
        let glyphCount = Int(try maxp.u16(4))

        let hmtx = try table("hmtx")
        guard metricCount > 0, metricCount <= glyphCount || glyphCount == 0 else {
            throw FontError("\(name): hhea says \(metricCount) metrics for \(glyphCount) glyphs")
        }
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for i in 0..<metricCount { advances.append(try hmtx.u16(i * 4)) }
        self.advances = advances

        if let os2Range = tables["OS/2"] {
            let os2 = try reader.slice(os2Range, what: "'OS/2' table")
            let version = try os2.u16(0)
            let weight = try os2.u16(4)
            let selection = try os2.u16(62)
            weightClass = Int(weight)
            widthClass = Int(try os2.u16(6))
            xHeight = version >= 2 ? Int((try? os2.i16(86)) ?? 0) : 0
            capHeight = version >= 2 ? Int((try? os2.i16(88)) ?? 0) : 0
            isBold = weight >= 600 || selection & 0x20 != 0 || macStyle & 1 != 0
            isItalic = selection & 0x201 != 0 || macStyle & 2 != 0
        } else {
            xHeight = 0
            capHeight = 0
            weightClass = macStyle & 1 != 0 ? 700 : 400
            widthClass = 5
            isBold = macStyle & 1 != 0
            isItalic = macStyle & 2 != 0
        }

        characterMap = try FontFile.readCharacterMap(try table("cmap"), source: name)

        // Kerning as CoreText applies it: the GPOS 'kern' feature when the font has one, else
        // the legacy 'kern' table. A damaged GPOS loses its kerning, not the font.
        var kerning = Kerning()
        if let gposRange = tables["GPOS"], let gpos = try? Kerning(gpos: try reader.slice(gposRange, what: "'GPOS' table")),
           !gpos.isEmpty {
            kerning = gpos
        } else if let kernRange = tables["kern"] {
            var pairs: [UInt32: Int16] = [:]
            try FontFile.readKernTable(try reader.slice(kernRange, what: "'kern' table"), into: &pairs)
            kerning = Kerning(pairs: pairs)
        }
        self.kerning = kerning
        // Arabic's joining forms; a damaged GSUB loses them, not the font.
        substitution = tables["GSUB"].flatMap { try? GlyphSubstitution(gsub: try reader.slice($0, what: "'GSUB' table")) }
            ?? GlyphSubstitution()
        contextualKerning = tables["GPOS"].flatMap { try? ContextualKerning(gpos: try reader.slice($0, what: "'GPOS' table")) }
            ?? ContextualKerning()
        hasColorGlyphs = tables["CBDT"] != nil || tables["sbix"] != nil || tables["COLR"] != nil

        let names = (try? FontFile.readNames(reader, tables["name"])) ?? [:]
        familyName = names[16] ?? names[1]
        fullName = names[4]
        postScriptName = names[6]
    }

    /// The glyph for a Unicode scalar, or 0 (the missing-glyph box) if the font lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        characterMap[scalar.value] ?? 0
    }

    /// Whether the font has a glyph for the scalar.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        characterMap[scalar.value] != nil
    }

    /// The advance width of a glyph, in design units.
    public func advance(of glyph: UInt16) -> Int {
        let index = Int(glyph)
        return Int(index < advances.count ? advances[index] : advances[advances.count - 1])
    }

    /// The kerning adjustment between two glyphs, in design units (negative brings them closer).
    public func kerning(between left: UInt16, and right: UInt16) -> Int {
        kerning.adjustment(left, right)
    }

    /// The glyphs, advances and kerning pairs of the 128 ASCII characters, looked up once: most
    /// text is ASCII, and with these measuring it is indexing, not hashing.
    var asciiMetrics: ASCIIMetrics {
        asciiCache.metrics.withLock { cached in
            if let cached { return cached }
            let metrics = ASCIIMetrics(self)
            cached = metrics
            return metrics
        }
    }

    /// Whether kerning comes from the GPOS table (`true`) or the legacy `kern` table.
    public var usesGPOSKerning: Bool { kerning.fromGPOS }

    /// How many faces the font file in `data` holds: a collection's count, 1 for a single font.
    public static func faceCount(in data: Data) throws -> Int {
        let reader = ByteReader(bytes: [UInt8](data.prefix(12)), source: "font data")
        guard try reader.u32(0) == 0x7474_6366 /* 'ttcf' */ else { return 1 }
        return Int(try reader.u32(8))
    }

    // MARK: Tables

    /// Where the table directory of face `index` starts: 0 for a single font, the collection's
    /// offset for that face in a `.ttc`.
    static func faceOffset(_ reader: ByteReader, index: Int) throws -> Int {
        guard try reader.u32(0) == 0x7474_6366 /* 'ttcf' */ else {
            guard index == 0 else { throw FontError("\(reader.source): a single font has no face \(index)") }
            return 0
        }
        let count = Int(try reader.u32(8))
        guard index >= 0, index < count else {
            throw FontError("\(reader.source): the collection has \(count) faces, not face \(index)")
        }
        return Int(try reader.u32(12 + index * 4))
    }

    static func tableDirectory(_ reader: ByteReader, at start: Int) throws -> [String: Range<Int>] {
        let version = try reader.u32(start)
        switch version {
        case 0x0001_0000, 0x7472_7565 /* 'true' */, 0x4F54_544F /* 'OTTO' */:
            break
        case 0x7474_6366 /* 'ttcf' */:
            throw FontError("\(reader.source): a font collection inside a collection")
        default:
            throw FontError("\(reader.source): not a TrueType or OpenType font (bad signature)")
        }
        let count = Int(try reader.u16(start + 4))
        var tables: [String: Range<Int>] = [:]
        for i in 0..<count {
            let record = start + 12 + i * 16
            let tagValue = try reader.u32(record)
            let tag = String(decoding: withUnsafeBytes(of: tagValue.bigEndian) { Array($0) }, as: UTF8.self)
            let offset = Int(try reader.u32(record + 8))
            let length = Int(try reader.u32(record + 12))
            tables[tag] = offset..<(offset + length)
        }
        return tables
    }

    private static func readCharacterMap(_ cmap: ByteReader, source: String) throws -> [UInt32: UInt16] {
        let count = Int(try cmap.u16(2))
        var best: (score: Int, offset: Int)?
        for i in 0..<count {
            let platform = try cmap.u16(4 + i * 8)
            let encoding = try cmap.u16(6 + i * 8)
            let offset = Int(try cmap.u32(8 + i * 8))
            let format = try cmap.u16(offset)
            var score = 0
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): score = 4
            case (3, 1, 4), (0, 3, 4): score = 3
            case (0, _, 4): score = 2
            default: continue
            }
            if score > (best?.score ?? 0) { best = (score, offset) }
        }
        guard let best else { throw FontError("\(source): no Unicode character map (cmap format 4 or 12)") }
        var map: [UInt32: UInt16] = [:]
        let format = try cmap.u16(best.offset)
        if format == 12 {
            let groups = Int(try cmap.u32(best.offset + 12))
            var budget = 0x110000 * 2  // a damaged map must not take forever
            for g in 0..<groups {
                let base = best.offset + 16 + g * 12
                let start = try cmap.u32(base), end = try cmap.u32(base + 4), glyph = try cmap.u32(base + 8)
                guard start <= end, end <= 0x10FFFF else { continue }
                budget -= Int(end - start) + 1
                guard budget >= 0 else { throw FontError("\(source): the character map covers more than Unicode") }
                // Glyph ids past 0xFFFF do not exist (a font has at most 65,535 glyphs): the group
                // maps codes to them only up to there. (Added in 64 bits: a start glyph near
                // 2³² overflowed 32.)
                guard glyph <= UInt32(UInt16.max) else { continue }
                let last = min(UInt64(end), UInt64(start) + UInt64(UInt32(UInt16.max) - glyph))
                for code in start...UInt32(last) {
                    map[code] = UInt16(UInt64(glyph) + UInt64(code - start))
                }
            }
        } else {
            let segments = Int(try cmap.u16(best.offset + 6)) / 2
            let ends = best.offset + 14
            let starts = ends + segments * 2 + 2
            let deltas = starts + segments * 2
            let rangeOffsets = deltas + segments * 2
            // The Basic Multilingual Plane has 65,536 codes: segments that cover them several times
            // over are damaged (32,767 segments each covering the whole plane took 45 s).
            var budget = 0x10000 * 2
            for s in 0..<segments {
                let end = Int(try cmap.u16(ends + s * 2)), start = Int(try cmap.u16(starts + s * 2))
                let delta = Int(try cmap.u16(deltas + s * 2))
                let rangeOffset = Int(try cmap.u16(rangeOffsets + s * 2))
                guard start <= end, end != 0xFFFF || start != 0xFFFF else { continue }
                budget -= end - start + 1
                guard budget >= 0 else { throw FontError("\(source): the character map covers the Basic Multilingual Plane more than twice") }
                for code in start...end where code != 0xFFFF {
                    var glyph: Int
                    if rangeOffset == 0 {
                        glyph = (code + delta) & 0xFFFF
                    } else {
                        let address = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2
                        glyph = Int(try cmap.u16(address))
                        if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                    }
                    if glyph != 0 { map[UInt32(code)] = UInt16(glyph) }
                }
            }
        }
        return map
    }

    private static func readKernTable(_ kern: ByteReader, into pairs: inout [UInt32: Int16]) throws {
        let version = try kern.u16(0)
        guard version == 0 else { return }  // Apple's version-1 kern tables are not read.
        let count = Int(try kern.u16(2))
        var offset = 4
        for _ in 0..<count {
            let length = Int(try kern.u16(offset + 2))
            let coverage = try kern.u16(offset + 4)
            let isHorizontal = coverage & 1 != 0, isMinimum = coverage & 2 != 0, isCrossStream = coverage & 4 != 0
            if coverage >> 8 == 0, isHorizontal, !isMinimum, !isCrossStream {
                let pairCount = Int(try kern.u16(offset + 6))
                for p in 0..<pairCount {
                    let base = offset + 14 + p * 6
                    let key = UInt32(try kern.u16(base)) << 16 | UInt32(try kern.u16(base + 2))
                    pairs[key] = try kern.i16(base + 4)
                }
            }
            guard length > 0 else { break }
            offset += length
        }
    }

    static func readNames(_ reader: ByteReader, _ range: Range<Int>?) throws -> [Int: String] {
        guard let range else { return [:] }
        let name = try reader.slice(range, what: "'name' table")
        let count = Int(try name.u16(2))
        let storage = Int(try name.u16(4))
        var result: [Int: String] = [:]
        for i in 0..<count {
            let base = 6 + i * 12
            let platform = try name.u16(base), encoding = try name.u16(base + 2)
            let id = Int(try name.u16(base + 6))
            let length = Int(try name.u16(base + 8)), offset = Int(try name.u16(base + 10))
            guard [1, 4, 6, 16].contains(id) else { continue }
            let bytes = Array(try name.bytes(storage + offset, length))
            if platform == 3 && (encoding == 1 || encoding == 10) || platform == 0 {
                var units: [UInt16] = []
                for j in stride(from: 0, to: bytes.count - 1, by: 2) { units.append(UInt16(bytes[j]) << 8 | UInt16(bytes[j + 1])) }
                result[id] = String(decoding: units, as: UTF16.self)
            } else if platform == 1, result[id] == nil {
                result[id] = String(decoding: bytes, as: UTF8.self)
            }
        }
        return result
    }
}

/// Where a font keeps its ``ASCIIMetrics`` once looked up.
private final class ASCIICache: Sendable {
    let metrics = Mutex<ASCIIMetrics?>(nil)
}

/// A font's glyphs, advances and kerning for the ASCII characters (see
/// ``FontFile/asciiMetrics``), in design units, indexed by the characters' codes.
final class ASCIIMetrics: Sendable {
    /// The glyph of each code.
    let glyphs: [UInt16]
    /// The advance of each code's glyph.
    let advances: [Int32]
    /// The kerning between the glyphs of two codes: `kerning[left << 7 | right]`.
    let kerning: [Int16]

    init(_ file: FontFile) {
        let glyphs = (0 ..< 128).map { file.glyph(for: Unicode.Scalar(UInt8($0))) }
        self.glyphs = glyphs
        advances = glyphs.map { Int32(file.advance(of: $0)) }
        var kerning = [Int16](repeating: 0, count: 128 * 128)
        for left in 0 ..< 128 {
            for right in 0 ..< 128 {
                kerning[left << 7 | right] = Int16(clamping: file.kerning(between: glyphs[left], and: glyphs[right]))
            }
        }
        self.kerning = kerning
    }
}
