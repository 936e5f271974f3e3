import Foundation

// Stand-ins for what helper N (timing) and the lead (live state) provide, so that the
// animated layout builds on its own. The lead deletes this file at merge; nothing here is
// meant to last. Names and signatures are those of the shared internal API (the briefs'
// common part).

extension Animation {
    /// The curve's length in seconds, as written (stand-in: the springs' 0.5 s).
    private var stubDuration: Double {
        switch curve {
        case .default: 0.35
        case let .linear(duration), let .easeIn(duration), let .easeOut(duration), let .easeInOut(duration): duration
        case let .timingCurve(_, _, _, _, duration): duration
        case let .springDuration(duration, _, _): duration
        case let .spring(response, _, _): response
        case .interpolatingSpring: 0.5
        }
    }

    /// The fraction of the change done `time` seconds after the animation starts (stand-in:
    /// every curve linear, no repeats).
    func fraction(at time: Double) -> Double {
        let elapsed = (time - delay) * speed
        guard stubDuration > 0 else { return elapsed >= 0 ? 1 : 0 }
        return min(max(elapsed / stubDuration, 0), 1)
    }

    /// Seconds from the start until the animation settles (stand-in).
    var settlingTime: Double {
        if let repetition, repetition.count == nil { return .infinity }
        return delay + stubDuration / speed * Double(repetition?.count ?? 1)
    }
}

/// The context of a state change (stand-in for N's).
public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations of the views inside are turned off.
    public var disablesAnimations = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

extension Transaction {
    /// The transaction `withAnimation` and `withTransaction` run their body in (stand-in).
    @TaskLocal static var current: Transaction?
}

/// How a view is inserted and removed (stand-in for N's).
public struct AnyTransition: Sendable {
    let kind: Kind
    enum Kind: Sendable { case identity, opacity, scale }

    /// No change: the view appears and goes at once.
    public static let identity = AnyTransition(kind: .identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(kind: .opacity)
    /// Grows from and shrinks to nothing, about the centre.
    public static let scale = AnyTransition(kind: .scale)

    /// How a view inserted (`isInsertion`) or removed looks `progress` of the way through its
    /// transition (stand-in: opacity and scale only).
    func effect(isInsertion: Bool, progress: Double, frame: CGRect, container: CGRect) -> TransitionEffect {
        let shown = isInsertion ? progress : 1 - progress
        var effect = TransitionEffect()
        switch kind {
        case .identity: break
        case .opacity: effect.opacity = shown
        case .scale: effect.scale = CGSize(width: shown, height: shown)
        }
        return effect
    }
}

/// How a view looks part of the way through its transition (stand-in for N's).
struct TransitionEffect: Equatable, Sendable {
    var opacity: Double = 1
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var offset = CGSize.zero
}

extension LayoutHost {
    /// Re-resolves what state changes changed (stand-in: nothing is live yet).
    @MainActor func applyPendingStateChanges() -> Bool { false }

    /// The `withAnimation` animation the pending changes were made under (stand-in: none).
    var pendingAnimation: Animation? { nil }
}
