import Foundation

/// Pair kerning of a font: an ordered list of subtables, as OpenType applies them — the first
/// subtable that covers the left glyph decides.
struct Kerning: Sendable {
    private enum Subtable: Sendable {
        /// Explicit pairs (`kern` format 0, GPOS PairPos format 1), keyed left << 16 | right.
        case pairs(covered: Set<UInt16>?, values: [UInt32: Int16])
        /// Class pairs (GPOS PairPos format 2).
        case classes(covered: Set<UInt16>, left: [UInt16: UInt16], right: [UInt16: UInt16], rightCount: Int, values: [Int16])
    }

    private var subtables: [Subtable] = []
    private(set) var fromGPOS = false

    var isEmpty: Bool { subtables.isEmpty }

    init() {}

    init(pairs: [UInt32: Int16]) {
        subtables = [.pairs(covered: nil, values: pairs)]
    }

    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        for subtable in subtables {
            switch subtable {
            case let .pairs(covered, values):
                if let value = values[UInt32(left) << 16 | UInt32(right)] { return Int(value) }
                if let covered, covered.contains(left) { continue }
            case let .classes(covered, leftClasses, rightClasses, rightCount, values):
                guard covered.contains(left) else { continue }
                let c1 = Int(leftClasses[left] ?? 0), c2 = Int(rightClasses[right] ?? 0)
                let index = c1 * rightCount + c2
                return index < values.count ? Int(values[index]) : 0
            }
        }
        return 0
    }

    /// Reads the pair-adjustment lookups of the GPOS `kern` feature (any script).
    init(gpos: ByteReader) throws {
        fromGPOS = true
        let featureList = Int(try gpos.u16(6)), lookupList = Int(try gpos.u16(8))
        var lookupIndices: [Int] = []
        let featureCount = Int(try gpos.u16(featureList))
        // A font's file is untrusted: every table below is read once however many records point
        // at it, and what is read is bounded (10,000 'kern' records sharing one table of 65,535
        // lookups took over 6 GB).
        var featureTables = Set<Int>()
        var budget = Self.entryBudget
        for f in 0..<featureCount {
            let record = featureList + 2 + f * 6
            guard try gpos.u32(record) == 0x6B65_726E /* 'kern' */ else { continue }
            let feature = featureList + Int(try gpos.u16(record + 4))
            guard featureTables.insert(feature).inserted else { continue }
            let count = Int(try gpos.u16(feature + 2))
            try Self.spend(count, from: &budget, gpos, "its 'kern' features list")
            for i in 0..<count { lookupIndices.append(Int(try gpos.u16(feature + 4 + i * 2))) }
        }
        var seen = Set<Int>()
        // Pairs and class-matrix cells over all subtables: real fonts have up to some hundred
        // thousand; crafted ones could list billions.
        var pairBudget = 1 << 23
        let lookupCount = Int(try gpos.u16(lookupList))
        for index in lookupIndices.sorted() where seen.insert(index).inserted && index < lookupCount {
            let lookup = lookupList + Int(try gpos.u16(lookupList + 2 + index * 2))
            var type = try gpos.u16(lookup)
            let subtableCount = Int(try gpos.u16(lookup + 4))
            for s in 0..<subtableCount {
                var subtable = lookup + Int(try gpos.u16(lookup + 6 + s * 2))
                if type == 9 {  // extension: the real subtable is further on
                    type = try gpos.u16(subtable + 2)
                    subtable += Int(try gpos.u32(subtable + 4))
                }
                guard type == 2 else { continue }
                try readPairAdjustment(gpos, at: subtable, budget: &pairBudget)
            }
        }
    }

    /// How many entries (lookup indices, covered glyphs, classed glyphs) one table may list:
    /// a font has at most 65,535 glyphs, so a table that lists more repeats itself or overlaps,
    /// which the specification does not allow. Generous for real fonts, bounded for crafted ones.
    private static let entryBudget = 1 << 17

    /// Takes `count` entries from `budget`, or throws when the table lists too many.
    private static func spend(_ count: Int, from budget: inout Int, _ r: ByteReader, _ what: String) throws {
        budget -= count
        guard budget >= 0 else { throw FontError("\(r.source): GPOS \(what) lists more entries than a font has glyphs") }
    }

    private static func valueSize(_ format: UInt16) -> Int { format.nonzeroBitCount * 2 }

    /// The x-advance of the first value record, in design units (0 when absent).
    private static func xAdvance(_ r: ByteReader, at offset: Int, format: UInt16) throws -> Int16 {
        guard format & 0x4 != 0 else { return 0 }
        let before = (format & 0x3).nonzeroBitCount * 2
        return try r.i16(offset + before)
    }

    private mutating func readPairAdjustment(_ r: ByteReader, at table: Int, budget: inout Int) throws {
        let format = try r.u16(table)
        let covered = try Self.coverage(r, at: table + Int(try r.u16(table + 2)))
        let format1 = try r.u16(table + 4), format2 = try r.u16(table + 6)
        let size1 = Self.valueSize(format1), size2 = Self.valueSize(format2)
        switch format {
        case 1:
            let setCount = Int(try r.u16(table + 8))
            var values: [UInt32: Int16] = [:]
            for (index, first) in covered.enumerated() where index < setCount {
                let set = table + Int(try r.u16(table + 10 + index * 2))
                let count = Int(try r.u16(set))
                try Self.spend(count, from: &budget, r, "pair adjustments")
                for p in 0..<count {
                    let record = set + 2 + p * (2 + size1 + size2)
                    let second = try r.u16(record)
                    let value = try Self.xAdvance(r, at: record + 2, format: format1)
                    let key = UInt32(first) << 16 | UInt32(second)
                    if values[key] == nil { values[key] = value }
                }
            }
            subtables.append(.pairs(covered: Set(covered), values: values))
        case 2:
            let left = try Self.classes(r, at: table + Int(try r.u16(table + 8)))
            let right = try Self.classes(r, at: table + Int(try r.u16(table + 10)))
            let leftCount = Int(try r.u16(table + 12)), rightCount = Int(try r.u16(table + 14))
            guard leftCount * rightCount <= 1 << 22 else { throw FontError("\(r.source): GPOS class table too large") }
            try Self.spend(leftCount * rightCount, from: &budget, r, "pair adjustments")
            var values: [Int16] = []
            values.reserveCapacity(leftCount * rightCount)
            for c1 in 0..<leftCount {
                for c2 in 0..<rightCount {
                    let record = table + 16 + (c1 * rightCount + c2) * (size1 + size2)
                    values.append(try Self.xAdvance(r, at: record, format: format1))
                }
            }
            subtables.append(.classes(covered: Set(covered), left: left, right: right, rightCount: rightCount, values: values))
        default:
            return
        }
    }

    /// The glyphs a coverage table lists, in coverage-index order.
    private static func coverage(_ r: ByteReader, at table: Int) throws -> [UInt16] {
        let format = try r.u16(table)
        let count = Int(try r.u16(table + 2))
        var glyphs: [UInt16] = []
        var budget = entryBudget
        switch format {
        case 1:
            for i in 0..<count { glyphs.append(try r.u16(table + 4 + i * 2)) }
        case 2:
            for i in 0..<count {
                let start = try r.u16(table + 4 + i * 6), end = try r.u16(table + 6 + i * 6)
                guard start <= end else { continue }
                try spend(Int(end - start) + 1, from: &budget, r, "coverage table")
                glyphs.append(contentsOf: start...end)
            }
        default:
            throw FontError("\(r.source): unknown GPOS coverage format \(format)")
        }
        return glyphs
    }

    /// A class definition table: glyph → class (glyphs not listed are class 0).
    private static func classes(_ r: ByteReader, at table: Int) throws -> [UInt16: UInt16] {
        let format = try r.u16(table)
        var classes: [UInt16: UInt16] = [:]
        switch format {
        case 1:
            let start = Int(try r.u16(table + 2)), count = Int(try r.u16(table + 4))
            for i in 0..<count where start + i <= Int(UInt16.max) {
                classes[UInt16(start + i)] = try r.u16(table + 6 + i * 2)
            }
        case 2:
            let count = Int(try r.u16(table + 2))
            var budget = entryBudget
            for i in 0..<count {
                let start = try r.u16(table + 4 + i * 6), end = try r.u16(table + 6 + i * 6)
                let value = try r.u16(table + 8 + i * 6)
                guard start <= end else { continue }
                try spend(Int(end - start) + 1, from: &budget, r, "class definition table")
                for glyph in start...end { classes[glyph] = value }
            }
        default:
            throw FontError("\(r.source): unknown GPOS class definition format \(format)")
        }
        return classes
    }
}
