import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text sizes itself from real font metrics (see ``FontLibrary``):
/// - with an unspecified width it is one line per paragraph, as wide as its longest line;
/// - with a width it wraps at break opportunities (spaces, hyphens, between CJK characters,
///   newlines), breaking a word that is longer than the line between characters, and reports
///   the width of its longest line;
/// - a line limit or a height too small for every line truncates the last visible line with
///   an ellipsis, at the end, start or middle according to the truncation mode.
///
/// Its first and last text baselines are explicit alignment guides.
nonisolated public struct Text: View, Equatable, Sendable {
    var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var isMonospacedDigit = false
    /// Set by `foregroundColor(_:)` and `foregroundStyle(_:)`: wins over the environment's.
    var foregroundColor: Color?
    /// Set by `foregroundStyle(_:)` with a style that depends on where the text is (a
    /// hierarchical level, `.foreground`, `.tint`): resolved with the text's environment.
    var contextualStyle: ContextualTextStyle?
    /// Whether this text was concatenated (`+`) from texts of different styles, which it
    /// measures in the first one's style.
    var joinsStyles = false

    /// Creates a text view that displays a string literal or a localized string key, as is.
    public init(_ key: LocalizedStringKey) {
        content = key.key
    }

    /// Creates a text view that displays a stored string without localization.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays a string without localization.
    public init(verbatim content: String) {
        self.content = content
    }

    /// The truncation modes: where the ellipsis goes when text does not fit.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line: "…nd of line".
        case head
        /// Truncate at the end of the line: "Beginning o…".
        case tail
        /// Truncate in the middle of the line: "Begin…f line".
        case middle
    }

    /// Concatenates the text in two text views in a new text view.
    ///
    /// ```swift
    /// Text("Total: ") + Text("42").bold()
    /// ```
    ///
    /// Texts of the same style join into one text. Runs of different styles are measured in
    /// the first text's style, and the layout reports it (``LayoutDiagnostic/Kind/approximated``).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content = lhs.content + rhs.content
        joined.joinsStyles = lhs.joinsStyles || rhs.joinsStyles || !lhs.hasSameStyle(as: rhs)
        return joined
    }

    /// Whether `other` is drawn in the same font, weight, slant, digits and colour.
    private func hasSameStyle(as other: Text) -> Bool {
        font == other.font && weight == other.weight && isItalic == other.isItalic
            && isMonospacedDigit == other.isMonospacedDigit && foregroundColor == other.foregroundColor
            && contextualStyle == other.contextualStyle
    }

    /// A text view has no body: it is a leaf measured from its font.
    public var body: Never { fatalError("Text has no body") }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }

    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Applies italics to the text.
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }

    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// Modifies the text's font to use fixed-width digits.
    public func monospacedDigit() -> Text {
        var text = self
        text.isMonospacedDigit = true
        return text
    }

    /// The font this text measures with in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> Font {
        var font = self.font ?? environment.font ?? .body
        if let weight = weight ?? environment.textWeight { font = font.weight(weight) }
        if isItalic || environment.textItalic { font = font.italic() }
        if isMonospacedDigit || environment.textMonospacedDigit { font = font.monospacedDigit() }
        return font
    }
}

extension Text: PrimitiveView {
    /// Adds the text's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        if joinsStyles {
            resolver.report(.approximated, "Text", "joins texts of different styles (+); measured in the style of the first")
        }
        let environment = resolver.environment
        let font = resolvedFont(in: environment)
        let face: FontFace
        switch resolver.fonts.face(for: font) {
        case let .success(found):
            face = found
        case let .failure(error):
            resolver.report(.missingFont, "Text", "\(error); measured with the square test model instead")
            face = .squares
        }
        // A font size or line spacing that is not a number, or infinite (or a negative size),
        // measures nothing sensible: 0 instead, reported (issue 19; a size of NaN or -5 gave
        // a frame of -0 × -0, silently).
        var size = font.pointSize
        if !(size.isFinite && size >= 0) {
            resolver.report(.invalidModifierValue, "Text", "font size \(size) is not a size of 0 or more; 0 instead")
            size = 0
        }
        var lineSpacing = environment.lineSpacing
        if !lineSpacing.isFinite {
            resolver.report(.invalidModifierValue, "Text", "line spacing \(lineSpacing) is not a length; 0 instead")
            lineSpacing = 0
        }
        let measure = TextMeasure(
            content: content, face: face, size: size,
            style: TextStyle(
                lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
                lineSpacing: lineSpacing, minimumScaleFactor: environment.minimumScaleFactor,
                reservedLines: environment.reservedLines,
                pixelLength: 1 / environment.pixelScale,
                tabularDigits: font.isMonospacedDigit),
            fallback: FontFallback(library: resolver.fonts, bold: font.wantsBold, italic: font.isItalic))
        measure.reportUncoveredCharacters(into: &resolver)
        let visual = Visual.text(measure, environment.multilineTextAlignment, environment.resolved(
            contextualStyle?.color(in: environment) ?? foregroundColor ?? environment.foregroundColor ?? .primary))
        elements.append(resolver.addLeaf(.text(measure), name: .textContent, visual: visual))
    }
}

extension Text {
    /// Sets the color of the text displayed by this view; `nil` uses the environment's
    /// foreground colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.foregroundColor = color
        return text
    }

    /// Sets the style of the text displayed by this view.
    ///
    /// Colours, hierarchical levels (`.secondary`), `.foreground`, `.tint`, the semantic
    /// styles and gradients (drawn in their first colour by renderers that draw text in one
    /// colour) change how Trellis draws text; other styles leave it as it is.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        if let color = style as? Color {
            text.foregroundColor = color
            text.contextualStyle = nil
        } else if let contextual = ContextualTextStyle(style) {
            text.contextualStyle = contextual
        } else if let style = style as? any ResolvableStyle {
            text.foregroundColor = style.color(in: EnvironmentValues())
            text.contextualStyle = nil
        }
        return text
    }
}
