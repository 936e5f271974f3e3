import Foundation

/// Visual effects that change how a view is drawn from its geometry, with
/// ``View/visualEffect(_:)``: an offset, a rotation, a blur or an opacity that depend on where
/// the view is.
///
/// ```swift
/// Text("Row").visualEffect { content, proxy in
///     content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
/// }
/// ```
///
/// Effects are made by chaining the members on the ``EmptyVisualEffect`` the closure is given;
/// like the view modifiers of the same names, none moves a frame. The geometric effects,
/// opacity, blur and blend mode are drawn; the colour effects (`brightness`, `contrast`,
/// `saturation`, `grayscale`, `hueRotation`) and the shader effects are not, inside
/// `visualEffect` (docs/differences.md).
public protocol VisualEffect: Sendable, Animatable {}

/// The visual effect that changes nothing: the one ``View/visualEffect(_:)`` hands its closure.
public struct EmptyVisualEffect: VisualEffect {
    /// The animatable data of an effect with none: empty.
    public typealias AnimatableData = EmptyAnimatableData

    /// The empty effect.
    public init() {}
}

/// One effect of a chain of visual effects.
enum VisualEffectStep: Sendable, Equatable {
    case transform(TransformEffect)
    case opacity(Double)
    case blur(CGFloat)
    case blend(BlendMode)
    /// An effect Trellis does not draw inside `visualEffect`, by name.
    case notDrawn(String)
}

/// The chain of effects the members of ``VisualEffect`` make.
struct VisualEffectChain: VisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    var steps: [VisualEffectStep]
}

/// `TransformEffect` must be Sendable to travel in a visual effect.
extension TransformEffect: @unchecked Sendable {}

/// A `visualEffect` closure, kept to make its effects once the view's frame is known.
/// Compared by identity: two closures are the same effect only if they are one.
final class VisualEffectMaker: Equatable, Sendable {
    private let make: @Sendable (GeometryProxy) -> [VisualEffectStep]

    init(_ make: @escaping @Sendable (GeometryProxy) -> [VisualEffectStep]) {
        self.make = make
    }

    /// The effects for a view at `frame` (root coordinates).
    func steps(in frame: CGRect) -> [VisualEffectStep] {
        make(GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: []))
    }

    static func == (lhs: VisualEffectMaker, rhs: VisualEffectMaker) -> Bool { lhs === rhs }
}

extension VisualEffect {
    /// The chain so far, with `step` after it.
    private func adding(_ step: VisualEffectStep) -> VisualEffectChain {
        VisualEffectChain(steps: ((self as? VisualEffectChain)?.steps ?? []) + [step])
    }

    /// Moves the view's drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        transformEffect(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    /// Moves the view's drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Rotates the view's drawing by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.transform(.rotation(angle.radians.isFinite ? angle : .zero, anchor)))
    }

    /// Scales the view's drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        let usable = CGSize(width: scale.width.isFinite ? scale.width : 1, height: scale.height.isFinite ? scale.height : 1)
        return adding(.transform(.scale(usable, anchor)))
    }

    /// Scales the view's drawing by `scale` on both axes about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the view's drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Transforms the view's drawing, about its top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        let usable = transform.hasFiniteEntries
        return adding(.transform(.affine(usable ? transform : .identity)))
    }

    /// Transforms the view's drawing by a projection: its affine part is drawn (a perspective
    /// is not).
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
        transformEffect(transform.affinePart)
    }

    /// Rotates the view's drawing in three dimensions, drawn without perspective (the
    /// rotation's projection on the screen; docs/differences.md).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.transform(.projected(angle, axis, anchor)))
    }

    /// Blurs the view's drawing by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius.isFinite && radius >= 0 ? radius : 0))
    }

    /// Draws the view at `opacity` (clamped into 0...1; a NaN counts as 1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)))
    }

    /// Composites the view with what is behind it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect {
        adding(.blend(blendMode))
    }

    /// Brightens the view. Not drawn inside `visualEffect` (use ``View/brightness(_:)``).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.notDrawn("brightness")) }
    /// Sets the view's contrast. Not drawn inside `visualEffect` (use ``View/contrast(_:)``).
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.notDrawn("contrast")) }
    /// Sets the view's saturation. Not drawn inside `visualEffect` (use ``View/saturation(_:)``).
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.notDrawn("saturation")) }
    /// Removes colour from the view. Not drawn inside `visualEffect` (use ``View/grayscale(_:)``).
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.notDrawn("grayscale")) }
    /// Rotates the view's hues. Not drawn inside `visualEffect` (use ``View/hueRotation(_:)``).
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.notDrawn("hueRotation")) }

    /// Colours the view by a Metal shader. Inert headless (no Metal runs).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        adding(.notDrawn("colorEffect"))
    }

    /// Moves the view's pixels by a Metal shader. Inert headless (no Metal runs).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        adding(.notDrawn("distortionEffect"))
    }

    /// Draws the view's layer through a Metal shader. Inert headless (no Metal runs).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        adding(.notDrawn("layerEffect"))
    }
}

nonisolated extension View {
    /// Applies effects made from the view's geometry: `effect` is called with an
    /// ``EmptyVisualEffect`` and a proxy of the view's placed frame (its size, and its frame
    /// in the root's space as `.global`), and the effects it chains are drawn. Like the other
    /// drawing effects, none moves a frame.
    ///
    /// ```swift
    /// Color.blue.frame(height: 40).visualEffect { content, proxy in
    ///     content.offset(x: proxy.size.width / 4).opacity(0.5)
    /// }
    /// ```
    ///
    /// Named coordinate spaces are not known to the proxy: a named frame is the global one.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        let maker = VisualEffectMaker { proxy in
            (effect(EmptyVisualEffect(), proxy) as? VisualEffectChain)?.steps ?? []
        }
        return modifier(NodeModifier(name: "visualEffect", problem: nil, change: .effect(.transform(.visual(maker)))))
    }

    /// Rotates the view's drawing in three dimensions about `axis`, drawn without perspective:
    /// the rotation's projection on the screen (a turn about the vertical axis narrows the
    /// view by the angle's cosine). The frame is unchanged.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(NodeModifier(name: "rotation3DEffect", problem: nil, change: .effect(.transform(.projected(angle, axis, anchor)))))
    }

    /// Transforms the view's drawing by a projection, about its top-leading corner: the affine
    /// part is drawn (a perspective is not; docs/differences.md).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        transformEffect(transform.affinePart)
    }
}

extension ProjectionTransform {
    /// The affine part of the matrix: what is drawn of a projection (its perspective is not).
    var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
}

extension TransformEffect {
    /// A 3D rotation by `angle` about `axis`, projected on the screen without perspective, about
    /// `anchor`: the upper-left 2 × 2 of the rotation matrix (Rodrigues' formula), in the
    /// screen's axes (y down), so that a turn about z is `rotationEffect`'s. A zero or
    /// non-finite axis or angle is no rotation. (Derived: SwiftUI adds perspective.)
    static func projected(_ angle: Angle, _ axis: (x: CGFloat, y: CGFloat, z: CGFloat), _ anchor: UnitPoint) -> TransformEffect {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let theta = CGFloat(angle.radians)
        guard length > 0, length.isFinite, theta.isFinite else { return .affine(.identity) }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(theta), s = sin(theta), t = 1 - c
        let r00 = t * x * x + c, r01 = t * x * y - s * z
        let r10 = t * x * y + s * z, r11 = t * y * y + c
        let matrix = CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
        return .anchored(matrix, anchor)
    }
}
