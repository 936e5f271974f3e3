import Foundation

/// A point in a 3D coordinate system.
///
/// Apple declares this type in its `Spatial` module; Trellis declares the part that layout
/// results need, under the same name. In SwiftUI's coordinate space `x` grows to the right,
/// `y` downwards and `z` towards the viewer.
///
/// ```swift
/// let corner = Point3D(x: 10, y: 20, z: 5)
/// ```
public struct Point3D: Hashable, Sendable, CustomStringConvertible {
    /// The x-coordinate.
    public var x: Double
    /// The y-coordinate.
    public var y: Double
    /// The z-coordinate.
    public var z: Double

    /// Creates a point structure from the specified double-precision values (all 0 by default).
    public init(x: Double = 0, y: Double = 0, z: Double = 0) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Creates a point structure from the specified floating-point values.
    public init<T: BinaryFloatingPoint>(x: T, y: T, z: T) {
        self.init(x: Double(x), y: Double(y), z: Double(z))
    }

    /// The point with all coordinates zero.
    public static let zero = Point3D()

    /// The point as `(x: …, y: …, z: …)`.
    public var description: String { "(x: \(x), y: \(y), z: \(z))" }
}
