import SwiftUI

// A masonry (waterfall) layout: equal-width columns, each subview going to the shortest column.
// Modelled on beyoug/SwiftUIMasonryLayouts (Sources/SwiftUIMasonryLayouts/Layouts/MasonryLayout.swift
// and MasonryLayoutCache.swift: a column count and spacing, the computed frames kept in the
// layout's cache, made in `makeCache` and invalidated in `updateCache`). Re-typed, not copied.

struct MasonryLayout: Layout {
    var columns: Int
    var spacing: CGFloat

    init(columns: Int = 2, spacing: CGFloat = 8) {
        self.columns = max(columns, 1)
        self.spacing = spacing
    }

    struct Cache {
        /// The width the frames were computed for, and the frames (relative to the layout's origin).
        var width: CGFloat?
        var frames: [CGRect] = []
        var height: CGFloat = 0
        /// How many times the frames were computed (for diagnostics).
        var passes = 0
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        // The subviews changed: forget the frames.
        cache.width = nil
        cache.frames = []
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? naturalWidth(of: subviews)
        computeFrames(width: width, subviews: subviews, cache: &cache)
        return CGSize(width: width, height: cache.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        computeFrames(width: bounds.width, subviews: subviews, cache: &cache)
        for (subview, frame) in zip(subviews, cache.frames) {
            subview.place(at: bounds.origin + frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }

    /// With no proposed width: every column as wide as the widest subview's ideal width.
    private func naturalWidth(of subviews: Subviews) -> CGFloat {
        let column = subviews.maxElementSize(proposal: .unspecified).width
        return column * CGFloat(columns) + spacing * CGFloat(columns - 1)
    }

    private func computeFrames(width: CGFloat, subviews: Subviews, cache: inout Cache) {
        if cache.width == width, cache.frames.count == subviews.count { return }
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var heights = Array(repeating: CGFloat(0), count: columns)
        var frames: [CGRect] = []
        for subview in subviews {
            let height = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            // The shortest column, the leftmost of equals.
            let column = heights.indices.min { heights[$0] < heights[$1] }!
            frames.append(CGRect(x: CGFloat(column) * (columnWidth + spacing), y: heights[column], width: columnWidth, height: height))
            heights[column] += height + spacing
        }
        cache.width = width
        cache.frames = frames
        cache.height = max((heights.max() ?? 0) - spacing, 0)
        cache.passes += 1
    }
}
