import Foundation

extension TerminalRenderer {
    /// The character of the cell to the right of a two-cell character (East Asian wide, emoji):
    /// the right half of what the cell before it shows. (A control character: text never
    /// leaves one in a cell, see ``printable(_:)``.)
    static let rightHalf: Character = "\u{0}"

    /// How many terminal cells `character` takes, as terminals draw it: 2 for East Asian wide
    /// and fullwidth characters (CJK ideographs, kana, Hangul, fullwidth forms) and emoji
    /// shown as pictures; 0 for a mark with no base to combine with and for invisible format
    /// characters (a zero-width space or joiner alone); 1 for the rest. (A letter with its
    /// combining marks is one `Character`, one cell.)
    static func cellWidth(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let properties = first.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        // A text-style emoji shown as a picture: followed by the emoji variation selector.
        if properties.isEmoji, character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// Whether Unicode's East Asian Width of `value` is Wide or Fullwidth (the ranges of
    /// EastAsianWidth.txt, merged; emoji are found by their properties instead).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
             0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// One row of cells as text: a two-cell character is written once, over its cell and the
    /// next; where something drew over either half since, a space stands in for it.
    static func characters(of row: [Cell]) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(row.count)
        for (column, cell) in row.enumerated() {
            if cell.character == rightHalf {
                let owner = column > 0 ? row[column - 1].character : " "
                out.append(owner != rightHalf && cellWidth(of: owner) == 2 ? rightHalf : " ")
            } else if cellWidth(of: cell.character) == 2 {
                out.append(column + 1 < row.count && row[column + 1].character == rightHalf ? cell.character : " ")
            } else {
                out.append(cell.character)
            }
        }
        return out
    }
}
