import Foundation

/// A set of symbolic safe area regions.
///
/// Trellis's host has one kind of safe area, the container's (``LayoutHost/safeAreaInsets``
/// and what `safeAreaInset` and `safeAreaPadding` add); no software keyboard shows, so the
/// keyboard region is always empty.
@frozen
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt
    /// Creates a set from its raw bits.
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area defined by the device and containers within the user interface, including
    /// elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard displayed over the
    /// view content: always empty in Trellis.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An edge on the vertical axis.
@frozen
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        @inlinable public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
///
/// `leading` and `trailing` follow the layout direction, as ``Edge``'s do.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        @inlinable public init(_ e: HorizontalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension Edge {
    /// The edge a vertical edge is.
    init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    /// The edge a horizontal edge is.
    init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
}
