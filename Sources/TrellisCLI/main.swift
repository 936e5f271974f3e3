import Foundation
import Trellis

// The demo: a small card built from custom layouts written exactly as for SwiftUI, laid out
// headless at 320 × 200, printed as a frame tree.

/// Stacks its subviews top to bottom at their ideal sizes, leading-aligned.
struct BasicVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Gives every subview the width of the widest one, side by side.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        return CGSize(width: width * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: nil))
            x += width
        }
    }
}

let card = BasicVStack {
    Rectangle().frame(width: 300, height: 40).id("header")
    EqualWidthHStack {
        Circle().frame(width: 30, height: 30).id("avatar")
        Capsule().frame(width: 80, height: 20).id("name")
        RoundedRectangle(cornerRadius: 4).frame(width: 50, height: 20).id("badge")
    }
    Color.blue.frame(height: 60).id("body")
}

let result = card.layout(in: ProposedViewSize(width: 320, height: 200))
print("A card of custom layouts, proposed 320 × 200:\n")
print(result)
