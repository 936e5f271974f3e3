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
#endif
