import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// A transition's ``body(content:phase:)`` gives the view at each phase: as itself at
/// ``TransitionPhase/identity``, and as it looks before it appears
/// (``TransitionPhase/willAppear``) or after it disappears (``TransitionPhase/didDisappear``).
/// Attach one with `transition(_:)`; in an animated change (``LayoutHost/animate(_:in:_:)``),
/// an inserted view's drawing effects (opacity, blur, scale, rotation, offset and other
/// transforms of its body at the phase) animate from the `willAppear` phase's to the
/// identity's, and a removed view's from the identity's to the `didDisappear` phase's. At rest
/// (any single layout) the view shows its body at the identity phase.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// ```
///
/// Only the effects on the content itself animate: a layout change in the body (a padding, a
/// frame) or an effect on a view the body puts around the content shows as at identity.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    ///
    /// `content` is a proxy for the view that will have the modifier represented by `Self`
    /// applied to it.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

    /// Returns the properties this transition type has.
    ///
    /// Defaults to `TransitionProperties()`.
    static var properties: TransitionProperties { get }

    /// The content view type passed to `body()`.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// The default properties: a transition with motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` at `phase`: the transition's body, with `content`
    /// in the placeholder's place.
    ///
    /// ```swift
    /// OpacityTransition().apply(content: Text("Hi"), phase: .willAppear)   // transparent
    /// ```
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        TransitionApplication(transition: self, content: content, phase: phase)
    }
}

/// An indication of which the current stage of a transition.
///
/// When a view is appearing with a transition, the transition will first be shown with the
/// `willAppear` phase, then will be immediately moved to the `identity` phase. When a view is
/// being removed, its transition is changed from the `identity` phase to the `didDisappear`
/// phase. If a view is removed while it is still transitioning in, then its phase will change
/// to `didDisappear`. If a view is re-added while it is transitioning out, its phase will
/// change back to `identity`.
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// The transition is being applied to a view that is about to be inserted into the view
    /// hierarchy.
    case willAppear
    /// The transition is being applied to a view that is in the view hierarchy.
    case identity
    /// The transition is being applied to a view that has been requested to be removed from
    /// the view hierarchy.
    case didDisappear

    /// A Boolean that indicates whether the transition should have an identity effect, i.e.
    /// not change the appearance of its view.
    public var isIdentity: Bool { self == .identity }

    /// A value that can be used to multiply effects: -1 for ``willAppear``, 0 for
    /// ``identity`` and 1 for ``didDisappear``.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a ``Transition`` can have.
///
/// A transition can have properties that specify high level information about it. This
/// determines how a transition interacts with other features like Accessibility settings.
/// (Trellis animates as with Reduce Motion off, so ``hasMotion`` is kept but changes nothing:
/// see `docs/differences.md`.)
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion.
    ///
    /// When this behavior is included in a transition, that transition may be replaced by
    /// opacity when Reduce Motion is enabled. Defaults to `true`.
    public var hasMotion: Bool

    /// Creates a transition property configuration.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition the existing ``AnyTransition`` kinds describe exactly (the built-in ones).
protocol BuiltInTransition {
    /// The kind, for the animation's frames.
    var transitionKind: AnyTransition.Kind { get }
}

extension Transition {
    /// The transition's body at `phase`, read without the main actor's isolation (a transition
    /// is plain data, read by the resolver where it runs, as views are).
    nonisolated func phaseBody(content: Content, phase: TransitionPhase) -> Body {
        MainActorBody.call({ $0.body(content: $1, phase: $2) }, self, content, phase)
    }

    /// The transition as an ``AnyTransition`` kind: a built-in's own; for another, the drawing
    /// effects its body gives the content at each phase, read in `environment`.
    nonisolated func kind(environment: EnvironmentValues, fonts: FontLibrary) -> AnyTransition.Kind {
        if let builtIn = self as? any BuiltInTransition { return builtIn.transitionKind }
        func effects(_ phase: TransitionPhase) -> VisualEffects {
            let marker = TransitionContentMarker()
            let body = phaseBody(content: PlaceholderContentView(placing: Color.clear.id(marker)), phase: phase)
            let (resolver, _) = Resolver.resolveRoot(body, environment: environment, fonts: fonts)
            let key = Marker(marker), tables = resolver.store.tables
            for node in resolver.nodes where tables.marker(of: node) == key {
                return tables.effects(of: node) ?? VisualEffects()
            }
            return VisualEffects()
        }
        return .custom(CustomTransitionEffects(
            identity: effects(.identity), willAppear: effects(.willAppear), didDisappear: effects(.didDisappear)))
    }
}

/// Marks the stand-in content a custom transition's effects are read from.
struct TransitionContentMarker: Hashable {}

/// The drawing effects a custom transition's body gives its content at each phase.
struct CustomTransitionEffects: Equatable, @unchecked Sendable {
    // Unchecked: plain values, never mutated once made.
    let identity: VisualEffects
    let willAppear: VisualEffects
    let didDisappear: VisualEffects
}

/// A transition applied to a view at a phase (``Transition/apply(content:phase:)``).
nonisolated struct TransitionApplication<T: Transition, Content: View>: View, PrimitiveView {
    let transition: T
    let content: Content
    let phase: TransitionPhase

    var body: Never { fatalError("TransitionApplication has no body") }

    static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let body = transition.phaseBody(content: PlaceholderContentView(placing: content), phase: phase)
        resolver.resolve(body, into: &elements)
    }
}

/// Attaches a ``Transition``: the content shows the transition's body at the identity phase,
/// and the node records the transition for animated changes.
nonisolated struct TransitionModifier<T: Transition>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: T

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        if transition is any BuiltInTransition {
            // A built-in transition's body at identity changes nothing.
            resolver.resolve(content, into: &elements)
        } else {
            resolver.resolve(transition.phaseBody(content: PlaceholderContentView(placing: content), phase: .identity), into: &elements)
        }
        let kind = transition.kind(environment: resolver.environment, fonts: resolver.fonts)
        resolver.updateFromOutside(elements[start...], .transition(AnyTransition(kind)))
    }
}

nonisolated extension View {
    /// Associates a transition with the view.
    ///
    /// As `transition(_:)` with an ``AnyTransition``: an animated change that inserts the
    /// view animates it in from the transition's `willAppear` phase, and one that removes it
    /// out to its `didDisappear` phase. The view shows the transition's body at the identity
    /// phase.
    ///
    /// ```swift
    /// if isShown { Badge().transition(.scale.combined(with: .opacity)) }
    /// ```
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionModifier(transition: transition))
    }
}

extension AnyTransition {
    /// Create an instance that type-erases `transition`.
    ///
    /// A transition of your own is read at each phase with a default environment.
    public init<T: Transition>(_ transition: T) {
        self.init(transition.kind(environment: EnvironmentValues(), fonts: .testFont))
    }
}

extension CustomTransitionEffects {
    /// The effect `amount` of the way from the identity phase's effects to the phase's
    /// (`willAppear` for an insertion, `didDisappear` for a removal), relative to the
    /// identity's (which the view already shows): opacity as a factor, blur as an addition,
    /// transforms after undoing the identity's.
    func effect(isInsertion: Bool, amount: Double, frame: CGRect) -> TransitionEffect {
        let target = isInsertion ? willAppear : didDisappear
        let now = VisualEffects.interpolated(from: identity, to: target, amount) ?? VisualEffects()
        let resolvedNow = now.resolved(in: frame), resolvedIdentity = identity.resolved(in: frame)
        var effect = TransitionEffect()
        effect.opacity = resolvedIdentity.opacity > 0 ? resolvedNow.opacity / resolvedIdentity.opacity : resolvedNow.opacity
        effect.blurRadius = max(0, resolvedNow.blurRadius - resolvedIdentity.blurRadius)
        let undo = resolvedIdentity.transform.inverted()
        effect.transform = undo.concatenating(resolvedNow.transform)
        return effect
    }
}

/// A transition made of a modifier: its `active` form away from the view's place.
nonisolated struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension AnyTransition {
    /// Returns a transition defined between an active modifier and an identity modifier.
    ///
    /// An inserted view animates from `active` to `identity`; a removed one from `identity`
    /// to `active` (the drawing effects the modifiers give the view: see ``Transition``).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }
}
