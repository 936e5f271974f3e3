import Foundation

/// An empty type for animatable data: every value is zero.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the empty value.
    @inlinable public init() {}
    /// The zero value.
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Adds two empty values.
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// Subtracts two empty values.
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// Adds in place (does nothing).
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Subtracts in place (does nothing).
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Scales (does nothing).
    @inlinable public mutating func scale(by rhs: Double) {}
    /// Always zero.
    @inlinable public var magnitudeSquared: Double { 0 }
    /// All empty values are equal.
    @inlinable public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
