// UIKit's colour, as SwiftUI code uses it: `Color(uiColor:)` and `Color(.secondaryLabel)` to
// reach UIKit's semantic colours, `UIColor(color)` to read a colour's components. On iOS
// `import SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// An object that stores color data (UIKit's `UIColor`).
///
/// A `UIColor` holds a Trellis `Color`: one made of components holds them; a system or
/// semantic colour (`UIColor.label`, `.systemBackground`, `.systemRed`) holds the SwiftUI
/// colour of the same meaning, so it follows the colour scheme where that one does, and
/// `Color(uiColor:)` draws exactly what the SwiftUI colour draws.
///
/// ```swift
/// Rectangle().fill(Color(uiColor: .secondarySystemGroupedBackground))
/// var red: CGFloat = 0
/// UIColor(Color.orange).getRed(&red, green: nil, blue: nil, alpha: nil)   // red == 1
/// ```
///
/// UIKit's fixed colours (`UIColor.red`, `.gray`, `.orange` …) are the plain RGB values UIKit
/// gives them (`UIColor.red` is 1, 0, 0), not SwiftUI's system colours of the same names
/// (`UIColor.systemRed` is SwiftUI's `Color.red`), as in UIKit.
open class UIColor: @unchecked Sendable {
    /// The SwiftUI colour this colour draws as.
    let color: Color

    /// A UIKit colour that draws as `color`.
    init(color: Color) {
        self.color = color
    }

    /// Creates a color object from a SwiftUI color (a system colour keeps following the colour
    /// scheme, as UIKit's dynamic colour made from it does).
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// Creates a color object using the specified opacity and RGB component values (sRGB,
    /// each clamped into 0...1 as Trellis's colours are; a component that is not a number is 0).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// Creates a color object using the specified opacity and grayscale values.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(.sRGB, white: Double(white), opacity: Double(alpha)))
    }

    /// Creates a color object using the specified opacity and HSB color space component values.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// Creates a color object that has the same color space and component values as the
    /// receiver, but has the specified alpha component (the opacity replaces the colour's).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let resolved = color.resolve(in: EnvironmentValues())
        return UIColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: alpha)
    }

    /// Returns the components that form the color in the RGB color space: the colour's sRGB
    /// components and opacity in the default environment (a semantic colour's light value).
    /// Any pointer may be `nil`; the result is always `true`.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// Returns the components that form the color in the grayscale color space: the mean of
    /// the sRGB components, and the opacity. Always `true`.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        white?.pointee = CGFloat(resolved.red + resolved.green + resolved.blue) / 3
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    // MARK: Fixed colours (UIKit's plain RGB values)

    /// A color object in the sRGB color space whose grayscale value is 0 and alpha is 1.
    open class var black: UIColor { UIColor(color: .black) }
    /// A color object whose grayscale value is 1 and alpha is 1.
    open class var white: UIColor { UIColor(color: .white) }
    /// A color object whose grayscale and alpha values are both 0.
    open class var clear: UIColor { UIColor(color: .clear) }
    /// A color object whose grayscale value is 1/3 and alpha is 1.
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    /// A color object whose grayscale value is 2/3 and alpha is 1.
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    /// A color object whose grayscale value is 0.5 and alpha is 1.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// A color object whose RGB values are 1, 0 and 0, and alpha is 1.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// A color object whose RGB values are 0, 1 and 0, and alpha is 1.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// A color object whose RGB values are 0, 0 and 1, and alpha is 1.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// A color object whose RGB values are 0, 1 and 1, and alpha is 1.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// A color object whose RGB values are 1, 1 and 0, and alpha is 1.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// A color object whose RGB values are 1, 0 and 1, and alpha is 1.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// A color object whose RGB values are 1, 0.5 and 0, and alpha is 1.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// A color object whose RGB values are 0.5, 0 and 0.5, and alpha is 1.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// A color object whose RGB values are 0.6, 0.4 and 0.2, and alpha is 1.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // MARK: System colours (SwiftUI's colours of the same meaning)

    /// A blue color that automatically adapts to the current trait environment (`Color.blue`).
    open class var systemBlue: UIColor { UIColor(color: .blue) }
    /// A brown color that adapts (`Color.brown`).
    open class var systemBrown: UIColor { UIColor(color: .brown) }
    /// A cyan color that adapts (`Color.cyan`).
    open class var systemCyan: UIColor { UIColor(color: .cyan) }
    /// A green color that adapts (`Color.green`).
    open class var systemGreen: UIColor { UIColor(color: .green) }
    /// An indigo color that adapts (`Color.indigo`).
    open class var systemIndigo: UIColor { UIColor(color: .indigo) }
    /// A mint color that adapts (`Color.mint`).
    open class var systemMint: UIColor { UIColor(color: .mint) }
    /// An orange color that adapts (`Color.orange`).
    open class var systemOrange: UIColor { UIColor(color: .orange) }
    /// A pink color that adapts (`Color.pink`).
    open class var systemPink: UIColor { UIColor(color: .pink) }
    /// A purple color that adapts (`Color.purple`).
    open class var systemPurple: UIColor { UIColor(color: .purple) }
    /// A red color that adapts (`Color.red`).
    open class var systemRed: UIColor { UIColor(color: .red) }
    /// A teal color that adapts (`Color.teal`).
    open class var systemTeal: UIColor { UIColor(color: .teal) }
    /// A yellow color that adapts (`Color.yellow`).
    open class var systemYellow: UIColor { UIColor(color: .yellow) }
    /// The base gray color (`Color.gray`).
    open class var systemGray: UIColor { UIColor(color: .gray) }

    // MARK: Semantic colours

    /// The color for text labels that contain primary content (`Color.primary`).
    open class var label: UIColor { UIColor(color: .primary) }
    /// The color for text labels that contain secondary content (`Color.secondary`).
    open class var secondaryLabel: UIColor { UIColor(color: .secondary) }
    /// The color for text labels that contain tertiary content (SwiftUI's tertiary style).
    open class var tertiaryLabel: UIColor { UIColor(color: Color.base(of: .tertiary)) }
    /// The color for text labels that contain quaternary content (SwiftUI's quaternary style).
    open class var quaternaryLabel: UIColor { UIColor(color: Color.base(of: .quaternary)) }
    /// The color for the main background of your interface (the background style's colour:
    /// white, black in a dark scheme).
    open class var systemBackground: UIColor { UIColor(color: Color.base(of: .background)) }
    /// The color for content layered on top of the main background (light gray, a dark gray
    /// in a dark scheme: the Human Interface Guidelines' values).
    open class var secondarySystemBackground: UIColor { UIColor(color: Color.base(of: .secondaryBackground)) }
    /// The color for content layered on top of secondary backgrounds.
    open class var tertiarySystemBackground: UIColor { UIColor(color: Color.base(of: .tertiaryBackground)) }
    /// The color for the main background of a grouped interface (a grouped list's background).
    open class var systemGroupedBackground: UIColor { UIColor(color: Color.base(of: .groupedBackground)) }
    /// The color for content layered on top of a grouped background (a grouped list's cards).
    open class var secondarySystemGroupedBackground: UIColor {
        UIColor(color: Color.base(of: .secondaryGroupedBackground))
    }
    /// The color for content layered on top of secondary backgrounds in a grouped interface.
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(color: Color.base(of: .tertiaryGroupedBackground)) }
    /// The color for thin borders or divider lines that allows some underlying content to be
    /// visible (a divider's colour).
    open class var separator: UIColor { UIColor(color: Color.base(of: .separator)) }
    /// The color for borders or divider lines that hides any underlying content.
    open class var opaqueSeparator: UIColor { UIColor(color: Color.base(of: .opaqueSeparator)) }
    /// The tint color to apply to the button title and image (the accent colour).
    open class var tintColor: UIColor { UIColor(color: Color.base(of: .accentColor)) }
}

extension Color {
    /// Creates a color from a UIKit color: the colour the `UIColor` draws as (a semantic one
    /// keeps following the colour scheme).
    ///
    /// - Parameter uiColor: A `UIColor` instance from which to create a color.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// Creates a color from a UIKit color (``init(uiColor:)``, under its older name, which
    /// SwiftUI marks to be deprecated in a future release).
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}
#endif
