import Foundation

/// The inset distances for the sides of a rectangle.
@frozen
public struct EdgeInsets: Equatable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the leading edge.
    public var leading: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the given distance on each edge.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge.
    @inlinable
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension EdgeInsets: Animatable {
    /// The four insets as animatable data.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
