import SwiftUI

// Modelled on tyagishi/SDSLayout: Sources/SDSLayout/DiagonalStack.swift — a staircase stack:
// each subview starts where the previous one ends on both axes, plus a spacing that falls back
// to the subviews' `ViewSpacing` distances along each axis. Re-typed, not copied.

public struct DiagonalStack: Layout {
    var hSpacing: CGFloat?
    var vSpacing: CGFloat?

    public init(hSpacing: CGFloat? = nil, vSpacing: CGFloat? = nil) {
        self.hSpacing = hSpacing
        self.vSpacing = vSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for index in subviews.indices {
            let subviewSize = subviews[index].sizeThatFits(proposal)
            size.width += subviewSize.width
            size.height += subviewSize.height
            if index + 1 < subviews.endIndex {
                let step = gap(from: subviews[index], to: subviews[index + 1])
                size.width += step.x
                size.height += step.y
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var position = bounds.origin
        for index in subviews.indices {
            subviews[index].place(at: position, anchor: .topLeading, proposal: proposal)
            let size = subviews[index].sizeThatFits(proposal)
            position += CGPoint(x: size.width, y: size.height)
            if index + 1 < subviews.endIndex {
                position += gap(from: subviews[index], to: subviews[index + 1])
            }
        }
    }

    private func gap(from current: LayoutSubview, to next: LayoutSubview) -> CGPoint {
        CGPoint(
            x: hSpacing ?? current.spacing.distance(to: next.spacing, along: .horizontal),
            y: vSpacing ?? current.spacing.distance(to: next.spacing, along: .vertical))
    }
}
