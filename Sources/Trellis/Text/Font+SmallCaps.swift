import Foundation

// Small capitals: capital letterforms set about as tall as the lowercase letters. SF, the font
// SwiftUI uses, has them as glyphs (its `smcp` and `c2sc` features); the fonts Trellis ships
// (Inter) have neither, so Trellis synthesizes them: each letter turned into a small capital
// is its capital, set at the size that makes the capital's height the font's x-height
// (docs/differences.md, "Small capitals"). The runs of text are split where letters change
// between small capitals and the rest, and measured and drawn as any run is.

extension Font {
    /// Which letters a font sets as small capitals.
    struct SmallCaps: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// Lowercase letters become small capitals (OpenType `smcp`).
        static let lowercase = SmallCaps(rawValue: 1 << 0)
        /// Capital letters become small capitals (OpenType `c2sc`).
        static let uppercase = SmallCaps(rawValue: 1 << 1)
    }

    /// Adjusts the font to enable all small capitals: lowercase and capital letters alike are
    /// set as small capitals; digits and punctuation are left as they are.
    ///
    /// ```swift
    /// Text("Hello World").font(.body.smallCaps())
    /// ```
    ///
    /// Trellis's fonts have no small capitals of their own, so they are synthesized: capitals
    /// at the size that makes them as tall as the font's lowercase letters.
    public func smallCaps() -> Font { settingSmallCaps([.lowercase, .uppercase], true) }

    /// Adjusts the font to enable or disable all small capitals (``smallCaps()``).
    public func smallCaps(_ isActive: Bool) -> Font { settingSmallCaps([.lowercase, .uppercase], isActive) }

    /// Adjusts the font to enable lowercase small capitals: lowercase letters are set as small
    /// capitals, capital letters stay full capitals (titles set in large and small caps).
    ///
    /// ```swift
    /// Text("Chapter One").font(.title.lowercaseSmallCaps())
    /// ```
    public func lowercaseSmallCaps() -> Font { settingSmallCaps(.lowercase, true) }

    /// Adjusts the font to enable or disable lowercase small capitals (``lowercaseSmallCaps()``).
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font { settingSmallCaps(.lowercase, isActive) }

    /// Adjusts the font to enable uppercase small capitals: capital letters are set as small
    /// capitals, lowercase letters stay as they are (acronyms in running text).
    ///
    /// ```swift
    /// Text("Made by NASA").font(.body.uppercaseSmallCaps())
    /// ```
    public func uppercaseSmallCaps() -> Font { settingSmallCaps(.uppercase, true) }

    /// Adjusts the font to enable or disable uppercase small capitals (``uppercaseSmallCaps()``).
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font { settingSmallCaps(.uppercase, isActive) }

    private func settingSmallCaps(_ letters: SmallCaps, _ isActive: Bool) -> Font {
        var font = self
        if isActive { font.smallCapLetters.formUnion(letters) } else { font.smallCapLetters.subtract(letters) }
        return font
    }
}

extension FontFace {
    /// The size of a synthesized small capital over the font's: its x-height over its cap
    /// height (Inter's 1536 / 2048 = 0.75), or 0.75 where the font gives no x-height or gives
    /// one that is not below its cap height (and for the square test model).
    var smallCapScale: CGFloat {
        guard case let .file(file) = self, file.xHeight > 0, file.capHeight > file.xHeight else { return 0.75 }
        return CGFloat(file.xHeight) / CGFloat(file.capHeight)
    }
}

extension ResolvedTextRun {
    /// The run in pieces, each letter that `letters` turns into a small capital set as its
    /// capital at ``FontFace/smallCapScale`` times the size. Lines keep the full font's
    /// height: a piece of small capitals takes the line metrics of the size it is cut from.
    /// The pieces are appended to `pieces` (the run itself when it has none).
    func appendSmallCapPieces(_ letters: Font.SmallCaps, to pieces: inout [ResolvedTextRun]) {
        guard !letters.isEmpty else { return pieces.append(self) }
        let scale = face.smallCapScale
        let start = pieces.count
        var piece = "", pieceIsSmall = false
        func close() {
            guard !piece.isEmpty else { return }
            var run = self
            run.string = piece
            if pieceIsSmall {
                run.size = size * scale
                run.lineScale = lineScale / scale
            }
            pieces.append(run)
            piece = ""
        }
        for character in string {
            let isSmall = character.isLowercase && letters.contains(.lowercase)
                || character.isUppercase && letters.contains(.uppercase)
            if isSmall != pieceIsSmall { close() }
            pieceIsSmall = isSmall
            if isSmall { piece += character.uppercased() } else { piece.append(character) }
        }
        close()
        if pieces.count == start { pieces.append(self) }
    }
}
