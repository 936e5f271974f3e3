import Foundation

/// Kerning that depends on more than a pair: the `GPOS` `kern` feature's chained-context
/// lookups (type 8, format 3: coverage sequences) whose nested lookups adjust single glyphs'
/// advances (type 1). Arabic fonts such as Noto Sans Arabic kern this way (a hah before a beh
/// moves closer), and HarfBuzz, which Chromium draws with, applies it.
///
/// Only advances are read (`XAdvance`); lookup flags are not applied: the glyphs matched are a
/// run's clusters' first glyphs, so marks are already skipped. A damaged table gives an error
/// and the font then kerns by pairs only.
struct ContextualKerning: Sendable {
    /// One chained-context rule: the glyph classes before, at and after the position, and the
    /// advance changes to the input glyphs it makes.
    struct Rule: Sendable {
        let backtrack: [Set<UInt16>]
        let input: [Set<UInt16>]
        let lookahead: [Set<UInt16>]
        /// For input glyph `sequenceIndex`, the advance each covered glyph gains.
        let adjustments: [(sequenceIndex: Int, advances: [UInt16: Int16])]
    }

    /// The rules of each lookup, lookups in order.
    private var lookups: [[Rule]] = []

    var isEmpty: Bool { lookups.isEmpty }

    init() {}

    /// The advance each glyph of `glyphs` (one font's run, in logical order) gains from the rules.
    func adjustments(_ glyphs: [UInt16]) -> [Int] {
        var result = [Int](repeating: 0, count: glyphs.count)
        for rules in lookups {
            var i = 0
            while i < glyphs.count {
                var step = 1
                for rule in rules where Self.matches(rule, glyphs, at: i) {
                    for (sequenceIndex, advances) in rule.adjustments where i + sequenceIndex < glyphs.count {
                        result[i + sequenceIndex] += Int(advances[glyphs[i + sequenceIndex]] ?? 0)
                    }
                    step = Swift.max(1, rule.input.count)
                    break
                }
                i += step
            }
        }
        return result
    }

    private static func matches(_ rule: Rule, _ glyphs: [UInt16], at i: Int) -> Bool {
        guard i - rule.backtrack.count >= 0, i + rule.input.count + rule.lookahead.count <= glyphs.count else { return false }
        for (k, set) in rule.input.enumerated() where !set.contains(glyphs[i + k]) { return false }
        for (k, set) in rule.backtrack.enumerated() where !set.contains(glyphs[i - 1 - k]) { return false }
        for (k, set) in rule.lookahead.enumerated() where !set.contains(glyphs[i + rule.input.count + k]) { return false }
        return true
    }

    /// Reads the `kern` feature's chained-context lookups. The work is bounded: at most a
    /// million coverage entries and rules in all.
    init(gpos: ByteReader) throws {
        let featureList = Int(try gpos.u16(6)), lookupList = Int(try gpos.u16(8))
        var indices = Set<Int>(), featureTables = Set<Int>()
        var budget = 1_000_000
        for f in 0 ..< Int(try gpos.u16(featureList)) {
            let record = featureList + 2 + f * 6
            guard try gpos.u32(record) == 0x6B65_726E /* 'kern' */ else { continue }
            // Each feature table once, however many records point at it (10,000 did).
            let feature = featureList + Int(try gpos.u16(record + 4))
            guard featureTables.insert(feature).inserted else { continue }
            let count = Int(try gpos.u16(feature + 2))
            budget -= count
            guard budget >= 0 else { throw FontError("\(gpos.source): the GPOS table's 'kern' features list too many lookups") }
            for i in 0 ..< count { indices.insert(Int(try gpos.u16(feature + 4 + i * 2))) }
        }
        let lookupCount = Int(try gpos.u16(lookupList))
        func lookupOffset(_ index: Int) throws -> Int { lookupList + Int(try gpos.u16(lookupList + 2 + index * 2)) }
        for index in indices.sorted() where index < lookupCount {
            var rules: [Rule] = []
            for (type, subtable) in try Self.subtables(gpos, lookup: try lookupOffset(index), budget: &budget) where type == 8 {
                guard try gpos.u16(subtable) == 3 else { continue }
                var at = subtable + 2
                func coverages() throws -> [Set<UInt16>] {
                    let count = Int(try gpos.u16(at))
                    defer { at += 2 + count * 2 }
                    return try (0 ..< count).map { try Self.coverage(gpos, at: subtable + Int(try gpos.u16(at + 2 + $0 * 2)), budget: &budget) }
                }
                let backtrack = try coverages(), input = try coverages(), lookahead = try coverages()
                var adjustments: [(Int, [UInt16: Int16])] = []
                for r in 0 ..< Int(try gpos.u16(at)) {
                    let sequenceIndex = Int(try gpos.u16(at + 2 + r * 4)), nested = Int(try gpos.u16(at + 4 + r * 4))
                    guard nested < lookupCount, sequenceIndex < input.count else { continue }
                    var advances: [UInt16: Int16] = [:]
                    for (nestedType, single) in try Self.subtables(gpos, lookup: try lookupOffset(nested), budget: &budget) where nestedType == 1 {
                        try Self.readSingle(gpos, at: single, into: &advances, budget: &budget)
                    }
                    if !advances.isEmpty { adjustments.append((sequenceIndex, advances)) }
                }
                budget -= 1
                guard budget >= 0 else { throw FontError("\(gpos.source): the GPOS table's contextual kerning is too large") }
                if !adjustments.isEmpty, !input.isEmpty {
                    rules.append(Rule(backtrack: backtrack, input: input, lookahead: lookahead, adjustments: adjustments))
                }
            }
            if !rules.isEmpty { lookups.append(rules) }
        }
    }

    /// A lookup's subtables with their types, extension lookups (type 9) followed.
    private static func subtables(_ gpos: ByteReader, lookup: Int, budget: inout Int) throws -> [(type: Int, offset: Int)] {
        let type = Int(try gpos.u16(lookup)), count = Int(try gpos.u16(lookup + 4))
        budget -= count + 1  // a damaged table could point many times at one long lookup
        guard budget >= 0 else { throw FontError("\(gpos.source): the lookups are too large") }
        var result: [(Int, Int)] = []
        for i in 0 ..< count {
            let subtable = lookup + Int(try gpos.u16(lookup + 6 + i * 2))
            if type == 9 {
                guard try gpos.u16(subtable) == 1 else { continue }
                result.append((Int(try gpos.u16(subtable + 2)), subtable + Int(try gpos.u32(subtable + 4))))
            } else {
                result.append((type, subtable))
            }
        }
        return result
    }

    private static func coverage(_ gpos: ByteReader, at offset: Int, budget: inout Int) throws -> Set<UInt16> {
        var glyphs = Set<UInt16>()
        let count = Int(try gpos.u16(offset + 2))
        budget -= count + 1
        guard budget >= 0 else { throw FontError("\(gpos.source): the GPOS table's coverage tables are too large") }
        switch try gpos.u16(offset) {
        case 1:
            for i in 0 ..< count { glyphs.insert(try gpos.u16(offset + 4 + i * 2)) }
        case 2:
            for i in 0 ..< count {
                let start = try gpos.u16(offset + 4 + i * 6), end = try gpos.u16(offset + 6 + i * 6)
                guard start <= end else { continue }
                budget -= Int(end - start)
                guard budget >= 0 else { throw FontError("\(gpos.source): the GPOS table's coverage tables are too large") }
                glyphs.formUnion(start ... end)
            }
        default:
            throw FontError("\(gpos.source): unknown coverage format")
        }
        return glyphs
    }

    /// A single adjustment's advance changes (`XAdvance` of its value records).
    private static func readSingle(_ gpos: ByteReader, at offset: Int, into advances: inout [UInt16: Int16], budget: inout Int) throws {
        let format = try gpos.u16(offset), valueFormat = Int(try gpos.u16(offset + 4))
        guard valueFormat & 0x4 != 0 else { return }
        let covered = try coverage(gpos, at: offset + Int(try gpos.u16(offset + 2)), budget: &budget)
        let size = valueFormat.nonzeroBitCount * 2, advanceAt = (valueFormat & 0x3).nonzeroBitCount * 2
        // Coverage order is glyph order for the value records of format 2.
        for (i, glyph) in covered.sorted().enumerated() where advances[glyph] == nil {
            switch format {
            case 1: advances[glyph] = try gpos.i16(offset + 6 + advanceAt)
            case 2:
                guard i < Int(try gpos.u16(offset + 6)) else { break }
                advances[glyph] = try gpos.i16(offset + 8 + i * size + advanceAt)
            default: return
            }
        }
    }
}
