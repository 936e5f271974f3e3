import Foundation

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
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .capsule }
    var name: String { "Capsule" }
}

extension Capsule {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Capsule().fill(.mint).frame(width: 60, height: 24)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        filled(with: content)
    }
}
