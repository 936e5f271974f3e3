import Foundation

/// Depth layout: where each shown view sits in depth, worked out after the plane's layout from
/// the placed tree, when a result's elements are first read.
///
/// Depth is independent of the plane in Trellis: no view's depth depends on a width or a
/// height, and no depth is proposed (a window proposes none; ``DepthLayout`` documents the
/// flexible frame's rule without one). So it is laid out in two walks of the shown nodes:
/// 1. Children before parents: a leaf is 0 deep; a container asks its layout to arrange its
///    children's depths (``DepthArranging``: a `ZStack` stacks them, a `SpatialContainer` or a
///    layout with `depthAlignment` aligns them, a depth modifier frames or offsets its child),
///    and a container whose layout has no depth rule lines its children up on their back
///    faces and is as deep as the deepest.
/// 2. Parents before children: the root's back face is at z = 0; each child's back face is at
///    its parent's plus its position in the parent, plus its own `offset(z:)`.
///
/// Only a tree with a depth modifier is walked (``NodeTables/usesDepth``): without one every
/// view is 0 deep at z = 0, and a layout pays nothing for depth.
extension PlacedTree {
    /// Per node (by index), the z of its back face in root coordinates and its depth; only the
    /// nodes of `order` (the shown nodes, parents first) are set.
    func depthFrames(order: [NodeID]) -> (z: [CGFloat], depth: [CGFloat]) {
        var depth = [CGFloat](repeating: 0, count: nodes.count)
        var position = [CGFloat](repeating: 0, count: nodes.count)
        var z = [CGFloat](repeating: 0, count: nodes.count)
        var childDepths: [CGFloat] = []
        for node in order.reversed() {
            let shown = shownChildren(of: node)
            guard !shown.isEmpty else { continue }
            childDepths.removeAll(keepingCapacity: true)
            for child in shown { childDepths.append(depth[child.index]) }
            let arrangement = depthRule(of: node)?.arrangeDepth(of: childDepths)
                ?? DepthArrangement.aligned(childDepths, on: .back)
            depth[node.index] = arrangement.depth
            for (child, at) in zip(shown, arrangement.positions) { position[child.index] = at }
        }
        for node in order {
            let parent = nodes[node.index].parent
            let base = node == root || parent == .none ? 0 : z[parent.index] + position[node.index]
            z[node.index] = base + ownDepthOffset(of: node)
        }
        return (z, depth)
    }

    /// The children of `node` that were shown (placed), in order.
    private func shownChildren(of node: NodeID) -> [NodeID] {
        let n = nodes[node.index]
        guard n.childCount > 0 else { return [] }
        let start = Int(n.childStart)
        return children[start ..< start + Int(n.childCount)].filter { !flags[$0.index].contains(.hidden) }
    }

    /// The depth rule of `node`'s layout, if it has one.
    private func depthRule(of node: NodeID) -> DepthArranging? {
        guard case let .layout(box) = nodes[node.index].behavior else { return nil }
        return tables.box(box).layoutValue as? DepthArranging
    }

    /// How far `node` is moved towards the viewer by its own `offset(z:)`.
    private func ownDepthOffset(of node: NodeID) -> CGFloat {
        guard case let .layout(box) = nodes[node.index].behavior else { return 0 }
        return (tables.box(box).layoutValue as? DepthLayout)?.ownOffset ?? 0
    }
}
