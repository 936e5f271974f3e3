import Foundation
import Trellis

/// A table of the names the format accepts for one kind of value, in the order the
/// documentation lists them (the order an error lists them in).
struct Names<Value: Sendable>: Sendable {
    /// What the names stand for, for messages: "a vertical alignment".
    let kind: String
    let entries: [(name: String, value: Value)]

    init(_ kind: String, _ entries: [(String, Value)]) {
        self.kind = kind
        self.entries = entries.map { (name: $0.0, value: $0.1) }
    }

    subscript(name: String) -> Value? {
        entries.first { $0.name == name }?.value
    }

    /// `one of: top, center, bottom`.
    var accepted: String {
        "one of: " + entries.map(\.name).joined(separator: ", ")
    }
}
