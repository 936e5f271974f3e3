import Foundation

/// The key of a localized string: Trellis displays the key itself.
///
/// A key written as a literal may hold inline Markdown, which `Text` styles; values
/// interpolated into it (`"Hello \(name)"`) are shown as they are, never read as Markdown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The pieces of the key: literal text (which may hold Markdown), interpolated values, and
    /// interpolated texts with their styles.
    enum Segment: Equatable, Sendable {
        case literal(String)
        case value(String)
        case text([TextRun])
    }

    let segments: [Segment]

    /// The key's characters, Markdown and all.
    var key: String {
        segments.map { segment in
            switch segment {
            case let .literal(string), let .value(string): string
            case let .text(runs): runs.map(\.string).joined()
            }
        }.joined()
    }

    /// Creates a key from a string.
    public init(_ value: String) { segments = [.literal(value)] }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { segments = [.literal(value)] }

    /// Creates a key from an interpolated string.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The literal text and interpolated values of a key written with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text, which may hold Markdown.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        /// Appends a string, shown as it is.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.value(string))
        }

        /// Appends a value, described as `String(describing:)` describes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.value(String(describing: value)))
        }

        /// Appends a number formatted by a `printf`-style specifier (`"%.2f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.value(String(format: specifier, value)))
        }

        /// Appends a value formatted by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.value(format.format(input)))
        }

        /// Appends a text, with its styles.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text.flattenedRuns))
        }
    }
}
