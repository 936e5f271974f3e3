import Foundation

/// A view that doesn't contain any content.
@frozen
nonisolated public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    @inlinable public init() {}
    /// An empty view has no body.
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView {
    /// Adds nothing.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {}
}
