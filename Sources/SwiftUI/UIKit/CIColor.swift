// Core Image's colour, which UIKit brings with it (`UIColor.ciColor`, `CIColor(color:)`): code
// reads a SwiftUI colour's components through it. On iOS `import SwiftUI` brings UIKit and
// Core Image; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// The Core Image class that represents a color value (Core Image's `CIColor`): sRGB
/// components and an alpha.
///
/// ```swift
/// let components = CIColor(color: UIColor(Color.orange))
/// components.red   // 1
/// ```
open class CIColor: @unchecked Sendable {
    /// The red component of the color.
    public let red: CGFloat
    /// The green component of the color.
    public let green: CGFloat
    /// The blue component of the color.
    public let blue: CGFloat
    /// The alpha value of the color.
    public let alpha: CGFloat

    /// Creates a Core Image color object with the specified red, green, blue, and alpha
    /// component values.
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        red = r
        green = g
        blue = b
        alpha = a
    }

    /// Creates an opaque Core Image color object with the specified red, green, and blue
    /// component values.
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) {
        self.init(red: r, green: g, blue: b, alpha: 1)
    }

    /// Creates a Core Image color object with the components of a UIKit color (a semantic
    /// colour's light value, as ``UIColor/getRed(_:green:blue:alpha:)`` reads it).
    public convenience init(color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
}
#endif
