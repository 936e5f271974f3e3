// UIKit's layout priority: how strongly a view holds to its intrinsic content size against
// what it is offered (its content hugging and compression resistance priorities), which
// SwiftUI reads when it sizes a `UIViewRepresentable`. On iOS `import SwiftUI` brings UIKit;
// off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// The layout priority is used to indicate to the constraint-based layout system which
/// constraints are more important (UIKit's `UILayoutPriority`): a number from 1 to 1000.
///
/// Headless there is no constraint-based layout: priorities matter where SwiftUI reads them,
/// as a view's content hugging and compression resistance priorities when a
/// ``UIViewRepresentable`` shows it (see its sizing).
///
/// ```swift
/// label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
/// label.setContentHuggingPriority(UILayoutPriority(1000), for: .vertical)
/// ```
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority of the given value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority of the given value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint (1000). Do not exceed this.
    public static let required = UILayoutPriority(1000)

    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)

    /// The appropriate priority for a drag that may end up resizing the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    /// The priority at which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)

    /// The priority at which a split view divider, say, is dragged (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// The priority with which a button hugs its contents horizontally (250).
    public static let defaultLow = UILayoutPriority(250)

    /// The priority with which a view wants to conform to the target size in a fitting-size
    /// computation (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is a lower priority than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The priority `rhs` higher than `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `lhs` higher than `rhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }

    /// The priority `rhs` lower than `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// How much higher `lhs` is than `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
        lhs.rawValue - rhs.rawValue
    }

    /// Raises `lhs` by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) {
        lhs.rawValue += rhs
    }

    /// Lowers `lhs` by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
        lhs.rawValue -= rhs
    }
}
#endif
