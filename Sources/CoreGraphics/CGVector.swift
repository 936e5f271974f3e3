// CoreGraphics types and methods that custom layouts use and that swift-corelibs-foundation
// lacks. Names, signatures and semantics are CoreGraphics' own; nothing here is a Trellis
// convenience. (This module exists only where Apple's CoreGraphics does not.)
#if !canImport(Darwin)
import Foundation

/// A structure that contains a two-dimensional vector (CoreGraphics' type, provided on
/// platforms that lack it).
@frozen
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat
    /// Creates the zero vector.
    @inlinable public init() { self.init(dx: 0, dy: 0) }
    /// Creates a vector with the given components.
    @inlinable public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// The zero vector.
    public static let zero = CGVector()
}
#endif
