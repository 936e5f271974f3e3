import SwiftUI

// Modelled on Apple's sample code "Composing custom layouts with SwiftUI"
// (https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui),
// MyEqualWidthHStack.swift: every subview gets the width of the widest one, neighbours sit at
// their preferred `ViewSpacing` distance. The container's own spacing is the union of its
// subviews' spacing, as in the documentation of `Layout.spacing(subviews:cache:)`. Re-typed,
// not copied.

struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = largestIdealSize(of: subviews)
        let gaps = gapsBetween(subviews)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps.sum, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let cell = largestIdealSize(of: subviews)
        let gaps = gapsBetween(subviews)
        let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cellProposal)
            if index < gaps.count { x += cell.width + gaps[index] }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    private func largestIdealSize(of subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { largest, size in
            CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    private func gapsBetween(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { index in
            subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}
