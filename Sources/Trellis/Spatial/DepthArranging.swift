import Foundation

/// A layout that arranges its subviews in depth by a rule of its own. Containers that do not
/// conform line their subviews up on their back faces and are as deep as the deepest
/// (SwiftUI's default depth alignment, `.back`).
///
/// Depth never changes a width, a height or a position in the plane: Trellis lays out depth
/// after the plane, only when a tree uses a depth modifier (``DepthLayout``), and only when
/// the result's elements are read (`DepthPass.swift`).
protocol DepthArranging {
    /// The container's depth and each subview's position (the distance of its back face from
    /// the container's back face, towards the viewer), given the subviews' depths in order.
    func arrangeDepth(of depths: [CGFloat]) -> DepthArrangement
}

/// What a container made of its subviews' depths.
struct DepthArrangement: Equatable {
    /// The container's depth.
    var depth: CGFloat
    /// Per subview, the position of its back face from the container's back face.
    var positions: [CGFloat]

    /// Subviews lined up on the guide `alignment`; the container is as deep as the union of
    /// the aligned subviews (for `front`, `center` and `back`: as deep as the deepest).
    static func aligned(_ depths: [CGFloat], on alignment: DepthAlignment) -> DepthArrangement {
        guard !depths.isEmpty else { return DepthArrangement(depth: 0, positions: []) }
        // Each subview's back face relative to the common guide plane.
        let backs = depths.map { -alignment.value(inDepth: $0) }
        var start = CGFloat.infinity, end = -CGFloat.infinity
        for (back, depth) in zip(backs, depths) {
            start = Swift.min(start, back)
            end = Swift.max(end, back + depth)
        }
        return DepthArrangement(depth: end - start, positions: backs.map { $0 - start })
    }

    /// Subviews stacked back to front, `spacing` apart: the first at the back, each next in
    /// front of the one before (`ZStack` on visionOS).
    static func stacked(_ depths: [CGFloat], spacing: CGFloat) -> DepthArrangement {
        var positions: [CGFloat] = []
        positions.reserveCapacity(depths.count)
        var next: CGFloat = 0
        for (index, depth) in depths.enumerated() {
            if index > 0 { next += spacing }
            positions.append(next)
            next += depth
        }
        return DepthArrangement(depth: next, positions: positions)
    }
}

extension ZStackLayout: DepthArranging {
    /// Stacks the subviews back to front, each in front of the one before, with no space
    /// between them: later subviews are in front (Apple, `zstack`; `zstack/init(alignment:spacing:content:)`).
    func arrangeDepth(of depths: [CGFloat]) -> DepthArrangement {
        DepthArrangement.stacked(depths, spacing: 0)
    }
}
