import Foundation
import Trellis

// The benchmark's trees, written as users write views. Leaves are 10×10 fixed frames unless
// said; stacks use their default spacing (the pairs' spacing preferences: 8 between plain views).

/// A 10×10 leaf.
struct Leaf: View {
    var body: some View { Color.red.frame(width: 10, height: 10) }
}

/// A leaf that takes any width offered (at least 10) and is 10 high.
struct FlexibleLeaf: View {
    var body: some View { Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity) }
}

/// What the observed leaf of tree (b)'s live variant reads.
@Observable final class LeafModel {
    /// The model the live variant's first leaf reads.
    @MainActor static let shared = LeafModel()
    var width: CGFloat = 10
    /// A property no body reads.
    var unread = 0
}

/// A leaf as wide as its model says, and 10 high.
struct ObservedLeaf: View {
    let model: LeafModel
    var body: some View { Color.red.frame(width: model.width, height: 10) }
}

/// A leaf `width` wide and 10 high: what a changed leaf becomes.
struct ChangedLeaf: View {
    let width: CGFloat
    var body: some View { Color.red.frame(width: width, height: 10) }
}

/// `Leaf()`, marked `"first-leaf"` (so its size can be changed) when `isFirst`.
struct MaybeMarked<Content: View>: View {
    let isFirst: Bool
    let content: Content
    var body: some View {
        if isFirst { content.id("first-leaf") } else { content }
    }
}

/// (a) An HStack of `count` leaves; the first is marked `"first-leaf"`.
struct WideHStack: View {
    let count: Int
    var body: some View {
        HStack { ForEach(0 ..< count) { MaybeMarked(isFirst: $0 == 0, content: Leaf()) } }
    }
}

/// (b) Stacks nested `depth` levels deep, alternating H and V from an HStack at the root, each
/// with `fanOut` subviews; the stacks at the last level hold leaves. The leaf at index 0 of
/// every level (the first leaf) is marked `"first-leaf"` so its size can be changed.
///
/// The type is the one the figures of issue 20 were measured on: the live variant is a type
/// of its own (``ObservedNestedStacks``), because a branch for its observed leaf here made
/// every level's content a larger value to copy (b8 cold 47.2 M → 49.9 M with no change in
/// the engine). (Not generic over the first leaf: a recursive generic view costs a metadata
/// lookup per level.)
struct NestedStacks: View {
    let depth: Int
    let fanOut: Int
    let horizontal: Bool
    var firstPath = true

    var body: some View {
        if horizontal {
            HStack { content }
        } else {
            VStack { content }
        }
    }

    @ViewBuilder private var content: some View {
        ForEach(0 ..< fanOut) { index in
            if depth == 1 {
                Leaf().id(firstPath && index == 0 ? "first-leaf" : "leaf")
            } else {
                NestedStacks(depth: depth - 1, fanOut: fanOut, horizontal: !horizontal, firstPath: firstPath && index == 0)
            }
        }
    }

    /// The number of views: every stack and every leaf.
    static func viewCount(depth: Int, fanOut: Int) -> Int {
        var total = 1, level = 1
        for _ in 0 ..< depth {
            level *= fanOut
            total += level
        }
        return total
    }
}

/// Tree (b)'s live variant: ``NestedStacks`` whose first leaf is an ``ObservedLeaf`` of
/// ``LeafModel/shared``, for the state-change figures.
struct ObservedNestedStacks: View {
    let depth: Int
    let fanOut: Int
    let horizontal: Bool
    var firstPath = true

    var body: some View {
        if horizontal {
            HStack { content }
        } else {
            VStack { content }
        }
    }

    @ViewBuilder private var content: some View {
        ForEach(0 ..< fanOut) { index in
            if depth == 1 {
                if firstPath && index == 0 {
                    ObservedLeaf(model: LeafModel.shared).id("first-leaf")
                } else {
                    Leaf().id("leaf")
                }
            } else {
                ObservedNestedStacks(depth: depth - 1, fanOut: fanOut, horizontal: !horizontal, firstPath: firstPath && index == 0)
            }
        }
    }
}

/// (c) and (d): a VStack of `rows` HStacks of `columns` leaves; the first leaf of the first
/// row is marked `"first-leaf"`.
struct Grid2D: View {
    let rows: Int
    let columns: Int
    let flexible: Bool
    var body: some View {
        VStack {
            ForEach(0 ..< rows) { row in
                HStack {
                    ForEach(0 ..< columns) { column in
                        if flexible {
                            MaybeMarked(isFirst: row == 0 && column == 0, content: FlexibleLeaf())
                        } else {
                            MaybeMarked(isFirst: row == 0 && column == 0, content: Leaf())
                        }
                    }
                }
            }
        }
    }
}

/// A flow layout, written as for SwiftUI: subviews at their ideal sizes, left to right, wrapping
/// to a new row when the proposed width is used up.
struct FlowLayout: Layout {
    var gap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > maxWidth {
                y += rowHeight + gap
                x = 0
                rowHeight = 0
            }
            x += size.width + gap
            width = max(width, x - gap)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX {
                y += rowHeight + gap
                x = bounds.minX
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + gap
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// (e) A flow layout of `count` leaves; the first is marked `"first-leaf"`.
struct Flow: View {
    let count: Int
    var body: some View {
        FlowLayout { ForEach(0 ..< count) { MaybeMarked(isFirst: $0 == 0, content: Leaf()) } }
    }
}

/// (f) `count` paragraphs of wrapping text in a VStack; the first is marked `"first-leaf"`.
struct Paragraphs: View {
    let count: Int
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0 ..< count) { index in
                MaybeMarked(isFirst: index == 0, content: Text(Self.text(index)))
            }
        }
    }

    /// The text of paragraph `index`; `longer` adds a few words (a changed paragraph).
    static func text(_ index: Int, longer: Bool = false) -> String {
        "Paragraph \(index): layout runs on every frame of every interaction, so a fast engine matters."
            + (longer ? " Even more so when it is long." : "")
    }
}
