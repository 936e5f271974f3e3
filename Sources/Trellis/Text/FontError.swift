import Foundation

/// Why a font file could not be read.
public struct FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A one-line explanation naming the file (or font) and what was wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
