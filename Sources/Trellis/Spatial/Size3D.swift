import Foundation

/// A size that describes width, height, and depth in a 3D coordinate system.
///
/// Apple declares this type in its `Spatial` module, which SwiftUI's 3D layout API uses
/// (`GeometryProxy3D.size`); Trellis declares the part that layout results need, under the
/// same name, with `Spatial`'s double-precision components.
///
/// ```swift
/// let card = Size3D(width: 120, height: 80, depth: 10)
/// card.depth   // 10.0
/// ```
public struct Size3D: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// The depth.
    public var depth: Double

    /// Creates a size structure from the specified double-precision values (all 0 by default).
    public init(width: Double = 0, height: Double = 0, depth: Double = 0) {
        self.width = width
        self.height = height
        self.depth = depth
    }

    /// Creates a size structure from the specified floating-point values.
    public init<T: BinaryFloatingPoint>(width: T, height: T, depth: T) {
        self.init(width: Double(width), height: Double(height), depth: Double(depth))
    }

    /// The size structure with width, height, and depth values of zero.
    public static let zero = Size3D()

    /// The size as `(width: …, height: …, depth: …)`.
    public var description: String { "(width: \(width), height: \(height), depth: \(depth))" }
}
