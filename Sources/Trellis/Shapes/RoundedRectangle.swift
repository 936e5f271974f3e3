import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
@frozen
nonisolated public struct RoundedRectangle: Shape {
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
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .roundedRectangle(cornerSize: cornerSize) }
    var name: String { "RoundedRectangle" }
}

extension RoundedRectangle {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// A built-in shape is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
