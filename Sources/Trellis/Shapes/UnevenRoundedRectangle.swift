import Foundation

/// Describes the corner radius values of a rectangle with uneven corners.
@frozen
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rectangle with uneven corners.
    @inlinable
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame
/// of the view containing it.
///
/// Each radius is at most half the rectangle's shorter side (a negative or NaN one counts as
/// 0). Leading corners are on the left in a left-to-right layout and on the right in a
/// right-to-left one (the shape mirrors).
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).fill(.blue)
/// ```
@frozen
nonisolated public struct UnevenRoundedRectangle: Shape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    @inlinable
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    @inlinable
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    /// Describes this shape as a path within a rectangular frame of reference: clockwise
    /// from the middle of the trailing edge, each corner drawn as `RoundedRectangle` draws
    /// its corners in `style`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamped(_ value: CGFloat) -> CGFloat { value > 0 ? min(value, limit) : 0 }
        var path = Path()
        path.move(to: CGPoint(x: r.maxX, y: r.midY))
        let corners: [(CGPoint, CGVector, CGVector, CGFloat, Bool)] = [
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0), cornerRadii.bottomTrailing, true),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1), cornerRadii.bottomLeading, false),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0), cornerRadii.topLeading, true),
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1), cornerRadii.topTrailing, false),
        ]
        for (corner, into, out, radius, vertical) in corners {
            let radius = clamped(radius)
            guard radius > 0 else {
                path.addLine(to: corner)
                continue
            }
            let x = Path.CornerAxis(radius: radius, halfSide: r.width / 2, style: style)
            let y = Path.CornerAxis(radius: radius, halfSide: r.height / 2, style: style)
            path.addCorner(at: corner, in: into, out: out, vertical ? y : x, vertical ? x : y, .identity)
        }
        path.closeSubpath()
        return path
    }

    /// A shape has no body: it is a leaf drawn by its path.
    public var body: Never { fatalError("UnevenRoundedRectangle has no body") }
}

/// A shape that is replaced by an inset version of the current container shape. If no
/// container shape was defined, is replaced by a rectangle.
///
/// Trellis knows no container shapes (`containerShape(_:)`): it is always the rectangle.
@frozen
nonisolated public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    @inlinable public init() {}

    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("ContainerRelativeShape has no body") }

    /// Describes this shape as a path within a rectangular frame of reference: the rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// A rectangle is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension ContainerRelativeShape: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .rectangle }
    var name: String { "ContainerRelativeShape" }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view
    /// containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of a given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A rectangular shape with rounded corners with the radius half the shorter side.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners in the given style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape (a
    /// rectangle in Trellis).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
