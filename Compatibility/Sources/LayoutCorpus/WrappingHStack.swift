import SwiftUI

// Modelled on ksemianov/WrappingHStack: Sources/WrappingHStack/WrappingHStack.swift — a
// wrapping horizontal stack with an `Alignment`, optional spacings that fall back to the
// subviews' `ViewSpacing`, `layoutProperties.stackOrientation = .horizontal`, and a cache made
// in `makeCache` and refreshed in `updateCache`. Re-typed in my own structure, not copied.

/// A stack that lays its subviews out in a row and wraps them onto further rows.
public struct WrappingHStack: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    struct Row {
        var items: [(index: Int, size: CGSize, x: CGFloat)] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    public struct Cache {
        /// The smallest size the stack can take: its largest subview at a zero proposal.
        var minSize: CGSize
        /// The last arrangement, with the proposal and sizes it was made for.
        var memo: (key: [CGSize], rows: [Row])?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(minSize: smallestSize(of: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.minSize = smallestSize(of: subviews)
        cache.memo = nil
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(for: proposal, subviews: subviews, cache: &cache)
        guard let last = rows.last else { return cache.minSize }
        let width = proposal.width ?? rows.map(\.width).max() ?? 0
        return CGSize(width: width, height: last.y + last.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let anchor = UnitPoint(alignment)
        for row in rows(for: proposal, subviews: subviews, cache: &cache) {
            for item in row.items {
                let position = CGPoint(
                    x: bounds.minX + item.x + anchor.x * (bounds.width - row.width),
                    y: bounds.minY + row.y + anchor.y * (row.height - item.size.height))
                subviews[item.index].place(at: position, anchor: .topLeading, proposal: proposal)
            }
        }
    }

    private func rows(for proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> [Row] {
        guard !subviews.isEmpty else { return [] }
        let limit = proposal.replacingUnspecifiedDimensions(by: .infinity)
        if cache.minSize.width > limit.width, cache.minSize.height > limit.height { return [] }

        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let key = [limit] + sizes
        if let memo = cache.memo, memo.key == key { return memo.rows }

        var rows: [Row] = []
        var row = Row()
        for index in subviews.indices {
            let size = sizes[index]
            var gap: CGFloat = 0
            if let previous = row.items.last?.index {
                gap = horizontalSpacing ?? subviews[previous].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }
            if !row.items.isEmpty, row.width + gap + size.width > limit.width {
                rows.append(row)
                row = Row()
                gap = 0
            }
            row.items.append((index, size, row.width + gap))
            row.width += gap + size.width
        }
        rows.append(row)

        // Stack the rows; the gap between two rows is the one between their tallest subviews.
        var y: CGFloat = 0
        var previousTallest: Int?
        for number in rows.indices {
            let tallest = rows[number].items.max { $0.size.height < $1.size.height }!.index
            if let previousTallest {
                y += verticalSpacing ?? subviews[previousTallest].spacing.distance(to: subviews[tallest].spacing, along: .vertical)
            }
            rows[number].y = y
            rows[number].height = sizes[tallest].height
            y += sizes[tallest].height
            previousTallest = tallest
        }
        cache.memo = (key, rows)
        return rows
    }

    private func smallestSize(of subviews: Subviews) -> CGSize {
        subviews.maxElementSize(proposal: .zero)
    }
}
