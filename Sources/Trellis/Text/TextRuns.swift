import Foundation

/// The attributes one run of text can carry: what `Text`'s own modifiers, Markdown and
/// `AttributedString` set. `nil` leaves the attribute to what is around the run: the modifiers
/// of the text it was joined into (`Text + Text`), then the environment.
struct TextAttributes: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var width: Font.Width?
    var design: Font.Design?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var isMonospacedDigit: Bool?
    var foregroundColor: Color?
    var contextualStyle: ContextualTextStyle?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var scale: Text.Scale?
    var link: URL?

    /// These attributes, with `outer`'s where these leave one unset: a run's own attributes win
    /// over the modifiers of the text it was joined into, as in SwiftUI.
    func merged(over outer: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: font ?? outer.font, weight: weight ?? outer.weight, width: width ?? outer.width,
            design: design ?? outer.design, isItalic: isItalic ?? outer.isItalic,
            isMonospaced: isMonospaced ?? outer.isMonospaced, isMonospacedDigit: isMonospacedDigit ?? outer.isMonospacedDigit,
            foregroundColor: foregroundColor ?? (contextualStyle == nil ? outer.foregroundColor : nil),
            contextualStyle: contextualStyle ?? (foregroundColor == nil ? outer.contextualStyle : nil),
            kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
            baselineOffset: baselineOffset ?? outer.baselineOffset, underline: underline ?? outer.underline,
            strikethrough: strikethrough ?? outer.strikethrough, scale: scale ?? outer.scale, link: link ?? outer.link)
    }
}

/// An underline or a strikethrough as a modifier set it: on (with its line style) or off.
struct TextDecoration: Hashable, Sendable {
    var isActive: Bool
    var style: Text.LineStyle
}

/// A string and the attributes it is drawn with: a piece of a `Text`.
struct TextRun: Hashable, Sendable {
    var string: String
    var attributes = TextAttributes()
    /// A date the run shows, formatted with the environment's locale and time zone when the
    /// text resolves (`Text(_:style:)`); `string` is then its text in the default environment.
    var date: DatedText?
    /// A value the run shows through a format style, formatted with the environment's locale
    /// when the text resolves (`Text(_:format:)`); `string` is then its text in the default
    /// environment.
    var formatted: FormattedText?
    /// The image the run shows (`Text(_:)` with an `Image`); `string` is then the one character
    /// it stands as in the text (``TextImage/character``).
    var image: TextImage?
}

extension Text {
    /// A line drawn under or through text: its pattern and colour.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern the line is drawn in.
        public let pattern: Pattern
        /// The line's colour; `nil` for the text's foreground colour.
        public let color: Color?

        /// Creates a line style.
        ///
        /// - Parameters:
        ///   - pattern: The pattern of the line.
        ///   - color: The color of the line; `nil` uses the text's foreground color.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's foreground colour.
        public static let single = LineStyle()

        /// The patterns a line can be drawn in.
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// A case transformation applied to text (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }

    /// A logical text scale relative to the base font (`textScale(_:isEnabled:)`).
    ///
    /// Apple does not publish the secondary scale's size. Trellis draws secondary text at a
    /// smaller size that depends on the font's size — 26 pt at 20.5, 22 at 18, 20 at 16.75,
    /// 17 at 14.75, 15 at 13, 13 at 11.25, 12 at 10.5, 11 at 9.5, 10 at 8.75, straight between
    /// them, and in proportion beyond them — and text in the system font keeps the unscaled
    /// font's line height and baseline.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        /// The default text scale: the font's size.
        public static let `default` = Scale(isSecondary: false)
        /// The secondary text scale: smaller than the font's size.
        public static let secondary = Scale(isSecondary: true)

        /// The size text of `size` points is drawn at in this scale. **measured** —
        /// swiftui-web `textscale/styles` at 5397214 (macOS): each style's secondary "Hello" is as
        /// wide as the default "Hello" of the recording at the point size in
        /// ``secondarySizes`` (largeTitle 46 wide, 20 pt's 45 and 22 pt's 49 on either side:
        /// 20.5 pt), so the factor falls from 0.875 at 10 pt to 0.79 at 26 pt, not one
        /// factor (0.85 left largeTitle 5.4 % wide and the 10-pt styles 4.4 % narrow). A size
        /// that is not a positive number is returned as it is (the caller reports it).
        func pointSize(for size: CGFloat) -> CGFloat {
            guard isSecondary, size.isFinite, size > 0, let first = Self.secondarySizes.first,
                  let last = Self.secondarySizes.last else { return size }
            if size <= first.size { return size * first.secondary / first.size }
            if size >= last.size { return size * last.secondary / last.size }
            for (low, high) in zip(Self.secondarySizes, Self.secondarySizes.dropFirst()) where size <= high.size {
                return low.secondary + (size - low.size) * (high.secondary - low.secondary) / (high.size - low.size)
            }
            return size
        }

        /// The secondary size of each point size the recording measured.
        static let secondarySizes: [(size: CGFloat, secondary: CGFloat)] = [
            (10, 8.75), (11, 9.5), (12, 10.5), (13, 11.25), (15, 13), (17, 14.75), (20, 16.75), (22, 18), (26, 20.5),
        ]
    }
}

extension Font {
    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        /// The width, from -1 (narrowest) through 0 (standard) to 1 (widest).
        public var value: CGFloat

        /// Creates a width from a value, 0 being the standard width.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest of the standard widths.
        public static let compressed = Width(-0.3)
        /// A narrower width than the standard one.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wider width than the standard one.
        public static let expanded = Width(0.2)

        /// The OpenType width class (1 ultra-condensed … 5 normal … 9 ultra-expanded) a face of
        /// this width has: what the font library matches faces on.
        var widthClass: Int {
            guard value.isFinite else { return 5 }
            return Int((5 + value * 10).rounded()).clamped(1, 9)
        }
    }

    /// Sets the width of the font.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// Returns a fixed-width font from the same family as the base font: the monospaced
    /// design, for the system fonts.
    public func monospaced() -> Font {
        designed(.monospaced)
    }

    /// This font in `design`: system fonts and text styles change design, custom fonts keep
    /// their own face as in SwiftUI.
    func designed(_ design: Design?) -> Font {
        guard let design else { return self }
        var font = self
        switch base {
        case let .system(size, _): font = Font(base: .system(size: size, design: design), weight: weight)
        case let .textStyle(style, _): font = Font(base: .textStyle(style, design: design), weight: weight)
        case .custom: return self
        }
        font.isItalic = isItalic
        font.isMonospacedDigit = isMonospacedDigit
        font.width = width
        font.sizeScale = sizeScale
        font.lineLeading = lineLeading
        font.smallCapLetters = smallCapLetters
        return font
    }
}

extension Int {
    fileprivate func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}
