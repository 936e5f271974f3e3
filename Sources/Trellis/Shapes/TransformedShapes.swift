import Foundation

// Shapes moved, scaled, rotated or transformed: the shape's path made in the rectangle it is
// given, then transformed (about an anchor in that rectangle for a scale or a rotation). Like
// a trimmed shape, a transformed shape is still one leaf whose frame is unchanged: the
// transform moves what is drawn, never the layout. None of these shapes declares its own
// `sizeThatFits`, as SwiftUI's do not, so they take the proposal (10 on an unspecified axis).
//
// A transform with a component that is not finite (NaN or ∞ offset, scale, angle or matrix
// entry) makes an empty path: nothing is drawn, rather than points at infinity.

extension Path {
    /// The path transformed by `transform`, or an empty path when `transform` has an entry
    /// that is not finite.
    func transformedIfFinite(_ transform: CGAffineTransform) -> Path {
        guard transform.hasFiniteEntries else { return Path() }
        return applying(transform)
    }
}

extension CGRect {
    /// The point of this rectangle at `anchor` (a unit point: 0 its minimum, 1 its maximum).
    func point(at anchor: UnitPoint) -> CGPoint {
        CGPoint(x: minX + anchor.x * width, y: minY + anchor.y * height)
    }
}

/// The transform that applies `transform` about `point`: moves `point` to the origin, applies
/// `transform`, and moves it back.
private func transformed(_ transform: CGAffineTransform, about point: CGPoint) -> CGAffineTransform {
    CGAffineTransform(translationX: -point.x, y: -point.y)
        .concatenating(transform)
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
}

/// A shape with a translation offset transform applied to it (``Shape/offset(_:)-(CGSize)``).
///
/// ```swift
/// Circle().offset(x: 10, y: 0).fill(.blue).frame(width: 40, height: 40)
/// ```
@frozen
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far the shape is moved: right and down for positive widths and heights.
    public var offset: CGSize

    /// Creates the shape `shape` moved by `offset`.
    @inlinable
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path in `rect`, moved by the offset (empty for an offset that is not finite).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).transformedIfFinite(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    /// The moved shape's role: its shape's.
    public static var role: ShapeRole { Content.role }

    /// The moved shape's layout direction behaviour: its shape's.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data and the offset's width and height.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
        set {
            shape.animatableData = newValue.first
            offset = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The shape inset by `amount`, moved by the same offset.
    @inlinable
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        shape.inset(by: amount).offset(offset)
    }
}

/// A shape with a scale transform applied to it (``Shape/scale(_:anchor:)``).
///
/// ```swift
/// Rectangle().scale(0.5).fill(.green).frame(width: 40, height: 40)   // 20 × 20, centred
/// ```
@frozen
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical scale factors (negative factors mirror the shape).
    public var scale: CGSize
    /// The point of the shape's rectangle that stays where it is.
    public var anchor: UnitPoint

    /// Creates the shape `shape` scaled by `scale` about `anchor`.
    @inlinable
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path in `rect`, scaled about the anchor's point of `rect` (empty for a scale
    /// or an anchor that is not finite).
    public func path(in rect: CGRect) -> Path {
        let scaling = CGAffineTransform(scaleX: scale.width, y: scale.height)
        return shape.path(in: rect).transformedIfFinite(transformed(scaling, about: rect.point(at: anchor)))
    }

    /// The scaled shape's role: its shape's.
    public static var role: ShapeRole { Content.role }

    /// The scaled shape's layout direction behaviour: its shape's.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data, the scale factors and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(AnimatablePair(scale.width, scale.height), anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first.first, height: newValue.second.first.second)
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape with a rotation transform applied to it (``Shape/rotation(_:anchor:)``).
///
/// ```swift
/// Rectangle().rotation(.degrees(45)).fill(.orange).frame(width: 40, height: 40)
/// ```
@frozen
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The angle of the rotation: clockwise on screen for positive angles.
    public var angle: Angle
    /// The point of the shape's rectangle the shape turns about.
    public var anchor: UnitPoint

    /// Creates the shape `shape` rotated by `angle` about `anchor`.
    @inlinable
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in `rect`, rotated about the anchor's point of `rect` (empty for an
    /// angle or an anchor that is not finite).
    public func path(in rect: CGRect) -> Path {
        let rotation = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        return shape.path(in: rect).transformedIfFinite(transformed(rotation, about: rect.point(at: anchor)))
    }

    /// The rotated shape's role: its shape's.
    public static var role: ShapeRole { Content.role }

    /// The rotated shape's layout direction behaviour: its shape's.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data, the angle and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The shape inset by `amount`, rotated by the same angle about the same anchor.
    @inlinable
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        shape.inset(by: amount).rotation(angle, anchor: anchor)
    }
}

/// A shape with an affine transform applied to it (``Shape/transform(_:)``).
///
/// The transform applies to the path in the coordinates of the view's bounds: its origin is
/// the view's top-left corner.
@frozen
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The affine transform applied to the shape's path.
    public var transform: CGAffineTransform

    /// Creates the shape `shape` transformed by `transform`.
    @inlinable
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path in `rect`, transformed (empty for a transform that is not finite).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).transformedIfFinite(transform)
    }

    /// The transformed shape's role: its shape's.
    public static var role: ShapeRole { Content.role }

    /// The transformed shape's layout direction behaviour: its shape's.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data (the transform does not animate).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

nonisolated extension Shape {
    /// Changes the relative position of this shape using the specified size: what is drawn
    /// moves by `offset`; the frame stays.
    @inlinable
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Changes the relative position of this shape using the specified point: what is drawn
    /// moves by its x and y; the frame stays.
    @inlinable
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Changes the relative position of this shape using the specified horizontal and vertical
    /// distances.
    ///
    /// ```swift
    /// Capsule().offset(x: 4, y: 2).frame(width: 40, height: 20)
    /// ```
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Scales this shape without changing its bounding frame: what is drawn is scaled by `x`
    /// and `y` about `anchor`.
    @inlinable
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame: what is drawn is scaled by
    /// `scale` on both axes about `anchor`.
    @inlinable
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// Rotates this shape around an anchor point at the angle you specify, without changing
    /// its frame.
    @inlinable
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Applies an affine transform to this shape's path, in the coordinates of its bounds.
    @inlinable
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape drawn at a fixed size in whatever rectangle it is given (``Shape/size(_:)``).
@frozen
nonisolated public struct _SizedShape<S: Shape>: Shape {
    /// The shape drawn.
    public var shape: S
    /// The size of the rectangle the shape's path is made in.
    public var size: CGSize
    /// Where that rectangle sits in the rectangle given (top-leading for `size(_:)`).
    @usableFromInline var anchor: UnitPoint

    /// Creates the shape `shape`, made in a rectangle of `size` at the given rectangle's origin.
    @inlinable
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
        anchor = .topLeading
    }

    /// Creates the shape `shape`, made in a rectangle of `size` placed at `anchor`.
    @usableFromInline
    init(shape: S, size: CGSize, anchor: UnitPoint) {
        self.shape = shape
        self.size = size
        self.anchor = anchor
    }

    /// The shape's path in a rectangle of the fixed size, placed in `rect` at the anchor (the
    /// anchor's point of the fixed rectangle on the anchor's point of `rect`). A size that is
    /// negative or not finite makes an empty path.
    public func path(in rect: CGRect) -> Path {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              anchor.x.isFinite, anchor.y.isFinite else { return Path() }
        let origin = CGPoint(
            x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }

    /// The sized shape's role: its shape's.
    public static var role: ShapeRole { S.role }

    /// The sized shape's layout direction behaviour: its shape's.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data and the size's width and height.
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(size.width, size.height)) }
        set {
            shape.animatableData = newValue.first
            size = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

nonisolated extension Shape {
    /// Returns a new version of self representing the same shape, but that will ask it to
    /// create its path from a rect of `size`, at the origin of the rectangle it is given. The
    /// view's frame is unchanged.
    ///
    /// ```swift
    /// Circle().size(width: 10, height: 10).frame(width: 40, height: 40)   // a dot at the top left
    /// ```
    @inlinable
    public func size(_ size: CGSize) -> some Shape {
        _SizedShape(shape: self, size: size)
    }

    /// Returns a new version of self representing the same shape, made in a rectangle
    /// `width` × `height` at the origin of the rectangle it is given.
    @inlinable
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        size(CGSize(width: width, height: height))
    }

    /// Returns a new version of self representing the same shape, made in a rectangle of
    /// `size` placed at `anchor` in the rectangle it is given (`.center` centres it).
    public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape {
        _SizedShape(shape: self, size: size, anchor: anchor)
    }

    /// Returns a new version of self representing the same shape, made in a rectangle
    /// `width` × `height` placed at `anchor` in the rectangle it is given.
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        size(CGSize(width: width, height: height), anchor: anchor)
    }
}
