import Foundation

/// The key of a localized string: Trellis displays the key itself.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// Creates a key from a string.
    public init(_ value: String) { key = value }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { key = value }

    /// Creates a key from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}
