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

    func size(for proposal: ProposedViewSize, _ subviews: SubviewAccess) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.sizeOfFirst(proposal)
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

extension PositionLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [.asksSubviewOnce] }
}
