import Foundation

extension Font {
    /// A line spacing adjustment that you can apply to a font.
    ///
    /// Apple documents the adjustment as 2 points a line on iOS and macOS (1 on watchOS);
    /// Trellis applies it to the system font and text styles, whose lines it measures with
    /// SF's metrics. A custom font keeps its file's line spacing whatever the leading.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: 2 points less a line (1 on watchOS).
        case tight
        /// Increased line spacing: 2 points more a line (1 on watchOS).
        case loose
    }

    /// Adjusts the line spacing of a font.
    ///
    /// ```swift
    /// Text(longText).font(.body.leading(.loose))
    /// ```
    ///
    /// - Parameter leading: The line spacing adjustment to apply.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.lineLeading = leading == .standard ? nil : leading
        return font
    }

    /// The points `leading(_:)` adds to each line on `platform`: ±2, ±1 on watchOS, 0 for the
    /// standard leading. **documented** — Apple, `Font.Leading.tight` and `.loose`.
    func leadingAdjustment(on platform: TargetPlatform) -> CGFloat {
        let step: CGFloat = platform.system == .watchOS ? 1 : 2
        switch lineLeading {
        case .tight?: return -step
        case .loose?: return step
        case .standard?, nil: return 0
        }
    }
}
