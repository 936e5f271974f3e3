import Foundation

/// A type with values that support addition and scalar multiplication, so that animation can
/// interpolate between them.
///
/// An animated change interpolates an `Animatable` view's, shape's or layout's
/// `animatableData` of this type between its old and new values, frame by frame; keyframes
/// and springs step such values too (docs/semantics.md, "Animation" and "Animated layout").
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

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
