/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A textual representation: `horizontal` or `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }

    /// An efficient set of axes.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only the horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The set holding only the vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

extension Axis {
    /// The other axis.
    @inlinable
    var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}
