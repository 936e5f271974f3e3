import Foundation

/// A geometric angle whose value you access in either radians or degrees.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// Creates an angle of zero.
    @inlinable public init() { radians = 0 }
    /// Creates an angle of the given number of radians.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// Creates an angle of the given number of degrees.
    @inlinable public init(degrees: Double) { self.radians = degrees * (.pi / 180.0) }

    /// The angle of zero.
    public static let zero = Angle()
    /// Returns an angle of the given number of radians.
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// Returns an angle of the given number of degrees.
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by their value in radians.
    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable, VectorArithmetic {
    /// The angle in radians, as animatable data.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// The sum of two angles.
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The negated angle.
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Multiplies the angle by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) { radians *= rhs }
    /// The square of the angle in radians.
    @inlinable public var magnitudeSquared: Double { radians * radians }
}
