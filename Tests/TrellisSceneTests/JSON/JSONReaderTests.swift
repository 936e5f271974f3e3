import Foundation
import Testing
import TrellisScene

/// TrellisScene's JSON reader: strict RFC 8259 (https://www.rfc-editor.org/rfc/rfc8259), with
/// the line and column of every value.
@Suite("JSON reader")
@MainActor
struct JSONReaderTests {
    func message(_ json: String) -> String? {
        do {
            _ = try JSONValue(parsing: json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("every kind of value is read with its line, column and path")
    func valuesAndPositions() throws {
        let root = try JSONValue(parsing: """
            {"a": [1, -2.5e1, true, false, null],
             "b": {"c d": "x"}}
            """)
        let a = try #require(root["a"]?.elements)
        #expect(a.map(\.kind) == [.number, .number, .bool, .bool, .null])
        #expect(a[1].numberValue == -25)
        #expect(a[2].boolValue == true)
        #expect(a[4].isNull)
        #expect((a[1].line, a[1].column) == (1, 11))
        #expect(a[1].path == "a[1]")
        let cd = try #require(root["b"]?["c d"])
        #expect(cd.stringValue == "x")
        #expect(cd.path == #"b["c d"]"#)
        #expect((cd.line, cd.column) == (2, 15))
        #expect(root.keys == ["a", "b"])
    }

    @Test("string escapes, surrogate pairs and raw Unicode are decoded")
    func escapes() throws {
        let value = try JSONValue(parsing: #""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 ü""#)
        #expect(value.stringValue == "\"\\/\u{08}\u{0C}\n\r\t\u{E9}\u{1F600} ü")
    }

    @Test("CR LF line ends count one line each; a byte-order mark is skipped")
    func lineEnds() throws {
        let value = try JSONValue(parsing: "\u{FEFF}{\r\n\"a\":\r\n  7}")
        #expect(value["a"].map { ($0.line, $0.column) } ?? (0, 0) == (3, 3))
    }

    @Test("numbers outside JSON's grammar are syntax errors", arguments: ["01", "1.", ".5", "+1", "1e", "-", "0x10"])
    func badNumbers(_ number: String) {
        #expect(message("[\(number)]") != nil)
    }

    @Test("a number too large for a Double is an error that names the string to write")
    func hugeNumber() {
        #expect(message("[1e400]") == #"1:2: [0]: the number 1e400 is too large for a Double; write the string "infinity" or "-infinity" for an infinite number"#)
    }

    @Test("an unescaped control character in a string is an error")
    func controlCharacter() {
        #expect(message("\"a\tb\"") == #"1:3: a control character (U+0009) inside a string; escape it (\n, \t, \u00XX)"#)
    }

    @Test("a lone surrogate escape is an error")
    func loneSurrogate() {
        #expect(message(#"["\udc00"]"#) == #"1:3: [0]: a lone surrogate \uDC00"#)
    }

    @Test("text after the document's value is an error")
    func trailingText() {
        #expect(message("{} {}") == "1:4: expected the end of the text after the document's value, got '{'")
    }

    @Test("an unterminated string is an error naming where it starts")
    func unterminatedString() {
        #expect(message("{\"a\": \"bc") == #"1:10: a: a string that starts at 1:7 has no closing quote"#)
    }

    @Test("comments and single quotes are errors that say JSON has neither")
    func commentsAndSingleQuotes() {
        #expect(message("// note\n{}") == "1:1: expected a JSON value, got '/'; JSON has no comments")
        #expect(message("{'a': 1}") == "1:2: expected a key in double quotes, got a single quote (JSON strings use double quotes)")
    }

    @Test("bytes that are not UTF-8 in a file are an error")
    func invalidUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID().uuidString).json")
        try Data([0x22, 0x61, 0xFF, 0x22]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: SceneError.self) { try JSONValue(contentsOf: url) }
    }

    @Test("a file that cannot be read is an error naming it")
    func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/missing.json")
        do {
            _ = try JSONValue(contentsOf: url)
            Issue.record("read a missing file")
        } catch {
            #expect(error.file == "missing.json")
            #expect(error.description.hasPrefix("missing.json:1:1: cannot read the file"))
        }
    }

    @Test("512 levels of nesting are accepted, 513 are not")
    func depthLimit() {
        #expect(message(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
        #expect(message(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)) != nil)
    }

    @Test("a large document is read")
    func largeDocument() throws {
        let elements = (0..<100_000).map { #"{"id": "v\#($0)", "n": \#($0)}"# }.joined(separator: ",\n")
        let root = try JSONValue(parsing: "[" + elements + "]")
        let last = try #require(root.elements?.last)
        #expect(last["n"]?.numberValue == 99_999)
        #expect(last.line == 100_000)
    }

    @Test("the scene format's number strings read as infinity and NaN")
    func numberStrings() throws {
        let values = try #require(try JSONValue(parsing: #"["infinity", "-infinity", "nan", 2]"#).elements)
        #expect(try values[0].decodeNumber() == .infinity)
        #expect(try values[1].decodeNumber() == -.infinity)
        #expect(try values[2].decodeNumber().isNaN)
        #expect(try values[3].decodeNumber() == 2)
    }
}

/// Issue 19's `latin-escaped-1mb.json`: a long string that alternates escapes and plain
/// letters (how Python's `json.dump` writes non-ASCII text) reads whole. It took seconds per
/// megabyte, growing with the square of the length; the decoded text is checked here, the time
/// by CI's clock.
@Suite("JSON reader: long strings")
struct JSONLongStringTests {
    @Test("a string of 200,000 escapes between letters decodes to its 400,000 characters")
    func alternatingEscapes() throws {
        let count = 200_000
        let json = "\"" + String(repeating: #"a\u00e9"#, count: count) + "\""
        let text = try #require(try JSONValue(parsing: json).stringValue)
        #expect(text.unicodeScalars.count == 2 * count)
        #expect(text.hasPrefix("aéaé") && text.hasSuffix("aé"))
    }
}

/// Issue 19: an error echoed a 10 MB number literal whole (10,000,172 bytes of message).
@Suite("JSON reader: long literals in errors")
struct JSONLongLiteralErrorTests {
    @Test("an error quotes a long number by its ends and its length")
    func longNumberIsShortenedInTheMessage() {
        let json = "1" + String(repeating: "0", count: 1_000_000)
        #expect {
            _ = try JSONValue(parsing: json)
        } throws: { error in
            let message = "\(error)"
            return message.count < 500 && message.contains("(1000001 characters)")
        }
    }
}
