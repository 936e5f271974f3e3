import Foundation

/// The glyph substitutions of a font's `GSUB` table that change advances in Arabic text: the
/// joining forms (`init`, `medi`, `fina`, `isol`: single substitutions, lookup type 1) and the
/// required ligatures (`rlig`, lookup type 4, e.g. lam + alef).
///
/// Only these features are read, from every script's feature list, and only their single and
/// ligature lookups (directly or through extension lookups, type 7); lookup flags are not
/// applied. A damaged table gives an error, and the font then measures without substitutions.
struct GlyphSubstitution: Sendable {
    /// A joining form: which single-substitution feature replaces a letter's glyph.
    enum Form: Int, Sendable, CaseIterable {
        case isolated, initial, medial, final

        var tag: String {
            switch self {
            case .isolated: "isol"
            case .initial: "init"
            case .medial: "medi"
            case .final: "fina"
            }
        }
    }

    /// One ligature: the glyphs after the first, and the glyph that replaces them all.
    struct Ligature: Sendable {
        let rest: [UInt16]
        let glyph: UInt16
    }

    /// `forms[form.rawValue][glyph]`: the glyph that form substitutes.
    private var forms: [[UInt16: UInt16]] = Array(repeating: [:], count: Form.allCases.count)
    /// The required ligatures, by their first glyph, longest first.
    private var ligatures: [UInt16: [Ligature]] = [:]

    /// Whether the font substitutes nothing that these features do.
    var isEmpty: Bool { forms.allSatisfy(\.isEmpty) && ligatures.isEmpty }

    init() {}

    /// The glyph `glyph` becomes in `form` (itself when the font has no such form).
    func glyph(_ glyph: UInt16, in form: Form) -> UInt16 {
        forms[form.rawValue][glyph] ?? glyph
    }

    /// The required ligature starting with `first` whose other glyphs begin `following`, if any.
    func ligature(startingWith first: UInt16, followedBy following: ArraySlice<UInt16>) -> Ligature? {
        ligatures[first]?.first { ligature in
            ligature.rest.count <= following.count && zip(ligature.rest, following).allSatisfy { $0 == $1 }
        }
    }

    /// Reads the table. The work is bounded: the lookups of these five features only, and at
    /// most a million covered glyphs in all (a damaged table could list one range many times).
    init(gsub: ByteReader) throws {
        let featureList = Int(try gsub.u16(6)), lookupList = Int(try gsub.u16(8))
        let featureCount = Int(try gsub.u16(featureList))
        var lookupsByTag: [String: Set<Int>] = [:]
        let wanted = Set(Form.allCases.map(\.tag) + ["rlig"])
        var budget = 1_000_000
        var featureTables = Set<Int>()
        for i in 0..<featureCount {
            let record = featureList + 2 + i * 6
            let tag = String(decoding: try gsub.bytes(record, 4), as: UTF8.self)
            guard wanted.contains(tag) else { continue }
            // Each feature table once, however many records point at it.
            let feature = featureList + Int(try gsub.u16(record + 4))
            guard featureTables.insert(feature).inserted else { continue }
            let count = Int(try gsub.u16(feature + 2))
            budget -= count
            guard budget >= 0 else { throw FontError("\(gsub.source): the GSUB table's features list too many lookups") }
            for j in 0..<count { lookupsByTag[tag, default: []].insert(Int(try gsub.u16(feature + 4 + j * 2))) }
        }
        let lookupCount = Int(try gsub.u16(lookupList))
        for form in Form.allCases {
            for index in (lookupsByTag[form.tag] ?? []).sorted() where index < lookupCount {
                let lookup = lookupList + Int(try gsub.u16(lookupList + 2 + index * 2))
                for (type, subtable) in try Self.subtables(gsub, lookup: lookup, budget: &budget) where type == 1 {
                    try Self.readSingle(gsub, at: subtable, into: &forms[form.rawValue], budget: &budget)
                }
            }
        }
        for index in (lookupsByTag["rlig"] ?? []).sorted() where index < lookupCount {
            let lookup = lookupList + Int(try gsub.u16(lookupList + 2 + index * 2))
            for (type, subtable) in try Self.subtables(gsub, lookup: lookup, budget: &budget) where type == 4 {
                try Self.readLigatures(gsub, at: subtable, into: &ligatures, budget: &budget)
            }
        }
        for key in ligatures.keys { ligatures[key]?.sort { $0.rest.count > $1.rest.count } }
    }

    /// A lookup's subtables with their types, extension lookups (type 7) followed.
    private static func subtables(_ gsub: ByteReader, lookup: Int, budget: inout Int) throws -> [(type: Int, offset: Int)] {
        let type = Int(try gsub.u16(lookup)), count = Int(try gsub.u16(lookup + 4))
        budget -= count + 1  // a damaged table could point many times at one long lookup
        guard budget >= 0 else { throw FontError("\(gsub.source): the lookups are too large") }
        var result: [(Int, Int)] = []
        for i in 0..<count {
            let subtable = lookup + Int(try gsub.u16(lookup + 6 + i * 2))
            if type == 7 {
                guard try gsub.u16(subtable) == 1 else { continue }
                result.append((Int(try gsub.u16(subtable + 2)), subtable + Int(try gsub.u32(subtable + 4))))
            } else {
                result.append((type, subtable))
            }
        }
        return result
    }

    /// The glyphs of a coverage table, in coverage order.
    private static func coverage(_ gsub: ByteReader, at offset: Int, budget: inout Int) throws -> [UInt16] {
        var glyphs: [UInt16] = []
        defer { budget -= glyphs.count }
        switch try gsub.u16(offset) {
        case 1:
            let count = Int(try gsub.u16(offset + 2))
            guard count <= budget else { throw FontError("\(gsub.source): the GSUB table's coverage tables cover too many glyphs") }
            for i in 0..<count { glyphs.append(try gsub.u16(offset + 4 + i * 2)) }
        case 2:
            let count = Int(try gsub.u16(offset + 2))
            budget -= count + 1  // the ranges themselves, even empty ones, cost work
            guard budget >= 0 else { throw FontError("\(gsub.source): the GSUB table's coverage tables cover too many glyphs") }
            for i in 0..<count {
                let start = try gsub.u16(offset + 4 + i * 6), end = try gsub.u16(offset + 6 + i * 6)
                guard start <= end else { continue }
                guard glyphs.count + Int(end - start) < min(65_536, budget) else {
                    throw FontError("\(gsub.source): the GSUB table's coverage tables cover too many glyphs")
                }
                glyphs += Array(start...end)
            }
        default:
            throw FontError("\(gsub.source): unknown coverage format")
        }
        return glyphs
    }

    private static func readSingle(_ gsub: ByteReader, at offset: Int, into map: inout [UInt16: UInt16], budget: inout Int) throws {
        let format = try gsub.u16(offset)
        let covered = try coverage(gsub, at: offset + Int(try gsub.u16(offset + 2)), budget: &budget)
        switch format {
        case 1:
            let delta = Int(try gsub.i16(offset + 4))
            for glyph in covered where map[glyph] == nil { map[glyph] = UInt16(truncatingIfNeeded: Int(glyph) + delta) }
        case 2:
            let count = Int(try gsub.u16(offset + 4))
            for (i, glyph) in covered.enumerated() where i < count && map[glyph] == nil {
                map[glyph] = try gsub.u16(offset + 6 + i * 2)
            }
        default:
            break
        }
    }

    private static func readLigatures(_ gsub: ByteReader, at offset: Int, into map: inout [UInt16: [Ligature]], budget: inout Int) throws {
        guard try gsub.u16(offset) == 1 else { return }
        let covered = try coverage(gsub, at: offset + Int(try gsub.u16(offset + 2)), budget: &budget)
        let setCount = Int(try gsub.u16(offset + 4))
        for (i, first) in covered.enumerated() where i < setCount {
            let set = offset + Int(try gsub.u16(offset + 6 + i * 2))
            let count = Int(try gsub.u16(set))
            budget -= count
            guard budget >= 0 else { throw FontError("\(gsub.source): the GSUB table lists too many ligatures") }
            for j in 0..<count {
                let ligature = set + Int(try gsub.u16(set + 2 + j * 2))
                let glyph = try gsub.u16(ligature)
                let components = Int(try gsub.u16(ligature + 2))
                guard components >= 2 else { continue }
                let rest = try (1..<components).map { try gsub.u16(ligature + 4 + ($0 - 1) * 2) }
                map[first, default: []].append(Ligature(rest: rest, glyph: glyph))
            }
        }
    }
}
