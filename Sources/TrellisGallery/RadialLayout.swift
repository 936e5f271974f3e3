import Foundation
import Trellis

/// Places its subviews evenly around a circle, the first at the top and the others clockwise,
/// each at its ideal size, centred on its point: the radial layout of Apple's sample "Composing
/// custom layouts with SwiftUI" (without its ranks), written here anew. The circle's radius is
/// a third of the shorter side of the bounds; the layout takes the whole proposal (10 points
/// along an unspecified dimension, as `replacingUnspecifiedDimensions()` gives).
public struct RadialLayout: Layout {
    /// Creates the layout.
    public init() {}

    /// The proposal, with 10 points for a dimension it leaves unspecified.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the subviews on the circle, a full turn divided evenly between them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * CGFloat(sin(angle)), y: bounds.midY - radius * CGFloat(cos(angle)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
