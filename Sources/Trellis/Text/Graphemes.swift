import Foundation

/// What text measuring needs to know about a grapheme cluster (a Swift `Character`: a letter
/// with its combining marks, a flag, a family emoji joined by zero-width joiners). Text is
/// measured and broken a cluster at a time, so a cluster is never split across lines and its
/// marks never measured apart from it.
enum Graphemes {
    /// Whether a scalar draws nothing and needs no glyph: a default-ignorable code point (joiners,
    /// variation selectors, bidi controls, tags), measured as zero width.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether a scalar is a combining mark that sits on the letter before it: it takes no
    /// advance of its own.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether the cluster draws nothing and so needs no font's glyph: a line break, a control
    /// character (a tab) or only ignorable scalars. Such clusters are measured with the main
    /// font and are never reported as uncovered.
    static func needsNoGlyph(_ character: Character) -> Bool {
        if character.isNewline { return true }
        return character.unicodeScalars.allSatisfy { scalar in
            isIgnorable(scalar) || scalar.properties.generalCategory == .control
        }
    }

    /// Whether the cluster is shown as an emoji (in colour) rather than as text: a scalar whose
    /// default presentation is emoji, an emoji variation selector (U+FE0F), a keycap, a flag
    /// (regional indicators), or a sequence joined by zero-width joiners.
    static func prefersEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x80 else {
            // "1️⃣" and "#️⃣" start with ASCII: keycaps.
            return scalars.contains { $0.value == 0x20E3 }
        }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
            || (first.properties.isEmoji && scalars.contains { $0.value == 0x200D })
    }

    /// Whether the font has a glyph for every scalar of the cluster that needs one.
    static func font(_ file: FontFile, covers character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { isIgnorable($0) || file.hasGlyph(for: $0) }
    }
}

extension TextMeasure {
    /// Reports the characters no font covers (``LayoutDiagnostic/Kind/missingGlyph``), naming
    /// each with its code points.
    func reportUncoveredCharacters(into resolver: inout Resolver) {
        let uncovered = uncoveredCharacters
        guard !uncovered.isEmpty else { return }
        let named = uncovered.prefix(8).map { character in
            "'\(character)' (" + character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
                .joined(separator: " ") + ")"
        }
        let more = uncovered.count > 8 ? " and \(uncovered.count - 8) more" : ""
        resolver.report(
            .missingGlyph, "Text",
            "no font has \(named.joined(separator: ", "))\(more); measured as the font's missing-glyph box (.notdef)")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
