import Foundation

/// What the animation modifiers set on a node (`transition`, `animation(_:value:)` and the
/// other ``AnimationScope``s, `matchedGeometryEffect`): kept behind one reference among the
/// node's rare properties, and read only by an animated change. Immutable: a change makes a
/// changed copy.
final class AnimatedProperties {
    /// How the node is inserted and removed in an animated change, if set.
    private(set) var transition: AnyTransition?
    /// The animation modifiers' rules on the node, innermost first.
    private(set) var scopes: [AnimationScope] = []
    /// The node's `matchedGeometryEffect` identifier, if set.
    private(set) var matchedGeometry: MatchedGeometryKey?

    init() {}

    /// A copy with `change` (one of the animation modifiers' ``NodeChange``s) made.
    func applying(_ change: NodeChange) -> AnimatedProperties {
        let copy = AnimatedProperties()
        copy.transition = transition
        copy.scopes = scopes
        copy.matchedGeometry = matchedGeometry
        switch change {
        case let .transition(transition): copy.transition = transition
        case let .animationScope(scope): copy.scopes.append(scope)
        case let .matchedGeometry(key): copy.matchedGeometry = key
        default: break
        }
        return copy
    }
}
