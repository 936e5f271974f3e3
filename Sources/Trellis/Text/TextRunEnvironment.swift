import Foundation

/// The text attributes the view forms of the text modifiers set for the text inside
/// (`kerning(_:)`, `textCase(_:)`, `underline(_:pattern:color:)`…): under each text's own.
struct TextRunEnvironment: Hashable, Sendable {
    var attributes = TextAttributes()
    var textCase: Text.Case?
    var allowsTightening = false
}

extension EnvironmentValues {
    /// A stylistic override to transform the case of `Text` views: `nil` (no change) by default.
    public var textCase: Text.Case? {
        get { textRunStyle.textCase }
        set { textRunStyle.textCase = newValue }
    }

    /// Whether inter-character spacing may tighten to fit text into the available space before
    /// it truncates: `false` by default.
    public var allowsTightening: Bool {
        get { textRunStyle.allowsTightening }
        set { textRunStyle.allowsTightening = newValue }
    }

    /// The text scale, written only when there is one: `textScale(_:isEnabled: false)` writes
    /// `nil` and leaves the scale as it was.
    var enabledTextScale: Text.Scale? {
        get { textRunStyle.attributes.scale }
        set { if let newValue { textRunStyle.attributes.scale = newValue } }
    }
}

nonisolated extension View {
    /// Sets the spacing, or kerning, between characters for the text in this view.
    ///
    /// - Parameter kerning: The spacing to add after each character, in points; 0 for the
    ///   font's default.
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.textRunStyle.attributes.kerning, kerning)
    }

    /// Sets the tracking for the text in this view: space added to each character, which wins
    /// over kerning.
    ///
    /// - Parameter tracking: The space to add after each character, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.textRunStyle.attributes.tracking, tracking)
    }

    /// Sets the vertical offset for the text relative to its baseline for the text in this view.
    ///
    /// - Parameter baselineOffset: How far to raise the text (negative: lower it), in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.textRunStyle.attributes.baselineOffset, baselineOffset)
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    ///
    /// - Parameter textCase: Uppercase or lowercase; `nil` displays the text as it is.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Sets the font width of the text in this view.
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.textRunStyle.attributes.width, width)
    }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.textRunStyle.attributes.design, design)
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.textRunStyle.attributes.isMonospaced, isActive)
    }

    /// Applies an underline to the text in this view.
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is underlined.
    ///   - pattern: The pattern of the line.
    ///   - color: The color of the line; `nil` uses the text's foreground color.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textRunStyle.attributes.underline, TextDecoration(isActive: isActive, style: .init(pattern: pattern, color: color)))
    }

    /// Applies a strikethrough to the text in this view.
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is struck through.
    ///   - pattern: The pattern of the line.
    ///   - color: The color of the line; `nil` uses the text's foreground color.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(
            \.textRunStyle.attributes.strikethrough, TextDecoration(isActive: isActive, style: .init(pattern: pattern, color: color)))
    }

    /// Applies a text scale to the text in this view.
    ///
    /// - Parameters:
    ///   - scale: The text scale to apply.
    ///   - isEnabled: Whether the scale is applied; when false the text scale is unchanged.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        environment(\.enabledTextScale, isEnabled ? scale : nil)
    }

    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit text in a line (before it truncates).
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
