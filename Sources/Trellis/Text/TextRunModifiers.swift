import Foundation

extension Text {
    /// This text with `change` applied to its own attributes.
    private func with(_ change: (inout TextAttributes) -> Void) -> Text {
        var text = self
        change(&text.attributes)
        return text
    }

    /// Sets the spacing, or kerning, between characters.
    ///
    /// - Parameter kerning: The offset, in points, added after each character (the last one
    ///   too, so the trailing edge moves); 0 for the font's default spacing.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }

    /// Sets the tracking for the text: space added to each character cluster after layout.
    /// When both are set, tracking wins over kerning.
    ///
    /// - Parameter tracking: The space to add after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }

    /// Sets the vertical offset for the text relative to its baseline.
    ///
    /// - Parameter baselineOffset: How far to raise the text (negative: lower it), in points.
    ///   A raised run makes its line taller above the baseline, a lowered one below it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.baselineOffset = baselineOffset } }

    /// Sets the font width of the text: the face of that width, where the font library has one.
    public func fontWidth(_ width: Font.Width?) -> Text { with { $0.width = width } }

    /// Sets the font design of the text (system fonts only: a custom font keeps its face).
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }

    /// Modifies the text to use the fixed-width variant of its font.
    public func monospaced(_ isActive: Bool = true) -> Text { with { $0.isMonospaced = isActive } }

    /// Applies an underline to the text.
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is underlined.
    ///   - color: The color of the line; `nil` uses the text's foreground color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Applies an underline with a pattern to the text.
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is underlined.
    ///   - pattern: The pattern of the line.
    ///   - color: The color of the line; `nil` uses the text's foreground color.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.underline = TextDecoration(isActive: isActive, style: LineStyle(pattern: pattern, color: color)) }
    }

    /// Applies a strikethrough to the text.
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is struck through.
    ///   - color: The color of the line; `nil` uses the text's foreground color.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Applies a strikethrough with a pattern to the text.
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is struck through.
    ///   - pattern: The pattern of the line.
    ///   - color: The color of the line; `nil` uses the text's foreground color.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.strikethrough = TextDecoration(isActive: isActive, style: LineStyle(pattern: pattern, color: color)) }
    }

    /// Applies a text scale to the text.
    ///
    /// - Parameters:
    ///   - scale: The text scale to apply.
    ///   - isEnabled: Whether the scale is applied; when false the text is unchanged.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? with { $0.scale = scale } : self
    }
}
