// The alignment of text in UIKit's text views (`UILabel.textAlignment`). On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// Constants that specify text alignment (UIKit's `NSTextAlignment`, with iOS's values).
@frozen public enum NSTextAlignment: Int, Sendable {
    /// Text is visually left aligned.
    case left = 0
    /// Text is visually centered.
    case center = 1
    /// Text is visually right aligned.
    case right = 2
    /// Text is justified; the last line of a paragraph is aligned naturally.
    case justified = 3
    /// Text uses the default alignment for the current localization of the app.
    case natural = 4
}
#endif
