import Foundation

/// A shape's path as the engine keeps it for drawing: made at the frame a view is placed in,
/// after layout (a custom shape, a ``Path``).
struct ShapePath: Sendable {
    /// The shape's ``Shape/path(in:)``.
    let make: @Sendable (CGRect) -> Path
    /// Whether the path is mirrored horizontally in its bounds (the shape's
    /// ``Shape/layoutDirectionBehavior`` in the direction it was resolved in).
    let mirrored: Bool

    init<S: Shape>(_ shape: S, direction: LayoutDirection) {
        make = { shape.path(in: $0) }
        mirrored = shape.layoutDirectionBehavior.mirrors(direction)
    }

    /// The path in `frame` (in root coordinates): made in the view's own bounds, the
    /// rectangle of the frame's size at the origin, then moved to the frame. Empty for a frame
    /// that is not finite.
    func path(in frame: CGRect) -> Path {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return Path() }
        var path = make(CGRect(origin: .zero, size: frame.size))
        if mirrored { path = path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: frame.width, ty: 0)) }
        return path.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// How a shape is drawn in a frame: a built-in shape's fixed outline, or a path made there.
enum ShapeOutline: Sendable {
    case fixed(LayoutResult.Outline)
    case path(ShapePath)

    /// The outline of `shape`, resolved in `direction`. (A type-erased shape is its base's.)
    init<S: Shape>(_ shape: S, direction: LayoutDirection) {
        if let builtIn = shape as? any BuiltInShape {
            self = .fixed(builtIn.kind)
        } else if let erased = shape as? AnyShape {
            self = Self.of(erased.base, direction: direction)
        } else {
            self = .path(ShapePath(shape, direction: direction))
        }
    }

    private static func of<T: Shape>(_ shape: T, direction: LayoutDirection) -> ShapeOutline {
        ShapeOutline(shape, direction: direction)
    }

    /// The outline in `frame`, for a result (a path in root coordinates).
    func outline(in frame: CGRect) -> LayoutResult.Outline {
        switch self {
        case let .fixed(outline): return outline
        case let .path(shape): return .path(shape.path(in: frame))
        }
    }
}

/// What `clipShape(_:style:)` keeps on a node: the shape and its fill rule.
struct ShapeClip: Sendable {
    let outline: ShapeOutline
    let style: FillStyle

    /// The clip of a view whose frame (in root coordinates) is `frame`.
    func clip(in frame: CGRect) -> LayoutResult.Clip {
        let outline = outline.outline(in: frame)
        return LayoutResult.Clip(outline: outline, isEOFilled: style.isEOFilled, boundingBox: outline.boundingBox(in: frame))
    }
}
