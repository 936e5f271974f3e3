import Foundation

// The iOS 26 forms of the font modifiers that take whether they apply, and the font's point
// size set outright.

extension Font {
    /// The default font for text: the body text style, as SwiftUI uses when no font is set.
    public static var `default`: Font { .body }

    /// Adds or removes bold styling: `bold(true)` is `bold()`; `bold(false)` takes a bold
    /// weight off (the text style's own weight is used again), leaving other weights.
    public func bold(_ isActive: Bool) -> Font {
        if isActive { return bold() }
        var font = self
        if font.weight == .bold { font.weight = nil }
        return font
    }

    /// Adds or removes italics.
    public func italic(_ isActive: Bool) -> Font {
        var font = self
        font.isItalic = isActive
        return font
    }

    /// Adds or removes the fixed-width design: `monospaced(true)` is `monospaced()`;
    /// `monospaced(false)` puts a monospaced system font back in the default design.
    public func monospaced(_ isActive: Bool) -> Font {
        if isActive { return monospaced() }
        return design == .monospaced ? designed(.default) : self
    }

    /// Sets the point size of the font, keeping its design, weight and styling. A text style
    /// becomes a system font of that size (it no longer follows Dynamic Type); a custom font
    /// keeps its face, and its text style if it scales relative to one.
    ///
    /// ```swift
    /// Text("Title").font(.title.pointSize(40))
    /// ```
    ///
    /// A size that is negative or not a number is measured as the same size given to
    /// `Font.system(size:)` is.
    public func pointSize(_ size: CGFloat) -> Font {
        let base: Base = switch self.base {
        case let .system(_, design): .system(size: size, design: design)
        case let .textStyle(_, design): .system(size: size, design: design)
        case let .custom(name, _, relativeTo): .custom(name: name, size: size, relativeTo: relativeTo)
        }
        var font = Font(base: base, weight: weight)
        // A text style's own weight (a headline's semibold) is kept.
        if case let .textStyle(style, _) = self.base, weight == nil, style.defaultWeight != .regular {
            font.weight = style.defaultWeight
        }
        font.isItalic = isItalic
        font.isMonospacedDigit = isMonospacedDigit
        font.width = width
        font.lineLeading = lineLeading
        font.smallCapLetters = smallCapLetters
        return font
    }

    /// Scales the font's point size by `factor`, keeping everything else: a text style still
    /// follows Dynamic Type, at `factor` times its size, and its lines scale with it. Scaling
    /// twice multiplies the factors.
    ///
    /// ```swift
    /// Text("Fine print").font(.body.scaled(by: 0.8))
    /// ```
    ///
    /// A factor that is negative or not a finite number makes a size that is not one, which
    /// text measures as 0 and reports (as `Font.system(size:)` with such a size).
    public func scaled(by factor: CGFloat) -> Font {
        var font = self
        font.sizeScale *= factor
        return font
    }
}
