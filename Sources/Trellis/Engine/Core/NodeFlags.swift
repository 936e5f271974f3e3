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
    /// The node grows into the unsafe bands it reaches (``SafeAreaExtension``: `ignoresSafeArea`,
    /// a scroll view). A property of the node alone, kept in its flags so that placing, which
    /// reads them anyway, asks nothing else of the nodes that do not.
    static let reachesIntoSafeArea = NodeFlags(rawValue: 128)
    /// Its size is the same whatever it is proposed.
    static let sizeIndependent: NodeFlags = [.widthIndependent, .heightIndependent]
    /// The flags that summarise a subtree (see ``NodeTables/summaryFlags(of:children:)``).
    static let subtreeFlags: NodeFlags = [.noExplicitGuides, .placesRelatively, .sizeIndependent]
}

extension NodeFlags {
    /// The subtree flags of a leaf sized by `sizing` (without `alignmentGuide` overrides).
    static func leaf(_ sizing: borrowing LeafSizing) -> NodeFlags {
        var summary = subtreeFlags
        switch sizing {
        case let .measured(measurer):
            summary.subtract(NodeFlags.sizeIndependent.subtracting(measurer.sizeIndependence))
            if measurer.hasExplicitGuides { summary.remove(.noExplicitGuides) }
        case .fixed: break
        // A line along one axis is as long as proposed and of its own thickness across it.
        case .spacer(_, .horizontal?), .divider(_, .horizontal): summary.remove(.widthIndependent)
        case .spacer(_, .vertical?), .divider(_, .vertical): summary.remove(.heightIndependent)
        default: summary.remove(.sizeIndependent)
        }
        return summary
    }

    /// The subtree flags of a container laid out by a box with the flag rule `rule`, whose
    /// children's flags, intersected, are `children` (without `alignmentGuide` overrides).
    static func container(_ rule: ContainerFlagRule, children: NodeFlags) -> NodeFlags {
        subtreeFlags.subtracting(rule.removed).intersection(children.union(rule.granted))
    }
}

/// What a layout box makes of its containers' subtree flags, whatever their subviews do:
/// the flags it takes away and those it grants. Worked out once per box (it asks the box's
/// layout), so that adding a container reads two bytes.
struct ContainerFlagRule {
    /// Flags a container of the box never has.
    let removed: NodeFlags
    /// Flags a container of the box has even when a subview does not.
    let granted: NodeFlags

    /// The rule of `box`'s layout.
    init(_ box: AnyLayoutBox) {
        var removed: NodeFlags = []
        if !box.mergesSubviewGuides { removed.insert(.noExplicitGuides) }
        if !box.placesRelativeToBounds { removed.insert(.placesRelatively) }
        let use = box.proposalUse
        if use.width == .used { removed.insert(.widthIndependent) }
        if use.height == .used { removed.insert(.heightIndependent) }
        // A dimension the layout ignores is independent whatever the subviews do.
        var granted: NodeFlags = []
        if use.width == .ignored { granted.insert(.widthIndependent) }
        if use.height == .ignored { granted.insert(.heightIndependent) }
        self.removed = removed
        self.granted = granted
    }
}
