import SwiftUI

// A row that hands out its width in `layoutPriority` order, modelled on the `priority`
// discussion of Apple's `LayoutSubview` documentation
// (https://developer.apple.com/documentation/swiftui/layoutsubview/priority, mirrored in
// theAppLaunchers/apple-docs-for-rag, SwiftUI/md/swiftui-layoutsubview-priority.md: read every
// subview's `priority` before placing), with the "higher priority is served first, the rest
// get what is left" rule of `layoutPriority(_:)`. Re-typed, not copied.

struct PriorityHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = allotWidths(proposal: proposal, subviews: subviews)
        let heights = zip(subviews, widths).map { subview, width in
            subview.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height
        }
        let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: widths.sum + gaps, height: heights.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = allotWidths(proposal: proposal, subviews: subviews)
        var x = bounds.minX
        for (subview, width) in zip(subviews, widths) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + spacing
        }
    }

    /// Each subview's width: its ideal width, or what is left when the higher-priority ones
    /// (the earlier ones among equals) have been served.
    private func allotWidths(proposal: ProposedViewSize, subviews: Subviews) -> [CGFloat] {
        let ideals = subviews.map { $0.sizeThatFits(.unspecified).width }
        let priorities = subviews.map { $0.priority }
        var remaining = (proposal.width ?? .infinity) - spacing * CGFloat(max(subviews.count - 1, 0))
        var widths = Array(repeating: CGFloat(0), count: subviews.count)
        let order = subviews.indices.sorted { (priorities[$0], -$0) > (priorities[$1], -$1) }
        for index in order {
            let width = max(min(ideals[index], remaining), 0)
            widths[index] = width
            remaining -= width
        }
        return widths
    }
}
