import Foundation

/// Vector arithmetic on a value through its ``Animatable/animatableData``: adding and
/// subtracting values of the type, negating one, and scaling one by a number.
///
/// ``Angle`` and ``EdgeInsets`` adopt it, as in SwiftUI, so their values combine as vectors:
///
/// ```swift
/// let step = Angle.degrees(1.0 / 8) * 360          // 45°
/// let inset = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8) / 2
/// ```
///
/// Each operator works on the animatable data: an ``EdgeInsets`` scales all four insets.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the animatable data as a vector: the square root of its
    /// ``VectorArithmetic/magnitudeSquared``.
    @inlinable public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Negates the value: its animatable data becomes zero minus itself.
    @inlinable public mutating func negate() { animatableData = .zero - animatableData }

    /// The value negated.
    @inlinable public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    /// The sum of two values.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    /// The difference of two values.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    /// Multiplies `lhs` by `rhs`.
    @inlinable public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    /// The value multiplied by `rhs`.
    @inlinable public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by `rhs` (a division by zero gives infinite or NaN components, as the
    /// floating-point division does).
    @inlinable public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    /// The value divided by `rhs`.
    @inlinable public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}

extension Angle: _VectorMath {}

extension EdgeInsets: _VectorMath {}
