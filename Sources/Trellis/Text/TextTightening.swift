import Foundation

extension TextMeasure {
    /// The most space tightening takes from after each character, as a share of the font size.
    /// Apple documents that tightening compresses the space between characters before text
    /// truncates, but not how far; Trellis allows up to 5 % of the font size (its own choice).
    static let maximumTightening: CGFloat = 0.05

    /// The layout for `proposal` with characters moved just close enough together that nothing
    /// truncates, or `nil` when even the tightest spacing truncates.
    func tightened(for proposal: ProposedViewSize) -> TextLayout? {
        func layout(_ spacing: CGFloat) -> TextLayout {
            var layout = shaper(scaledBy: 1, extraSpacing: spacing).layout(maxWidth: proposal.width, maxHeight: proposal.height, style: style)
            layout.tightening = spacing
            return layout
        }
        func truncates(_ layout: TextLayout) -> Bool { layout.lines.contains { $0.truncated != nil } }
        var fits = -Self.maximumTightening * size
        var best = layout(fits)
        guard !truncates(best) else { return nil }
        var truncating: CGFloat = 0
        for _ in 0..<10 {
            let middle = (fits + truncating) / 2
            let candidate = layout(middle)
            if truncates(candidate) { truncating = middle } else { fits = middle; best = candidate }
        }
        return best
    }
}
