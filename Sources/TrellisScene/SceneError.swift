import Foundation

/// Why a scene file (or any JSON read by ``JSONValue``) could not be read: where the bad value
/// is, what was wrong, and what is accepted there.
///
/// Its ``description`` is one line, in the `file:line:column:` form editors and terminals link:
///
/// ```
/// card.json:12:18: view.content[2].modifiers[0].frame.width: expected a number, "infinity", "-infinity" or "nan", got "wide"
/// ```
///
/// Reading a scene either succeeds completely or throws one `SceneError`, for the first
/// problem in the file; nothing partial is returned.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the file the JSON came from, when known (``SceneFile/init(contentsOf:layouts:)``
    /// sets it to the file's name); `nil` for JSON given as a string.
    public var file: String?
    /// The JSON path of the bad value from the document's root, e.g.
    /// `view.content[2].modifiers[0].frame.width`; empty for the root itself.
    public let path: String
    /// The 1-based line of the bad value (or of the bad character, for a syntax error).
    public let line: Int
    /// The 1-based column of the bad value, in Unicode scalars from the start of its line.
    public let column: Int
    /// What was wrong, and what is accepted there.
    public let message: String
    /// What is accepted at that place, e.g. `a number, "infinity", "-infinity" or "nan"` or
    /// `one of: leading, center, trailing`.
    public let accepted: String

    /// Creates an error at a position.
    ///
    /// - Parameters:
    ///   - path: The JSON path of the bad value.
    ///   - line: Its 1-based line.
    ///   - column: Its 1-based column.
    ///   - message: What was wrong; it should say what is accepted.
    ///   - accepted: What is accepted at that place.
    ///   - file: The file's name, if known.
    public init(path: String, line: Int, column: Int, message: String, accepted: String, file: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.accepted = accepted
        self.file = file
    }

    /// The error on one line: `file:line:column: path: message`, without the file when it is
    /// not known and without the path at the root. A very long path (a deeply nested value)
    /// is shortened in the middle; ``path`` keeps it whole.
    public var description: String {
        var text = file.map { "\($0):" } ?? ""
        text += "\(line):\(column): "
        if !path.isEmpty { text += JSONPath.abbreviated(path) + ": " }
        return text + message
    }
}
