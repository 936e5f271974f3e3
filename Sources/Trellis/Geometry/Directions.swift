import Foundation

/// A direction on the horizontal axis: toward the leading or the trailing edge.
///
/// Like ``Edge``, it follows the layout direction: in right-to-left mode leading is to the
/// right.
@frozen
public enum HorizontalDirection: Int8, CaseIterable, Codable, Sendable {
    /// Toward the leading edge.
    case leading
    /// Toward the trailing edge.
    case trailing

    /// An efficient set of horizontal directions.
    @frozen
    public struct Set: OptionSet, Equatable, Hashable, Sendable {
        /// The set's element type: a set of directions.
        public typealias Element = HorizontalDirection.Set
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one direction.
        public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }

        /// The leading direction.
        public static let leading = Set(.leading)
        /// The trailing direction.
        public static let trailing = Set(.trailing)
        /// Both directions.
        public static let all: Set = [.leading, .trailing]
    }
}

/// A direction on the vertical axis: up or down.
@frozen
public enum VerticalDirection: Int8, CaseIterable, Codable, Sendable {
    /// Upward.
    case up
    /// Downward.
    case down

    /// An efficient set of vertical directions.
    @frozen
    public struct Set: OptionSet, Sendable {
        /// The set's element type: a set of directions.
        public typealias Element = VerticalDirection.Set
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one direction.
        public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }

        /// The upward direction.
        public static let up = Set(.up)
        /// The downward direction.
        public static let down = Set(.down)
        /// Both directions.
        public static let all: Set = [.up, .down]
    }
}
