// The border styles of UIKit's text field (`UITextField.BorderStyle`). On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

extension UITextField {
    /// The type of border drawn around the text field (UIKit's `UITextField.BorderStyle`).
    @frozen public enum BorderStyle: Int, Sendable {
        /// The text field does not display a border.
        case none = 0
        /// A thin rectangle around the text field.
        case line = 1
        /// A bezel-style border around the text field.
        case bezel = 2
        /// A rounded-style border around the text field.
        case roundedRect = 3
    }
}

extension UITextField.BorderStyle {
    /// The room, in points, the border style leaves around a text field's text in its
    /// intrinsic content size.
    ///
    /// - `none`: nothing: the field is its text's line.
    /// - `roundedRect`: 6.5 above and below, 7 on each side. The vertical 13 is **measured**:
    ///   swiftui-web `ios/representable/list`, `form` and `scroll` (goldens at e4bf148, iOS 26)
    ///   record a rounded-rect field in the default 17-point font 34 tall, its line rounded up
    ///   21; it also gives the 30-point height long reported for a field in the 14-point
    ///   system font (a 17-point line). The even split and the 7 at the sides are **derived**
    ///   (no recording gives a rounded-rect field's ideal width).
    /// - `line` and `bezel`: 2 on every side, **derived** (a 1-point border and a point of
    ///   space inside it; no recording measures them).
    var textInsets: UIEdgeInsets {
        switch self {
        case .none: UIEdgeInsets()
        case .line, .bezel: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: UIEdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
        }
    }
}
#endif
