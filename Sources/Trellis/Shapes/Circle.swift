import Foundation

/// A circle centred on the frame of the view containing it, as large as fits.
///
/// A circle is as wide as it is tall: proposed a rectangle, it takes the largest square in it
/// (a side of 10 where the proposal leaves one unspecified), and its container places that
/// square.
@frozen
nonisolated public struct Circle: Shape {
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
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: LayoutResult.Outline.square(in: rect))
    }

    /// The largest square the proposal holds: its smaller side, an unspecified side counting
    /// as 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LeafSizing.square.size(for: proposal)
    }

    /// A built-in shape is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
