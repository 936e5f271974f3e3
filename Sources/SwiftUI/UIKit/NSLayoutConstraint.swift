// UIKit's layout constraint class, declared for the name UIKit gives the axes of a view's
// content hugging and compression resistance priorities (`NSLayoutConstraint.Axis`). On iOS
// `import SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system (UIKit's `NSLayoutConstraint`).
///
/// Headless there is no constraint-based layout: Trellis declares the class for its nested
/// ``Axis``, which names the axis of a view's content hugging and compression resistance
/// priorities (`UIView.setContentHuggingPriority(_:for:)`). Constraints cannot be made
/// (docs/differences.md, "UIKit names").
@MainActor @preconcurrency
open class NSLayoutConstraint {
    /// The axes of a view's layout: the axis a content hugging or compression resistance
    /// priority applies to.
    @frozen public enum Axis: Int, Sendable {
        /// The constraint applies to the horizontal axis: widths and x positions.
        case horizontal = 0
        /// The constraint applies to the vertical axis: heights and y positions.
        case vertical = 1
    }
}
#endif
