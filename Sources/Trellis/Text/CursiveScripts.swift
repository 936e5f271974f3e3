import Foundation

/// Which characters of a text take letter spacing (tracking): all but those of cursive
/// scripts, whose letters join and would come apart if spaced.
///
/// CSS Text 3 §8.2 ("letter-spacing ... must not be applied to cursive scripts") names them:
/// Arabic, Hanifi Rohingya, Mandaic, Mongolian, N'Ko, Phags-pa and Syriac; browsers follow it
/// (Chromium draws `letter-spacing` on Arabic text as none). Trellis measures the same way, so
/// a text's measured width is the width its SVG is drawn at; its PNG renderer spaces the same
/// characters. A character that belongs to no script (a space, a digit, punctuation) takes the
/// script of the letter before it, or of the letter after it at the start, as a browser's
/// script runs do: the space between two Arabic words is not spaced either.
package enum CursiveScripts {
    /// The blocks of the cursive scripts.
    private static let ranges: [ClosedRange<UInt32>] = [
        0x0600...0x074F, // Arabic, Syriac
        0x0750...0x077F, // Arabic Supplement
        0x07C0...0x07FF, // N'Ko
        0x0840...0x085F, // Mandaic
        0x0860...0x08FF, // Syriac Supplement, Arabic Extended-B and -A
        0x1800...0x18AF, // Mongolian
        0xA840...0xA87F, // Phags-pa
        0xFB50...0xFDFF, // Arabic Presentation Forms-A
        0xFE70...0xFEFF, // Arabic Presentation Forms-B
        0x10D00...0x10D3F, // Hanifi Rohingya
        0x10EC0...0x10EFF, // Arabic Extended-C
        0x11660...0x1167F, // Mongolian Supplement
    ]

    /// Whether `scalar` is in a cursive script's block.
    static func isCursive(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0600 && ranges.contains { $0.contains(scalar.value) }
    }

    /// Whether `character` belongs to a script of its own (a letter, or any character of a
    /// cursive block); `nil` when it takes its neighbours' (spaces, digits, punctuation, marks).
    private static func script(of character: Character) -> Bool? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        if isCursive(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return false
        default: return nil
        }
    }

    /// For each character, whether it takes letter spacing; `nil` when all do (no character
    /// is of a cursive script), the common case, which costs one pass over the scalars.
    package static func tracked(_ characters: some Collection<Character>) -> [Bool]? {
        guard characters.contains(where: { $0.unicodeScalars.contains(where: isCursive) }) else { return nil }
        var cursive = characters.map(script(of:))
        // A neutral character takes the script before it; those at the start, the first after.
        var last = cursive.first { $0 != nil } ?? false
        for index in cursive.indices {
            if let own = cursive[index] { last = own } else { cursive[index] = last }
        }
        return cursive.map { $0 != true }
    }
}
