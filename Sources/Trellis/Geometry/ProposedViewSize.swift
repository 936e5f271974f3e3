import Foundation

/// A proposal for the size of a view.
///
/// A parent proposes a size to each child; the child answers with the size it wants, which
/// may be larger or smaller than the proposal. Each dimension is one of:
/// - `nil`: unspecified — the view answers its *ideal* size on that axis;
/// - `0`: the view answers its *minimum* size;
/// - `.infinity`: the view answers its *maximum* size;
/// - any other value: the space the parent offers.
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let minimum = subview.sizeThatFits(.zero)
/// ```
@frozen
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed horizontal size, or `nil` to request the view's ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or `nil` to request the view's ideal height.
    public var height: CGFloat?

    /// A size proposal of zero in both dimensions: asks a view for its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A size proposal with no specified dimensions: asks a view for its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal of infinity in both dimensions: asks a view for its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a proposal from optional dimensions; `nil` leaves a dimension unspecified.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal with both dimensions of the given size.
    @inlinable
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Replaces each unspecified dimension with the matching dimension of `size`.
    ///
    /// - Parameter size: The dimensions to use where the proposal has none; 10 × 10 by default.
    /// - Returns: A concrete size.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
