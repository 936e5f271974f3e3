import Foundation

/// An ellipse aligned inside the frame of the view containing it.
@frozen
nonisolated public struct Ellipse: Shape {
    /// Creates an ellipse.
    @inlinable public init() {}
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Ellipse has no body") }
}

extension Ellipse: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .ellipse }
    var name: String { "Ellipse" }
}

extension Ellipse {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    /// A built-in shape is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
