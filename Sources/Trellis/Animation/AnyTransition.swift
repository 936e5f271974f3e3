import Foundation

/// A type-erased transition: how a view looks as it is inserted into or removed from the
/// hierarchy.
///
/// A transition describes the view's look away from its place (transparent, scaled, moved);
/// an inserted view animates from that look to its own, a removed one from its own to that
/// look.
///
/// ```swift
/// let entrance = AnyTransition.move(edge: .leading).combined(with: .opacity)
/// let both = AnyTransition.asymmetric(insertion: .scale, removal: .opacity)
/// ```
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case animated(Kind, Animation?)
        /// A blur of the radius, fully applied away from the view's place.
        case blur(CGFloat)
        /// A ``Transition`` of one's own: the effects its body gives at each phase.
        case custom(CustomTransitionEffects)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(.identity)

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on
    /// removal.
    public static let opacity = AnyTransition(.opacity)

    /// Returns a transition that scales the view: from nothing (scale 0) about its centre.
    public static var scale: AnyTransition { scale(scale: 0) }

    /// Returns a transition that scales the view by the specified amount about `anchor`.
    ///
    /// A NaN or infinite scale is replaced by 1 (no scaling).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor: anchor))
    }

    /// Returns a transition that offsets the view by the specified amount.
    ///
    /// Non-finite components are replaced by 0.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view:
    /// just outside the edge of its container (the view's far side on the container's edge).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: AnyTransition {
        asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by
    /// moving it out towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        asymmetric(
            insertion: move(edge: edge).combined(with: .opacity),
            removal: move(edge: edge.opposite).combined(with: .opacity))
    }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied: opacities and scales multiply, offsets add.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(kind, other.kind))
    }

    /// Attaches an animation to this transition, used for it instead of the animation of the
    /// change that inserts or removes the view.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(.animated(kind, animation))
    }
}

/// How a view being inserted or removed looks at a moment of its transition.
struct TransitionEffect: Equatable, Sendable {
    var opacity: Double = 1
    /// About `anchor`.
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var offset = CGSize.zero
    /// Added to the view's blur.
    var blurRadius: CGFloat = 0
    /// Applied after the view's own transform, in root coordinates (a custom transition's).
    var transform = CGAffineTransform.identity

    /// Both effects at once: opacities and scales multiply, offsets add. The anchor is the
    /// scaling one's (the second's when both scale: one anchor cannot hold two, an
    /// approximation of SwiftUI's nested effects).
    func combined(with other: TransitionEffect) -> TransitionEffect {
        var effect = self
        effect.opacity *= other.opacity
        effect.scale = CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height)
        if other.scale != CGSize(width: 1, height: 1) { effect.anchor = other.anchor }
        effect.offset = CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height)
        effect.blurRadius += other.blurRadius
        effect.transform = transform.concatenating(other.transform)
        return effect
    }
}

extension AnyTransition {
    /// How a view inserted (`isInsertion`) or removed looks `progress` of the way through its
    /// transition (0: start, 1: end), in a container of frame `container`.
    ///
    /// An inserted view starts fully transformed and ends as itself; a removed one starts as
    /// itself and ends fully transformed. `progress` is not clamped (a spring overshoots);
    /// NaN counts as 1.
    func effect(isInsertion: Bool, progress: Double, frame: CGRect, container: CGRect) -> TransitionEffect {
        let progress = progress.isNaN ? 1 : progress
        return Self.effect(of: kind, isInsertion: isInsertion, amount: isInsertion ? 1 - progress : progress,
                           frame: frame, container: container)
    }

    /// The animation attached with ``animation(_:)`` for an insertion or a removal, if any
    /// (the first one met, outermost first).
    func animation(isInsertion: Bool) -> Animation?? { Self.animation(of: kind, isInsertion: isInsertion) }

    /// What is wrong with the transition's values, one sentence each.
    var problems: [String] { Self.problems(of: kind) }

    /// The transition's ``problems`` as diagnostics (`invalidModifierValue`) of the view at
    /// `path`, for the layout that applies it to report.
    func diagnostics(at path: String) -> [LayoutDiagnostic] {
        problems.map { LayoutDiagnostic(kind: .invalidModifierValue, view: path, message: $0) }
    }

    /// The effect of `kind` applied `amount` of the way (0: none, 1: full).
    private static func effect(
        of kind: Kind, isInsertion: Bool, amount: Double, frame: CGRect, container: CGRect
    ) -> TransitionEffect {
        var effect = TransitionEffect()
        let amount = CGFloat(amount)
        switch kind {
        case .identity: break
        case .opacity: effect.opacity = Double(1 - amount)
        case .scale(let scale, let anchor):
            let scale = scale.isFinite ? scale : 1
            effect.scale = CGSize(width: 1 + (scale - 1) * amount, height: 1 + (scale - 1) * amount)
            effect.anchor = anchor
        case .offset(let offset):
            effect.offset = CGSize(width: finite(offset.width) * amount, height: finite(offset.height) * amount)
        case .move(let edge):
            let full = moveOffset(edge, frame: frame, container: container)
            effect.offset = CGSize(width: full.width * amount, height: full.height * amount)
        case .asymmetric(let insertion, let removal):
            return Self.effect(of: isInsertion ? insertion : removal, isInsertion: isInsertion, amount: Double(amount),
                               frame: frame, container: container)
        case .combined(let first, let second):
            let a = Self.effect(of: first, isInsertion: isInsertion, amount: Double(amount), frame: frame, container: container)
            let b = Self.effect(of: second, isInsertion: isInsertion, amount: Double(amount), frame: frame, container: container)
            return a.combined(with: b)
        case .animated(let inner, _):
            return Self.effect(of: inner, isInsertion: isInsertion, amount: Double(amount), frame: frame, container: container)
        case .blur(let radius):
            effect.blurRadius = (radius.isFinite ? max(0, radius) : 0) * amount
        case .custom(let effects):
            return effects.effect(isInsertion: isInsertion, amount: Double(amount), frame: frame)
        }
        return effect
    }

    /// The offset that puts `frame` just outside `container` beyond `edge`: its far side on
    /// the container's edge (left-to-right: leading is left). Non-finite frames move nowhere.
    private static func moveOffset(_ edge: Edge, frame: CGRect, container: CGRect) -> CGSize {
        let size: CGSize
        switch edge {
        case .leading: size = CGSize(width: container.minX - frame.maxX, height: 0)
        case .trailing: size = CGSize(width: container.maxX - frame.minX, height: 0)
        case .top: size = CGSize(width: 0, height: container.minY - frame.maxY)
        case .bottom: size = CGSize(width: 0, height: container.maxY - frame.minY)
        }
        return CGSize(width: finite(size.width), height: finite(size.height))
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    private static func animation(of kind: Kind, isInsertion: Bool) -> Animation?? {
        switch kind {
        case .animated(_, let animation): return .some(animation)
        case .asymmetric(let insertion, let removal): return animation(of: isInsertion ? insertion : removal, isInsertion: isInsertion)
        case .combined(let first, let second):
            return animation(of: first, isInsertion: isInsertion) ?? animation(of: second, isInsertion: isInsertion)
        default: return nil
        }
    }

    private static func problems(of kind: Kind) -> [String] {
        switch kind {
        case .scale(let scale, _) where !scale.isFinite: return ["transition scale \(scale) is not finite; 1 is used"]
        case .offset(let offset) where !(offset.width.isFinite && offset.height.isFinite):
            return ["transition offset (\(offset.width), \(offset.height)) is not finite; 0 is used for what is not"]
        case .asymmetric(let a, let b), .combined(let a, let b): return problems(of: a) + problems(of: b)
        case .animated(let inner, let animation): return problems(of: inner) + (animation?.problems ?? [])
        default: return []
        }
    }
}

extension Edge {
    /// The edge across the rectangle.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
