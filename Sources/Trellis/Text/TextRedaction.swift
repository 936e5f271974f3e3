import Foundation

/// Text under `redacted(reason: .placeholder)`: SwiftUI measures it as a row of placeholder
/// shapes, every character (a space included) one advance wide whatever the glyph, and breaks
/// its lines at those widths.
///
/// The advance is 0.489 em plus SF's tracking for the size, at every weight. **Fitted** to
/// swiftui-web `redacted/widths` (macOS 26.2, at 806de2a): ten `i`s and ten `M`s alike 54.5,
/// 63, 79, 105 and 129.5 wide at 11, 13, 17, 22 and 26 pt, "12345" and "a b c d e" the same
/// advance a character, one `x` 6.5 at 13 pt, "Redacted text" 82 bold or not; and
/// `redacted/placeholder` ("Title" in the 22 pt title font 52.5).
extension SystemFontMetrics {
    /// A placeholder character's advance at `size`: 0.489 em and SF's tracking (fitted).
    static func placeholderAdvance(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return Swift.max(0, 0.489 * size + tracking(size: size))
    }
}

extension TextShaper {
    /// This text as a placeholder measures it, at `size` (this shaper's when `nil`) with
    /// `extraSpacing` after every character: each character but a newline one
    /// ``SystemFontMetrics/placeholderAdvance(size:)`` wide, no kerning; the lines, breaks and
    /// spaces are the text's own.
    func placeholder(at size: CGFloat? = nil, extraSpacing: CGFloat = 0) -> TextShaper {
        let size = size ?? self.size
        let extra = extraSpacing.isFinite ? extraSpacing : 0
        let advance = Swift.max(0, SystemFontMetrics.placeholderAdvance(size: size) + extra)
        var prefix: [CGFloat] = [0]
        prefix.reserveCapacity(characters.count + 1)
        var total: CGFloat = 0
        for index in characters.indices {
            if !isNewline[index] { total += advance }
            prefix.append(total)
        }
        let scale = self.size > 0 && size.isFinite ? size / self.size : 1
        return TextShaper(
            measured: characters, prefix: prefix, kernBefore: [CGFloat](repeating: 0, count: characters.count),
            metrics: scale == 1 ? metrics : metrics.scaled(by: scale), face: face, size: size,
            usesSystemTracking: usesSystemTracking, weightTracking: weightTracking,
            fallbacksUsed: fallbacksUsed, uncovered: uncovered)
    }
}

extension LayoutResult.TextDrawing {
    /// The bar each line of placeholder text is drawn as (`redacted(reason: .placeholder)`):
    /// SwiftUI draws a redacted text's lines as rounded bars as wide as their placeholders, not
    /// as glyphs.
    ///
    /// The bar's place and shape are **estimates** (no recording measures them, and Apple does
    /// not document them): from the font's cap height above the baseline to a tenth of the
    /// size below it, its corners a fifth of its height round, in the text's colour at a fifth
    /// of its opacity.
    public struct PlaceholderBar: Sendable, Equatable {
        /// How far the bar's top is above each line's baseline, in points.
        public let top: CGFloat
        /// The bar's height, in points.
        public let height: CGFloat
        /// The radius of the bar's rounded corners, in points.
        public let cornerRadius: CGFloat
        /// The share of the text's opacity the bar is drawn with.
        public let opacity: Double

        /// The bar of text of `size` points whose font's capitals rise `capHeight` above the
        /// baseline; none for a size or cap height that is not a positive length.
        init?(size: CGFloat, capHeight: CGFloat) {
            guard size.isFinite, size > 0, capHeight.isFinite, capHeight > 0 else { return nil }
            top = capHeight
            height = capHeight + size / 10
            cornerRadius = height / 5
            opacity = 0.2
        }
    }

    /// The frame of the placeholder bar `line` is drawn as, in root coordinates: from the
    /// line's start, as wide as the line; `nil` for text drawn as glyphs and for an empty line.
    public func placeholderFrame(of line: Line) -> CGRect? {
        guard let placeholderBar, line.width.isFinite, line.width > 0, line.origin.x.isFinite, line.origin.y.isFinite else {
            return nil
        }
        return CGRect(x: line.origin.x, y: line.origin.y - placeholderBar.top, width: line.width, height: placeholderBar.height)
    }
}
