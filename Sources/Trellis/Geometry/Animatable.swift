import Foundation

/// A type with values that support addition and scalar multiplication, so that SwiftUI-style
/// animation can interpolate between them.
///
/// Trellis does not animate; the protocol exists so that types written for SwiftUI, which
/// declare `animatableData`, compile unchanged.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

/// A type that describes how to animate a property of a view.
///
/// ``Layout`` refines this protocol; a layout with no animatable properties needs no code,
/// since `animatableData` defaults to ``EmptyAnimatableData``.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Empty data: a type with nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself, when the type is its own vector.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

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

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}
