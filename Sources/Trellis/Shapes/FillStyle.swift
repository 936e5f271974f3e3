import Foundation

/// A style for rasterizing vector shapes.
///
/// Trellis fills the built-in shapes whole, so neither option changes what is drawn; the type
/// exists so that `fill(_:style:)` calls written for SwiftUI compile unchanged.
@frozen
public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    @inlinable
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
