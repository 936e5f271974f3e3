import Foundation

extension Edge.Corner {
    /// How a corner of a rounded rectangular shape is rounded: with a fixed radius, or
    /// concentric with the corner of the container around it.
    ///
    /// ```swift
    /// ConcentricRectangle(corners: .concentric(minimum: 8)).fill(.blue)
    /// ```
    ///
    /// Trellis knows no container shapes (`containerShape(_:)`, as for
    /// ``ContainerRelativeShape``): the container is always a rectangle, whose corner radius
    /// is 0, so a concentric corner resolves to its minimum (0 without one). See
    /// `docs/differences.md`.
    public struct Style: Sendable, Hashable, Animatable {
        /// The fixed radius, or the minimum of a concentric corner (0 when it has none).
        var radius: CGFloat
        /// Whether the corner follows the container's corner.
        var isConcentric: Bool

        init(radius: CGFloat, isConcentric: Bool) {
            // A negative, NaN or infinite radius counts as 0, as a rounded rectangle's does.
            self.radius = radius.isFinite && radius > 0 ? radius : 0
            self.isConcentric = isConcentric
        }

        /// A corner with a fixed radius (a negative, NaN or infinite one counts as 0).
        public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style {
            Style(radius: radius, isConcentric: false)
        }

        /// A corner concentric with its container's corner (0 in Trellis: see ``Edge/Corner/Style``).
        public static var concentric: Edge.Corner.Style { Style(radius: 0, isConcentric: true) }

        /// A corner concentric with its container's corner, never smaller than `minimum` (a
        /// concentric minimum counts as its own minimum).
        public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
            Style(radius: minimum?.radius ?? 0, isConcentric: true)
        }

        /// The radius the corner takes in a container whose corner has `containerRadius`,
        /// `inset` points in from the container's edges.
        func resolved(containerRadius: CGFloat = 0, inset: CGFloat = 0) -> CGFloat {
            guard isConcentric else { return radius }
            return max(containerRadius - inset, radius)
        }

        /// The radius, animatable.
        public var animatableData: AnimatableData {
            get { AnimatableData(radius: Double(radius)) }
            set { radius = CGFloat(newValue.radius) }
        }

        /// The animatable radius of a corner style.
        public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
            var radius: Double

            /// Scales the radius by `rhs`.
            public mutating func scale(by rhs: Double) { radius *= rhs }
            /// The square of the radius.
            public var magnitudeSquared: Double { radius * radius }
            /// A zero radius.
            public static var zero: AnimatableData { AnimatableData(radius: 0) }
            /// The sum of two radii.
            public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
                AnimatableData(radius: lhs.radius + rhs.radius)
            }
            /// The difference of two radii.
            public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
                AnimatableData(radius: lhs.radius - rhs.radius)
            }
        }
    }
}

extension Edge.Corner.Style: ExpressibleByFloatLiteral {
    /// A fixed radius written as a floating-point literal.
    public init(floatLiteral value: Double) { self.init(radius: CGFloat(value), isConcentric: false) }
}

extension Edge.Corner.Style: ExpressibleByIntegerLiteral {
    /// A fixed radius written as an integer literal.
    public init(integerLiteral value: Int) { self.init(radius: CGFloat(value), isConcentric: false) }
}

/// The corner styles of a rounded rectangular shape, one for each corner.
public struct RoundedRectangularShapeCorners: Sendable, Hashable, Animatable {
    /// The style of the top-leading corner.
    public var topLeading: Edge.Corner.Style
    /// The style of the bottom-leading corner.
    public var bottomLeading: Edge.Corner.Style
    /// The style of the top-trailing corner.
    public var topTrailing: Edge.Corner.Style
    /// The style of the bottom-trailing corner.
    public var bottomTrailing: Edge.Corner.Style

    /// Creates corners with a style for each (square by default).
    public init(
        topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0,
        bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing
    }

    /// Creates corners that all take one style.
    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    /// Corners that all have a fixed radius.
    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { Self(all: .fixed(radius)) }

    /// Corners that are all concentric with their container's.
    public static var concentric: RoundedRectangularShapeCorners { Self(all: .concentric) }

    /// Corners that are all concentric with their container's, never smaller than `minimum`.
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        Self(all: .concentric(minimum: minimum))
    }

    /// The style of one corner.
    public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }

    /// The radii the corners take in a rectangular container (Trellis's only container
    /// shape); with `isUniform`, every corner takes the smallest of them.
    func radii(isUniform: Bool = false) -> RectangleCornerRadii {
        let radii = RectangleCornerRadii(
            topLeading: topLeading.resolved(), bottomLeading: bottomLeading.resolved(),
            bottomTrailing: bottomTrailing.resolved(), topTrailing: topTrailing.resolved())
        guard isUniform else { return radii }
        let least = min(radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing)
        return RectangleCornerRadii(topLeading: least, bottomLeading: least, bottomTrailing: least, topTrailing: least)
    }

    /// The four corners' radii, animatable.
    public var animatableData: AnimatableData {
        get {
            AnimatableData(values: [topLeading, topTrailing, bottomLeading, bottomTrailing].map(\.animatableData))
        }
        set {
            let values = newValue.values + Array(repeating: .zero, count: max(0, 4 - newValue.values.count))
            topLeading.animatableData = values[0]
            topTrailing.animatableData = values[1]
            bottomLeading.animatableData = values[2]
            bottomTrailing.animatableData = values[3]
        }
    }

    /// The animatable radii of the four corners.
    public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
        /// Top-leading, top-trailing, bottom-leading, bottom-trailing; empty for `zero`.
        var values: [Edge.Corner.Style.AnimatableData]

        private static func combine(_ lhs: Self, _ rhs: Self, _ op: (Double, Double) -> Double) -> Self {
            let count = max(lhs.values.count, rhs.values.count)
            return Self(values: (0..<count).map { index in
                let a = index < lhs.values.count ? lhs.values[index].radius : 0
                let b = index < rhs.values.count ? rhs.values[index].radius : 0
                return .init(radius: op(a, b))
            })
        }

        /// Scales each radius by `rhs`.
        public mutating func scale(by rhs: Double) {
            values = values.map { .init(radius: $0.radius * rhs) }
        }
        /// The sum of the squared radii.
        public var magnitudeSquared: Double { values.reduce(0) { $0 + $1.magnitudeSquared } }
        /// All radii zero.
        public static var zero: AnimatableData { AnimatableData(values: []) }
        /// The corner-by-corner sum.
        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData { combine(lhs, rhs, +) }
        /// The corner-by-corner difference.
        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData { combine(lhs, rhs, -) }
        /// Whether two values have the same radii (a missing radius is 0).
        public static func == (a: AnimatableData, b: AnimatableData) -> Bool {
            (a - b).values.allSatisfy { $0.radius == 0 }
        }
    }
}

/// A shape whose outline is a rectangle with rounded corners, that can describe its corners.
public protocol RoundedRectangularShape: InsettableShape {
    /// The corner styles of a rounded rectangular shape.
    typealias Corners = RoundedRectangularShapeCorners
    /// The shape's corners in a frame of `size`, or `nil` when they depend on a size and none
    /// is given.
    func corners(in size: CGSize?) -> Corners?
}

extension Rectangle: RoundedRectangularShape {
    /// Square corners.
    public func corners(in size: CGSize?) -> Corners? { .fixed(0) }
}

extension RoundedRectangle: RoundedRectangularShape {
    /// Corners of the rectangle's radius (the smaller side of its corner size).
    public func corners(in size: CGSize?) -> Corners? { .fixed(min(cornerSize.width, cornerSize.height)) }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
    /// Each corner with its radius.
    public func corners(in size: CGSize?) -> Corners? {
        Corners(
            topLeading: .fixed(cornerRadii.topLeading), topTrailing: .fixed(cornerRadii.topTrailing),
            bottomLeading: .fixed(cornerRadii.bottomLeading), bottomTrailing: .fixed(cornerRadii.bottomTrailing))
    }
}

extension Circle: RoundedRectangularShape {
    /// Corners of half the shorter side; `nil` without a size.
    public func corners(in size: CGSize?) -> Corners? {
        size.map { .fixed(min($0.width, $0.height) / 2) }
    }
}

extension Capsule: RoundedRectangularShape {
    /// Corners of half the shorter side; `nil` without a size.
    public func corners(in size: CGSize?) -> Corners? {
        size.map { .fixed(min($0.width, $0.height) / 2) }
    }
}

/// A rectangle whose corners are concentric with its container's (iOS 26), or fixed.
///
/// ```swift
/// ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)
///     .fill(.blue)
///     .padding(8)
/// ```
///
/// Drawn by its path, with continuous corners, as ``UnevenRoundedRectangle`` draws them. A
/// concentric corner takes the container's corner radius less its distance from the
/// container's edge, never less than its minimum; Trellis's container is always a rectangle
/// (no `containerShape(_:)`), so a concentric corner is its minimum (0 without one). With
/// `isUniform`, every corner takes the smallest of the four radii.
nonisolated public struct ConcentricRectangle: Shape, Animatable {
    var corners: RoundedRectangularShapeCorners
    var isUniform: Bool

    /// Creates a rectangle whose corners are all concentric with its container's.
    public init() {
        self.init(corners: .concentric)
    }

    /// Creates a rectangle whose corners all take one style.
    ///
    /// - Parameters:
    ///   - corners: The style of every corner.
    ///   - isUniform: Whether every corner takes the same (the smallest) radius.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.corners = RoundedRectangularShapeCorners(all: corners)
        self.isUniform = isUniform
    }

    /// Creates a rectangle with a style for each corner.
    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.corners = RoundedRectangularShapeCorners(
            topLeading: topLeadingCorner, topTrailing: topTrailingCorner,
            bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner)
        self.isUniform = false
    }

    /// Creates a rectangle whose top corners share one style and bottom corners another.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(
            topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
            bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// Creates a rectangle whose leading corners share one style and trailing corners another.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(
            topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
            bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    /// Creates a rectangle whose top corners share one style, with a style for each bottom corner.
    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(
            topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// Creates a rectangle whose bottom corners share one style, with a style for each top corner.
    public init(
        uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(
            topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
            bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// Creates a rectangle whose leading corners share one style, with a style for each
    /// trailing corner.
    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(
            topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
            bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// Creates a rectangle whose trailing corners share one style, with a style for each
    /// leading corner.
    public init(
        uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(
            topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners,
            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: uniformTrailingCorners)
    }

    /// The rectangle with its corners resolved (see ``ConcentricRectangle``), each at most
    /// half the shorter side.
    public func path(in rect: CGRect) -> Path {
        UnevenRoundedRectangle(cornerRadii: corners.radii(isUniform: isUniform), style: .continuous).path(in: rect)
    }

    /// The corners' radii, animatable.
    public var animatableData: AnimatableData {
        get { AnimatableData(corners: corners.animatableData) }
        set { corners.animatableData = newValue.corners }
    }

    /// The animatable radii of a concentric rectangle's corners.
    public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
        var corners: RoundedRectangularShapeCorners.AnimatableData

        /// Scales each radius by `rhs`.
        public mutating func scale(by rhs: Double) { corners.scale(by: rhs) }
        /// The sum of the squared radii.
        public var magnitudeSquared: Double { corners.magnitudeSquared }
        /// All radii zero.
        public static var zero: AnimatableData { AnimatableData(corners: .zero) }
        /// The corner-by-corner sum.
        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(corners: lhs.corners + rhs.corners)
        }
        /// The corner-by-corner difference.
        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(corners: lhs.corners - rhs.corners)
        }
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle whose corners all take one style.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }

    /// A rectangle with a style for each corner.
    public static func rect(
        topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
        bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(
            topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// A rectangle whose top corners share one style and bottom corners another.
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }

    /// A rectangle whose leading corners share one style and trailing corners another.
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }

    /// A rectangle whose top corners share one style, with a style for each bottom corner.
    public static func rect(
        uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// A rectangle whose bottom corners share one style, with a style for each top corner.
    public static func rect(
        uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner)
    }

    /// A rectangle whose leading corners share one style, with a style for each trailing corner.
    public static func rect(
        uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// A rectangle whose trailing corners share one style, with a style for each leading corner.
    public static func rect(
        uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner, bottomLeadingCorner: bottomLeadingCorner)
    }
}
