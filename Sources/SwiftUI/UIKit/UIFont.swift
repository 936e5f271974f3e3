// UIKit's font, as SwiftUI code uses it: `Font(uiFont)` (SwiftUI's `Font(_: CTFont)`, which a
// `UIFont` reaches on iOS as the two are the same object) with a font made by
// `UIFont.systemFont(ofSize:weight:)` or `preferredFont(forTextStyle:)`. On iOS `import
// SwiftUI` brings UIKit and Core Text; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// A font object (UIKit's `UIFont`): a typeface at a size.
///
/// A system font keeps its size and weight, a text-style font its style, a named font its
/// name and size; `Font.init(_:)` lays text out in the same font as the SwiftUI font of that
/// description (`Font.system(size:weight:)`, `Font.body`, `Font.custom(_:fixedSize:)`).
///
/// ```swift
/// let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
/// Text("Title").font(Font(font))   // as .font(.system(size: 20, weight: .semibold))
/// ```
open class UIFont: @unchecked Sendable {
    /// What the font is: a system font of a weight, a text style, or a named font.
    enum Kind: Equatable {
        case system(Weight)
        case textStyle(TextStyle)
        case named(String)
    }

    /// What the font is.
    let kind: Kind

    /// The font's point size, or the effective vertical point size for a font with a nonstandard
    /// matrix (0 for a size that was not finite and positive, as UIKit draws no glyphs then).
    public let pointSize: CGFloat

    init(kind: Kind, pointSize: CGFloat) {
        self.kind = kind
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
    }

    /// Creates and returns a font object for the specified font name and size, or `nil` for an
    /// empty name. (Trellis has no font catalogue to check a name against: any other name is a
    /// font of that name, laid out as `Font.custom(name, fixedSize: fontSize)` is.)
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(kind: .named(fontName), pointSize: fontSize)
    }

    /// The system font of the specified size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(kind: .system(weight), pointSize: fontSize)
    }

    /// The system font of the specified size, in the regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of the specified size, in the bold weight.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font for a text style at the default Dynamic Type size (Large): `.body` is 17
    /// points, `.headline` 17 points semibold, `.largeTitle` 34 points, as on iOS.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(kind: .textStyle(style), pointSize: style.defaultPointSize)
    }

    /// Returns a font object that is the same as the font, except that it has the specified size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        switch kind {
        case .textStyle: UIFont(kind: .system(.regular), pointSize: fontSize)
        default: UIFont(kind: kind, pointSize: fontSize)
        }
    }

    /// The font's family name: the name a named font was made with, else the system font's.
    open var familyName: String {
        if case let .named(name) = kind { return name }
        return "System Font"
    }

    /// The font's full name: the name a named font was made with, else the system font's.
    open var fontName: String { familyName }

    /// The weights of a system font (UIKit's `UIFont.Weight`), with UIKit's values.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight's value, from -1 (lightest) to 1 (heaviest); regular is 0.
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultralight font weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin font weight.
        public static let thin = Weight(rawValue: -0.6)
        /// The light font weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular font weight.
        public static let regular = Weight(rawValue: 0)
        /// The medium font weight.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold font weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold font weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy font weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The ultra black font weight.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The text styles of Dynamic Type (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name (`UICTFontTextStyleBody` …).
        public var rawValue: String
        /// A style of the name `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A style of the name `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The font for large titles (34 points).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The font for first-level hierarchical headings (28 points).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level hierarchical headings (22 points).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level hierarchical headings (20 points).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings (17 points, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for subheadings (15 points).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for body text (17 points).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts (16 points).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for footnotes (13 points).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions (12 points).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions (11 points).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the default Dynamic Type size (Large) on iOS; 17 (body) for a
        /// style UIKit does not define.
        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        /// SwiftUI's font of this style; `Font.body` for a style UIKit does not define.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

/// Core Text's font (`CTFont`): on Apple's platforms the same object as a `UIFont`
/// (toll-free bridged), so SwiftUI's `Font(_: CTFont)` takes either; here the two names are
/// one type.
public typealias CTFont = UIFont

extension Font {
    /// Creates a custom font from a platform font instance (a `UIFont`, which is a `CTFont`).
    ///
    /// A system font lays text out as `Font.system(size:weight:)` of its size and weight, a
    /// text-style font as SwiftUI's font of that style (`UIFont.TextStyle.body` as
    /// `Font.body`), a named font as `Font.custom(_:fixedSize:)` of its name and size.
    public init(_ font: CTFont) {
        switch font.kind {
        case let .system(weight):
            self = .system(size: font.pointSize, weight: Font.Weight(uiFontWeight: weight))
        case let .textStyle(style):
            self = style.font
        case let .named(name):
            self = .custom(name, fixedSize: font.pointSize)
        }
    }
}

extension Font.Weight {
    /// SwiftUI's weight nearest to a UIKit weight (the same value for UIKit's named weights).
    init(uiFontWeight weight: UIFont.Weight) {
        let weights: [(UIFont.Weight, Font.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        let value = weight.rawValue.isNaN ? 0 : weight.rawValue
        self = weights.min { abs($0.0.rawValue - value) < abs($1.0.rawValue - value) }?.1 ?? .regular
    }
}
#endif
