import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// `@Environment`, `@State`, `@Binding`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` are dynamic properties. Before Trellis reads a view's `body` (or a
/// modifier's `body(content:)`), it gives each of them, and each one inside a dynamic property
/// of your own, what it reads: the environment of the place where the view is.
///
/// ```swift
/// struct Spacing: DynamicProperty {
///     @Environment(\.layoutDirection) var direction
///     var leading: CGFloat { direction == .leftToRight ? 8 : 16 }
/// }
/// ```
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value. Trellis gives dynamic properties
    /// their environment directly and does not call this method (its default does nothing).
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}
