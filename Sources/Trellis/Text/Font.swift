import Foundation

/// An environment-dependent font.
///
/// Trellis measures text with real font files: the system font (SF Pro on Apple platforms) is
/// stood in for by the library's system family (Inter, shipped with Trellis), at the sizes and
/// weights of the target platform, with SF's line heights and tracking. See ``FontLibrary``.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case system(size: CGFloat, design: Design?)
        case textStyle(TextStyle, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weight: Weight?
    var isItalic = false
    var isMonospacedDigit = false
    /// The width `width(_:)` or `fontWidth(_:)` chose; `nil` for the standard width.
    var width: Width?
    /// The factor `scaled(by:)` multiplies the point size by; 1 when none was set.
    var sizeScale: CGFloat = 1
    /// The line spacing `leading(_:)` chose; `nil` for the standard.
    var lineLeading: Leading?
    /// The letters set as small capitals (`smallCaps()` and its kin: `Font+SmallCaps.swift`).
    var smallCapLetters: SmallCaps = []

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    /// A dynamic text style to use for fonts.
    ///
    /// Its size and weight are the target platform's (``EnvironmentValues/targetPlatform``) at
    /// the Dynamic Type size (``EnvironmentValues/dynamicTypeSize``), as Apple's Human Interface
    /// Guidelines give them; the sizes below are the defaults.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The font style for large titles (34 pt on iOS, 26 on macOS).
        case largeTitle
        /// The font used for first level hierarchical headings (28 pt on iOS, 22 on macOS).
        case title
        /// The font used for second level hierarchical headings (22 pt on iOS, 17 on macOS).
        case title2
        /// The font used for third level hierarchical headings (20 pt on iOS, 15 on macOS).
        case title3
        /// The font used for headings (17 pt semibold on iOS, 13 pt bold on macOS).
        case headline
        /// The font used for subheadings (15 pt on iOS, 11 on macOS).
        case subheadline
        /// The font used for body text (17 pt on iOS, 13 on macOS).
        case body
        /// The font used for callouts (16 pt on iOS, 12 on macOS).
        case callout
        /// The font used in footnotes (13 pt on iOS, 10 on macOS).
        case footnote
        /// The font used for standard captions (12 pt on iOS, 10 on macOS).
        case caption
        /// The font used for alternate captions (11 pt on iOS, 10 pt medium on macOS).
        case caption2

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// Ultra-light weight.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin weight.
        public static let thin = Weight(value: -0.6)
        /// Light weight.
        public static let light = Weight(value: -0.4)
        /// Regular weight.
        public static let regular = Weight(value: 0)
        /// Medium weight.
        public static let medium = Weight(value: 0.23)
        /// Semibold weight.
        public static let semibold = Weight(value: 0.3)
        /// Bold weight.
        public static let bold = Weight(value: 0.4)
        /// Heavy weight.
        public static let heavy = Weight(value: 0.56)
        /// Black weight.
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default system font design.
        case `default`
        /// A serif font design.
        case serif
        /// A rounded font design.
        case rounded
        /// A monospaced font design.
        case monospaced
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design), weight: weight)
    }

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    /// Creates a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Creates a custom font with the given name and size that scales relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Creates a custom font with the given name and a fixed size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// A font with the large title text style.
    public static let largeTitle = Font.system(.largeTitle)
    /// A font with the title text style.
    public static let title = Font.system(.title)
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font.system(.title2)
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font.system(.title3)
    /// A font with the headline text style.
    public static let headline = Font.system(.headline)
    /// A font with the subheadline text style.
    public static let subheadline = Font.system(.subheadline)
    /// A font with the body text style.
    public static let body = Font.system(.body)
    /// A font with the callout text style.
    public static let callout = Font.system(.callout)
    /// A font with the footnote text style.
    public static let footnote = Font.system(.footnote)
    /// A font with the caption text style.
    public static let caption = Font.system(.caption)
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font.system(.caption2)

    /// Adds bold styling to the font.
    public func bold() -> Font { weight(.bold) }

    /// Adds italics to the font.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// Modifies the font to use fixed-width digits, while leaving other characters
    /// proportionally spaced.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// The weight in effect, with the text style's default.
    var resolvedWeight: Weight {
        if let weight { return weight }
        if case let .textStyle(style, _) = base { return style.defaultWeight }
        return .regular
    }

    var design: Design {
        switch base {
        case let .system(_, design), let .textStyle(_, design): design ?? .default
        case .custom: .default
        }
    }

    /// Whether the weight calls for a bold face (semibold and heavier).
    var wantsBold: Bool { resolvedWeight.value >= Weight.semibold.value }
}
