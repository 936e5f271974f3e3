import Foundation

/// What a node's subtree can do (worked out when the tree is built or changed) and its
/// placement state (kept from pass to pass).
struct NodeFlags: OptionSet {
    let rawValue: UInt8
    /// Its container left it out of the last pass that placed the container.
    static let hidden = NodeFlags(rawValue: 1)
    /// It has to be placed again: it is new, something in it changed or reported a problem.
    static let needsPlacement = NodeFlags(rawValue: 2)
    /// Every layout in it is a ``BuiltInLayout``, which places relative to its bounds: moving it
    /// moves everything in it alike.
    static let placesRelatively = NodeFlags(rawValue: 4)
    /// Neither it nor anything in it can set an explicit guide (no `alignmentGuide`, no text,
    /// only layouts that promise ``BuiltInLayoutPromises/mergesSubviewGuides``), so every explicit guide of it is `nil` without asking.
    static let noExplicitGuides = NodeFlags(rawValue: 8)
    /// Its size is the same whatever width it is proposed: a fixed leaf, a vertical spacer or
    /// divider, a frame that sets its width, or a layout that uses the width only through
    /// subviews of that kind (``ProposalUse``).
    static let widthIndependent = NodeFlags(rawValue: 16)
    /// Its size is the same whatever height it is proposed (as ``widthIndependent``, across).
    static let heightIndependent = NodeFlags(rawValue: 32)
    /// The node's storage holds no node: it was replaced, and a later replacement may reuse it.
    static let free = NodeFlags(rawValue: 64)
    /// Its size is the same whatever it is proposed.
    static let sizeIndependent: NodeFlags = [.widthIndependent, .heightIndependent]
    /// The flags that summarise a subtree (see ``summary(of:guideOverrides:children:)``).
    static let subtreeFlags: NodeFlags = [.noExplicitGuides, .placesRelatively, .sizeIndependent]

    /// The flags of a newly resolved tree (its subtree flags, and every node to be placed),
    /// and how many levels the tree has below `root`, in one pass.
    ///
    /// Children are resolved before their container, so one walk in storage order sees every
    /// child before its parent; a child stored after its parent counts as having no flags, and
    /// then the depth is not known (`nil`: the caller walks the tree for it). (The arrays are
    /// the resolver's, read in place: a node is never copied.)
    static func forTree(nodes: [Node], children: [NodeID], root: NodeID) -> (flags: [NodeFlags], depth: Int?) {
        var flags = [NodeFlags](repeating: .needsPlacement, count: nodes.count)
        // Per node, the levels below it.
        var heights = [Int32](repeating: 0, count: nodes.count)
        var ordered = true
        for index in nodes.indices {
            var childFlags = subtreeFlags
            var height: Int32 = 0
            let start = Int(nodes[index].childStart)
            for child in children[start ..< start + Int(nodes[index].childCount)] {
                if child.index < index {
                    childFlags.formIntersection(flags[child.index])
                    height = Swift.max(height, heights[child.index] + 1)
                } else {
                    childFlags = []
                    ordered = false
                }
            }
            heights[index] = height
            flags[index].formUnion(summary(
                of: nodes[index].behavior, guideOverrides: nodes[index].hasGuideOverrides, children: childFlags))
        }
        return (flags, ordered && root != .none ? Int(heights[root.index]) : nil)
    }

}

extension NodeFlags {
    /// The flags that summarise the subtree of a node of `behavior` (``subtreeFlags``), when
    /// its children's flags, intersected, are `children` (all of them when it has none).
    ///
    /// (It takes the node's behaviour, not the node: passing a node copies every reference in it.)
    static func summary(of behavior: NodeBehavior, guideOverrides: Bool, children: NodeFlags) -> NodeFlags {
        var summary = subtreeFlags
        switch behavior {
        case .leaf(.text): summary.subtract([.noExplicitGuides, .sizeIndependent])
        case .leaf(.fixed): break
        // A line along one axis is as long as proposed and of its own thickness across it.
        case .leaf(.spacer(_, .horizontal?)), .leaf(.divider(_, .horizontal)): summary.remove(.widthIndependent)
        case .leaf(.spacer(_, .vertical?)), .leaf(.divider(_, .vertical)): summary.remove(.heightIndependent)
        case .leaf: summary.remove(.sizeIndependent)
        case let .layout(box):
            if !box.mergesSubviewGuides { summary.remove(.noExplicitGuides) }
            if !box.placesRelativeToBounds { summary.remove(.placesRelatively) }
            let use = box.proposalUse
            if use.width == .used { summary.remove(.widthIndependent) }
            if use.height == .used { summary.remove(.heightIndependent) }
            // A dimension the layout ignores is independent whatever the subviews do.
            var ignored: NodeFlags = []
            if use.width == .ignored { ignored.insert(.widthIndependent) }
            if use.height == .ignored { ignored.insert(.heightIndependent) }
            summary.formIntersection(children.union(ignored))
        }
        if guideOverrides { summary.remove(.noExplicitGuides) }
        return summary
    }
}
