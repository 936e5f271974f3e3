import Foundation

/// An enumeration indicating a side of a rectangle.
///
/// `leading` and `trailing` follow the layout direction: in right-to-left mode the leading
/// edge is on the right.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge: left in left-to-right mode.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge: right in left-to-right mode.
    case trailing

    /// An efficient set of edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        @inlinable public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}
