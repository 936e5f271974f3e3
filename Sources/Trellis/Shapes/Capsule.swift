import Foundation

/// A capsule shape aligned inside the frame of the view containing it.
@frozen
nonisolated public struct Capsule: Shape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("Capsule has no body") }
}

extension Capsule: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .capsule }
    var name: String { "Capsule" }
}

extension Capsule {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    /// A built-in shape is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
