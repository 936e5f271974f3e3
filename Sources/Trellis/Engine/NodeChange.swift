import Foundation

/// A change code outside a view makes to the view's node: a trait modifier
/// (`layoutPriority`, `layoutValue`, `alignmentGuide`, the grid-cell modifiers) or the
/// `GridRow` the view is a cell of. Plain data, so that a node can keep the changes made to it
/// and a replacement of a marked view can make them again to the new node (see
/// ``Node/outsideChanges``).
enum NodeChange {
    /// Sets the layout priority.
    case priority(Double)
    /// Sets the value of a layout value key (the key's type, by identity).
    case layoutValue(ObjectIdentifier, Any)
    /// Adds an `alignmentGuide` override, outside the ones already set.
    case guideOverride(GuideOverride)

    /// Makes the change to `node`.
    func apply(to node: inout Node) {
        switch self {
        case let .priority(priority): node.priority = priority
        case let .layoutValue(key, value): node.layoutValues[key] = value
        case let .guideOverride(override): node.guideOverrides.append(override)
        }
    }
}
