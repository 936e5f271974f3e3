import Foundation

/// The vertical metrics of one line of text, in points.
struct LineMetrics: Sendable, Hashable {
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat
    /// The height of a capital letter (the ascent where the font does not say).
    let capHeight: CGFloat
    /// The distance from one baseline to the next: ascent, descent and line gap.
    var height: CGFloat { ascent + descent + leading }
    /// The height of a single line: ascent and descent (the gap goes only between lines).
    var singleLineHeight: CGFloat { ascent + descent }

    /// The metrics multiplied by `factor` (the same font at a size `factor` times as large).
    func scaled(by factor: CGFloat) -> LineMetrics {
        LineMetrics(ascent: ascent * factor, descent: descent * factor, leading: leading * factor, capHeight: capHeight * factor)
    }
}
