import Foundation

/// A rectangle in a 3D coordinate system: an origin (its minimum corner) and a size.
///
/// Apple declares this type in its `Spatial` module (`GeometryProxy3D.frame(in:)` returns
/// one); Trellis declares the part that layout results need, under the same name. A view's
/// 3D frame (``LayoutResult/Element/frame3D``) has its origin at the top-leading-back corner.
///
/// ```swift
/// let box = Rect3D(origin: Point3D(x: 0, y: 0, z: 10), size: Size3D(width: 40, height: 20, depth: 5))
/// box.max.z   // 15.0
/// ```
public struct Rect3D: Hashable, Sendable, CustomStringConvertible {
    /// The origin: the corner with the smallest coordinates.
    public var origin: Point3D
    /// The size.
    public var size: Size3D

    /// Creates a rectangle at the origin with zero size.
    public init() {
        self.init(origin: .zero, size: .zero)
    }

    /// Creates a rectangle with the specified origin and size.
    public init(origin: Point3D, size: Size3D) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle with the specified center and size.
    public init(center: Point3D, size: Size3D) {
        self.init(
            origin: Point3D(x: center.x - size.width / 2, y: center.y - size.height / 2, z: center.z - size.depth / 2),
            size: size)
    }

    /// The corner with the smallest coordinates (the origin).
    public var min: Point3D { origin }
    /// The corner with the largest coordinates.
    public var max: Point3D { Point3D(x: origin.x + size.width, y: origin.y + size.height, z: origin.z + size.depth) }
    /// The center of the rectangle.
    public var center: Point3D {
        Point3D(x: origin.x + size.width / 2, y: origin.y + size.height / 2, z: origin.z + size.depth / 2)
    }

    /// The rectangle as `(origin: …, size: …)`.
    public var description: String { "(origin: \(origin), size: \(size))" }
}
