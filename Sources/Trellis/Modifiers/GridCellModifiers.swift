import Foundation

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
        modifier(NodeModifier(name: "gridCellColumns", change: .layoutValue(ObjectIdentifier(GridCellColumnsKey.self), count)))
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
        modifier(NodeModifier(name: "gridColumnAlignment", change: .layoutValue(ObjectIdentifier(GridColumnAlignmentKey.self), guide)))
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
        modifier(NodeModifier(name: "gridCellAnchor", change: .layoutValue(ObjectIdentifier(GridCellAnchorKey.self), anchor)))
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
        modifier(NodeModifier(name: "gridCellUnsizedAxes", change: .layoutValue(ObjectIdentifier(GridCellUnsizedAxesKey.self), axes)))
    }
}
