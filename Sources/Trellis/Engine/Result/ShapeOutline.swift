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
    /// that is not finite; elements with a point that is not finite are dropped (the layout
    /// reported them: ``nonFiniteElements(in:)``).
    func path(in frame: CGRect) -> Path {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return Path() }
        var path = make(CGRect(origin: .zero, size: frame.size)).droppingNonFiniteElements()
        if mirrored { path = path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: frame.width, ty: 0)) }
        return path.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

extension ShapePath {
    /// How many elements of the path made for a view of `size` have a point that is not
    /// finite (0 for a size that is not finite, whose path is empty).
    func nonFiniteElements(in size: CGSize) -> Int {
        guard size.width.isFinite, size.height.isFinite else { return 0 }
        return make(CGRect(origin: .zero, size: size)).elements.count { !$0.isFinite }
    }
}

extension Path {
    /// The path without its elements that have a point that is not finite.
    func droppingNonFiniteElements() -> Path {
        guard elements.contains(where: { !$0.isFinite }) else { return self }
        var path = Path()
        path.elements = elements.filter(\.isFinite)
        return path
    }
}

extension Path.Element {
    /// Whether every point of the element is finite.
    var isFinite: Bool {
        func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        switch self {
        case let .move(to: point), let .line(to: point): return finite(point)
        case let .quadCurve(to: point, control: control): return finite(point, control)
        case let .curve(to: point, control1: first, control2: second): return finite(point, first, second)
        case .closeSubpath: return true
        }
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
