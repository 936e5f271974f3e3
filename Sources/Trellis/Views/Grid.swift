import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// Create a two dimensional layout by initializing a `Grid` with a collection of ``GridRow``
/// structures. The first view in each grid row appears in the grid's first column, the second
/// view in the second column, and so on:
///
/// ```swift
/// Grid {
///     GridRow {
///         Text("Hello")
///         Color.blue.frame(width: 20, height: 20)
///     }
///     GridRow {
///         Color.red.frame(width: 20, height: 20)
///         Text("World")
///     }
/// }
/// ```
///
/// Each column is as wide as its widest cell and each row as tall as its tallest cell; a view
/// outside a `GridRow` spans every column. The algorithm is ``GridLayout``'s.
@frozen
nonisolated public struct Grid<Content: View>: View {
    @usableFromInline let layout: GridLayout
    @usableFromInline let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the child views within the space allocated for a
    ///     given cell. The default is `center`.
    ///   - horizontalSpacing: The horizontal distance between each cell, given in points; `nil`
    ///     (the default) gives a default distance between cells.
    ///   - verticalSpacing: The vertical distance between each cell, given in points; `nil`
    ///     (the default) gives a default distance between cells.
    ///   - content: A view builder that creates the grid's rows.
    @inlinable
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// A grid has no body: it is a container of its content.
    public var body: Never { fatalError("Grid has no body") }
}

extension Grid: PrimitiveView {
    /// Adds the grid's node, with its rows' cells as its subviews.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        for (label, spacing) in [("horizontalSpacing", layout.horizontalSpacing), ("verticalSpacing", layout.verticalSpacing)] {
            guard let spacing, !spacing.isFinite else { continue }
            resolver.report(
                .invalidModifierValue, "Grid",
                "\(label) \(Describe.number(spacing)) is not a distance; the cells' preferred spacing is used")
        }
        resolver.resolve(LayoutContainerView(layout: layout, content: content, name: .builtIn(.grid)), into: &elements)
    }
}

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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        var cells: [NodeID] = []
        resolver.resolve(content, into: &cells)
        guard let first = cells.first else { return }
        let membership = GridRowMembership(id: first.index, alignment: alignment)
        resolver.updateFromOutside(cells) { $0.layoutValues[ObjectIdentifier(GridRowKey.self)] = membership }
        elements.append(contentsOf: cells)
    }
}

nonisolated extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    ///
    /// By default, each view that you put into the content closure of a ``GridRow``
    /// corresponds to exactly one column of the grid:
    ///
    /// ```swift
    /// GridRow {
    ///     Color.red.frame(height: 10).gridCellColumns(2)
    ///     Color.blue
    /// }
    /// ```
    ///
    /// - Parameter count: The number of columns that the view should consume when placed in a
    ///   grid row; a value below 1 counts as 1, and one above 1,000 as 1,000.
    /// - Returns: A view that occupies the specified number of columns in a grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(NodeModifier(name: "gridCellColumns") { $0.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] = count })
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    ///
    /// Apply it to one view in a column: the alignment applies to every cell of that column
    /// that does not set a ``gridCellAnchor(_:)``. When several views of a column set one, the
    /// first (from the top) wins.
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Regular font:").gridColumnAlignment(.trailing)
    ///     Text("Helvetica 12")
    /// }
    /// ```
    ///
    /// - Parameter guide: The ``HorizontalAlignment`` guide to use for the grid column that
    ///   the view appears in.
    /// - Returns: A view that uses the specified horizontal alignment, and that causes all
    ///   cells in the same column of a grid to use the same alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(NodeModifier(name: "gridColumnAlignment") { $0.layoutValues[ObjectIdentifier(GridColumnAlignmentKey.self)] = guide })
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    ///
    /// The anchor takes precedence over the column's and the row's alignment: the point
    /// `anchor` of the view sits on the point `anchor` of its cell.
    ///
    /// ```swift
    /// Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
    /// ```
    ///
    /// - Parameter anchor: The unit point that defines how to align the view within the
    ///   bounds of its grid cell.
    /// - Returns: A view that uses the specified anchor point to align its content.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(NodeModifier(name: "gridCellAnchor") { $0.layoutValues[ObjectIdentifier(GridCellAnchorKey.self)] = anchor })
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    ///
    /// This prevents a flexible view like a ``Spacer``, ``Divider``, or ``Color`` from defining
    /// the size of a row or column: it takes the size the other cells set.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("A"); Text("B") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    /// }
    /// ```
    ///
    /// - Parameter axes: The dimensions in which the grid shouldn't offer the view a share of
    ///   any available space.
    /// - Returns: A view that doesn't ask an enclosing grid for extra size in one or more axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(NodeModifier(name: "gridCellUnsizedAxes") { $0.layoutValues[ObjectIdentifier(GridCellUnsizedAxesKey.self)] = axes })
    }
}
