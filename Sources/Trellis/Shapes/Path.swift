import Foundation

/// The outline of a 2D shape: subpaths of straight lines and Bézier curves.
///
/// Build one element by element, or from rectangles, ellipses and arcs (arcs become cubic
/// Béziers of at most a quarter turn each, as CoreGraphics makes them). A path is also a
/// ``Shape``: as a view it takes the size it is proposed (10 points on an unspecified axis)
/// and draws itself in its own coordinates, whatever its frame.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 30, y: 0))
///     path.addLine(to: CGPoint(x: 60, y: 50))
///     path.addLine(to: CGPoint(x: 0, y: 50))
///     path.closeSubpath()
/// }
/// triangle.boundingRect   // (0, 0, 60, 50)
/// ```
nonisolated public struct Path: Equatable, Sendable {
    /// An element of a path.
    @frozen
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath (without closing it) and defines
        /// a new current point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point, which becomes the new
        /// current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end-point,
        /// using the single control point to define the curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end-point, using
        /// the two control points to define the curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath (if any) to the current point,
        /// which terminates the subpath.
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle (a move, three lines and a close, clockwise on
    /// screen from the top-left corner).
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing a rounded rectangle.
    ///
    /// Each corner is at most half the rectangle's shorter side; a corner of zero size makes a
    /// plain rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle whose corners are `cornerRadius` in both
    /// directions.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates an empty path, then executes a closure to add its initial elements.
    ///
    /// - Parameter callback: The Swift function that will be called to initialize the new path.
    public init(_ callback: (inout Path) -> ()) {
        callback(&self)
    }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Returns the last point in the path, or `nil` if the path contains no points. After a
    /// ``closeSubpath()``, the start of the subpath it closed.
    public var currentPoint: CGPoint? {
        var point: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case let .move(to):
                point = to
                start = to
            case let .line(to), let .quadCurve(to, _), let .curve(to, _, _):
                point = to
            case .closeSubpath:
                point = start
            }
        }
        return point
    }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }

    /// Returns a path constructed by applying the transform to all points of the path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var result = Path()
        result.elements = elements.map { $0.applying(transform) }
        return result
    }

    /// Returns a path constructed by translating all its points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    // MARK: Adding elements

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Appends a straight line segment from the current point to the specified point.
    ///
    /// Without a current point (an empty path) nothing is added, as CoreGraphics does.
    public mutating func addLine(to end: CGPoint) {
        guard !elements.isEmpty else { return }
        elements.append(.line(to: end))
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end point and control
    /// point. Without a current point nothing is added.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !elements.isEmpty else { return }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    /// Without a current point nothing is added.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard !elements.isEmpty else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath. On an empty path, or one whose subpath is
    /// already closed, nothing changes.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a sequence of connected straight-line segments to the path: a move to the first
    /// point, then a line to each of the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// Adds a rectangular subpath to the path: a move to its top-left corner (its minimum x and
    /// y), lines along the other three corners and a close.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(transform) }
        elements.append(.move(to: corners[0]))
        for corner in corners.dropFirst() { elements.append(.line(to: corner)) }
        elements.append(.closeSubpath)
    }

    /// Adds a set of rectangular subpaths to the path, one ``addRect(_:transform:)`` each.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends a copy of the given path to this path, its points transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }
}

extension Path.Element {
    /// The element with every point transformed by `transform`.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case let .move(to): return .move(to: to.applying(transform))
        case let .line(to): return .line(to: to.applying(transform))
        case let .quadCurve(to, control): return .quadCurve(to: to.applying(transform), control: control.applying(transform))
        case let .curve(to, control1, control2):
            return .curve(to: to.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: return .closeSubpath
        }
    }
}

nonisolated extension Path: Shape {
    /// The path itself, whatever the rectangle: a path view draws in its own coordinates.
    public func path(in _: CGRect) -> Path { self }
}
