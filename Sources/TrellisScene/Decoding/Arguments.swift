import Foundation
import Trellis

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
