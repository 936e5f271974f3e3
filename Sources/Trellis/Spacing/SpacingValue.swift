import Foundation

/// The font metrics a text spaces itself from another text by.
struct TextSpacingMetrics: Sendable, Hashable {
    var line: LineMetrics
    /// The length of a pixel: distances round up to whole pixels.
    var pixelLength: CGFloat
}

/// One preference in a non-default category.
enum SpacingValue: Sendable, Hashable {
    /// A length: two shared lengths add up.
    case distance(CGFloat)
    /// A text's metrics: facing another text's, they ask for the lower text's line gap.
    case text(TextSpacingMetrics)

    /// The distance this preference (on the upper or leading view) and `next` (on the view
    /// after it) ask for together, or `nil` when they do not combine.
    func distance(to next: SpacingValue) -> CGFloat? {
        switch (self, next) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), .text): return a
        case let (.text, .distance(b)): return b
        case let (.text, .text(lower)):
            let gap = lower.line.leading
            guard lower.pixelLength.isFinite, lower.pixelLength > 0 else { return gap }
            return (gap / lower.pixelLength).rounded(.up) * lower.pixelLength
        }
    }

    /// The larger of two preferences of one category (a union keeps it).
    func larger(_ other: SpacingValue) -> SpacingValue {
        switch (self, other) {
        case let (.distance(a), .distance(b)): return .distance(Swift.max(a, b))
        case let (.text(a), .text(b)): return a.line.height >= b.line.height ? self : other
        case (.text, .distance): return self
        case (.distance, .text): return other
        }
    }
}
