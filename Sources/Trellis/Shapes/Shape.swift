import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// Shapes without an explicit fill get a default fill based on the foreground color. A shape
/// is a leaf: it answers a proposal with ``sizeThatFits(_:)`` (by default the proposal, 10
/// points on an unspecified axis), and is drawn by its ``path(in:)`` in its own bounds, the
/// rectangle at the origin of the size it was placed with.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
///
/// Triangle().fill(.orange).frame(width: 60, height: 50)
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    ///
    /// - Parameter rect: The frame of reference for describing this shape.
    /// - Returns: A path that describes this shape.
    func path(in rect: CGRect) -> Path

    /// An indication of how to style a shape: ``ShapeRole/fill`` unless the shape says.
    static var role: ShapeRole { get }

    /// Returns the behavior this shape should use for different layout directions: a shape
    /// that mirrors has its path mirrored horizontally in its bounds in the direction it
    /// names. ``LayoutDirectionBehavior/mirrors`` (right to left) by default.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }

    /// Returns the size of the view that will render the shape, given a proposed size.
    ///
    /// The default returns the original proposal, with `nil` components replaced by 10.
    ///
    /// - Parameter proposal: A size proposal for the container.
    /// - Returns: A size that indicates how much space the shape needs.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The default role, ``ShapeRole/fill``.
    public static var role: ShapeRole { .fill }

    /// The default behavior, ``LayoutDirectionBehavior/mirrors``.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// Returns the original proposal, with `nil` components replaced by a small positive value
    /// (10).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }

    /// Fills this shape with a color or gradient (the foreground style by default). The
    /// result is a ``ShapeView``: it can be filled or stroked again, over this fill.
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 20, height: 20)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The color or gradient to fill the shape with (a style Trellis does not
    ///     draw is reported, and the foreground colour is kept; see ``ShapeStyle``).
    ///   - style: The style options that determine how the fill renders: Trellis fills whole
    ///     outlines, so it changes nothing drawn.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills this shape with the foreground style.
    ///
    /// - Parameter style: The style options that determine how the fill renders: Trellis fills
    ///   whole outlines, so it changes nothing drawn.
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: .foreground, fillStyle: style)
    }
}

nonisolated extension Shape {
    /// A shape has no body: it is a leaf drawn by its path.
    public var body: Never { fatalError("\(Self.self) is a shape: it has no body") }
}

nonisolated extension Shape {
    /// Adds the shape's leaf: sized by ``sizeThatFits(_:)``, drawn by ``path(in:)`` where it is
    /// placed.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(ShapeLeaf(shape: view))
    }
}

/// The ways of styling a shape.
public enum ShapeRole: Sendable {
    /// Indicates to the shape's style that SwiftUI fills the shape.
    case fill
    /// Indicates to the shape's style that SwiftUI applies a stroke to the shape's path.
    case stroke
    /// Indicates to the shape's style that SwiftUI uses the shape as a separator.
    case separator
}

/// A description of what should happen when the layout direction changes.
///
/// A `LayoutDirectionBehavior` can be used with the `layoutDirectionBehavior` property of
/// ``Shape``.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content with this behavior is mirrored in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case let .mirrors(in: mirrored) = self { return mirrored == direction }
        return false
    }
}

/// A shape of Trellis's own that names itself in dumps otherwise than by its type.
protocol NamedShape {
    /// The name of its leaf: `RoundedRectangle.inset(by: 5)`.
    var dumpName: String { get }
}

/// The leaf of a shape that is not a built-in one (a custom shape, a ``Path``).
nonisolated struct ShapeLeaf<S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let shape: S
    var body: Never { fatalError("ShapeLeaf has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let shape = shape
        let drawn = ShapePath(shape, direction: resolver.environment.layoutDirection)
        let fill = Visual.path(drawn, resolver.environment.resolved(resolver.environment.foregroundColor ?? .primary))
        let leaf = resolver.addLeaf(
            .custom { shape.sizeThatFits($0) }, name: (shape as? any NamedShape)?.dumpName ?? String(describing: S.self),
            visual: resolver.environment.shapeStroke.map { .stroked(fill, $0) } ?? fill)
        resolver.features.shapeLeaves.append(leaf)
        elements.append(leaf)
    }
}
