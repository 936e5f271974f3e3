import Foundation
import Trellis

/// The custom layouts scene files may name with `{"type": "Layout", "name": …}` when the
/// `trellis` command reads them: the gallery's ``FlowLayout`` and three small layouts written
/// as a SwiftUI developer would write them. The tests, the fuzzer and the command all read
/// scenes with these, so that a name runs the same code everywhere.
public enum GalleryLayouts {
    /// Each layout by the name a scene gives it.
    public static let byName: [String: AnyLayout] = [
        "FlowLayout": AnyLayout(FlowLayout()),
        "EqualWidthHStack": AnyLayout(EqualWidthHStack()),
        "BasicVStack": AnyLayout(BasicVStack()),
        "Rows": AnyLayout(RowsLayout()),
        "RadialLayout": AnyLayout(RadialLayout()),
    ]
}

/// Gives every subview the width of the widest one, side by side, centred vertically.
public struct EqualWidthHStack: Layout {
    /// Creates the layout.
    public init() {}

    /// As wide as the widest subview times their count, as tall as the tallest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        return CGSize(width: width * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }

    /// Places the subviews left to right, each offered the widest one's width.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: nil))
            x += width
        }
    }
}

/// Stacks its subviews top to bottom at their ideal sizes, leading-aligned: Apple's example
/// from the documentation of `Layout`, `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`, re-typed unchanged (README's first example):
/// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
/// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
public struct BasicVStack: Layout {
    /// Creates the layout.
    public init() {}

    /// As wide as the widest subview, as tall as all of them together.
    public func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(
                width: max(result.width, size.width),
                height: result.height + size.height)
        }
    }

    /// Places the subviews one below the other.
    public func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        var point = bounds.origin
        for subview in subviews {
            subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
            point.y += subview.dimensions(in: .unspecified).height
        }
    }
}

/// Subviews at their ideal sizes in rows that wrap at the proposed width, with a cache of those
/// sizes: a user layout with a cache, unlike the built-ins (the property tests' random trees
/// use it). It places each subview with the proposal it measured it for.
public struct RowsLayout: Layout {
    /// The subviews' ideal sizes, measured once per layout.
    public struct Cache {
        var sizes: [CGSize]
    }

    /// Creates the layout.
    public init() {}

    /// Measures every subview's ideal size.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func rows(_ width: CGFloat?, _ cache: Cache) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for size in cache.sizes {
            if x > 0, let width, x + size.width > width {
                y += rowHeight
                x = 0
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    /// As wide as the widest row, as tall as the rows together.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        rows(proposal.width, cache).size
    }

    /// Places the subviews row by row from the top leading corner.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = rows(proposal.width, cache).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
