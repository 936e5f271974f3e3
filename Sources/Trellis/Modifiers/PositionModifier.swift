import Foundation

nonisolated extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate
    /// space.
    ///
    /// ```swift
    /// Text("Position").position(CGPoint(x: 175, y: 100))
    /// ```
    ///
    /// The resulting view takes all the space it is offered. A NaN or infinite coordinate is
    /// treated as 0 and reported as a diagnostic.
    ///
    /// - Parameter position: The point at which to place the center of this view.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space.
    ///
    /// ```swift
    /// Text("Position").position(x: 175, y: 100)
    /// ```
    ///
    /// - Parameters:
    ///   - x: The x-coordinate at which to place the center of this view.
    ///   - y: The y-coordinate at which to place the center of this view.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

nonisolated struct PositionModifier: UnaryLayoutModifier {
    typealias Body = Never
    let position: CGPoint

    var name: String { PositionLayout(position: position).name }

    func layout(reporting resolver: inout Resolver) -> PositionLayout {
        func checked(_ value: CGFloat, _ label: String) -> CGFloat {
            resolver.finiteOrZero(value, label, isNot: "a coordinate", in: name)
        }
        return PositionLayout(position: CGPoint(x: checked(position.x, "x"), y: checked(position.y, "y")))
    }
}
