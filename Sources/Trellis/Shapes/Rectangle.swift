import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen
nonisolated public struct Rectangle: Shape {
    /// Creates a rectangle.
    @inlinable public init() {}
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Rectangle has no body") }
}

extension Rectangle: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .rectangle }
    var name: String { "Rectangle" }
}

extension Rectangle {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    /// A built-in shape is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
