import Foundation

/// Finds the types that conform to `PreviewProvider` in Swift source, without compiling it.
///
/// `trellis preview` needs the names of a target's preview providers to write the program that
/// shows them. A full parser (swift-syntax) would be a large dependency for a question this
/// narrow, so the scanner reads the source as tokens, knowing only what changes the answer:
///
/// 1. Comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`, raw `#"…"#`, with
///    their interpolations) are skipped, so a "PreviewProvider" inside them is no declaration.
/// 2. `#if` conditions are evaluated as a debug build on Linux sees them (`DEBUG` and
///    `os(Linux)` hold, other platforms and `canImport` of Apple-only modules do not, and an
///    unknown condition counts as true); a declaration in a branch that is not taken is left out.
/// 3. A `struct`, `class`, `enum`, `actor` or `extension` whose inheritance clause names
///    `PreviewProvider` (or `SwiftUI.PreviewProvider`) is a provider, named by its enclosing
///    types (`Outer.Inner_Previews`).
/// 4. A provider the program cannot name is reported with the reason instead: a generic one (or
///    one nested in a generic type: the generic parameters are unknown), a `private` or
///    `fileprivate` one (or one nested in such a type), one declared inside a function.
///
/// 5. A `#Preview` at the top level of the file is recorded with its line and column, by which
///    the program finds what the macro expanded to (``locatorLabel(fileName:line:column:)``); one
///    inside a declaration is reported instead.
///
/// ```swift
/// let found = PreviewScanner.scan("struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }")
/// found.providers.map(\.name)   // ["Card_Previews"]
/// ```
public enum PreviewScanner {
    /// A preview provider found in source.
    public struct Provider: Sendable, Hashable {
        /// The type's name as code outside it spells it: `Outer.Inner_Previews`.
        public var name: String
        /// The line of its declaration, from 1.
        public var line: Int
    }

    /// A type that conforms to `PreviewProvider` but cannot be shown, and why.
    public struct Skipped: Sendable, Hashable {
        /// The type's name, qualified as for `Provider`.
        public var name: String
        /// The line of its declaration, from 1.
        public var line: Int
        /// Why it cannot be shown ("it is generic", "it is private"…).
        public var reason: String
    }

    /// A `#Preview` found in source.
    public struct PreviewMacro: Sendable, Hashable {
        /// The line of its `#`, from 1.
        public var line: Int
        /// The column of its `#`, from 1, in UTF-8 bytes (as the compiler counts).
        public var column: Int
    }

    /// What a source file holds.
    public struct Result: Sendable, Hashable {
        /// The providers that can be shown, in the order they are declared.
        public var providers: [Provider] = []
        /// The providers (and `#Preview`s) that cannot be shown.
        public var skipped: [Skipped] = []
        /// The `#Preview`s at the top level of the file, in order.
        public var previewMacros: [PreviewMacro] = []
    }

    /// The argument label of the function the `#Preview` at `line` and `column` of the file
    /// `fileName` (its last path component) expands to, `__trellisPreview(LABEL: ())`, which
    /// returns the preview's `PreviewRegistry` type. TrellisMacros's `PreviewLocator` spells the
    /// same: `file_`, the name with each byte but an ASCII letter or digit written as `_` and two
    /// hex digits, `_line`, the line, `_column`, the column.
    public static func locatorLabel(fileName: String, line: Int, column: Int) -> String {
        var label = "file_"
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        for byte in fileName.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                label.unicodeScalars.append(scalar)
            } else {
                label.unicodeScalars.append(contentsOf: ["_", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return label + "_line\(line)_column\(column)"
    }

    /// Scans one file's source text.
    public static func scan(_ source: String) -> Result {
        var tokens = SwiftTokens(source).tokens
        tokens = ConditionalCompilation.active(tokens)
        var walk = DeclarationWalk(tokens)
        return walk.run()
    }
}

/// A token of Swift source, as far as the scanner needs them.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// An identifier or keyword.
        case word
        /// One punctuation character: `{ } < > ( ) : , . = @ #` and so on.
        case symbol
        /// A `#if`, `#elseif`, `#else` or `#endif` line: `text` is the directive, `condition` the rest.
        case directive(condition: String)
        /// A string literal (its contents do not matter).
        case string
        /// A number or any other run of characters.
        case other
    }

    var kind: Kind
    var text: String
    var line: Int
    /// The column from 1, in UTF-8 bytes; kept for `#` only (0 for other tokens).
    var column = 0
}

/// Splits source into `SwiftToken`s, dropping comments and the contents of string literals.
struct SwiftTokens {
    private(set) var tokens: [SwiftToken] = []
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// The index of the first scalar of the line `index` is on.
    private var lineStartIndex = 0
    /// Whether only whitespace came before `index` on its line (a directive must start a line).
    private var lineStart = true

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        read()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineStartIndex = index + 1
        }
        index += 1
    }

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || scalar.properties.numericType != nil
    }

    private mutating func read() {
        while let scalar = peek() {
            if scalar == "\n" {
                advance()
                lineStart = true
                continue
            }
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                advance()
                continue
            }
            let startsLine = lineStart
            lineStart = false
            if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "#", startsLine, let directive = directiveWord(), ["if", "elseif", "else", "endif"].contains(directive) {
                readDirective(directive)
            } else if scalar == "\"" || (scalar == "#" && rawStringFollows()) {
                let start = line
                skipString()
                tokens.append(SwiftToken(kind: .string, text: "\"\"", line: start))
            } else if Self.isWordStart(scalar) {
                tokens.append(readWord())
            } else if scalar == "`" {
                advance()
                var word = readWord()
                if peek() == "`" { advance() }
                word.kind = .word
                tokens.append(word)
            } else if scalar.properties.numericType != nil {
                let start = line
                var text = ""
                while let next = peek(), Self.isWordPart(next) || next == "." && (peek(1)?.properties.numericType != nil) {
                    text.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(SwiftToken(kind: .other, text: text, line: start))
            } else {
                let column = scalar == "#" ? scalars[lineStartIndex..<index].reduce(1) { $0 + UTF8.width($1) } : 0
                tokens.append(SwiftToken(kind: .symbol, text: String(scalar), line: line, column: column))
                advance()
            }
        }
    }

    private mutating func readWord() -> SwiftToken {
        let start = line
        var text = ""
        while let next = peek(), Self.isWordPart(next) {
            text.unicodeScalars.append(next)
            advance()
        }
        return SwiftToken(kind: .word, text: text, line: start)
    }

    /// The word after a `#` at `index`, if letters follow it.
    private func directiveWord() -> String? {
        var offset = 1, word = ""
        while let next = peek(offset), next.properties.isAlphabetic {
            word.unicodeScalars.append(next)
            offset += 1
        }
        return word.isEmpty ? nil : word
    }

    private mutating func readDirective(_ directive: String) {
        let start = line
        index += 1 + directive.unicodeScalars.count
        var condition = ""
        while let next = peek(), next != "\n" {
            if next == "/", peek(1) == "/" {
                while let rest = peek(), rest != "\n" { advance() }
                break
            }
            if next == "/", peek(1) == "*" {
                skipBlockComment()
                continue
            }
            condition.unicodeScalars.append(next)
            advance()
        }
        tokens.append(SwiftToken(kind: .directive(condition: condition.trimmingCharacters(in: .whitespaces)), text: directive, line: start))
    }

    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while depth > 0, let scalar = peek() {
            if scalar == "/", peek(1) == "*" {
                depth += 1
                index += 2
            } else if scalar == "*", peek(1) == "/" {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        }
    }

    /// Whether `#`s at `index` open a raw string (`#"`, `##"`…).
    private func rawStringFollows() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Skips a string literal that starts at `index`: its pounds, quotes, contents (with
    /// escapes and interpolations, which may hold strings of their own) and closing delimiter.
    /// An unterminated single-line string ends at the line's end, so a typo cannot swallow the file.
    private mutating func skipString() {
        var pounds = 0
        while peek() == "#" {
            pounds += 1
            index += 1
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        while let scalar = peek() {
            if scalar == "\n", !multiline { return }
            if scalar == "\\", hasPounds(pounds, at: index + 1) {
                let after = index + 1 + pounds
                if after < scalars.count, scalars[after] == "(" {
                    index = after + 1
                    skipInterpolation()
                } else {
                    // The escaped character may be a line break (a multi-line string's `\`).
                    while index < min(after + 1, scalars.count) { advance() }
                }
                continue
            }
            if scalar == "\"" {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" }), hasPounds(pounds, at: index + quotes) {
                    index += quotes + pounds
                    return
                }
            }
            advance()
        }
    }

    private func hasPounds(_ count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < scalars.count && scalars[position + $0] == "#" }
    }

    /// Skips an interpolation's expression up to its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while depth > 0, let scalar = peek() {
            if scalar == "\"" || (scalar == "#" && rawStringFollows()) {
                skipString()
                continue
            }
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            advance()
        }
    }
}
