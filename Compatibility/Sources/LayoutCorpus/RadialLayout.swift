import SwiftUI

// Modelled on Apple's sample code "Composing custom layouts with SwiftUI"
// (https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui),
// MyRadialLayout.swift: subviews on a circle a third of the smaller side in radius, rotated so
// that three ranked subviews read in rank order from top to bottom; ranks come from a
// `LayoutValueKey`. Re-typed, not copied.

/// Places its subviews evenly around a circle.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Whatever is offered (10×10 for an unspecified proposal).
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count)).radians
        let rotation = rankRotation(subviews.map { $0[Rank.self] })
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: step * Double(index) + rotation))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// The rotation (radians) that puts three ranked subviews in rank order from the top; zero
    /// for any other count, or when all three ranks are equal.
    private func rankRotation(_ ranks: [Int]) -> Double {
        guard ranks.count == 3, Set(ranks).count > 1 else { return 0 }
        let thirds: Double
        if ranks[0] == 1 {
            thirds = adjustment(ranks[1], ranks[2])
        } else if ranks[1] == 1 {
            thirds = -1 + adjustment(ranks[2], ranks[0])
        } else {
            thirds = 1 + adjustment(ranks[0], ranks[1])
        }
        return thirds * 2 * Double.pi / 3
    }

    /// A fraction of a third of a turn, from the ranks of the two other subviews.
    private func adjustment(_ first: Int, _ second: Int) -> Double {
        if first == 1 { return -0.5 }
        if second == 1 { return 0.5 }
        if first < second { return -0.25 }
        if first > second { return 0.25 }
        return 0
    }
}

/// The rank a subview of `RadialLayout` shows (1 is first).
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    /// Sets the rank a `RadialLayout` reads from this view.
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}
