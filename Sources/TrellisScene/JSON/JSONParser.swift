import Foundation

/// A strict JSON reader (RFC 8259) over UTF-8 bytes that records every value's line and column.
///
/// 1. Whitespace is space, tab, line feed and carriage return; a leading byte-order mark is skipped.
/// 2. A value is an object, array, string, number, `true`, `false` or `null`; nothing may follow
///    the document's value.
/// 3. Keys are unique within an object; arrays and objects nest at most
///    ``JSONValue/maximumDepth`` deep (the reader recurses, so the depth is bounded).
/// 4. Errors name the innermost container being read (as a JSON path) and the position of the
///    offending character, and suggest the JSON spelling of common non-JSON forms (`NaN`,
///    comments, single quotes, trailing commas).
struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    /// The path of the container being read, as components; joined only for an error.
    private var pathComponents: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Document

    mutating func parseDocument() throws(SceneError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw error("expected the end of the text after the document's value, got \(describeCurrent())",
                        accepted: "one JSON value per document")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(SceneError) -> JSONValue {
        let (startLine, startColumn) = (line, column)
        guard let byte = peek() else {
            throw error("expected a JSON value, got the end of the text", accepted: Self.valueKinds)
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: startLine, column: startColumn)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), line: startLine, column: startColumn)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            let word = readWord()
            switch word {
            case "true": return JSONValue(.bool(true), line: startLine, column: startColumn)
            case "false": return JSONValue(.bool(false), line: startLine, column: startColumn)
            case "null": return JSONValue(.null, line: startLine, column: startColumn)
            case "NaN", "nan":
                throw error("expected a JSON value, got \(word); write the string \"nan\" for a NaN",
                            accepted: Self.valueKinds, line: startLine, column: startColumn)
            case "Infinity", "infinity":
                throw error("expected a JSON value, got \(word); write the string \"infinity\" for an infinite number",
                            accepted: Self.valueKinds, line: startLine, column: startColumn)
            default:
                throw error("expected a JSON value, got \(word)",
                            accepted: Self.valueKinds, line: startLine, column: startColumn)
            }
        case UInt8(ascii: "'"):
            throw error("expected a JSON value, got a single quote; JSON strings use double quotes", accepted: Self.valueKinds)
        case UInt8(ascii: "/"):
            throw error("expected a JSON value, got '/'; JSON has no comments", accepted: Self.valueKinds)
        default:
            throw error("expected a JSON value, got \(describeCurrent())", accepted: Self.valueKinds)
        }
    }

    private static let valueKinds = "an object, array, string, number, true, false or null"

    private mutating func parseObject() throws(SceneError) -> JSONValue {
        let (startLine, startColumn) = (line, column)
        try enterContainer()
        advance() // {
        var members: [JSONValue.Member] = []
        var seen: [String: (line: Int, column: Int)] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONValue(.object(members), line: startLine, column: startColumn)
        }
        while true {
            skipWhitespace()
            let (keyLine, keyColumn) = (line, column)
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "}") {
                    throw error("expected a key after ',', got '}'; JSON has no trailing commas", accepted: "a string key")
                }
                throw error("expected a key in double quotes, got \(describeCurrent())", accepted: "a string key")
            }
            let key = try parseString()
            if let first = seen[key] {
                pathComponents.append(.key(key))
                throw error("duplicate key \(JSONValue.quoted(key)) (first at \(first.line):\(first.column))",
                            accepted: "each key once per object", line: keyLine, column: keyColumn)
            }
            seen[key] = (keyLine, keyColumn)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(JSONValue.quoted(key)), got \(describeCurrent())", accepted: "':'")
            }
            advance()
            skipWhitespace()
            pathComponents.append(.key(key))
            let value = try parseValue()
            pathComponents.removeLast()
            members.append(JSONValue.Member(key: key, line: keyLine, column: keyColumn, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONValue(.object(members), line: startLine, column: startColumn)
            default:
                throw error("expected ',' or '}' after the value of \(JSONValue.quoted(key)), got \(describeCurrent())", accepted: "',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(SceneError) -> JSONValue {
        let (startLine, startColumn) = (line, column)
        try enterContainer()
        advance() // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONValue(.array(elements), line: startLine, column: startColumn)
        }
        while true {
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                throw error("expected a value after ',', got ']'; JSON has no trailing commas", accepted: Self.valueKinds)
            }
            pathComponents.append(.index(elements.count))
            elements.append(try parseValue())
            pathComponents.removeLast()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONValue(.array(elements), line: startLine, column: startColumn)
            default:
                throw error("expected ',' or ']' after an array element, got \(describeCurrent())", accepted: "',' or ']'")
            }
        }
    }

    private mutating func enterContainer() throws(SceneError) {
        depth += 1
        if depth > JSONValue.maximumDepth {
            throw error("arrays and objects nest more than \(JSONValue.maximumDepth) deep",
                        accepted: "at most \(JSONValue.maximumDepth) levels of nesting")
        }
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote.
    private mutating func parseString() throws(SceneError) -> String {
        let (startLine, startColumn) = (line, column)
        advance() // "
        // The string's UTF-8, escapes decoded into it, validated once at the end: linear in the
        // string's length. (Appending each escape's scalar to a String reallocated it: a string
        // that alternates escapes and letters, as Python's json.dump writes non-ASCII text, took
        // seconds per megabyte, quadratically.)
        var bytes: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw error("a string that starts at \(startLine):\(startColumn) has no closing quote", accepted: "'\"' to end the string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8", accepted: "UTF-8 text", line: startLine, column: startColumn)
                }
                advance()
                return text
            case UInt8(ascii: "\\"):
                UTF8.encode(try parseEscape()) { bytes.append($0) }
            case 0..<0x20:
                throw error("a control character (U+\(hex(UInt32(byte), digits: 4))) inside a string; escape it (\\n, \\t, \\u00XX)",
                            accepted: "escaped control characters")
            default:
                bytes.append(byte)
                advance()
            }
        }
    }

    /// Reads an escape sequence starting at its backslash.
    private mutating func parseEscape() throws(SceneError) -> Unicode.Scalar {
        let (escapeLine, escapeColumn) = (line, column)
        advance() // \
        guard let byte = peek() else { throw error("expected an escape after '\\', got the end of the text", accepted: Self.escapes) }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
                    throw error("a lone surrogate \\u\(hex(first, digits: 4)) (a high surrogate needs a low one after it)",
                                accepted: "a \\u escape of a Unicode scalar, or a surrogate pair",
                                line: escapeLine, column: escapeColumn)
                }
                advance()
                advance()
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error("a high surrogate \\u\(hex(first, digits: 4)) followed by \\u\(hex(second, digits: 4)), not a low surrogate",
                                accepted: "a surrogate pair", line: escapeLine, column: escapeColumn)
                }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("a lone surrogate \\u\(hex(first, digits: 4))", accepted: "a \\u escape of a Unicode scalar, or a surrogate pair",
                            line: escapeLine, column: escapeColumn)
            }
            return scalar
        default:
            throw error("unknown escape '\\\(Self.describe(byte))'", accepted: Self.escapes, line: escapeLine, column: escapeColumn)
        }
    }

    private static let escapes = #"one of \" \\ \/ \b \f \n \r \t \uXXXX"#

    private mutating func parseHex4() throws(SceneError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else {
                throw error("expected 4 hexadecimal digits after \\u, got \(describeCurrent())", accepted: "hexadecimal digits 0-9, a-f, A-F")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Numbers

    /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func parseNumber() throws(SceneError) -> Double {
        let (startLine, startColumn) = (line, column)
        let start = offset
        let accepted = "a JSON number such as 12, -0.5 or 1e3"
        if peek() == UInt8(ascii: "-") {
            advance()
            if peek() == UInt8(ascii: "I") || peek() == UInt8(ascii: "i") {
                throw error("expected a JSON value, got -\(readWord()); write the string \"-infinity\" for an infinite number",
                            accepted: Self.valueKinds, line: startLine, column: startColumn)
            }
        }
        guard let first = peek(), Self.isDigit(first) else {
            throw error("expected a digit in a number, got \(describeCurrent())", accepted: accepted)
        }
        advance()
        if first == UInt8(ascii: "0"), let next = peek(), Self.isDigit(next) {
            throw error("a number has a leading zero", accepted: accepted, line: startLine, column: startColumn)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            advance()
            guard let next = peek(), Self.isDigit(next) else {
                throw error("expected a digit after the decimal point, got \(describeCurrent())", accepted: accepted)
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard let next = peek(), Self.isDigit(next) else {
                throw error("expected a digit in the exponent, got \(describeCurrent())", accepted: accepted)
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            // A literal can be megabytes long: the message quotes its first and last digits.
            let quoted = text.count <= 40 ? text : "\(text.prefix(20))…\(text.suffix(12)) (\(text.count) characters)"
            throw error("the number \(quoted) is too large for a Double; write the string \"infinity\" or \"-infinity\" for an infinite number",
                        accepted: "a number within ±1.8e308", line: startLine, column: startColumn)
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { advance() }
    }

    // MARK: Reading

    private func peek(at distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    /// Moves past one byte, counting lines and columns (a column is a Unicode scalar: UTF-8
    /// continuation bytes do not count).
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// Reads a run of ASCII letters (for literals and their common misspellings), at most 20.
    private mutating func readWord() -> String {
        var word = ""
        while word.count < 20, let byte = peek(),
              (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
            word.append(Character(Unicode.Scalar(byte)))
            advance()
        }
        return word
    }

    /// The character at the reading position, for a message.
    private func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the text" }
        switch byte {
        case UInt8(ascii: "\n"): return "a line break"
        case UInt8(ascii: "'"): return "a single quote (JSON strings use double quotes)"
        case UInt8(ascii: "/"): return "'/' (JSON has no comments)"
        case 0x80...:
            // A character outside ASCII: show it whole when its UTF-8 sequence is valid.
            for length in 2...4 where offset + length <= bytes.count {
                if let text = String(validating: bytes[offset..<offset + length], as: UTF8.self), text.unicodeScalars.count == 1 {
                    let scalar = text.unicodeScalars.first!
                    // A line or paragraph separator, or an invisible control or format
                    // character, is named by its code point only: the message stays one line.
                    switch scalar.properties.generalCategory {
                    case .control, .format, .lineSeparator, .paragraphSeparator:
                        return "the character U+\(hex(scalar.value, digits: 4))"
                    default:
                        return "'\(text)' (U+\(hex(scalar.value, digits: 4)))"
                    }
                }
            }
            return "a byte that is not UTF-8 (0x\(hex(UInt32(byte), digits: 2)))"
        default: return "'\(Self.describe(byte))'"
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        if byte < 0x80 { return String(format: "\\u%04X", byte) }
        return String(format: "byte 0x%02X", byte)
    }

    // MARK: Errors

    private func error(_ message: String, accepted: String, line: Int? = nil, column: Int? = nil) -> SceneError {
        var path = ""
        for component in pathComponents {
            switch component {
            case let .key(key): path = JSONPath.appending(key: key, to: path)
            case let .index(index): path = JSONPath.appending(index: index, to: path)
            }
        }
        return SceneError(path: path, line: line ?? self.line, column: column ?? self.column, message: message, accepted: accepted)
    }
}
