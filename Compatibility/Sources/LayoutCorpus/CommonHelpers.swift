import SwiftUI

// Helper extensions of the kind SwiftUI layout packages declare for themselves: none of these
// names exists in Apple's SwiftUI or CoreGraphics, so a package may declare them freely, and
// doing so must stay unambiguous next to whatever the SwiftUI module exports.
//
// Picked from what public packages declare, re-typed (not copied):
// - `CGSize.infinity` and `UnitPoint(_ alignment:)`: ksemianov/WrappingHStack,
//   Sources/WrappingHStack/WrappingHStack.swift (there `private`).
// - `LayoutSubviews.maxElementSize(proposal:)`: tyagishi/SDSLayout, Sources/SDSLayout/RadialLayout.swift
//   (declared in its Extension+LayoutSubview.swift).
// - `CGPoint` arithmetic operators and `CGRect.center`: common in CoreGraphics extension
//   packages (e.g. the `CoreGraphicsExtensions` one that heestand-xyz's layouts import).
// - `ProposedViewSize` per-axis access: tevelee/SwiftUI-Flow, Sources/Flow/Internal/Utils.swift.

extension CGSize {
    /// A size that is infinite in both dimensions.
    static var infinity: CGSize {
        CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
    }

    /// The size's extent along an axis.
    func value(on axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    static func += (lhs: inout CGPoint, rhs: CGPoint) {
        lhs = lhs + rhs
    }
}

extension CGRect {
    /// The point at the middle of the rectangle.
    var center: CGPoint {
        CGPoint(x: midX, y: midY)
    }
}

extension UnitPoint {
    /// The unit point that sits where `alignment` puts a view inside its container.
    init(_ alignment: Alignment) {
        switch alignment {
        case .topLeading: self = .topLeading
        case .top: self = .top
        case .topTrailing: self = .topTrailing
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        default: self = .center
        }
    }
}

extension ProposedViewSize {
    /// The proposed length along an axis, `nil` when unspecified.
    subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// The proposal with an unspecified width replaced by `fallback`.
    fileprivate func widthOr(_ fallback: CGFloat) -> CGFloat {
        width ?? fallback
    }

    /// The available width for a wrapping layout: unlimited when the proposal gives none.
    var availableWidth: CGFloat {
        widthOr(.infinity)
    }
}

extension LayoutSubviews {
    /// The largest width and the largest height among the subviews' sizes for `proposal`.
    func maxElementSize(proposal: ProposedViewSize) -> CGSize {
        reduce(CGSize.zero) { largest, subview in
            let size = subview.sizeThatFits(proposal)
            return CGSize(width: Swift.max(largest.width, size.width), height: Swift.max(largest.height, size.height))
        }
    }
}

extension Sequence where Element == CGFloat {
    /// The sum of the values.
    fileprivate func total() -> CGFloat {
        reduce(0, +)
    }
}

extension Array where Element == CGFloat {
    /// The sum of the values (an `internal` front for the `fileprivate` helper above).
    var sum: CGFloat { total() }
}
