import Foundation

/// `position`: fixes the centre of the child at a point in the modifier's own space.
///
/// 1. The modifier takes the whole proposal; on an unspecified dimension it takes the
///    child's size for that proposal.
/// 2. The child is proposed the modifier's size and placed with its centre at the point.
///
/// Spacing: none of the child's; the modifier states no preference.
/// (Apple's documentation of `position(_:)`; OpenSwiftUI `_PositionLayout`.)
struct PositionLayout: ModifierLayout {
    let position: CGPoint

    var name: String { "position(x: \(Describe.number(position.x)), y: \(Describe.number(position.y)))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                proposal: ProposedViewSize(bounds.size))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

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
