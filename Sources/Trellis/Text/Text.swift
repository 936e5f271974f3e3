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
    /// The pieces of the text, each with the attributes it was given before it was joined
    /// (`Text + Text`), by Markdown or by an `AttributedString`.
    var runs: [TextRun]
    /// What this text's own modifiers set: under each run's own attributes.
    var attributes = TextAttributes()

    /// Creates a text view that displays a string literal or a localized string key.
    ///
    /// Without a table or bundle, Trellis displays the key itself. With a `tableName` or a
    /// `bundle`, a key without interpolated values is looked up in that strings table of that
    /// bundle (`Localizable` and the main bundle when not given), and the translation shown
    /// when the table has one. Inline Markdown is styled as in SwiftUI: `**bold**`, `*italic*`,
    /// code between backticks (monospaced), `~~strikethrough~~` and
    /// `[links](https://example.com)`; interpolated values are shown as they are.
    ///
    /// - Parameters:
    ///   - key: The key for a string in the table identified by `tableName`.
    ///   - tableName: The name of the string table to search, or `nil` for `Localizable`.
    ///   - bundle: The bundle containing the strings file, or `nil` for the main bundle.
    ///   - comment: Contextual information about this key-value pair, for translators.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = Markdown.runs(of: key.localized(tableName: tableName, bundle: bundle))
    }

    /// Creates a text view that displays a stored string without localization, as is: a
    /// string literal goes to `init(_ key: LocalizedStringKey)` instead, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(string: String(content))]
    }

    /// Creates a text view that displays a string without localization, as is.
    public init(verbatim content: String) {
        runs = [TextRun(string: content)]
    }

    /// The characters of the text, every run's.
    var content: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

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
    /// Each side keeps its own style: the runs are measured on one line-breaking pass, each in
    /// its own font, and a line is as tall as its tallest run. Modifiers applied to the joined
    /// text style the runs that do not set the same thing themselves.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.flattenedRuns + rhs.flattenedRuns)
    }

    init(runs: [TextRun]) {
        self.runs = runs
    }

    /// The runs with this text's own modifiers folded into each.
    var flattenedRuns: [TextRun] {
        runs.map { run in
            var run = run
            run.attributes = run.attributes.merged(over: attributes)
            return run
        }
    }

    /// A text view has no body: it is a leaf measured from its font.
    public var body: Never { fatalError("Text has no body") }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.attributes.font = font
        return text
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }

    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Applies italics to the text.
    public func italic() -> Text {
        var text = self
        text.attributes.isItalic = true
        return text
    }

    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.attributes.weight = weight
        return text
    }

    /// Modifies the text's font to use fixed-width digits.
    public func monospacedDigit() -> Text {
        var text = self
        text.attributes.isMonospacedDigit = true
        return text
    }
}

extension Text {
    /// Sets the color of the text displayed by this view; `nil` uses the environment's
    /// foreground colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.attributes.foregroundColor = color
        text.attributes.contextualStyle = nil
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
            text.attributes.foregroundColor = color
            text.attributes.contextualStyle = nil
        } else if let contextual = ContextualTextStyle(style) {
            text.attributes.contextualStyle = contextual
            text.attributes.foregroundColor = nil
        } else if let style = style as? any ResolvableStyle {
            text.attributes.foregroundColor = style.color(in: EnvironmentValues())
            text.attributes.contextualStyle = nil
        }
        return text
    }
}
