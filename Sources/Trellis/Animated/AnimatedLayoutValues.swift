import Foundation

// A custom layout whose `animatableData` changes in an animated change is laid out again at
// the interpolated value (SwiftUI interpolates a layout's animatable data along the curve and
// runs the layout at each value: a radial layout whose angle animates moves its subviews
// along the arc). The engine lays out with the layout at that value in the node's box for one
// pass, then puts the end's box back; only that node and its ancestors are measured again.

/// A custom layout, in the end's tree, whose animatable data differs from the start's.
struct AnimatedLayoutValue: @unchecked Sendable {
    // Unchecked: the boxes are the engine's, used only under the host's lock.
    /// The layout's node and the index of its box.
    let node: NodeID
    let boxIndex: Int32
    /// The box the end's layout has: what the node gets back after a pass.
    let endBox: AnyLayoutBox
    /// The box of the layout at `start + (end − start)·p`, for a fraction `p`.
    let make: (Double) -> AnyLayoutBox
    /// The index of the layout's element in the end's elements (whose animation it follows).
    let element: Int

    /// The value for the node `node` whose box is `box` (index `boxIndex`), if it is a custom
    /// layout of the same type as `start` (the start's layout value) whose animatable data
    /// differs; `nil` otherwise (built-in layouts and modifiers animate no data).
    static func make(node: NodeID, boxIndex: Int32, box: AnyLayoutBox, start: AnyLayoutBox, element: Int) -> AnimatedLayoutValue? {
        guard box is ContainerLayoutBoxBase, !box.placesRelativeToBounds, start is ContainerLayoutBoxBase,
              let end = box.layoutValue as? any Layout,
              let make = interpolator(end, start: start.layoutValue, erased: box is LayoutBox<AnyLayout>)
        else { return nil }
        return AnimatedLayoutValue(node: node, boxIndex: boxIndex, endBox: box, make: make, element: element)
    }

    /// The boxes of `end`'s layout at the fractions of the way from `start` (when it is an
    /// `L` whose animatable data differs), in an `AnyLayout` when `erased`.
    private static func interpolator<L: Layout>(_ end: L, start: Any, erased: Bool) -> ((Double) -> AnyLayoutBox)? {
        guard let start = start as? L else { return nil }
        let from = start.animatableData, to = end.animatableData
        guard from != to else { return nil }
        return { fraction in
            var delta = to - from
            delta.scale(by: fraction)
            var layout = end
            layout.animatableData = from + delta
            return erased ? LayoutBox(AnyLayout(layout)) : LayoutBox(layout)
        }
    }
}

extension LayoutEngine {
    /// Whether the tree is still `tree`, whose shown nodes are `order`: the same root, and
    /// each of those nodes live, unchanged, with the same children. (Every replacement frees
    /// the nodes it replaces and changes its container's child list.)
    func isUnchanged(since tree: PlacedTree, order: [NodeID]) -> Bool {
        guard store.root == tree.root else { return false }
        for node in order {
            guard node.index < store.nodes.count, !columns.flags[node.index].contains(.free),
                  store.nodes[node.index] == tree.nodes[node.index] else { return false }
            let n = tree.nodes[node.index]
            let children = Int(n.childStart) ..< Int(n.childStart) + Int(n.childCount)
            guard children.upperBound <= store.children.count, store.children[children] == tree.children[children] else { return false }
        }
        return true
    }

    /// Puts each box in its node's place, and forgets every answer that depended on the
    /// node's layout: the node's and its ancestors' measurements, spacing, explicit guides and
    /// placements (as a replacement does, ``replace(_:with:top:)``).
    func substitute(_ boxes: [(node: NodeID, index: Int32, box: AnyLayoutBox)]) {
        // The spare columns keep tables of their own, which would bring a box back.
        columns.dropSpare()
        columns.beginChanges(&store)
        var ancestors: Set<NodeID> = []
        for (node, index, box) in boxes {
            store.tables.setBox(box, at: index)
            var current = node
            while current != .none {
                ancestors.insert(current)
                cache.invalidate(current)
                spacings.forget(current)
                if current != node, case let .layout(container) = store.nodes[current.index].behavior {
                    store.tables.box(container).subviewsChanged(of: current, in: self)
                }
                current = store.nodes[current.index].parent
            }
            needsPlacement(from: node)
        }
        guides.removeAll { ancestors.contains($0) }
    }
}

extension LayoutHost {
    /// The exact frames of the current tree's shown views, in the order of its elements, laid
    /// out for `proposal` with each layout at its fraction; then the tree as it was. `nil`
    /// when the tree is not `tree` (whose shown nodes are `order`) any more.
    func frames(
        with layouts: [(value: AnimatedLayoutValue, fraction: Double)], in proposal: ProposedViewSize, tree: PlacedTree, order: [NodeID]
    ) -> [CGRect]? {
        withLock {
            let engine = self.engine
            guard engine.isUnchanged(since: tree, order: order),
                  layouts.allSatisfy({ engine.store.tables.box($0.value.boxIndex) === $0.value.endBox })
            else { return nil }
            dropLastResult()
            engine.substitute(layouts.map { ($0.value.node, $0.value.boxIndex, $0.value.make($0.fraction)) })
            engine.resetDiagnostics()
            func pass() -> [CGRect] {
                let result = engine.result(size: engine.layOut(proposal), proposal: proposal)
                let (order, frames) = result.storage.rootFrames
                return order.map { frames[$0.index] }
            }
            let frames = depth > DeepStack.shallowDepth ? DeepStack.run(stackBytes: DeepStack.stackBytes(forDepth: depth), pass) : pass()
            engine.substitute(layouts.map { ($0.value.node, $0.value.boxIndex, $0.value.endBox) })
            engine.resetDiagnostics()
            return frames
        }
    }
}
