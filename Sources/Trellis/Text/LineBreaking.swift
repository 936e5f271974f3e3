import Foundation

/// Where lines may break: a simplified Unicode line-breaking algorithm (UAX #14) — after
/// spaces, after hyphens between letters, around CJK ideographs and kana, after zero-width
/// spaces, before and after inline images (U+FFFC) — and always at newlines.
enum LineBreaking {
    /// ``opportunities(_:)`` for ASCII text, one character per code: only spaces (a run's
    /// last) and hyphens between letters offer a break.
    static func opportunities(ascii codes: [UInt8]) -> [Bool] {
        func isWhitespace(_ code: UInt8) -> Bool { code == 0x20 || (code >= 0x09 && code <= 0x0D) }
        func isLetter(_ code: UInt8) -> Bool { (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7A }
        var result = [Bool](repeating: false, count: codes.count)
        for i in codes.indices {
            let code = codes[i]
            let next = i + 1 < codes.count ? codes[i + 1] : nil
            if TextShaper.isNewline(code) { continue }
            if isWhitespace(code) {
                result[i] = !(next.map(isWhitespace) ?? false) || (next.map(TextShaper.isNewline) ?? false)
            } else if code == 0x2D {
                result[i] = i > 0 && isLetter(codes[i - 1]) && (next.map(isLetter) ?? false)
            }
        }
        return result
    }

    static func opportunities(_ characters: [Character]) -> [Bool] {
        var result = [Bool](repeating: false, count: characters.count)
        for i in characters.indices {
            let c = characters[i]
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if c.isNewline { continue }
            if c.isWhitespace {
                // A run of spaces hangs at the end of the line: break after its last space.
                result[i] = !(next?.isWhitespace ?? false) || (next?.isNewline ?? false)
            } else if c == "\u{200B}" {
                result[i] = true
            } else if c == TextImage.character {
                // An inline image (U+FFFC, UAX #14 class CB): a line may break after it (not
                // before the spaces or closing punctuation that follow it)…
                result[i] = !(next.map { $0.isWhitespace || isClosingPunctuation($0) } ?? false)
            } else if c == "-" || c == "\u{2010}" {
                let previous = i > 0 ? characters[i - 1] : nil
                result[i] = (previous?.isLetter ?? false) && (next?.isLetter ?? false)
            } else if isIdeographic(c) {
                result[i] = !(next.map(isClosingPunctuation) ?? false)
            } else if let next, isIdeographic(next) || next == TextImage.character, !isOpeningPunctuation(c) {
                // … and before it, as before an ideograph.
                result[i] = true
            }
        }
        return result
    }

    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x2FFF).contains(v) || (0x3040...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0x20000...0x3FFFF).contains(v)
    }

    static func isClosingPunctuation(_ c: Character) -> Bool {
        "、。，．：；！？）」』】〕〉》ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ".contains(c) || ",.:;!?)]}".contains(c)
    }

    static func isOpeningPunctuation(_ c: Character) -> Bool {
        "（「『【〔〈《([{".contains(c)
    }
}
