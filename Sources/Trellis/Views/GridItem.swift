import Foundation

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 50))]) {
///     ForEach(0 ..< 12) { _ in Color.blue.frame(height: 20) }
/// }
/// ```
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: an equal share of what the fixed items leave, between
        /// `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of at least
        /// `minimum` as fit, sharing it equally (each at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item; `nil` for the default, 8.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view in its cell; `nil` for the grid's
    /// alignment across its axis, centred along it.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    ///
    /// - Parameters:
    ///   - size: The size of the grid item; flexible by default.
    ///   - spacing: The spacing to use between this and the next item; 8 by default.
    ///   - alignment: The alignment to use for this grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
