import Foundation

/// Inline Markdown in a `Text`'s string literal, as SwiftUI styles it: `**strong**` and
/// `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), `***both***`, code between backticks
/// (monospaced), `~~strikethrough~~`, `[links](https://example.com)` (drawn in the tint), and
/// backslash escapes (`\*` is a star). Interpolated values are never read as Markdown. A
/// delimiter without its closing partner stays as it is written.
enum Markdown {
    /// One unit of the key: a character that may be Markdown syntax, one that is plain (escaped
    /// or interpolated), or an interpolated text's runs.
    private enum Atom {
        case syntax(Character)
        case plain(Character)
        case runs([TextRun])

        var syntax: Character? { if case let .syntax(c) = self { c } else { nil } }
        var character: Character? {
            switch self {
            case let .syntax(c), let .plain(c): c
            case .runs: nil
            }
        }
    }

    /// The runs a key displays.
    static func runs(of key: LocalizedStringKey) -> [TextRun] {
        let markers: Set<Character> = ["*", "_", "`", "~", "[", "\\"]
        let hasSyntax = key.segments.contains { segment in
            if case let .literal(string) = segment { string.contains(where: markers.contains) } else { false }
        }
        let hasTexts = key.segments.contains { if case .text = $0 { true } else { false } }
        // Most keys: no Markdown and no interpolated text.
        if !hasSyntax, !hasTexts { return [TextRun(string: key.key)] }
        var atoms: [Atom] = []
        for segment in key.segments {
            switch segment {
            case let .literal(string):
                var escaped = false
                for c in string {
                    if escaped {
                        // A backslash escapes ASCII punctuation; before anything else it is kept.
                        if !(c.isASCII && c.isPunctuationOrSymbol) { atoms.append(.plain("\\")) }
                        atoms.append(.plain(c))
                        escaped = false
                    } else if c == "\\" {
                        escaped = true
                    } else {
                        atoms.append(.syntax(c))
                    }
                }
                if escaped { atoms.append(.plain("\\")) }
            case let .value(string):
                atoms += string.map(Atom.plain)
            case let .text(runs):
                atoms.append(.runs(runs))
            }
        }
        var runs: [TextRun] = []
        parse(atoms[...], TextAttributes(), into: &runs)
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }

    private static func parse(_ atoms: ArraySlice<Atom>, _ attributes: TextAttributes, into runs: inout [TextRun]) {
        var i = atoms.startIndex
        func append(_ string: String, _ attributes: TextAttributes) {
            guard !string.isEmpty else { return }
            if let last = runs.last, last.attributes == attributes {
                runs[runs.count - 1].string += string
            } else {
                runs.append(TextRun(string: string, attributes: attributes))
            }
        }
        func runLength(from start: Int, of c: Character) -> Int {
            var end = start
            while end < atoms.endIndex, atoms[end].syntax == c { end += 1 }
            return end - start
        }
        while i < atoms.endIndex {
            let atom = atoms[i]
            guard let c = atom.syntax else {
                if case let .runs(embedded) = atom {
                    for run in embedded { append(run.string, run.attributes.merged(over: attributes)) }
                } else if let c = atom.character {
                    append(String(c), attributes)
                }
                i += 1
                continue
            }
            switch c {
            case "`":
                let length = runLength(from: i, of: "`")
                if let close = closing(atoms, from: i + length, delimiter: "`", length: length, flanking: false) {
                    var code = attributes
                    code.isMonospaced = true
                    append(String(atoms[(i + length)..<close].compactMap(\.character)), code)
                    i = close + length
                    continue
                }
                append(String(repeating: "`", count: length), attributes)
                i += length
            case "*", "_", "~":
                let length = runLength(from: i, of: c)
                // An underscore inside a word (snake_case) is a letter, not emphasis.
                let inWord = c == "_" && i > atoms.startIndex && (atoms[i - 1].character.map(isWordCharacter) ?? false)
                let opens = !inWord && i + length < atoms.endIndex && !(atoms[i + length].character?.isWhitespace ?? false)
                if opens, (c == "~" ? length == 2 : length <= 3),
                   let close = closing(atoms, from: i + length, delimiter: c, length: length, flanking: true) {
                    var inner = attributes
                    if c == "~" {
                        inner.strikethrough = TextDecoration(isActive: true, style: .single)
                    } else {
                        if length >= 2 { inner.weight = .bold }
                        if length != 2 { inner.isItalic = true }
                    }
                    parse(atoms[(i + length)..<close], inner, into: &runs)
                    i = close + length
                    continue
                }
                append(String(repeating: c, count: length), attributes)
                i += length
            case "[":
                if let (labelEnd, urlEnd, url) = link(atoms, at: i) {
                    var linked = attributes
                    linked.link = url
                    parse(atoms[(i + 1)..<labelEnd], linked, into: &runs)
                    i = urlEnd + 1
                    continue
                }
                append("[", attributes)
                i += 1
            default:
                append(String(c), attributes)
                i += 1
            }
        }
    }

    /// Where the run of exactly `length` `delimiter`s that closes one opened before `start`
    /// begins; with `flanking`, only a run that follows a non-space closes.
    private static func closing(_ atoms: ArraySlice<Atom>, from start: Int, delimiter: Character, length: Int, flanking: Bool) -> Int? {
        var j = start
        while j < atoms.endIndex {
            guard atoms[j].syntax == delimiter else { j += 1; continue }
            var end = j
            while end < atoms.endIndex, atoms[end].syntax == delimiter { end += 1 }
            let follows = j > start && !(atoms[j - 1].character?.isWhitespace ?? false)
            let endsWord = delimiter != "_" || end == atoms.endIndex || !(atoms[end].character.map(isWordCharacter) ?? false)
            if end - j == length, !flanking || (follows && endsWord) { return j }
            j = end
        }
        return nil
    }

    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    /// A link at `start` (`[label](url)`): where its label ends (at `]`), where it ends (at `)`)
    /// and its address.
    private static func link(_ atoms: ArraySlice<Atom>, at start: Int) -> (Int, Int, URL)? {
        var depth = 0
        var j = start
        while j < atoms.endIndex {
            if atoms[j].syntax == "[" { depth += 1 }
            if atoms[j].syntax == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j + 1 < atoms.endIndex, atoms[j + 1].syntax == "(" else { return nil }
        var k = j + 2
        var address = ""
        while k < atoms.endIndex, atoms[k].syntax != ")" {
            guard let c = atoms[k].character, !c.isWhitespace else { return nil }
            address.append(c)
            k += 1
        }
        guard k < atoms.endIndex, let url = URL(string: address) else { return nil }
        return (j, k, url)
    }
}

extension Character {
    /// Whether the character is ASCII punctuation or a symbol: what a backslash escapes.
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
