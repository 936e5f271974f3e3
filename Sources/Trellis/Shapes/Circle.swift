import Foundation

/// A circle centred on the frame of the view containing it, as large as fits.
///
/// A circle is as wide as it is tall: proposed a rectangle, it takes the largest square in it
/// (a side of 10 where the proposal leaves one unspecified), and its container places that
/// square.
@frozen
nonisolated public struct Circle: View, Sendable {
    /// Creates a circle.
    @inlinable public init() {}
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Circle has no body") }
}

extension Circle: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .circle }
    var name: String { "Circle" }
    var sizing: LeafSizing { .square }
}

extension Circle {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 20, height: 20)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}
