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
