import Foundation

/// A toolbar item's platter: its background (the first subview) behind its content (the rest,
/// in a row 8 apart).
///
/// 1. The content is measured at its ideal width and the platter's height.
/// 2. Content up to 24.5 wide (a symbol) gets a square platter; wider content (a title) is 12
///    from each side. The platter's size does not depend on the proposal.
/// 3. The background fills the platter; the content is centred in it.
///
/// Sources: `ToolbarMetrics` (iOS 26's bar items: 44 for an image, a title's width plus 24).
struct ToolbarPlatterLayout: Layout {
    /// The platter's height: 44 in the navigation bar, 48 in the bottom bar.
    let height: CGFloat

    private func contentSizes(_ subviews: Subviews) -> [CGSize] {
        subviews.dropFirst().map { $0.sizeThatFits(ProposedViewSize(width: nil, height: height)) }
    }

    private func contentWidth(_ sizes: [CGSize]) -> CGFloat {
        sizes.reduce(0) { $0 + $1.width } + ToolbarMetrics.barItemSpacing * CGFloat(Swift.max(sizes.count - 1, 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = contentWidth(contentSizes(subviews))
        let platter = width <= ToolbarMetrics.squareContentLimit ? height : width + 2 * ToolbarMetrics.platterPadding
        return CGSize(width: platter, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let background = subviews.first else { return }
        background.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let sizes = contentSizes(subviews)
        var x = bounds.midX - contentWidth(sizes) / 2
        for (view, size) in zip(subviews.dropFirst(), sizes) {
            view.place(at: CGPoint(x: x, y: bounds.midY - size.height / 2), proposal: ProposedViewSize(width: nil, height: height))
            x += size.width + ToolbarMetrics.barItemSpacing
        }
    }
}

extension ToolbarPlatterLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

/// The navigation bar's row: its leading items, its centre (the principal items or the
/// inline title) and its trailing items.
///
/// Subviews: `leadingCount` leading ones, then `centerCount` (0 or 1), then the trailing ones.
/// 1. The row takes the width proposed and its height (64 by default).
/// 2. Leading items, at their ideal sizes, start 16 from the leading edge, 8 apart; trailing
///    ones end 16 from the trailing edge, 8 apart. Each is centred vertically.
/// 3. The centre is proposed the width that keeps it centred clear of both sides (8 from the
///    nearest item, 16 from an edge) and centred in the row; or, leading (`inlineLarge`), it
///    starts after the leading items and takes the width up to the trailing ones.
///
/// Sources: `ToolbarMetrics` (UIKit's iOS 26 bar: items 16 from the edges and 8 apart, the
/// inline title centred); the centre's clearance is derived.
struct NavigationBarRowLayout: Layout {
    let leadingCount: Int
    let centerCount: Int
    /// Whether the centre starts at the leading side (a large title in the row).
    let centerLeads: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = proposal.height ?? NavigationBarMetrics.inlineHeight
        if let width = proposal.width { return CGSize(width: width, height: height) }
        let widths = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: height)).width }
        let gaps = ToolbarMetrics.barItemSpacing * CGFloat(Swift.max(subviews.count - 1, 0))
        return CGSize(width: widths.reduce(0, +) + gaps + 2 * NavigationBarMetrics.margin, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let margin = NavigationBarMetrics.margin, gap = ToolbarMetrics.barItemSpacing
        let ideal = ProposedViewSize(width: nil, height: bounds.height)
        func place(_ view: LayoutSubview, x: CGFloat, width: CGFloat?) {
            let size = view.sizeThatFits(ProposedViewSize(width: width, height: bounds.height))
            view.place(at: CGPoint(x: x, y: bounds.midY - size.height / 2), proposal: ProposedViewSize(width: width, height: bounds.height))
        }
        // 2. The sides.
        let leading = 0 ..< Swift.min(leadingCount, subviews.count)
        let center = leading.upperBound ..< Swift.min(leading.upperBound + centerCount, subviews.count)
        let trailing = center.upperBound ..< subviews.count
        var leadingEnd = bounds.minX + margin - gap
        for index in leading {
            let width = subviews[index].sizeThatFits(ideal).width
            place(subviews[index], x: leadingEnd + gap, width: nil)
            leadingEnd += gap + width
        }
        var trailingStart = bounds.maxX - margin + gap
        for index in trailing.reversed() {
            let width = subviews[index].sizeThatFits(ideal).width
            trailingStart -= gap + width
            place(subviews[index], x: trailingStart, width: nil)
        }
        // 3. The centre.
        guard let index = center.first else { return }
        if centerLeads {
            let start = leadingEnd + gap
            place(subviews[index], x: start, width: Swift.max(trailingStart - gap - start, 0))
        } else {
            let inset = Swift.max(leadingEnd + gap - bounds.minX, bounds.maxX - trailingStart + gap)
            let available = Swift.max(bounds.width - 2 * inset, 0)
            let width = subviews[index].sizeThatFits(ProposedViewSize(width: available, height: bounds.height)).width
            place(subviews[index], x: bounds.midX - width / 2, width: available)
        }
    }
}

extension NavigationBarRowLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}

/// The bottom bar: its items in the top 48 points of its 76-point band, 28 from its sides.
///
/// Subviews: the `bottomBar` items, then `statusCount` status items.
/// 1. Flexible spaces (views as wide as any width proposed: a `ToolbarSpacer` or a `Spacer`)
///    split the items into groups; inside a group the items are 12 apart.
/// 2. One group leads; two lead and trail; three lead, centre the middle one and trail; more
///    are spread with equal gaps.
/// 3. Status items are centred in the bar.
///
/// Sources: `ToolbarMetrics` (`uikit/nav/toolbar`: one group leads, two lead and trail, three
/// put the middle one centred, more spread evenly).
struct BottomBarLayout: Layout {
    let statusCount: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? ToolbarMetrics.bottomBarHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let height = ToolbarMetrics.bottomPlatterHeight, gap = ToolbarMetrics.bottomItemSpacing
        let ideal = ProposedViewSize(width: nil, height: height)
        let itemCount = Swift.max(subviews.count - statusCount, 0)
        // 1. The groups: the items' indices between flexible spaces.
        var groups: [[Int]] = [[]]
        for index in 0 ..< itemCount {
            let flexible = subviews[index].sizeThatFits(ProposedViewSize(width: .infinity, height: height)).width == .infinity
            if flexible {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
                if !(groups.last?.isEmpty ?? true) { groups.append([]) }
            } else {
                groups[groups.count - 1].append(index)
            }
        }
        groups.removeAll { $0.isEmpty }
        func width(of group: [Int]) -> CGFloat {
            group.reduce(0) { $0 + subviews[$1].sizeThatFits(ideal).width } + gap * CGFloat(Swift.max(group.count - 1, 0))
        }
        func place(_ group: [Int], from start: CGFloat) {
            var x = start
            for index in group {
                let size = subviews[index].sizeThatFits(ideal)
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + (height - size.height) / 2), proposal: ideal)
                x += size.width + gap
            }
        }
        // 2. Where each group starts.
        let minX = bounds.minX + ToolbarMetrics.bottomBarMargin, maxX = bounds.maxX - ToolbarMetrics.bottomBarMargin
        let widths = groups.map(width(of:))
        switch groups.count {
        case 0: break
        case 1: place(groups[0], from: minX)
        case 3:
            place(groups[0], from: minX)
            place(groups[1], from: bounds.midX - widths[1] / 2)
            place(groups[2], from: maxX - widths[2])
        default:
            let free = (maxX - minX - widths.reduce(0, +)) / CGFloat(groups.count - 1)
            var x = minX
            for (group, width) in zip(groups, widths) {
                place(group, from: x)
                x += width + free
            }
        }
        // 3. The status items, centred.
        let status = Array(itemCount ..< subviews.count)
        place(status, from: bounds.midX - width(of: status) / 2)
    }
}

extension BottomBarLayout: BuiltInLayout {
    static var promises: BuiltInLayoutPromises { [] }
}
