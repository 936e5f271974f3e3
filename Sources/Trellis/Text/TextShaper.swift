import Foundation

/// One string measured in one font at one size: per-character advances with kerning, and
/// where lines may break. Built once per (string, face, size); every width asked of it is a
/// prefix-sum subtraction, so breaking the same text at many widths stays cheap.
final class TextShaper: Sendable {
    let characters: [Character]
    /// `prefix[i]` is the width of characters `0..<i` including the kerning between them.
    let prefix: [CGFloat]
    /// `kernBefore[i]` is the kerning between character `i - 1` and character `i`.
    let kernBefore: [CGFloat]
    /// Whether a line may break after character `i` (a soft break opportunity).
    let breakAfter: [Bool]
    /// Whether character `i` is a mandatory line break (a newline).
    let isNewline: [Bool]
    let isSpace: [Bool]
    /// `contentEnd[i]`: the end of characters `0..<i` without the spaces and newlines that end
    /// them (a run of spaces is trimmed in one look-up, not a walk back per width asked: a
    /// megabyte of spaces broke into lines in quadratic time).
    let contentEnd: [Int]
    /// The text's codes, when it is ASCII and was measured from the font's ASCII tables: a
    /// shaper of the same text at another size is then measured from them (``resized(to:)``).
    let asciiCodes: [UInt8]?
    let metrics: LineMetrics
    let ellipsisWidth: CGFloat
    let face: FontFace
    let size: CGFloat

    /// Whether digits take one common advance, the widest digit's (`monospacedDigit()`).
    let tabularDigits: Bool
    /// The vertical metrics at 1 pt that replace the face's (SF's, for a font standing in for
    /// the system font), or `nil`: the face's.
    let lineMetricsPerPoint: LineMetrics?
    /// Whether each character's advance takes SF's tracking for the size, as text in the system
    /// font does on Apple's platforms, with the display correction of a stand-in face
    /// (``SystemFontMetrics/tracking(size:face:)``): the shaper of a font standing in for SF.
    let usesSystemTracking: Bool
    /// SF's extra width at the text's weight over the stand-in face's, per point of size
    /// (``SystemFontMetrics/weightCorrection(weight:face:)``), added with SF's tracking.
    let weightTracking: CGFloat
    /// The fonts for characters `face` lacks, and what the text took from them.
    let fallback: FontFallback
    /// The fallback fonts used, the font of each character and the characters no font covers
    /// (see ``ShapedClusters``); all empty for ASCII text.
    let fallbacksUsed: [FontFile]
    let faceOfCharacter: [Int]
    let uncovered: [Character]

    /// - Parameter usesASCIITables: Whether ASCII text is measured from the font's ASCII
    ///   tables (``FontFile/asciiMetrics``), which gives the same numbers as the general path
    ///   in a fraction of the time; tests turn it off to compare the two.
    init(
        _ string: String, face: FontFace, size: CGFloat, tabularDigits: Bool = false, fallback: FontFallback = .none,
        usesASCIITables: Bool = true, lineMetricsPerPoint: LineMetrics? = nil, usesSystemTracking: Bool = false,
        weightTracking: CGFloat = 0
    ) {
        self.face = face
        self.size = size
        self.tabularDigits = tabularDigits
        self.lineMetricsPerPoint = lineMetricsPerPoint
        self.usesSystemTracking = usesSystemTracking
        self.weightTracking = weightTracking
        let tracking = Self.systemTracking(size: size, face: face, uses: usesSystemTracking, weight: weightTracking)
        self.fallback = fallback
        let digitAdvance = tabularDigits ? Self.widestDigit(face: face, size: size) : nil
        metrics = lineMetricsPerPoint?.scaled(by: size) ?? face.metrics(size: size)
        ellipsisWidth = Self.measure("…", face: face, size: size).width + tracking
        if usesASCIITables, let codes = Self.asciiCodes(string) {
            // Each code is a character: measured from the font's ASCII tables, with what the
            // general path below would compute, number for number.
            asciiCodes = codes
            (fallbacksUsed, faceOfCharacter, uncovered) = ([], [], [])
            characters = codes.map { Character(Unicode.Scalar($0)) }
            (prefix, kernBefore) = Self.measure(ascii: codes, face: face, size: size, digitAdvance: digitAdvance, tracking: tracking)
            isNewline = codes.map(Self.isNewline)
            isSpace = codes.map { $0 == 0x09 || $0 == 0x20 }
            contentEnd = Self.contentEnds(isSpace: isSpace, isNewline: isNewline)
            breakAfter = LineBreaking.opportunities(ascii: codes)
            return
        }
        let characters = Array(string)
        self.characters = characters
        asciiCodes = nil

        // A cluster at a time, in the font that covers it (see ShapedClusters), SF's tracking
        // (when the font stands in for it) after each character but those of cursive scripts.
        let shaped = ShapedClusters(characters, face: face, fallback: fallback, size: size, digitAdvance: digitAdvance)
        prefix = tracking == 0 ? shaped.prefix : Self.tracking(shaped.prefix, by: tracking, characters: characters)
        kernBefore = shaped.kernBefore
        (fallbacksUsed, faceOfCharacter, uncovered) = (shaped.fallbacks, shaped.faceOfCluster, shaped.uncovered)
        isNewline = characters.map(\.isNewline)
        isSpace = characters.map { $0.isWhitespace && !$0.isNewline }
        contentEnd = Self.contentEnds(isSpace: isSpace, isNewline: isNewline)
        breakAfter = LineBreaking.opportunities(characters)
    }

    /// A shaper of characters measured elsewhere: styled runs, each measured in its own font
    /// (``TextShaper/init(runs:)``), whose line metrics are those of the tallest run.
    /// `usesSystemTracking` is the first run's: a truncated line, drawn in the first run's
    /// style, is measured with it.
    init(
        measured characters: [Character], prefix: [CGFloat], kernBefore: [CGFloat], metrics: LineMetrics, face: FontFace, size: CGFloat,
        usesSystemTracking: Bool = false, weightTracking: CGFloat = 0, fallbacksUsed: [FontFile] = [], uncovered: [Character] = []
    ) {
        self.characters = characters
        fallback = .none
        self.fallbacksUsed = fallbacksUsed
        faceOfCharacter = []
        self.uncovered = uncovered
        lineMetricsPerPoint = nil
        self.usesSystemTracking = usesSystemTracking
        self.weightTracking = weightTracking
        self.prefix = prefix
        self.kernBefore = kernBefore
        self.metrics = metrics
        self.face = face
        self.size = size
        tabularDigits = false
        asciiCodes = nil
        ellipsisWidth = Self.measure("…", face: face, size: size).width
            + Self.systemTracking(size: size, face: face, uses: usesSystemTracking, weight: weightTracking)
        isNewline = characters.map(\.isNewline)
        isSpace = characters.map { $0.isWhitespace && !$0.isNewline }
        contentEnd = Self.contentEnds(isSpace: isSpace, isNewline: isNewline)
        breakAfter = LineBreaking.opportunities(characters)
    }

    /// ``contentEnd`` for characters with these spaces and newlines.
    private static func contentEnds(isSpace: [Bool], isNewline: [Bool]) -> [Int] {
        var ends = [Int](repeating: 0, count: isSpace.count + 1)
        for i in isSpace.indices { ends[i + 1] = isSpace[i] || isNewline[i] ? ends[i] : i + 1 }
        return ends
    }

    /// Advances and kerning of ASCII `codes` at `size`: the prefix sums and the kerning before
    /// each character, from the font's ASCII tables (or the square test model), `tracking`
    /// added after each character.
    private static func measure(
        ascii codes: [UInt8], face: FontFace, size: CGFloat, digitAdvance: CGFloat?, tracking: CGFloat
    ) -> (prefix: [CGFloat], kernBefore: [CGFloat]) {
        var prefix = [CGFloat](repeating: 0, count: codes.count + 1)
        var kernBefore = [CGFloat](repeating: 0, count: codes.count)
        var total: CGFloat = 0
        if case let .file(file) = face {
            let ascii = file.asciiMetrics, unitsPerEm = CGFloat(file.unitsPerEm), scale = size / unitsPerEm
            var previous: Int?
            for (i, code) in codes.enumerated() {
                let code = Int(code)
                let width: CGFloat
                if let digitAdvance, Self.isDigit(code) {
                    width = digitAdvance
                    previous = nil
                } else {
                    width = CGFloat(ascii.advances[code]) * scale
                    if let previous { kernBefore[i] = CGFloat(ascii.kerning[previous << 7 | code]) * size / unitsPerEm }
                    previous = code
                }
                total += width + kernBefore[i] + tracking
                prefix[i + 1] = total
            }
        } else {
            // The square test model: every ASCII character is a square, unkerned.
            for i in codes.indices {
                total += digitAdvance.flatMap { Self.isDigit(Int(codes[i])) ? $0 : nil } ?? size
                prefix[i + 1] = total
            }
        }
        return (prefix, kernBefore)
    }

    /// The space added after each character at `size` of a shaper standing in for the system
    /// font (`uses`): SF's tracking, the stand-in's display correction and `weight` (per point)
    /// times the size; none otherwise.
    static func systemTracking(size: CGFloat, face: FontFace, uses: Bool, weight: CGFloat) -> CGFloat {
        guard uses else { return 0 }
        let extra = weight * size
        return SystemFontMetrics.tracking(size: size, face: face) + (extra.isFinite ? extra : 0)
    }

    /// `prefix` (the widths of the first 0, 1, … characters) with `tracking` after each
    /// character that takes letter spacing (``CursiveScripts/tracked(_:)``).
    static func tracking(_ prefix: [CGFloat], by tracking: CGFloat, characters: [Character]) -> [CGFloat] {
        guard let tracked = CursiveScripts.tracked(characters) else {
            return prefix.enumerated().map { $1 + tracking * CGFloat($0) }
        }
        var spaced = prefix, added: CGFloat = 0
        for index in tracked.indices {
            if tracked[index] { added += tracking }
            spaced[index + 1] += added
        }
        return spaced
    }

    /// The space this shaper adds after each character when drawn at `size`.
    func systemTracking(size: CGFloat) -> CGFloat {
        Self.systemTracking(size: size, face: face, uses: usesSystemTracking, weight: weightTracking)
    }

    /// The same text in the same face at `size`. For ASCII text only the advances are measured
    /// again: the characters, breaks and spaces do not depend on the size, and are shared (a
    /// `minimumScaleFactor` search measures the text at a dozen sizes: a 10 MB text took 87 s).
    /// The numbers are those a new shaper at `size` gives.
    func resized(to size: CGFloat) -> TextShaper {
        guard let codes = asciiCodes else {
            return TextShaper(
                String(characters), face: face, size: size, tabularDigits: tabularDigits, fallback: fallback,
                lineMetricsPerPoint: lineMetricsPerPoint, usesSystemTracking: usesSystemTracking, weightTracking: weightTracking)
        }
        return TextShaper(resizing: self, codes: codes, to: size)
    }

    private init(resizing base: TextShaper, codes: [UInt8], to size: CGFloat) {
        face = base.face
        self.size = size
        tabularDigits = base.tabularDigits
        fallback = base.fallback
        (fallbacksUsed, faceOfCharacter, uncovered) = ([], [], [])
        lineMetricsPerPoint = base.lineMetricsPerPoint
        usesSystemTracking = base.usesSystemTracking
        weightTracking = base.weightTracking
        let tracking = Self.systemTracking(size: size, face: face, uses: usesSystemTracking, weight: weightTracking)
        metrics = lineMetricsPerPoint?.scaled(by: size) ?? face.metrics(size: size)
        ellipsisWidth = Self.measure("…", face: face, size: size).width + tracking
        let digitAdvance = tabularDigits ? Self.widestDigit(face: face, size: size) : nil
        (prefix, kernBefore) = Self.measure(ascii: codes, face: face, size: size, digitAdvance: digitAdvance, tracking: tracking)
        asciiCodes = codes
        characters = base.characters
        isNewline = base.isNewline
        isSpace = base.isSpace
        contentEnd = base.contentEnd
        breakAfter = base.breakAfter
    }

    /// The string's UTF-8 code units when each is a character of its own: every one ASCII, and
    /// no carriage return before a line feed (the pair is one character). `nil` otherwise.
    static func asciiCodes(_ string: String) -> [UInt8]? {
        var codes: [UInt8] = []
        codes.reserveCapacity(string.utf8.count)
        var previous: UInt8 = 0
        for code in string.utf8 {
            if code >= 0x80 || (previous == 0x0D && code == 0x0A) { return nil }
            codes.append(code)
            previous = code
        }
        return codes
    }

    static func isDigit(_ code: Int) -> Bool { code >= 0x30 && code <= 0x39 }

    /// Whether an ASCII code is a line break (`Character.isNewline`: LF, VT, FF, CR).
    static func isNewline(_ code: UInt8) -> Bool { code >= 0x0A && code <= 0x0D }

    /// The advance of one character (its scalars' glyphs, kerned together) and its first and
    /// last glyphs.
    static func measure(_ character: Character, face: FontFace, size: CGFloat) -> (width: CGFloat, first: UInt16?, last: UInt16?) {
        switch face {
        case .squares:
            // Zero-width scalars (combining marks, joiners) add nothing, as in Ahem.
            return (character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark ? 0 : size } ?? 0, 0, 0)
        case let .file(file):
            let scale = size / CGFloat(file.unitsPerEm)
            var width: CGFloat = 0
            var first: UInt16?, last: UInt16?
            for scalar in character.unicodeScalars {
                let glyph = file.glyph(for: scalar)
                if let last { width += CGFloat(file.kerning(between: last, and: glyph)) * scale }
                width += CGFloat(file.advance(of: glyph)) * scale
                if first == nil { first = glyph }
                last = glyph
            }
            return (width, first, last)
        }
    }

    /// The advance of the widest of the digits 0–9: the one advance tabular digits share.
    static func widestDigit(face: FontFace, size: CGFloat) -> CGFloat {
        "0123456789".map { measure($0, face: face, size: size).width }.max() ?? 0
    }

    /// The width of characters `start..<end` on one line (kerning inside the range only),
    /// not counting trailing spaces.
    func width(_ start: Int, _ end: Int) -> CGFloat {
        let end = contentEnd[end]
        guard end > start else { return 0 }
        return prefix[end] - prefix[start] - kernBefore[start]
    }

    /// The width characters `start..<end` take in the text's size: with the spaces that hang at
    /// the end of the line, without a closing newline.
    func extent(_ start: Int, _ end: Int) -> CGFloat {
        var end = end
        while end > start, isNewline[end - 1] { end -= 1 }
        guard end > start else { return 0 }
        return prefix[end] - prefix[start] - kernBefore[start]
    }

    /// Whether the text is ASCII and was measured from the font's ASCII tables: a part of it
    /// measured alone has the width its prefix sums give.
    var isASCII: Bool { asciiCodes != nil }

    /// The width of the characters, kerned, as text run: used for truncated lines.
    func width(of text: String) -> CGFloat {
        TextShaper(text, face: face, size: size, tabularDigits: tabularDigits, fallback: fallback, usesSystemTracking: usesSystemTracking)
            .width(0, text.count)
    }
}
