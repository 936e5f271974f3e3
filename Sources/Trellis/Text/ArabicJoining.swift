import Foundation

/// Which joining form each letter of Arabic text takes: the forms change the glyphs, and with
/// them the advances (an initial beh is narrower than an isolated one).
///
/// The joining types are Unicode's (`ArabicShaping.txt`, Unicode 15) for the Arabic,
/// Arabic Supplement and Arabic Extended-A blocks; the forms follow the Unicode Standard's
/// §9.2 rules as OpenType shapers apply them: a letter joins its neighbour when both sides can
/// join, marks (transparent) are skipped over, and joining does not cross a change of font.
enum ArabicJoining {
    enum JoiningType: Equatable {
        /// Joins on both sides (beh, seen, lam).
        case dual
        /// Joins only to the letter before it in logical order (alef, dal, reh, waw).
        case right
        /// Makes its neighbours join without changing itself (tatweel, zero-width joiner).
        case causing
        /// Skipped over when deciding who joins (marks).
        case transparent
        /// Breaks joining (spaces, Latin letters, hamza).
        case nonJoining
    }

    /// Right-joining letters; the other letters of the ranges in ``dualRanges`` join on both sides.
    private static let rightJoining: [ClosedRange<UInt32>] = [
        0x0622...0x0625, 0x0627...0x0627, 0x0629...0x0629, 0x062F...0x0632, 0x0648...0x0648,
        0x0671...0x0673, 0x0675...0x0677, 0x0688...0x0699, 0x06C0...0x06C0, 0x06C3...0x06CB,
        0x06CD...0x06CD, 0x06CF...0x06CF, 0x06D2...0x06D3, 0x06D5...0x06D5, 0x06EE...0x06EF,
        0x0759...0x075B, 0x076B...0x076C, 0x0771...0x0771, 0x0773...0x0774, 0x0778...0x0779,
        0x08AA...0x08AC, 0x08AE...0x08AE, 0x08B1...0x08B2, 0x08B9...0x08B9,
    ]

    private static let dualRanges: [ClosedRange<UInt32>] = [
        0x0620...0x0620, 0x0626...0x0626, 0x0628...0x0628, 0x062A...0x062E, 0x0633...0x063F,
        0x0641...0x0647, 0x0649...0x064A, 0x066E...0x066F, 0x0678...0x0687, 0x069A...0x06BF,
        0x06C1...0x06C2, 0x06CC...0x06CC, 0x06CE...0x06CE, 0x06D0...0x06D1, 0x06FA...0x06FC,
        0x06FF...0x06FF, 0x0750...0x077F, 0x08A0...0x08A9, 0x08AF...0x08B0, 0x08B3...0x08B4,
        0x08B6...0x08B8, 0x08BA...0x08BD, 0x08C5...0x08C6,
    ]

    static func type(of scalar: Unicode.Scalar) -> JoiningType {
        let value = scalar.value
        if value == 0x0640 || value == 0x200D || value == 0x07FA { return .causing }
        if (0x0620...0x08FF).contains(value) {
            if rightJoining.contains(where: { $0.contains(value) }) { return .right }
            if dualRanges.contains(where: { $0.contains(value) }) { return .dual }
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .transparent
        case .format: return value == 0x200C ? .nonJoining : .transparent
        default: return .nonJoining
        }
    }

    /// The joining type of a cluster: its first scalar's (a letter and its marks join as the letter).
    static func type(of character: Character) -> JoiningType {
        character.unicodeScalars.first.map(type(of:)) ?? .nonJoining
    }

    /// Whether any character of the text is a joining Arabic letter (when none is, no form
    /// changes and ``forms(_:faces:)`` is not asked).
    static func hasJoiningLetters(_ characters: [Character]) -> Bool {
        characters.contains { let type = type(of: $0); return type == .dual || type == .right }
    }

    /// The form of each character (`nil`: no form applies), with `faces[i]` the font of
    /// character `i`: letters join only within one font's run, as a shaper shapes each run alone.
    static func forms(_ characters: [Character], faces: [Int]) -> [GlyphSubstitution.Form?] {
        let types = characters.map(type(of:))
        var forms = [GlyphSubstitution.Form?](repeating: nil, count: characters.count)
        /// The nearest character before (`step` -1) or after (+1) `i` in the same font that is
        /// not transparent, if any.
        func neighbour(of i: Int, step: Int) -> JoiningType? {
            var j = i + step
            while j >= 0, j < types.count, faces[j] == faces[i] {
                if types[j] != .transparent { return types[j] }
                j += step
            }
            return nil
        }
        for i in characters.indices where types[i] == .dual || types[i] == .right {
            let previous = neighbour(of: i, step: -1)
            let joinsBefore = previous == .dual || previous == .causing
            var joinsAfter = false
            if types[i] == .dual {
                let next = neighbour(of: i, step: 1)
                joinsAfter = next == .dual || next == .right || next == .causing
                    || characters[i].unicodeScalars.last?.value == 0x200D
            }
            switch (joinsBefore, joinsAfter) {
            case (true, true): forms[i] = .medial
            case (true, false): forms[i] = .final
            case (false, true): forms[i] = .initial
            case (false, false): forms[i] = .isolated
            }
        }
        return forms
    }
}
