// How UIKit's text views wrap and truncate lines (`UILabel.lineBreakMode`). On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// Constants that specify what happens when a line is too long for its container (UIKit's
/// `NSLineBreakMode`).
@frozen public enum NSLineBreakMode: Int, Sendable {
    /// Wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
    case byWordWrapping = 0
    /// Wrapping occurs before the first character that doesn't fit.
    case byCharWrapping = 1
    /// Lines don't extend past the edge of the text container.
    case byClipping = 2
    /// The line displays so that the end fits in the container, with an ellipsis at its head.
    case byTruncatingHead = 3
    /// The line displays so that the beginning fits in the container, with an ellipsis at its tail.
    case byTruncatingTail = 4
    /// The line displays so that the beginning and end fit, with an ellipsis in the middle.
    case byTruncatingMiddle = 5
}
#endif
