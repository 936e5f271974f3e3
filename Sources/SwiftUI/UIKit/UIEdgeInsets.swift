// UIKit's edge insets: a window's safe area (`UIApplication`'s key window, `UIView`), and a
// snapshot test's device (`ViewImageConfig.safeArea`, TrellisSnapshotTesting, which imports
// this module). On iOS `import SwiftUI` brings UIKit; off Apple's platforms this module
// declares the type.
#if !canImport(Darwin)
import Foundation

/// The inset distances for views (UIKit's `UIEdgeInsets`): a device's safe area.
///
/// ```swift
/// let insets = UIApplication.shared.connectedScenes
///     .compactMap { $0 as? UIWindowScene }.first?.keyWindow?.safeAreaInsets ?? .zero
/// EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
/// ```
public struct UIEdgeInsets: Sendable, Hashable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

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
