import Foundation

// A navigation path's `Codable` form: each value's type, by Swift's mangled name, and the
// value encoded as JSON, in the order pushed. The form is Trellis's own (SwiftUI's is not
// documented), so a path saved by one is not read by the other (docs/differences.md,
// "Navigation").

extension NavigationPath {
    /// A serializable representation of a navigation path, when every value in it is
    /// `Codable`.
    public struct CodableRepresentation: Codable, Equatable {
        /// Each value: its type's mangled name, and its JSON.
        let entries: [Entry]

        struct Entry: Equatable {
            let type: String
            let json: String
        }

        /// Decodes a representation that ``encode(to:)`` wrote: a list of strings, each
        /// value's type name followed by its JSON. An odd number of strings throws.
        ///
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "A type name without its value.")
                }
                entries.append(Entry(type: type, json: try container.decode(String.self)))
            }
            self.entries = entries
        }

        init(entries: [Entry]) {
            self.entries = entries
        }

        /// Encodes the representation: each value's type name, then its JSON.
        ///
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.type)
                try container.encode(entry.json)
            }
        }

        /// Whether two representations hold the same values of the same types in order.
        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.entries == rhs.entries
        }
    }

    /// A value that holds the path's contents in a serializable format, or `nil` if any
    /// value in the path is not `Codable`, fails to encode (as a `Double.nan` does), or is of
    /// a `private` or `fileprivate` type, whose name cannot be looked up to read it back.
    ///
    /// ```swift
    /// var path = NavigationPath([1, 2])
    /// let data = try JSONEncoder().encode(path.codable)
    /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for element in elements {
            // (A type whose name cannot be looked up again, as a private type's, which has no
            // stable name, could not be read back: no codable form either.)
            guard let value = element.base as? any Encodable & Decodable,
                  let name = _mangledTypeName(type(of: value)), _typeByName(name) != nil,
                  let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8)
            else { return nil }
            entries.append(CodableRepresentation.Entry(type: name, json: json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// Creates a new navigation path from a serializable version.
    ///
    /// SwiftUI stops the program when a value cannot be read back; Trellis leaves out the
    /// values from the first one whose type this program does not have, is not `Codable`
    /// and `Hashable`, or whose JSON does not decode, keeping those before it (a path is
    /// read from the root).
    ///
    /// - Parameter codable: A value describing the contents of the path.
    public init(_ codable: CodableRepresentation) {
        var values: [AnyHashable] = []
        for entry in codable.entries {
            guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type,
                  let value = Self.decode(type, from: entry.json)
            else { break }
            values.append(value)
        }
        self.init(erased: values)
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) -> AnyHashable? {
        guard let value = try? JSONDecoder().decode(T.self, from: Data(json.utf8)) else { return nil }
        return AnyHashable(value)
    }

    /// Creates a new navigation path from the contents of a sequence of `Codable` values,
    /// which ``codable`` can serialize.
    ///
    /// - Parameter elements: A sequence used to create the navigation path.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.init(erased: elements.map { AnyHashable($0) })
    }

    /// Appends a new `Codable` value to the end of this path.
    ///
    /// - Parameter value: The value to push on top of the stack's screens.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
    }
}

@available(*, unavailable)
extension NavigationPath.CodableRepresentation: Sendable {}
