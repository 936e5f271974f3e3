import Foundation

/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors or descendants.
///
/// The effect's ``effectValue(size:)`` is asked for the view's size once it is placed, and
/// the view's drawing (and everything in it) is transformed by the affine part of the
/// projection it returns, about the view's top-leading corner — as `projectionEffect(_:)`
/// draws one (a perspective is not drawn: docs/differences.md). The view's frame, and the
/// frames around it, are unchanged. As in SwiftUI, a type conforming to it is not isolated to
/// the main actor (its effect value is computed during layout).
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var amount: CGFloat
///     var animatableData: CGFloat {
///         get { amount }
///         set { amount = newValue }
///     }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
///     }
/// }
/// Color.purple.frame(width: 40, height: 40).modifier(Skew(amount: 0.4))
/// ```
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// Returns the current value of the effect for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform

    /// Whether the effect moves what the views inside it report of their geometry; Trellis
    /// draws every geometry effect without moving frames (docs/differences.md).
    static var _affectsLayout: Bool { get }
}

extension GeometryEffect {
    /// Geometry effects affect layout by default.
    public static var _affectsLayout: Bool { true }

    /// Resolves the content with its drawing transformed by the effect's value for the size
    /// the view is placed at.
    nonisolated public static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        let effect = GeometryEffectValue { modifier.effectValue(size: $0) }
        let maker = VisualEffectMaker { proxy in [.transform(.affine(effect.value(size: proxy.size)))] }
        NodeModifier._resolve(
            NodeModifier(name: "GeometryEffect", change: .effect(.transform(.visual(maker)))), content: content, into: &resolver)
    }

    /// Returns an effect that produces the same geometry transform as this one, but only
    /// applies it while rendering the view, not while laying it out.
    ///
    /// Trellis draws every geometry effect that way (see ``GeometryEffect``), so the effect
    /// draws the same as this one.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }
}

/// A geometry effect applied only while rendering (``GeometryEffect/ignoredByLayout()``).
@frozen public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect applied.
    public var base: Base

    /// This effect does not affect layout.
    public static var _affectsLayout: Bool { false }

    /// An effect that draws as `base` and leaves layout alone.
    @inlinable public init(_ base: Base) {
        self.base = base
    }

    /// The base effect's value.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }

    /// The base effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
}

extension _IgnoredByLayoutEffect: Equatable where Base: Equatable {}

/// A user's geometry effect's value, kept for the layout that places its view. Unchecked: the
/// effect (a nonisolated value, not declared `Sendable`) is read only during that layout.
private final class GeometryEffectValue: @unchecked Sendable {
    private let effectValue: (CGSize) -> ProjectionTransform

    init(_ effectValue: @escaping (CGSize) -> ProjectionTransform) {
        self.effectValue = effectValue
    }

    /// The affine part of the effect's value at `size`; the identity when it is not finite.
    func value(size: CGSize) -> CGAffineTransform {
        let transform = effectValue(size).affinePart
        return transform.hasFiniteEntries ? transform : .identity
    }
}
