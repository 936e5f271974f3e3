import Foundation

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A shape is a leaf that takes the size it is proposed, 10 points on an unspecified axis.
nonisolated protocol BuiltInShape: View, PrimitiveView where Body == Never {
    var kind: LayoutResult.Outline { get }
    var name: String { get }
}

nonisolated extension BuiltInShape {
    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        elements.append(resolver.addLeaf(.fill, name: name, visual: .shape(kind, resolver.environment.foregroundColor ?? .primary)))
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen
nonisolated public struct Rectangle: View, Sendable {
    /// Creates a rectangle.
    @inlinable public init() {}
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Rectangle has no body") }
}

extension Rectangle: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .rectangle }
    var name: String { "Rectangle" }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
@frozen
nonisolated public struct RoundedRectangle: View, Sendable {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with the given corner size.
    @inlinable
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a rounded rectangle with the given corner radius.
    @inlinable
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("RoundedRectangle has no body") }
}

extension RoundedRectangle: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .roundedRectangle(cornerSize: cornerSize) }
    var name: String { "RoundedRectangle" }
}

/// A circle centred on the frame of the view containing it, as large as fits.
@frozen
nonisolated public struct Circle: View, Sendable {
    /// Creates a circle.
    @inlinable public init() {}
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Circle has no body") }
}

extension Circle: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .circle }
    var name: String { "Circle" }
}

/// An ellipse aligned inside the frame of the view containing it.
@frozen
nonisolated public struct Ellipse: View, Sendable {
    /// Creates an ellipse.
    @inlinable public init() {}
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Ellipse has no body") }
}

extension Ellipse: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .ellipse }
    var name: String { "Ellipse" }
}

/// A capsule shape aligned inside the frame of the view containing it.
@frozen
nonisolated public struct Capsule: View, Sendable {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Capsule has no body") }
}

extension Capsule: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .capsule }
    var name: String { "Capsule" }
}
