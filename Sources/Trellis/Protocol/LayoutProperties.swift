import Foundation

/// Layout-specific properties of a layout container.
@frozen
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, or `nil` if it is not one.
    ///
    /// Views such as `Spacer` and `Divider` read it to know along which axis to grow.
    public var stackOrientation: Axis?

    /// Creates properties with no stack orientation.
    @inlinable public init() { stackOrientation = nil }
}
