import Foundation

/// A change code outside a view makes to the view's node: a trait modifier
/// (`layoutPriority`, `layoutValue`, `alignmentGuide`, the grid-cell modifiers, `zIndex`), a
/// drawing modifier (`hidden`, `clipped`, `clipShape`), a preference modifier or the `GridRow` the view is
/// a cell of. Plain data, so that a node can keep the changes made to it
/// and a replacement of a marked view can make them again to the new node (see
/// ``RareProperties/outsideChanges``).
enum NodeChange {
    /// Sets the layout priority.
    case priority(Double)
    /// Sets the value of a layout value key (the key's type, by identity).
    case layoutValue(ObjectIdentifier, Any)
    /// Adds an `alignmentGuide` override, outside the ones already set.
    case guideOverride(GuideOverride)
    /// Sets the drawing order among siblings.
    case zIndex(Double)
    /// Hides the node: laid out, not drawn.
    case hidden
    /// Shows the node's content only inside its frame.
    case clipped
    /// Shows the node's content only inside a shape in its frame (`clipShape`).
    case clipShape(ShapeClip)
    /// Names the node's local coordinate space.
    case coordinateSpace(AnyHashable)
    /// Grows the node into the unsafe bands on these edges (`ignoresSafeArea`).
    case ignoresSafeArea(Edge.Set)
    /// Adds a preference writer or observer, after those already set (once: applying it again
    /// changes nothing).
    case preference(PreferenceEffect)
    /// Adds a drawing effect (`opacity`, `shadow`, `blur`, a rotation, scale or transform)
    /// outside those already made.
    case effect(VisualEffects.Change)
    /// Sets how the node is inserted and removed in an animated change (`transition`).
    indirect case transition(AnyTransition)
    /// Adds an animation modifier's rule (`animation(_:value:)`, `transaction(_:)`), outside
    /// those already set.
    indirect case animationScope(AnimationScope)
    /// Sets the view's `matchedGeometryEffect` identifier.
    indirect case matchedGeometry(MatchedGeometryKey)

    /// Makes the change to a node's properties.
    func apply(to properties: inout RareProperties) {
        switch self {
        case let .priority(priority): properties.priority = priority
        case let .layoutValue(key, value): properties.layoutValues[key] = value
        case let .guideOverride(override): properties.guideOverrides.append(override)
        case let .zIndex(value): properties.zIndex = value
        case .hidden: properties.isHidden = true
        case .clipped: properties.clipsContent = true
        case let .clipShape(clip):
            properties.clipsContent = true
            // A rectangle (the frame) adds nothing to a shape the node is clipped to already.
            if case .fixed(.rectangle) = clip.outline, properties.clipShape != nil { return }
            properties.clipShape = clip
        case let .coordinateSpace(name): properties.coordinateSpaceName = name
        case let .ignoresSafeArea(edges):
            guard !edges.isEmpty else { return }
            // Outside a scroll view's own growth: the edges add up.
            let earlier = properties.safeAreaExtension?.edges ?? []
            properties.safeAreaExtension = SafeAreaExtension(edges: earlier.union(edges), makesSafe: true)
        case .transition, .animationScope, .matchedGeometry:
            properties.animated = (properties.animated ?? AnimatedProperties()).applying(self)
        case let .effect(change):
            var effects = properties.effects ?? VisualEffects()
            effects.apply(change)
            properties.effects = effects
        case let .preference(effect):
            let identity = effect.identity
            if !properties.preferenceEffects.contains(where: { $0.identity == identity }) {
                properties.preferenceEffects.append(effect)
            }
        }
    }
}
