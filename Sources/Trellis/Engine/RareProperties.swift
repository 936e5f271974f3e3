import Foundation

/// A node's properties that few nodes have (set by `id`, `layoutValue`, grid-cell modifiers,
/// `alignmentGuide`, `offset`, spacers), kept out of line in ``NodeTables/rares``.
struct RareProperties {
    /// The layout priority (a trait: a property of the list element, which propagates outward
    /// through modifiers).
    var priority: Double = 0
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The `alignmentGuide` overrides, innermost first.
    var guideOverrides: [GuideOverride] = []
    /// Spacing preferences set directly (spacers, stand-ins), which replace the node's own.
    var spacingOverride: ViewSpacing?
    /// How far the node is drawn from where its container placed it (`offset`): its frame,
    /// and its content's, move by this much, while its container's layout is unaffected.
    var drawingOffset: CGSize = .zero
    /// The node's `.id(_:)` mark.
    var marker: Marker?
    /// For a marked node: where it was resolved (an index into the resolver's
    /// ``MarkContext``s), so that a replacement can be resolved in the same place; -1 otherwise.
    var context: Int32 = -1
    /// For a marked node, and a modifier's node that took on a marked node's traits: the
    /// changes code outside it made to it (a `layoutPriority` or `layoutValue`, on a `Group`
    /// around it or after its modifiers; the row of the `GridRow` it is a cell of), in order,
    /// so that a replacement of it, or of the view it wraps, gets them too.
    var outsideChanges: [NodeChange] = []
    /// How many of ``outsideChanges`` were made before the node's mark: those are part of the
    /// view the mark names, and a replacement of it does not get them.
    var changesBeforeMark = 0

    /// Takes on the list-element traits (priority, layout values) of `inner`, which this
    /// node wraps.
    mutating func inheritTraits(of inner: RareProperties?) {
        priority = inner?.priority ?? 0
        layoutValues = inner?.layoutValues ?? [:]
    }
}

/// An `alignmentGuide` override: the guide it sets and how it computes the value.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}
