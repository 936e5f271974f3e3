import Foundation

/// A slice of a ``SubviewsCollection``; a view, like the collection.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let base: ArraySlice<Subview>

    /// The position of the first subview.
    public var startIndex: Int { base.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { base.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { base[position] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base[bounds]) }

    /// A slice has no body: its subviews are resolved in order.
    public var body: Never { fatalError("SubviewsCollectionSlice has no body") }

    /// Resolves each subview in order.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        for subview in view.base { resolver.resolve(subview) }
    }
}
