import Foundation

/// A node's properties that few nodes have (set by `id`, `layoutValue`, grid-cell modifiers,
/// `alignmentGuide`, `offset`, spacers), kept out of line by ``Node``.
final class RareProperties {
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var guideOverrides: [GuideOverride] = []
    var spacingOverride: ViewSpacing?
    var priority: Double = 0
    var drawingOffset: CGSize = .zero
    var marker: Marker?
    var context: Int32 = -1
    var outsideChanges: [NodeChange] = []
    var changesBeforeMark = 0

    func copy() -> RareProperties {
        let copy = RareProperties()
        copy.layoutValues = layoutValues
        copy.guideOverrides = guideOverrides
        copy.spacingOverride = spacingOverride
        copy.priority = priority
        copy.drawingOffset = drawingOffset
        copy.marker = marker
        copy.context = context
        copy.outsideChanges = outsideChanges
        copy.changesBeforeMark = changesBeforeMark
        return copy
    }
}

/// An `alignmentGuide` override: the guide it sets and how it computes the value.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}
