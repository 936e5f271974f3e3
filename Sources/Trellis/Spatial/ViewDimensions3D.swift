import Foundation

/// A view's 3D size and alignment guides in its own coordinate space.
///
/// A custom ``DepthAlignmentID`` computes its default value from one:
///
/// ```swift
/// struct ThirdDepth: DepthAlignmentID {
///     static func defaultValue(in context: ViewDimensions3D) -> CGFloat { context.depth / 3 }
/// }
/// ```
///
/// The horizontal and vertical guides read as a flat view's default guides (edges and
/// centres); depth guides as the guide's default value.
public struct ViewDimensions3D: Equatable {
    /// The view's width.
    public var width: CGFloat { planar.width }
    /// The view's height.
    public var height: CGFloat { planar.height }
    /// The view's depth.
    public let depth: CGFloat

    /// The width and height, with default guides.
    private let planar: ViewDimensions

    init(width: CGFloat, height: CGFloat, depth: CGFloat) {
        planar = ViewDimensions(size: CGSize(width: width, height: height), guides: .none)
        self.depth = depth
    }

    /// Gets the value of the given depth guide: its default value for the view's depth.
    public subscript(guide: DepthAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// Gets the explicit value of the given depth alignment guide, or `nil` if the view does not
    /// set it. Trellis has no depth `alignmentGuide`, so this is always `nil`.
    public subscript(explicit guide: DepthAlignment) -> CGFloat? { nil }

    /// Gets the value of the given horizontal guide (its default: an edge or the centre).
    public subscript(guide: HorizontalAlignment) -> CGFloat { planar[guide] }

    /// Gets the value of the given vertical guide (its default: an edge, the centre, or the
    /// bottom edge for a text baseline).
    public subscript(guide: VerticalAlignment) -> CGFloat { planar[guide] }

    /// Gets the explicit value of the given horizontal guide: always `nil` (see
    /// ``subscript(explicit:)-(DepthAlignment)``).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Gets the explicit value of the given vertical guide: always `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
