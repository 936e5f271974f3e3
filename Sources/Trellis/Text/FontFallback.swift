import Foundation

/// The fonts a text falls back to for the characters its own font lacks: the library's
/// ``FontLibrary/fallbackFamilies`` that are installed, in the text's weight and slant. They
/// are looked up only when a character needs them, so text its font covers costs nothing more.
struct FontFallback: Sendable {
    let library: FontLibrary?
    let bold: Bool
    let italic: Bool

    /// No fallback: characters the font lacks measure as its missing-glyph box.
    static let none = FontFallback(library: nil, bold: false, italic: false)

    /// How many fallback families there are to try.
    var count: Int { library?.fallbackFamilies.count ?? 0 }

    /// The font of fallback family `index`, if installed (read on first use, then kept by the
    /// library).
    func file(_ index: Int) -> FontFile? { library?.fallbackFile(index, bold: bold, italic: italic) }
}

/// Text measured a grapheme cluster at a time, each cluster in the first font that has all its
/// glyphs: the text's own font, else the fallbacks in order; a cluster shown as an emoji prefers
/// a colour (emoji) font. Within a font's run, Arabic letters take their joining forms and
/// required ligatures (``ArabicJoining``, ``GlyphSubstitution``); combining marks and ignorable
/// scalars take no advance; an emoji drawn in colour is one glyph, however many scalars make it
/// (a family joined by zero-width joiners, a flag). Kerning applies between clusters of one font.
struct ShapedClusters {
    /// `prefix[i]`: the width of clusters `0..<i`, kerning included.
    var prefix: [CGFloat]
    /// `kernBefore[i]`: the kerning between cluster `i - 1` and cluster `i`.
    var kernBefore: [CGFloat]
    /// The fallback fonts the text uses, in the order first used.
    var fallbacks: [FontFile] = []
    /// The font of each cluster: 0 the text's own, `k` the fallback `fallbacks[k - 1]`. Empty
    /// when every cluster is in the text's own font.
    var faceOfCluster: [Int] = []
    /// The clusters no font covers, each once, in order: measured as the font's missing-glyph box.
    var uncovered: [Character] = []

    init(_ characters: [Character], face: FontFace, fallback: FontFallback, size: CGFloat, digitAdvance: CGFloat?) {
        let count = characters.count
        prefix = [CGFloat](repeating: 0, count: count + 1)
        kernBefore = [CGFloat](repeating: 0, count: count)
        guard case let .file(primary) = face else {
            // The square test model covers everything.
            var total: CGFloat = 0
            for (i, character) in characters.enumerated() {
                let digit = character.isASCII && character.isWholeNumber ? digitAdvance : nil
                total += digit ?? TextShaper.measure(character, face: face, size: size).width
                prefix[i + 1] = total
            }
            return
        }
        let faces = chooseFonts(characters, primary: primary, fallback: fallback)
        let files = [primary] + fallbacks
        let forms = ArabicJoining.hasJoiningLetters(characters) ? ArabicJoining.forms(characters, faces: faces) : nil

        // The glyphs of each cluster, and whether each takes an advance: kept for the whole text
        // only when Arabic letters join (forms and ligatures look at neighbours); otherwise read
        // a cluster at a time into one buffer, so that a long text needs no array per cluster.
        var glyphs: [[Glyph]]? = forms.map { forms in
            characters.indices.map { i in
                var list: [Glyph] = []
                Self.glyphs(of: characters[i], in: files[faces[i]], form: forms[i], into: &list)
                return list
            }
        }
        // Required ligatures between a letter and the next (lam + alef): the first cluster
        // takes the ligature, the second no advance.
        if var joined = glyphs {
            for i in 0 ..< Swift.max(0, count - 1) where faces[i] == faces[i + 1] {
                let file = files[faces[i]]
                guard !file.substitution.isEmpty, let first = joined[i].first, let second = joined[i + 1].first,
                      let ligature = file.substitution.ligature(startingWith: first.glyph, followedBy: [second.glyph]),
                      ligature.rest.count == 1 else { continue }
                joined[i][0].glyph = ligature.glyph
                joined[i + 1][0].advances = false
            }
            glyphs = joined
        }

        let contextual = glyphs.map { Self.contextualKerning($0, faces: faces, files: files) }
        var scratch: [Glyph] = []
        var total: CGFloat = 0
        var previous: (glyph: UInt16, face: Int)?
        for (i, character) in characters.enumerated() {
            let file = files[faces[i]]
            let scale = size / CGFloat(file.unitsPerEm)
            var width: CGFloat = 0
            if glyphs == nil { Self.glyphs(of: character, in: file, form: nil, into: &scratch) }
            let list = glyphs?[i] ?? scratch
            if let digitAdvance, character.isASCII, character.isWholeNumber {
                width = digitAdvance
                previous = nil
            } else if file.hasColorGlyphs, Graphemes.prefersEmoji(character), let first = list.first {
                width = CGFloat(file.advance(of: first.glyph)) * scale
                previous = nil
            } else {
                var last: UInt16?
                for (glyph, advances) in list where advances {
                    if let last { width += CGFloat(file.kerning(between: last, and: glyph)) * scale }
                    width += CGFloat(file.advance(of: glyph)) * scale
                    if last == nil, let previous, previous.face == faces[i] {
                        kernBefore[i] = CGFloat(file.kerning(between: previous.glyph, and: glyph)) * scale
                    }
                    last = glyph
                }
                if let last { previous = (last, faces[i]) } else if !list.isEmpty { previous = nil }
            }
            if let contextual { width += CGFloat(contextual[i]) * scale }
            total += width + kernBefore[i]
            prefix[i + 1] = total
        }
    }

    /// A glyph of a cluster, and whether it takes an advance (a combining mark does not).
    typealias Glyph = (glyph: UInt16, advances: Bool)

    /// The glyphs of `character` in `file` (ignorable scalars left out), its letter in `form`.
    private static func glyphs(of character: Character, in file: FontFile, form: GlyphSubstitution.Form?, into list: inout [Glyph]) {
        list.removeAll(keepingCapacity: true)
        for (k, scalar) in character.unicodeScalars.enumerated() where !Graphemes.isIgnorable(scalar) {
            var glyph = file.glyph(for: scalar)
            if list.isEmpty, let form { glyph = file.substitution.glyph(glyph, in: form) }
            list.append((glyph, !(k > 0 && Graphemes.isCombiningMark(scalar))))
        }
    }

    /// The advance each cluster gains from its font's contextual kerning, applied to each run of
    /// one font's clusters (their first glyphs: marks are skipped, as the fonts' lookups ask).
    private static func contextualKerning(_ glyphs: [[Glyph]], faces: [Int], files: [FontFile]) -> [Int] {
        var result = [Int](repeating: 0, count: glyphs.count)
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count, faces[end] == faces[start] { end += 1 }
            let file = files[faces[start]]
            if !file.contextualKerning.isEmpty {
                let run = (start ..< end).filter { glyphs[$0].first?.advances == true }
                for (k, gain) in file.contextualKerning.adjustments(run.map { glyphs[$0][0].glyph }).enumerated() { result[run[k]] += gain }
            }
            start = end
        }
        return result
    }

    /// The font of each cluster (see ``faceOfCluster``), recording the fallbacks used and the
    /// clusters no font covers.
    private mutating func chooseFonts(_ characters: [Character], primary: FontFile, fallback: FontFallback) -> [Int] {
        var faces = [Int](repeating: 0, count: characters.count)
        var loaded: [Int: FontFile?] = [:]
        /// Fallback `k`, read only when a character gets that far down the list.
        func candidate(_ k: Int) -> FontFile? {
            if let known = loaded[k] { return known }
            let file = fallback.file(k)
            loaded[k] = file
            return file
        }
        var used: [Int: Int] = [:]  // candidate index → face index
        var reported = Set<Character>()
        for (i, character) in characters.enumerated() where !Graphemes.needsNoGlyph(character) {
            let emoji = Graphemes.prefersEmoji(character)
            let primaryCovers = Graphemes.font(primary, covers: character)
            if primaryCovers, !emoji { continue }
            let colour = emoji ? (0 ..< fallback.count).first { k in
                candidate(k).map { $0.hasColorGlyphs && Graphemes.font($0, covers: character) } ?? false
            } : nil
            let plain = primaryCovers ? nil : (0 ..< fallback.count).first { k in
                candidate(k).map { Graphemes.font($0, covers: character) } ?? false
            }
            guard let found = colour ?? plain, let file = candidate(found) else {
                if !primaryCovers, reported.insert(character).inserted { uncovered.append(character) }
                continue
            }
            if let index = used[found] {
                faces[i] = index
            } else {
                fallbacks.append(file)
                used[found] = fallbacks.count
                faces[i] = fallbacks.count
            }
        }
        if !fallbacks.isEmpty { faceOfCluster = faces }
        return faces
    }
}
