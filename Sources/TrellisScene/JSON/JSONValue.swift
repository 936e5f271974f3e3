import Foundation

/// A JSON value that remembers where it was written: its line, its column and its path from
/// the document's root.
///
/// TrellisScene reads JSON with its own strict reader (RFC 8259; duplicate keys are an error;
/// nesting deeper than ``maximumDepth`` is an error), so that every error can point at the
/// value that caused it. Use it to read files that hold scenes among other data, and decode
/// the views with the scene format's vocabulary:
///
/// ```swift
/// let root = try JSONValue(parsing: #"{"name": "card", "view": {"type": "Circle"}}"#)
/// let view = try root["view"]!.decodeView()
/// root["name"]?.stringValue    // "card"
/// root["view"]?.path           // "view"
/// ```
///
/// Values reached through `subscript(_:)` and ``elements`` carry their ``path``; errors
/// made with ``error(_:accepted:)`` name it.
public struct JSONValue: Sendable {
    /// The kinds of JSON value.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool
        /// A number.
        case number
        /// A string.
        case string
        /// An array of values.
        case array
        /// An object: keys and values, in document order.
        case object
    }

    enum Storage: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// An object's member, with the position of its key.
    struct Member: Sendable {
        let key: String
        let line: Int
        let column: Int
        let value: JSONValue
    }

    let storage: Storage

    /// The 1-based line where the value starts.
    public let line: Int

    /// The 1-based column where the value starts, in Unicode scalars.
    public let column: Int

    /// The value's path from the document's root (`view.content[2].modifiers[0]`); empty for
    /// the root.
    public internal(set) var path: String

    /// The deepest nesting of arrays and objects the reader accepts: 512.
    public static let maximumDepth = 512

    init(_ storage: Storage, line: Int, column: Int, path: String = "") {
        self.storage = storage
        self.line = line
        self.column = column
        self.path = path
    }

    /// Reads a JSON text.
    ///
    /// - Throws: A ``SceneError`` with the line and column of the first syntax error, a
    ///   duplicate key, or nesting deeper than ``maximumDepth``.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(parsing text: String) throws(SceneError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }

    /// Reads a JSON file. Errors name the file (its last path component).
    ///
    /// - Throws: A ``SceneError`` when the file cannot be read or is not valid JSON.
    public init(contentsOf url: URL) throws(SceneError) {
        let file = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneError(path: "", line: 1, column: 1, message: "cannot read the file: \(error.localizedDescription)",
                             accepted: "a readable JSON file", file: file)
        }
        var parser = JSONParser(bytes: [UInt8](data))
        do {
            self = try parser.parseDocument()
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    /// The kind of value.
    public var kind: Kind {
        switch storage {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The value of `true` or `false`; `nil` for any other kind.
    public var boolValue: Bool? {
        if case let .bool(value) = storage { return value }
        return nil
    }

    /// The value of a JSON number; `nil` for any other kind (the strings `"infinity"`,
    /// `"-infinity"` and `"nan"` included: ``decodeNumber()`` reads those).
    public var numberValue: Double? {
        if case let .number(value) = storage { return value }
        return nil
    }

    /// The value of a string; `nil` for any other kind.
    public var stringValue: String? {
        if case let .string(value) = storage { return value }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = storage { return true }
        return false
    }

    /// The elements of an array, each with its path; `nil` for any other kind.
    public var elements: [JSONValue]? {
        guard case let .array(values) = storage else { return nil }
        return values.enumerated().map { index, element in
            var element = element
            element.path = JSONPath.appending(index: index, to: path)
            return element
        }
    }

    /// The keys of an object, in document order; `nil` for any other kind.
    public var keys: [String]? {
        guard case let .object(members) = storage else { return nil }
        return members.map(\.key)
    }

    /// The member `key` of an object, with its path; `nil` when the value is not an object or
    /// has no such key.
    ///
    /// - Complexity: O(*m*) in the number of members.
    public subscript(key: String) -> JSONValue? {
        member(key)?.value
    }

    /// The member `key` with its path set.
    func member(_ key: String) -> Member? {
        guard case let .object(members) = storage, let found = members.first(where: { $0.key == key }) else { return nil }
        var value = found.value
        value.path = JSONPath.appending(key: key, to: path)
        return Member(key: key, line: found.line, column: found.column, value: value)
    }

    /// The members of an object in document order, each value with its path; empty for any other kind.
    var members: [Member] {
        guard case let .object(members) = storage else { return [] }
        return members.map { member in
            var value = member.value
            value.path = JSONPath.appending(key: member.key, to: path)
            return Member(key: member.key, line: member.line, column: member.column, value: value)
        }
    }

    /// An error at this value: its path, line and column.
    ///
    /// ```swift
    /// throw value.error("expected a fixture name, got \(value)", accepted: "a string")
    /// ```
    public func error(_ message: String, accepted: String) -> SceneError {
        SceneError(path: path, line: line, column: column, message: message, accepted: accepted)
    }
}

extension JSONValue: CustomStringConvertible {
    /// A short description for messages: a string in quotes, a number, `true`, `null`, or
    /// `an array` / `an object`.
    public var description: String {
        switch storage {
        case .null: return "null"
        case let .bool(value): return value ? "true" : "false"
        case let .number(value): return Self.format(value)
        case let .string(value): return Self.quoted(value)
        case let .array(values): return values.isEmpty ? "an empty array" : "an array"
        case let .object(members): return members.isEmpty ? "an empty object" : "an object"
        }
    }

    /// A string for a one-line message: in double quotes, with quotes, backslashes and control
    /// characters escaped, and cut after `limit` characters.
    static func quoted(_ text: String, limit: Int = 40) -> String {
        let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
        var quoted = "\""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// A number as JSON writes it: integral values without a fraction.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
