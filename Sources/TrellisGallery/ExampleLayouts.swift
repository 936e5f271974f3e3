import Foundation
import Trellis

/// The custom layouts scene files may name with `{"type": "Layout", "name": …}` when the
/// `trellis` command reads them: the gallery's ``FlowLayout`` and two small layouts written
/// as a SwiftUI developer would write them.
public enum GalleryLayouts {
    /// Each layout by the name a scene gives it.
    public static let byName: [String: AnyLayout] = [
        "FlowLayout": AnyLayout(FlowLayout()),
        "EqualWidthHStack": AnyLayout(EqualWidthHStack()),
        "BasicVStack": AnyLayout(BasicVStack()),
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

/// Stacks its subviews top to bottom at their ideal sizes, leading-aligned.
public struct BasicVStack: Layout {
    /// Creates the layout.
    public init() {}

    /// As wide as the widest subview, as tall as all of them together.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    /// Places the subviews one below the other.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}
