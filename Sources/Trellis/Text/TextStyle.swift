import Foundation

/// The text-wide settings that affect layout, gathered from the environment.
struct TextStyle: Sendable, Hashable {
    /// The most lines shown; `nil` for no limit.
    var lineLimit: Int?
    var truncationMode: Text.TruncationMode = .tail
    var lineSpacing: CGFloat = 0
    var minimumScaleFactor: CGFloat = 1
    /// The fewest lines the text's height makes room for (`lineLimit(2...4)`).
    var reservedLines: Int = 0
    /// The length of a pixel, `1 / displayScale`: sizes round up to whole pixels.
    var pixelLength: CGFloat = 1
    /// Whether digits share the widest digit's advance (`monospacedDigit()`).
    var tabularDigits = false
    /// Whether characters may move closer before the text truncates (`allowsTightening(_:)`).
    var allowsTightening = false
    /// Whether the text is measured as `redacted(reason: .placeholder)` shows it: each
    /// character a placeholder's advance (``TextShaper/placeholder(at:extraSpacing:)``).
    var isPlaceholder = false
    /// Space the lines keep above and below them in the text's frame (``TextLineInsets``).
    var lineInsets = TextLineInsets.none
}

extension TextStyle {
    /// `value` rounded to a whole number of pixels by `rule`.
    func pixels(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
        guard pixelLength.isFinite, pixelLength > 0, value.isFinite else { return value }
        return (value / pixelLength - 1e-9 * (rule == .up ? 1 : 0)).rounded(rule) * pixelLength
    }
}
