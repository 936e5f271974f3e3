import Foundation

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
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .rectangle }
    var name: String { "Rectangle" }
}

extension Rectangle {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).frame(width: 40, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}
