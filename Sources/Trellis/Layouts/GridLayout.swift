import Foundation

/// A grid that you can use in conditional layouts.
///
/// This layout container behaves like a ``Grid``, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``. If you
/// don't need a conditional layout, use ``Grid`` instead.
///
/// The algorithm, in Trellis's reading of Apple's documentation of `Grid`, `GridRow` and the
/// grid cell modifiers:
/// 1. **Structure.** Consecutive subviews from the same ``GridRow`` form a row; each cell takes
///    the next `gridCellColumns(_:)` columns (1 by default). A subview outside any `GridRow`
///    is a row of its own that spans every column. The grid has as many columns as its
///    longest row.
/// 2. **Spacing.** `horizontalSpacing` between columns and `verticalSpacing` between rows, or,
///    when `nil` (or not a finite number), the distance the neighbouring cells' spacing
///    preferences ask for: the union of the preferences of the cells on each side (8 points
///    between plain views, and next to an empty column).
/// 3. **Columns** are sized like the subviews of an `HStack`: with no proposed width, each
///    column is as wide as its widest cell's ideal width; otherwise each column's minimum and
///    maximum come from its cells (probed at width 0 and ∞), and the width left after spacing
///    is offered to the least flexible column first, an equal share of what remains each time;
///    the column takes the width of its widest cell at that offer. Only cells that span one
///    column take part; then each spanning cell (narrow spans first) is offered the width of
///    its columns plus whatever the grid has left of the proposal, and what it takes beyond
///    its columns widens them equally (so a full-width `Divider` stretches a grid of fixed
///    columns to the proposed width). Cells that are unsized horizontally
///    (`gridCellUnsizedAxes(_:)`) are left out.
/// 4. **Rows** are sized the same way along the vertical axis, each cell proposed the width
///    of the columns it spans; a row aligned on a guide other than top, centre or bottom
///    (a text baseline) is also tall enough for its cells lined up on that guide.
/// 5. **Placement.** Each cell is proposed the size of its cell (the columns it spans by its
///    row's height) and aligned in it: by its `gridCellAnchor(_:)` if it has one; otherwise
///    horizontally by its column's `gridColumnAlignment(_:)`, else the grid's horizontal
///    alignment, and vertically by its ``GridRow``'s alignment, else the grid's vertical
///    alignment. Cells of a column (or row) that share a guide line it up, as in a stack.
///    A cell spanning several columns takes the alignment of its first column and is placed
///    by the guide's fraction of the width it spans (leading 0, centre ½, trailing 1).
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
        let widths = grid.columnWidths(proposal.width, subviews)
        let heights = grid.rowHeights(proposal.height, widths: widths, subviews, alignment: alignment.vertical)
        return CGSize(
            width: widths.reduce(0, +) + grid.columnGaps.reduce(0, +),
            height: heights.reduce(0, +) + grid.rowGaps.reduce(0, +))
    }

    /// Places every cell in its cell's box, aligned as described in the type's documentation.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = GridStructure(subviews, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        guard !grid.cells.isEmpty else { return }
        // Sized for the same proposal as `sizeThatFits`, so the tracks fill the bounds exactly.
        let widths = grid.columnWidths(proposal.width, subviews)
        let heights = grid.rowHeights(proposal.height, widths: widths, subviews, alignment: alignment.vertical)
        grid.place(in: bounds, widths: widths, heights: heights, subviews, alignment: alignment)
    }
}

// MARK: - The algorithm

/// The cells of a grid, their rows and columns, and the spacing between them.
struct GridStructure {
    struct Cell {
        let subview: Int
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
    }

    private(set) var cells: [Cell] = []
    private(set) var columnCount = 0
    private(set) var rowCount = 0
    private(set) var rowAlignments: [VerticalAlignment?] = []
    private(set) var columnAlignments: [HorizontalAlignment?] = []
    /// `columnGaps[c]` is the space between column `c` and `c + 1`.
    private(set) var columnGaps: [CGFloat] = []
    private(set) var rowGaps: [CGFloat] = []

    /// The most columns a cell can span: a larger `gridCellColumns(_:)` counts as this many,
    /// so a runaway count cannot allocate storage without bound.
    static let maximumSpan = 1_000

    /// Reads the grid's structure from its subviews' traits. A NaN or infinite spacing is not
    /// a distance and counts as `nil` (``Grid`` reports it).
    init(_ subviews: LayoutSubviews, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        let horizontalSpacing = horizontalSpacing.flatMap { $0.isFinite ? $0 : nil }
        let verticalSpacing = verticalSpacing.flatMap { $0.isFinite ? $0 : nil }
        // 1. Rows: consecutive views of one GridRow; a view outside a GridRow is a row alone.
        struct Pending { var subview: Int; var span: Int; var fullWidth: Bool }
        var rows: [[Pending]] = []
        var lastRowID: Int?
        for index in subviews.indices {
            let subview = subviews[index]
            let span = min(max(1, subview[GridCellColumnsKey.self]), GridStructure.maximumSpan)
            if let membership = subview[GridRowKey.self] {
                if membership.id != lastRowID || rows.isEmpty {
                    rows.append([])
                    rowAlignments.append(membership.alignment)
                }
                rows[rows.count - 1].append(Pending(subview: index, span: span, fullWidth: false))
                lastRowID = membership.id
            } else {
                rows.append([Pending(subview: index, span: span, fullWidth: true)])
                rowAlignments.append(nil)
                lastRowID = nil
            }
        }
        for row in rows where !row[0].fullWidth {
            columnCount = max(columnCount, row.reduce(0) { $0 + $1.span })
        }
        columnCount = max(columnCount, rows.isEmpty ? 0 : 1)
        rowCount = rows.count
        for (r, row) in rows.enumerated() {
            var column = 0
            for pending in row {
                let subview = subviews[pending.subview]
                let span = pending.fullWidth ? columnCount : pending.span
                cells.append(Cell(
                    subview: pending.subview, row: r, column: column, span: span,
                    unsized: subview[GridCellUnsizedAxesKey.self], anchor: subview[GridCellAnchorKey.self]))
                column += span
            }
        }
        columnCount = max(columnCount, cells.map { $0.column + $0.span }.max() ?? 0)
        // Column alignment: the first cell of a column that sets one decides.
        columnAlignments = Array(repeating: nil, count: columnCount)
        for cell in cells where cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = subviews[cell.subview][GridColumnAlignmentKey.self]
        }
        // 2. Spacing between neighbouring columns and rows.
        columnGaps = (0 ..< max(columnCount - 1, 0)).map { c in
            if let horizontalSpacing { return horizontalSpacing }
            var before = ViewSpacing(), after = ViewSpacing()
            var hasBefore = false, hasAfter = false
            for cell in cells {
                if cell.column + cell.span - 1 == c { before.formUnion(subviews[cell.subview].spacing); hasBefore = true }
                if cell.column == c + 1 { after.formUnion(subviews[cell.subview].spacing); hasAfter = true }
            }
            return (hasBefore ? before : ViewSpacing()).distance(to: hasAfter ? after : ViewSpacing(), along: .horizontal)
        }
        rowGaps = (0 ..< max(rowCount - 1, 0)).map { r in
            if let verticalSpacing { return verticalSpacing }
            var above = ViewSpacing(), below = ViewSpacing()
            for cell in cells where cell.row == r { above.formUnion(subviews[cell.subview].spacing) }
            for cell in cells where cell.row == r + 1 { below.formUnion(subviews[cell.subview].spacing) }
            return above.distance(to: below, along: .vertical)
        }
    }

    /// The spacing inside a run of `span` columns (or rows) starting at `start`.
    private func inner(_ gaps: [CGFloat], _ start: Int, _ span: Int) -> CGFloat {
        span <= 1 ? 0 : gaps[start ..< start + span - 1].reduce(0, +)
    }

    /// The width of the columns a cell spans, with the spacing between them.
    func spanWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        widths[cell.column ..< cell.column + cell.span].reduce(0, +) + inner(columnGaps, cell.column, cell.span)
    }

    /// Step 3: the width of each column for a proposed width.
    func columnWidths(_ proposed: CGFloat?, _ subviews: LayoutSubviews) -> [CGFloat] {
        let sized = cells.filter { !$0.unsized.contains(.horizontal) }
        let single = sized.filter { $0.span == 1 }
        func widest(_ column: Int, offer: CGFloat?) -> CGFloat {
            var result: CGFloat = 0
            for cell in single where cell.column == column {
                result = max(result, subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
            return result
        }
        // 3a. Columns from the cells that span one column.
        var widths: [CGFloat]
        if let proposed {
            widths = distribute(
                count: columnCount, available: proposed - columnGaps.reduce(0, +), measure: { widest($0, offer: $1) })
        } else {
            widths = (0 ..< columnCount).map { widest($0, offer: nil) }
        }
        // 3b. A spanning cell is offered its columns and whatever width the grid has left; what
        // it takes beyond its columns widens them equally. Narrow spans first.
        for cell in sized.filter({ $0.span > 1 }).sorted(by: { $0.span < $1.span }) {
            let current = spanWidth(cell, widths)
            let offer = proposed.map { current + max(0, $0 - widths.reduce(0, +) - columnGaps.reduce(0, +)) }
            let needed = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard needed > current, needed.isFinite else { continue }
            let extra = (needed - current) / CGFloat(cell.span)
            for column in cell.column ..< cell.column + cell.span { widths[column] += extra }
        }
        return widths
    }

    /// Step 4: the height of each row for a proposed height and the columns' widths.
    func rowHeights(
        _ proposed: CGFloat?, widths: [CGFloat], _ subviews: LayoutSubviews, alignment: VerticalAlignment
    ) -> [CGFloat] {
        let sized = cells.filter { !$0.unsized.contains(.vertical) }
        func tallest(_ row: Int, offer: CGFloat?) -> CGFloat {
            var result: CGFloat = 0
            for cell in sized where cell.row == row {
                let proposal = ProposedViewSize(width: spanWidth(cell, widths), height: offer)
                result = max(result, subviews[cell.subview].sizeThatFits(proposal).height)
            }
            return result
        }
        var heights: [CGFloat]
        if let proposed {
            heights = distribute(count: rowCount, available: proposed - rowGaps.reduce(0, +), measure: { tallest($0, offer: $1) })
        } else {
            heights = (0 ..< rowCount).map { tallest($0, offer: nil) }
        }
        // A row lined up on a baseline (or another guide that is not a fraction of the
        // height) is as tall as its cells lined up on it.
        for row in 0 ..< rowCount {
            let guide = rowAlignments[row] ?? alignment
            guard GridStructure.fraction(of: guide.key) == nil else { continue }
            let line = verticalLine(row, guide: guide, widths: widths, height: heights[row], subviews)
            heights[row] = max(heights[row], line.extent)
        }
        return heights
    }

    /// Offers `available` to `count` tracks as a stack offers its length to its subviews: the
    /// least flexible first (a track's flexibility is its width at ∞ minus its width at 0),
    /// each an equal share of what is left.
    private func distribute(count: Int, available: CGFloat, measure: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        let flexibility = (0 ..< count).map { measure($0, .infinity) - measure($0, 0) }
        let order = (0 ..< count).sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var sizes = Array(repeating: CGFloat(0), count: count)
        var remaining = available
        for (done, track) in order.enumerated() {
            let offer = max(0, remaining) / CGFloat(count - done)
            sizes[track] = measure(track, offer)
            remaining -= sizes[track]
        }
        return sizes
    }

    /// Step 5.
    func place(
        in bounds: CGRect, widths: [CGFloat], heights: [CGFloat], _ subviews: LayoutSubviews, alignment: Alignment
    ) {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var x = bounds.minX
        for (c, width) in widths.enumerated() {
            xs.append(x)
            x += width + (c < columnGaps.count ? columnGaps[c] : 0)
        }
        var y = bounds.minY
        for (r, height) in heights.enumerated() {
            ys.append(y)
            y += height + (r < rowGaps.count ? rowGaps[r] : 0)
        }
        var columnLines: [Int: (line: CGFloat, guide: HorizontalAlignment)] = [:]
        var rowLines: [Int: (line: CGFloat, guide: VerticalAlignment)] = [:]
        for cell in cells {
            let box = CGRect(x: xs[cell.column], y: ys[cell.row], width: spanWidth(cell, widths), height: heights[cell.row])
            let proposal = ProposedViewSize(box.size)
            let subview = subviews[cell.subview]
            let dimensions = subview.dimensions(in: proposal)
            var origin = CGPoint.zero
            if let anchor = cell.anchor {
                origin.x = box.minX + anchor.x * (box.width - dimensions.width)
                origin.y = box.minY + anchor.y * (box.height - dimensions.height)
            } else {
                let horizontal = columnAlignments[cell.column] ?? alignment.horizontal
                if cell.span == 1 {
                    if columnLines[cell.column] == nil {
                        let line = horizontalLine(cell.column, guide: horizontal, widths: widths, heights: heights, subviews)
                        columnLines[cell.column] = (line, horizontal)
                    }
                    origin.x = box.minX + columnLines[cell.column]!.line - dimensions[horizontal]
                } else {
                    origin.x = box.minX + (GridStructure.fraction(of: horizontal.key) ?? 0) * (box.width - dimensions.width)
                }
                let vertical = rowAlignments[cell.row] ?? alignment.vertical
                if rowLines[cell.row] == nil {
                    let line = verticalLine(cell.row, guide: vertical, widths: widths, height: heights[cell.row], subviews)
                    rowLines[cell.row] = (line.line, vertical)
                }
                origin.y = box.minY + rowLines[cell.row]!.line - dimensions[vertical]
            }
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// Where the cells of a column that line up on `guide` put it, from the column's leading
    /// edge: the lined-up cells sit in the column as one block aligned by the guide's fraction
    /// of the width (0 for a guide that is not a fraction).
    private func horizontalLine(
        _ column: Int, guide: HorizontalAlignment, widths: [CGFloat], heights: [CGFloat], _ subviews: LayoutSubviews
    ) -> CGFloat {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for cell in cells where cell.column == column && cell.span == 1 && cell.anchor == nil {
            let proposal = ProposedViewSize(width: widths[column], height: heights[cell.row])
            let dimensions = subviews[cell.subview].dimensions(in: proposal)
            low = min(low, -dimensions[guide])
            high = max(high, dimensions.width - dimensions[guide])
        }
        guard low.isFinite, high.isFinite else { return 0 }
        let fraction = GridStructure.fraction(of: guide.key) ?? 0
        return fraction * (widths[column] - (high - low)) - low
    }

    /// The same along a row, with the height of the lined-up block.
    private func verticalLine(
        _ row: Int, guide: VerticalAlignment, widths: [CGFloat], height: CGFloat, _ subviews: LayoutSubviews
    ) -> (line: CGFloat, extent: CGFloat) {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for cell in cells where cell.row == row && cell.anchor == nil {
            let proposal = ProposedViewSize(width: spanWidth(cell, widths), height: height)
            let dimensions = subviews[cell.subview].dimensions(in: proposal)
            low = min(low, -dimensions[guide])
            high = max(high, dimensions.height - dimensions[guide])
        }
        guard low.isFinite, high.isFinite else { return (0, 0) }
        let fraction = GridStructure.fraction(of: guide.key) ?? 0
        return (fraction * (height - (high - low)) - low, high - low)
    }

    /// The fraction of a cell's length at which a standard guide sits, or `nil` for a guide
    /// that is not a fixed fraction (text baselines, custom guides).
    static func fraction(of key: AlignmentKey) -> CGFloat? {
        switch key {
        case HorizontalAlignment.leading.key, VerticalAlignment.top.key: return 0
        case HorizontalAlignment.center.key, VerticalAlignment.center.key: return 0.5
        case HorizontalAlignment.trailing.key, VerticalAlignment.bottom.key: return 1
        default: return nil
        }
    }
}

extension GridLayout: BuiltInLayout {
    /// What the layout promises (``BuiltInLayoutPromises``).
    static var promises: BuiltInLayoutPromises { [] }
}
