import Foundation

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
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .ellipse }
    var name: String { "Ellipse" }
}

extension Ellipse {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Ellipse().fill(.green).frame(width: 40, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}
