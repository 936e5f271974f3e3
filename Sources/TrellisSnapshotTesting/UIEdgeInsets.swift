#if !canImport(Darwin)
import Foundation

/// The insets of a rectangle's edges, in points (UIKit's `UIEdgeInsets`): a device's safe area.
public struct UIEdgeInsets: Sendable, Hashable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
#endif
