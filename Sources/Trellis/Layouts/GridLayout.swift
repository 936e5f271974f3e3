import Foundation

/// A grid that you can use in conditional layouts.
///
/// This layout container behaves like a ``Grid``, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``. If you
/// don't need a conditional layout, use ``Grid`` instead.
///
/// The algorithm, in Trellis's reading of Apple's documentation of `Grid`, `GridRow` and the
/// grid cell modifiers. Steps 2–5 treat columns and rows alike, as *tracks* along the
/// horizontal and the vertical axis (`GridStructure` writes them once for either axis); only
/// columns have spanning cells, and only rows have the guide step of 4:
/// 1. **Structure.** Consecutive subviews from the same ``GridRow`` form a row; each cell takes
///    the next `gridCellColumns(_:)` columns (1 by default). A subview outside any `GridRow`
///    is a row of its own that spans every column. The grid has as many columns as its
///    longest row.
/// 2. **Spacing.** `horizontalSpacing` between columns and `verticalSpacing` between rows, or,
///    when `nil` (or not a finite number), the largest distance the spacing preferences of
///    two facing cells ask for (stacked in a column, or side by side in a row: 8 points
///    between plain views, 8.15 from a text above a shape on macOS), and 8 next to an empty
///    column.
/// 3. **Columns** are sized like the subviews of an `HStack`: with no proposed width, each
///    column is as wide as its widest cell's ideal width; otherwise each column's minimum and
///    maximum come from its cells (probed at width 0 and ∞), and the width left after spacing
///    is offered to the least flexible column first, an equal share of what remains each time
///    (`TrackDistribution`: a stack's rule without priorities); the column takes the width of
///    its widest cell at that offer. Only cells that span one column take part; then each
///    spanning cell (narrow spans first) is offered the width of its columns plus whatever the
///    grid has left of the proposal, and what it takes beyond its columns widens them equally
///    (so a full-width `Divider` stretches a grid of fixed columns to the proposed width).
///    Cells that are unsized horizontally (`gridCellUnsizedAxes(_:)`) are left out.
/// 4. **Rows** are sized the same way along the vertical axis, each cell proposed the width
///    of the columns it spans (columns are sized first, their cells proposed no height). Rows
///    only, not columns: a row aligned on a guide other than top, centre or bottom (a text
///    baseline) is also tall enough for its cells lined up on that guide.
/// 5. **Placement.** Each cell is proposed the size of its cell (the columns it spans by its
///    row's height) and aligned in it: by its `gridCellAnchor(_:)` if it has one; otherwise
///    horizontally by its column's `gridColumnAlignment(_:)`, else the grid's horizontal
///    alignment, and vertically by its ``GridRow``'s alignment, else the grid's vertical
///    alignment. Cells of a column (or row) that share a guide line it up, as in a stack.
///    A cell spanning several columns is aligned by the grid's horizontal alignment, whatever
///    its columns' `gridColumnAlignment`, at the guide's fraction of the width it spans
///    (leading 0, centre ½, trailing 1). (swiftui-web golden `grid/modifiers`: a header
///    spanning a trailing-aligned column sits at the leading edge of a `.leading` grid.)
///
/// Right-to-left layout mirrors the grid: the first column is on the right.
@frozen
public struct GridLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between adjacent subviews.
    ///
    /// Set this value to `nil` to use default horizontal distances between subviews.
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between adjacent subviews.
    ///
    /// Set this value to `nil` to use default vertical distances between subviews.
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning subviews within the space allocated for a given
    ///     cell. The default is `center`.
    ///   - horizontalSpacing: The horizontal distance between each cell, given in points; `nil`
    ///     (the default) gives a default distance between cells.
    ///   - verticalSpacing: The vertical distance between each cell, given in points; `nil`
    ///     (the default) gives a default distance between cells.
    @inlinable
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The type defining the data to animate: none.
    public typealias AnimatableData = EmptyAnimatableData
    /// A grid keeps no cache: its structure is read from its subviews on every call.
    public typealias Cache = Void

    /// The size of the columns and rows together with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = GridStructure(subviews, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        guard !grid.cells.isEmpty else { return .zero }
        let lengths = grid.trackLengths(for: proposal, subviews, alignment: alignment)
        return CGSize(width: grid.length(along: .horizontal, lengths), height: grid.length(along: .vertical, lengths))
    }

    /// Places every cell in its cell's box, aligned as described in the type's documentation.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = GridStructure(subviews, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        guard !grid.cells.isEmpty else { return }
        // Sized for the same proposal as `sizeThatFits`, so the tracks fill the bounds exactly.
        let lengths = grid.trackLengths(for: proposal, subviews, alignment: alignment)
        grid.place(in: bounds, lengths, subviews, alignment: alignment)
    }
}

extension GridLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [] }
}
