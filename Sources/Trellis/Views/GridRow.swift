import Foundation

/// A horizontal row in a two dimensional grid container.
///
/// Use one or more `GridRow` instances to define the rows of a ``Grid`` container. The child
/// views inside the row define successive grid cells:
///
/// ```swift
/// Grid {
///     GridRow(alignment: .top) {
///         Text("Name")
///         Text("Value")
///     }
/// }
/// ```
///
/// A row is not a view of its own in the layout: its views become the grid's cells, marked
/// with the row they belong to, and a modifier applied to the row applies to each of them, as
/// for a `Group`. Outside a grid, a row's views are laid out by the enclosing container.
@frozen
nonisolated public struct GridRow<Content: View>: View {
    @usableFromInline let alignment: VerticalAlignment?
    @usableFromInline let content: Content

    /// Creates a horizontal row of child views in a grid.
    ///
    /// - Parameters:
    ///   - alignment: An optional ``VerticalAlignment`` for the row. If you don't specify a
    ///     value, the row uses the vertical alignment component of the grid's alignment.
    ///   - content: A view builder that creates the row's cells.
    @inlinable
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A row has no body: its views are the grid's cells.
    public var body: Never { fatalError("GridRow has no body") }
}

extension GridRow: PrimitiveView {
    /// Adds the row's cells, marked as one row of the grid around them.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        var cells: [NodeID] = []
        resolver.resolve(content, into: &cells)
        guard let first = cells.first else { return }
        let membership = GridRowMembership(id: first.index, alignment: alignment)
        resolver.updateFromOutside(cells, .layoutValue(ObjectIdentifier(GridRowKey.self), membership))
        elements.append(contentsOf: cells)
    }
}
