import Foundation

/// A pair of animatable values, which is itself animatable.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    @inlinable public static var zero: Self { Self(.zero, .zero) }
    /// Adds component-wise.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Subtracts component-wise.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Adds component-wise in place.
    @inlinable public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts component-wise in place.
    @inlinable public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// Scales both components.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of the components' squared magnitudes.
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
