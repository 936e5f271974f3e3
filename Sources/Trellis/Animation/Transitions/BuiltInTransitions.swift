import Foundation

// The built-in transitions (iOS 17): each has the ``AnyTransition`` kind an animated change
// evaluates (`AnyTransition.swift`), and a body that applies its effect at a phase for
// `apply(content:phase:)` and for the transitions of one's own that compose them.

/// A transition that returns the input view, unmodified, as the output view.
nonisolated public struct IdentityTransition: Transition, BuiltInTransition {
    /// Creates an identity transition.
    public init() {}

    /// The content, unchanged at every phase.
    public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content { content }

    /// The identity transition has no motion.
    public static let properties = TransitionProperties(hasMotion: false)

    var transitionKind: AnyTransition.Kind { .identity }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { Self() }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
nonisolated public struct OpacityTransition: Transition, BuiltInTransition {
    /// Creates an opacity transition.
    public init() {}

    /// The content, transparent away from the identity phase.
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade has no motion.
    public static let properties = TransitionProperties(hasMotion: false)

    var transitionKind: AnyTransition.Kind { .opacity }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent
    /// on removal.
    public static var opacity: OpacityTransition { Self() }
}

/// Returns a transition that scales the view.
nonisolated public struct ScaleTransition: Transition, BuiltInTransition {
    /// The amount to scale the view by (a NaN or infinite scale counts as 1).
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by the specified amount.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled by ``scale`` about ``anchor`` away from the identity phase.
    public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity || !scale.isFinite ? 1 : CGFloat(scale), anchor: anchor)
    }

    var transitionKind: AnyTransition.Kind { .scale(CGFloat(scale), anchor: anchor) }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view down to (almost) nothing.
    public static var scale: ScaleTransition { Self(1e-5) }

    /// Returns a transition that scales the view by the specified amount.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { Self(scale, anchor: anchor) }
}

/// Returns a transition that offset the view by the specified amount.
nonisolated public struct OffsetTransition: Transition, BuiltInTransition {
    /// The amount to offset the view by (non-finite components count as 0).
    public var offset: CGSize

    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) { self.offset = offset }

    /// The content, offset by ``offset`` away from the identity phase.
    public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : CGSize(
            width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0))
    }

    var transitionKind: AnyTransition.Kind { .offset(offset) }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> Self { Self(offset) }

    /// Returns a transition that offset the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { offset(CGSize(width: x, height: y)) }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
///
/// In an animated change the view moves just outside the edge of its container (as
/// `AnyTransition.move(edge:)`). The distance depends on the container, which a single
/// layout does not give a transition: ``Transition/apply(content:phase:)`` shows the view in
/// place (see `docs/differences.md`).
nonisolated public struct MoveTransition: Transition, BuiltInTransition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) { self.edge = edge }

    /// The content (the move is made by animated changes, which know the container).
    public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View { content }

    var transitionKind: AnyTransition.Kind { .move(edge) }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> Self { Self(edge: edge) }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
///
/// As ``MoveTransition``, a single layout shows the view in place.
nonisolated public struct SlideTransition: Transition, BuiltInTransition {
    /// Creates a slide transition.
    public init() {}

    /// The content (the move is made by animated changes, which know the container).
    public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View { content }

    var transitionKind: AnyTransition.Kind { AnyTransition.slide.kind }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static var slide: SlideTransition { Self() }
}

/// A transition that when added to a view will animate the view's insertion by moving it in
/// from the specified edge while fading it in, and animate its removal by moving it out
/// towards the opposite edge and fading it out.
///
/// A single layout shows the fade (the move needs the container, as ``MoveTransition``).
nonisolated public struct PushTransition: Transition, BuiltInTransition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) { self.edge = edge }

    /// The content, transparent away from the identity phase.
    public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    var transitionKind: AnyTransition.Kind { AnyTransition.push(from: edge).kind }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by
    /// moving it out towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects.
///
/// Away from its place the view is transparent, blurred (radius 10) and scaled: by 0.8 as it
/// is inserted (it scales up into place) and, as it is removed, by 0.8 (``Configuration/downUp``)
/// or 1.2 (``Configuration/upUp``). The radius and factors are Trellis's (Apple does not
/// give them).
nonisolated public struct BlurReplaceTransition: Transition, BuiltInTransition {
    /// Configuration properties for a transition.
    public struct Configuration: Equatable, Sendable {
        let removalScale: CGFloat

        /// A configuration that requests a transition that scales the view down while
        /// removing it and up while inserting it.
        public static let downUp = Configuration(removalScale: 0.8)
        /// A configuration that requests a transition that scales the view up while both
        /// removing and inserting it.
        public static let upUp = Configuration(removalScale: 1.2)
    }

    /// The transition configuration.
    public var configuration: BlurReplaceTransition.Configuration

    /// Creates a new transition.
    public init(configuration: BlurReplaceTransition.Configuration) { self.configuration = configuration }

    /// The content, transparent, blurred and scaled away from the identity phase.
    public func body(content: BlurReplaceTransition.Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .identity: 1
        case .willAppear: Self.insertionScale
        case .didDisappear: configuration.removalScale
        }
        return content.scaleEffect(scale).blur(radius: phase.isIdentity ? 0 : Self.radius).opacity(phase.isIdentity ? 1 : 0)
    }

    static var radius: CGFloat { 10 }
    static var insertionScale: CGFloat { 0.8 }

    var transitionKind: AnyTransition.Kind {
        func away(_ scale: CGFloat) -> AnyTransition.Kind {
            .combined(.combined(.opacity, .blur(Self.radius)), .scale(scale, anchor: .center))
        }
        return .asymmetric(insertion: away(Self.insertionScale), removal: away(configuration.removalScale))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring
    /// and scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        Self(configuration: config)
    }

    /// A transition that animates the insertion or removal of a view by combining blurring
    /// and scaling effects (``BlurReplaceTransition/Configuration/downUp``).
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

/// A composite `Transition` that uses a different transition for insertion versus removal.
nonisolated public struct AsymmetricTransition<Insertion, Removal>: Transition, BuiltInTransition
where Insertion: Transition, Removal: Transition {
    /// The `Transition` defining the insertion phase of `self`.
    public var insertion: Insertion
    /// The `Transition` defining the removal phase of `self`.
    public var removal: Removal

    /// Creates a composite `Transition` that uses a different transition for insertion
    /// versus removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The insertion's body before the view appears, the removal's after it disappears, and
    /// both at identity in between.
    @ViewBuilder
    public func body(content: AsymmetricTransition<Insertion, Removal>.Content, phase: TransitionPhase) -> some View {
        switch phase {
        case .willAppear:
            TransitionApplication(transition: insertion, content: PlaceholderContentView<Self>(placing: content), phase: .willAppear)
        case .identity:
            TransitionApplication(
                transition: removal,
                content: TransitionApplication(transition: insertion, content: PlaceholderContentView<Self>(placing: content), phase: .identity),
                phase: .identity)
        case .didDisappear:
            TransitionApplication(transition: removal, content: PlaceholderContentView<Self>(placing: content), phase: .didDisappear)
        }
    }

    /// The transition has motion when either part has.
    @MainActor @preconcurrency public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    var transitionKind: AnyTransition.Kind {
        .asymmetric(insertion: insertion.kind(environment: EnvironmentValues(), fonts: .testFont),
                    removal: removal.kind(environment: EnvironmentValues(), fonts: .testFont))
    }
}

/// Two transitions applied together (`combined(with:)`).
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition, BuiltInTransition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        TransitionApplication(
            transition: second,
            content: TransitionApplication(transition: first, content: PlaceholderContentView<Self>(placing: content), phase: phase),
            phase: phase)
    }

    @MainActor static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    var transitionKind: AnyTransition.Kind {
        .combined(first.kind(environment: EnvironmentValues(), fonts: .testFont),
                  second.kind(environment: EnvironmentValues(), fonts: .testFont))
    }
}

/// A transition with an animation of its own (`animation(_:)`).
nonisolated struct AnimatedTransition<Base: Transition>: Transition, BuiltInTransition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        TransitionApplication(transition: base, content: PlaceholderContentView<Self>(placing: content), phase: phase)
    }

    @MainActor static var properties: TransitionProperties { Base.properties }

    var transitionKind: AnyTransition.Kind {
        .animated(base.kind(environment: EnvironmentValues(), fonts: .testFont), animation)
    }
}

extension Transition {
    /// Returns a new transition that is the result of both transitions being applied: this
    /// transition's effects inside `other`'s.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// Attaches an animation to this transition, used for it instead of the animation of the
    /// change that inserts or removes the view.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}
