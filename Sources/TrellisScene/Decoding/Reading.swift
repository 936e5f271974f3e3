import Foundation
import Trellis

// Reading scalars and argument objects: every check throws a `SceneError` at the value, saying
// what is accepted there.

extension JSONValue {
    static let numberAccepted = #"a number, "infinity", "-infinity" or "nan""#

    /// A number; the strings `"infinity"`, `"-infinity"` and `"nan"` stand for the values JSON
    /// cannot write (hostile input must be expressible: the engine repairs it and reports it).
    func number() throws(SceneError) -> CGFloat {
        switch storage {
        case let .number(value): return CGFloat(value)
        case .string("infinity"): return .infinity
        case .string("-infinity"): return -.infinity
        case .string("nan"): return .nan
        default: throw mismatch(Self.numberAccepted)
        }
    }

    /// A number, or `nil` for `null`.
    func optionalNumber() throws(SceneError) -> CGFloat? {
        isNull ? nil : try number()
    }

    /// A whole number that fits an `Int` exactly (|n| ≤ 2⁵³).
    func integer() throws(SceneError) -> Int {
        guard case let .number(value) = storage, value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else {
            throw mismatch("an integer")
        }
        return Int(value)
    }

    func string() throws(SceneError) -> String {
        guard case let .string(value) = storage else { throw mismatch("a string") }
        return value
    }

    func bool() throws(SceneError) -> Bool {
        guard case let .bool(value) = storage else { throw mismatch("true or false") }
        return value
    }

    /// The elements of an array, each with its path.
    func array(of what: String) throws(SceneError) -> [JSONValue] {
        guard let elements else { throw mismatch("an array of \(what)") }
        return elements
    }

    /// The value a name in `names` stands for.
    func name<Value>(_ names: Names<Value>) throws(SceneError) -> Value {
        guard case let .string(name) = storage else { throw mismatch("\(names.kind) (\(names.accepted))") }
        guard let value = names[name] else {
            throw error("unknown \(names.kind.dropArticle) \(JSONValue.quoted(name)); expected \(names.accepted)", accepted: names.accepted)
        }
        return value
    }

    /// "expected …, got …" at this value.
    func mismatch(_ accepted: String) -> SceneError {
        error("expected \(accepted), got \(self)", accepted: accepted)
    }
}

extension String {
    /// "a vertical alignment" → "vertical alignment".
    var dropArticle: String {
        if hasPrefix("a ") { return String(dropFirst(2)) }
        if hasPrefix("an ") { return String(dropFirst(3)) }
        return self
    }
}

/// An object of named arguments: its keys are checked against the accepted ones when it is
/// made, so a misspelt key is an error that lists the right ones.
struct Arguments {
    let value: JSONValue
    private let members: [JSONValue.Member]

    /// - Parameters:
    ///   - value: The object.
    ///   - what: What the object is, for messages: `"frame"`, `"an HStack"`.
    ///   - keys: The keys accepted in it.
    init(_ value: JSONValue, _ what: String, accepting keys: [String]) throws(SceneError) {
        guard value.kind == .object else {
            throw value.mismatch(keys.isEmpty ? "an empty object" : "an object with keys \(keys.joined(separator: ", "))")
        }
        self.value = value
        members = value.members
        for member in members where !keys.contains(member.key) {
            let accepted = keys.isEmpty ? "no keys" : "keys " + keys.joined(separator: ", ")
            throw SceneError(
                path: member.value.path, line: member.line, column: member.column,
                message: "unknown key \(JSONValue.quoted(member.key)) in \(what); accepted: \(keys.isEmpty ? "none" : keys.joined(separator: ", "))",
                accepted: accepted)
        }
    }

    /// The value of `key`, `null` included; `nil` when the key is absent.
    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Whether `key` is present.
    func has(_ key: String) -> Bool { self[key] != nil }

    /// The value of `key`, which must be present.
    func required(_ key: String, _ accepted: String) throws(SceneError) -> JSONValue {
        guard let found = self[key] else {
            throw value.error("missing key \"\(key)\" (\(accepted))", accepted: "\"\(key)\": \(accepted)")
        }
        return found
    }

    /// The number at `key`, `nil` when absent or `null`.
    func optionalNumber(_ key: String) throws(SceneError) -> CGFloat? {
        try self[key]?.optionalNumber() ?? nil
    }

    /// The name at `key`, `nil` when absent.
    func optionalName<Value>(_ key: String, _ names: Names<Value>) throws(SceneError) -> Value? {
        guard let found = self[key] else { return nil }
        return try found.name(names)
    }
}
