import Foundation

extension Edge {
    /// A corner of a rectangle, named by the two edges that meet there.
    ///
    /// `leading` and `trailing` follow the layout direction, as ``Edge``'s do.
    public enum Corner: Int8, Hashable, CaseIterable, Sendable {
        /// The corner where the top and leading edges meet.
        case topLeading
        /// The corner where the top and trailing edges meet.
        case topTrailing
        /// The corner where the bottom and leading edges meet.
        case bottomLeading
        /// The corner where the bottom and trailing edges meet.
        case bottomTrailing

        /// An efficient set of corners.
        public struct Set: OptionSet, Hashable, Sendable {
            /// The set's element type: a set of corners.
            public typealias Element = Edge.Corner.Set
            /// The raw bits of the set.
            public let rawValue: Int8
            /// Creates a set from its raw bits.
            public init(rawValue: Int8) { self.rawValue = rawValue }
            /// Creates the set holding one corner.
            public init(_ corner: Edge.Corner) { self.init(rawValue: 1 << corner.rawValue) }

            /// No corner.
            public static let none: Set = []
            /// The top leading corner.
            public static let topLeading = Set(.topLeading)
            /// The top trailing corner.
            public static let topTrailing = Set(.topTrailing)
            /// The bottom leading corner.
            public static let bottomLeading = Set(.bottomLeading)
            /// The bottom trailing corner.
            public static let bottomTrailing = Set(.bottomTrailing)
            /// All four corners.
            public static let all: Set = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
            /// The two corners on the leading edge.
            public static let leading: Set = [.topLeading, .bottomLeading]
            /// The two corners on the trailing edge.
            public static let trailing: Set = [.topTrailing, .bottomTrailing]
            /// The two corners on the bottom edge.
            public static let bottom: Set = [.bottomLeading, .bottomTrailing]
            /// The two corners on the top edge.
            public static let top: Set = [.topLeading, .topTrailing]

            /// Whether the set holds `corner`.
            public func contains(_ corner: Edge.Corner) -> Bool { contains(Set(corner)) }
        }
    }
}

extension Edge.Corner: CustomDebugStringConvertible {
    /// The corner's name, as `topLeading`.
    public var debugDescription: String {
        switch self {
        case .topLeading: "topLeading"
        case .topTrailing: "topTrailing"
        case .bottomLeading: "bottomLeading"
        case .bottomTrailing: "bottomTrailing"
        }
    }
}

extension Edge.Corner.Set: CustomDebugStringConvertible {
    /// The corners in the set, as `[topLeading, bottomTrailing]`.
    public var debugDescription: String {
        "[" + Edge.Corner.allCases.filter { contains($0) }.map(\.debugDescription).joined(separator: ", ") + "]"
    }
}

extension RectangleCornerRadii {
    /// The radius of `corner`.
    public subscript(corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}

/// How far each corner of a rectangle reaches into it: a width along the horizontal edge and a
/// height along the vertical edge, per corner.
///
/// ``EdgeInsets/inset(by:edges:)`` turns them into insets of the edges.
@frozen
public struct RectangleCornerInsets: Hashable, Sendable {
    /// The size of the top leading corner.
    public var topLeading: CGSize
    /// The size of the top trailing corner.
    public var topTrailing: CGSize
    /// The size of the bottom leading corner.
    public var bottomLeading: CGSize
    /// The size of the bottom trailing corner.
    public var bottomTrailing: CGSize

    /// Corner insets that are all zero.
    public init() {
        self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
    }

    /// Creates corner insets from the size of each corner.
    public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }
}

extension EdgeInsets {
    /// These insets, grown on `edges` so that each of them clears the corners at its ends: an
    /// edge's inset grows by the larger of its two corners' extents across it (the height of
    /// the top corners for the top edge, the width of the leading corners for the leading
    /// edge). Apple documents no formula; this one is derived. A corner extent that is
    /// negative or not a number counts as zero.
    ///
    /// - Parameters:
    ///   - corners: The corner insets to clear.
    ///   - edges: The edges to grow; the others keep their insets.
    public func inset(by corners: RectangleCornerInsets, edges: Edge.Set = .all) -> EdgeInsets {
        func extent(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
            let a = a.isNaN ? 0 : a, b = b.isNaN ? 0 : b
            return Swift.max(a, b, 0)
        }
        var result = self
        if edges.contains(.top) { result.top += extent(corners.topLeading.height, corners.topTrailing.height) }
        if edges.contains(.bottom) { result.bottom += extent(corners.bottomLeading.height, corners.bottomTrailing.height) }
        if edges.contains(.leading) { result.leading += extent(corners.topLeading.width, corners.bottomLeading.width) }
        if edges.contains(.trailing) { result.trailing += extent(corners.topTrailing.width, corners.bottomTrailing.width) }
        return result
    }
}
