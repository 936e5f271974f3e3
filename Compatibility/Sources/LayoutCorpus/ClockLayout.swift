import SwiftUI

// A circular "clock face" layout with an optional fixed radius. Modelled on tyagishi/SDSLayout:
// Sources/SDSLayout/RadialLayout.swift (greedy mode: take the proposal and a radius of a third of
// the smaller side; fixed mode: a given radius, sized to fit the largest subview around it).
// Re-typed, not copied.

public struct ClockLayout: Layout {
    /// `nil`: fill the proposal; otherwise the distance from the centre to each subview's centre.
    let radius: CGFloat?

    public init(radius: CGFloat? = nil) {
        self.radius = radius
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let radius else { return proposal.replacingUnspecifiedDimensions() }
        let largest = subviews.maxElementSize(proposal: proposal)
        return CGSize(width: (radius + largest.width) * 2, height: (radius + largest.height) * 2)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = radius ?? min(bounds.width, bounds.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            // Twelve o'clock first, then clockwise.
            let hand = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: step.radians * Double(index)))
            subview.place(at: bounds.center + hand, anchor: .center, proposal: .unspecified)
        }
    }
}
