import Foundation

/// Inline Markdown in a `Text`'s string literal, as SwiftUI styles it: `**strong**` and
/// `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), `***both***`, code between backticks
/// (monospaced), `~~strikethrough~~`, `[links](https://example.com)` (drawn in the tint), and
/// backslash escapes (`\*` is a star). Interpolated values are never read as Markdown. A
/// delimiter without its closing partner stays as it is written. Spans nested deeper than
/// `nestingLimit` (64) stay as they are written too; parsing is linear in the key's length.
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
        Parser(atoms: atoms).parse(into: &runs)
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }

    /// The deepest nesting of emphasis, strikethrough and links that is styled: an opener
    /// inside this many open spans stays as it is written (plain text).
    static let nestingLimit = 64

    /// Parses the atoms in one pass: where each delimiter run's partner is, which `]` ends each
    /// `[` and where each link address stops are found up front, in linear time, so an opener
    /// without a partner never rescans the rest of the key; nested spans are a stack, not
    /// recursion.
    private struct Parser {
        let atoms: [Atom]
        /// For the first atom of a delimiter run: the start of the next run of the same
        /// character and length that can close it (after a non-space; for `_`, not followed by
        /// a letter or digit; any backtick run closes a code span).
        private var closer: [Int: Int] = [:]
        /// For each `[`: the `]` that matches it.
        private var bracket: [Int: Int] = [:]
        /// For each index: the first index at or after it that ends a link address (`)`,
        /// whitespace or an interpolated text), or `atoms.count`.
        private var addressStop: [Int]

        init(atoms: [Atom]) {
            self.atoms = atoms
            addressStop = Array(repeating: atoms.count, count: atoms.count + 1)
            var stop = atoms.count
            for k in atoms.indices.reversed() {
                if atoms[k].syntax == ")" || atoms[k].character?.isWhitespace ?? true { stop = k }
                addressStop[k] = stop
            }
            var open: [Int] = []
            for (j, atom) in atoms.enumerated() {
                if atom.syntax == "[" { open.append(j) }
                if atom.syntax == "]", let start = open.popLast() { bracket[start] = j }
            }
            // Right to left, the nearest closing run of each character and length.
            struct Key: Hashable { let c: Character; let length: Int }
            var nearest: [Key: Int] = [:]
            var j = atoms.count - 1
            while j >= 0 {
                guard let c = atoms[j].syntax, "*_~`".contains(c) else { j -= 1; continue }
                var start = j
                while start > 0, atoms[start - 1].syntax == c { start -= 1 }
                let end = j + 1
                let key = Key(c: c, length: end - start)
                if let next = nearest[key] { closer[start] = next }
                let follows = start > 0 && !(atoms[start - 1].character?.isWhitespace ?? false)
                let endsWord = c != "_" || end == atoms.count || !(atoms[end].character.map(Markdown.isWordCharacter) ?? false)
                if c == "`" || (follows && endsWord) { nearest[key] = start }
                j = start - 1
            }
        }

        /// A span being parsed: where it ends, its style and where parsing resumes after it.
        private struct Span {
            let end: Int
            let attributes: TextAttributes
            let resume: Int
        }

        func parse(into runs: inout [TextRun]) {
            func append(_ string: String, _ attributes: TextAttributes) {
                guard !string.isEmpty else { return }
                if let last = runs.last, last.attributes == attributes, last.image == nil {
                    runs[runs.count - 1].string += string
                } else {
                    runs.append(TextRun(string: string, attributes: attributes))
                }
            }
            var spans = [Span(end: atoms.count, attributes: TextAttributes(), resume: atoms.count)]
            var i = 0
            while let span = spans.last {
                let attributes = span.attributes
                guard i < span.end else {
                    spans.removeLast()
                    i = span.resume
                    continue
                }
                let atom = atoms[i]
                guard let c = atom.syntax else {
                    if case let .runs(embedded) = atom {
                        for run in embedded {
                            guard run.image != nil else {
                                append(run.string, run.attributes.merged(over: attributes))
                                continue
                            }
                            // An interpolated image stays a run of its own.
                            var image = run
                            image.attributes = run.attributes.merged(over: attributes)
                            runs.append(image)
                        }
                    } else if let c = atom.character {
                        append(String(c), attributes)
                    }
                    i += 1
                    continue
                }
                let canNest = spans.count <= Markdown.nestingLimit
                switch c {
                case "`":
                    let length = runLength(from: i, of: "`", end: span.end)
                    if let close = closer[i], close < span.end {
                        var code = attributes
                        code.isMonospaced = true
                        append(String(atoms[(i + length)..<close].compactMap(\.character)), code)
                        i = close + length
                        continue
                    }
                    append(String(repeating: "`", count: length), attributes)
                    i += length
                case "*", "_", "~":
                    let length = runLength(from: i, of: c, end: span.end)
                    // An underscore inside a word (snake_case) is a letter, not emphasis.
                    let inWord = c == "_" && i > 0 && (atoms[i - 1].character.map(Markdown.isWordCharacter) ?? false)
                    let opens = !inWord && i + length < span.end && !(atoms[i + length].character?.isWhitespace ?? false)
                    if canNest, opens, (c == "~" ? length == 2 : length <= 3),
                       let close = closer[i], close < span.end {
                        var inner = attributes
                        if c == "~" {
                            inner.strikethrough = TextDecoration(isActive: true, style: .single)
                        } else {
                            if length >= 2 { inner.weight = .bold }
                            if length != 2 { inner.isItalic = true }
                        }
                        spans.append(Span(end: close, attributes: inner, resume: close + length))
                        i += length
                        continue
                    }
                    append(String(repeating: c, count: length), attributes)
                    i += length
                case "[":
                    if canNest, let (labelEnd, urlEnd, url) = link(at: i, end: span.end) {
                        var linked = attributes
                        linked.link = url
                        spans.append(Span(end: labelEnd, attributes: linked, resume: urlEnd + 1))
                        i += 1
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

        private func runLength(from start: Int, of c: Character, end: Int) -> Int {
            var j = start
            while j < end, atoms[j].syntax == c { j += 1 }
            return j - start
        }

        /// A link at `start` (`[label](url)`) that ends before `end`: where its label ends (at
        /// `]`), where it ends (at `)`) and its address.
        private func link(at start: Int, end: Int) -> (Int, Int, URL)? {
            guard let j = bracket[start], j + 1 < end, atoms[j + 1].syntax == "(" else { return nil }
            let k = addressStop[j + 2]
            guard k < end, atoms[k].syntax == ")" else { return nil }
            let address = String(atoms[(j + 2)..<k].compactMap(\.character))
            guard let url = URL(string: address) else { return nil }
            return (j, k, url)
        }
    }

    fileprivate static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }
}

extension Character {
    /// Whether the character is ASCII punctuation or a symbol: what a backslash escapes.
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
