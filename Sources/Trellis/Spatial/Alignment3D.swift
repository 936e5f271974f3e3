import Foundation

/// An alignment in all three axes.
///
/// ```swift
/// SpatialContainer(alignment: .bottomFront) {
///     Color.gray.frame(width: 100, height: 60).frame(depth: 20)
///     Text("Label")
/// }
/// ```
///
/// The static members are every combination of a horizontal guide (leading, center,
/// trailing), a vertical guide (top, center, bottom) and a depth guide (back, center, front),
/// named as Apple names them; `center` is centred on all three axes.
public struct Alignment3D: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment
    /// The alignment on the depth axis.
    public var depth: DepthAlignment

    /// Creates a custom alignment value with the specified horizontal, vertical and depth
    /// alignment guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment, depth: DepthAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.depth = depth
    }

    /// A guide at the center of the horizontal axis, center of the vertical axis, and center of the depth axis.
    public static let center = Alignment3D(horizontal: .center, vertical: .center, depth: .center)
    /// A guide at the center of the horizontal axis, center of the vertical axis, and front of the depth axis.
    public static let front = Alignment3D(horizontal: .center, vertical: .center, depth: .front)
    /// A guide at the center of the horizontal axis, center of the vertical axis, and back of the depth axis.
    public static let back = Alignment3D(horizontal: .center, vertical: .center, depth: .back)
    /// A guide at the center of the horizontal axis, top of the vertical axis, and center of the depth axis.
    public static let top = Alignment3D(horizontal: .center, vertical: .top, depth: .center)
    /// A guide at the center of the horizontal axis, top of the vertical axis, and front of the depth axis.
    public static let topFront = Alignment3D(horizontal: .center, vertical: .top, depth: .front)
    /// A guide at the center of the horizontal axis, top of the vertical axis, and back of the depth axis.
    public static let topBack = Alignment3D(horizontal: .center, vertical: .top, depth: .back)
    /// A guide at the center of the horizontal axis, bottom of the vertical axis, and center of the depth axis.
    public static let bottom = Alignment3D(horizontal: .center, vertical: .bottom, depth: .center)
    /// A guide at the center of the horizontal axis, bottom of the vertical axis, and front of the depth axis.
    public static let bottomFront = Alignment3D(horizontal: .center, vertical: .bottom, depth: .front)
    /// A guide at the center of the horizontal axis, bottom of the vertical axis, and back of the depth axis.
    public static let bottomBack = Alignment3D(horizontal: .center, vertical: .bottom, depth: .back)
    /// A guide at the leading edge of the horizontal axis, center of the vertical axis, and center of the depth axis.
    public static let leading = Alignment3D(horizontal: .leading, vertical: .center, depth: .center)
    /// A guide at the leading edge of the horizontal axis, center of the vertical axis, and front of the depth axis.
    public static let leadingFront = Alignment3D(horizontal: .leading, vertical: .center, depth: .front)
    /// A guide at the leading edge of the horizontal axis, center of the vertical axis, and back of the depth axis.
    public static let leadingBack = Alignment3D(horizontal: .leading, vertical: .center, depth: .back)
    /// A guide at the trailing edge of the horizontal axis, center of the vertical axis, and center of the depth axis.
    public static let trailing = Alignment3D(horizontal: .trailing, vertical: .center, depth: .center)
    /// A guide at the trailing edge of the horizontal axis, center of the vertical axis, and front of the depth axis.
    public static let trailingFront = Alignment3D(horizontal: .trailing, vertical: .center, depth: .front)
    /// A guide at the trailing edge of the horizontal axis, center of the vertical axis, and back of the depth axis.
    public static let trailingBack = Alignment3D(horizontal: .trailing, vertical: .center, depth: .back)
    /// A guide at the leading edge of the horizontal axis, top of the vertical axis, and center of the depth axis.
    public static let topLeading = Alignment3D(horizontal: .leading, vertical: .top, depth: .center)
    /// A guide at the leading edge of the horizontal axis, top of the vertical axis, and front of the depth axis.
    public static let topLeadingFront = Alignment3D(horizontal: .leading, vertical: .top, depth: .front)
    /// A guide at the leading edge of the horizontal axis, top of the vertical axis, and back of the depth axis.
    public static let topLeadingBack = Alignment3D(horizontal: .leading, vertical: .top, depth: .back)
    /// A guide at the trailing edge of the horizontal axis, top of the vertical axis, and center of the depth axis.
    public static let topTrailing = Alignment3D(horizontal: .trailing, vertical: .top, depth: .center)
    /// A guide at the trailing edge of the horizontal axis, top of the vertical axis, and front of the depth axis.
    public static let topTrailingFront = Alignment3D(horizontal: .trailing, vertical: .top, depth: .front)
    /// A guide at the trailing edge of the horizontal axis, top of the vertical axis, and back of the depth axis.
    public static let topTrailingBack = Alignment3D(horizontal: .trailing, vertical: .top, depth: .back)
    /// A guide at the leading edge of the horizontal axis, bottom of the vertical axis, and center of the depth axis.
    public static let bottomLeading = Alignment3D(horizontal: .leading, vertical: .bottom, depth: .center)
    /// A guide at the leading edge of the horizontal axis, bottom of the vertical axis, and front of the depth axis.
    public static let bottomLeadingFront = Alignment3D(horizontal: .leading, vertical: .bottom, depth: .front)
    /// A guide at the leading edge of the horizontal axis, bottom of the vertical axis, and back of the depth axis.
    public static let bottomLeadingBack = Alignment3D(horizontal: .leading, vertical: .bottom, depth: .back)
    /// A guide at the trailing edge of the horizontal axis, bottom of the vertical axis, and center of the depth axis.
    public static let bottomTrailing = Alignment3D(horizontal: .trailing, vertical: .bottom, depth: .center)
    /// A guide at the trailing edge of the horizontal axis, bottom of the vertical axis, and front of the depth axis.
    public static let bottomTrailingFront = Alignment3D(horizontal: .trailing, vertical: .bottom, depth: .front)
    /// A guide at the trailing edge of the horizontal axis, bottom of the vertical axis, and back of the depth axis.
    public static let bottomTrailingBack = Alignment3D(horizontal: .trailing, vertical: .bottom, depth: .back)
}
