import Foundation

/// The cells of a grid and its tracks, with the algorithm that sizes and places them
/// (``GridLayout``'s steps 1–5).
///
/// A *track* is a column along the horizontal axis and a row along the vertical axis. Steps 2–5
/// are written once, for the tracks along either axis; a cell occupies `span` columns but
/// always one row, so what concerns spanning cells happens along the horizontal axis only.
/// The one step that names an axis is step 4's: a row lined up on a guide that is not a
/// fraction of its height grows to fit its lined-up cells (``trackLengths(for:_:alignment:)``).
struct GridStructure {
    /// One subview of the grid and the tracks it occupies.
    struct Cell {
        /// The subview's index among the grid's subviews.
        let subview: Int
        /// The cell's row.
        let row: Int
        /// The cell's first column.
        let column: Int
        /// How many columns the cell spans.
        let span: Int
        /// The axes along which the cell does not size its tracks (`gridCellUnsizedAxes(_:)`).
        let unsized: Axis.Set
        /// Where the cell sits in its box, when it sets `gridCellAnchor(_:)`.
        let anchor: UnitPoint?

        /// The first track the cell occupies along `axis`: its column or its row.
        func start(along axis: Axis) -> Int { axis == .horizontal ? column : row }

        /// How many tracks the cell occupies along `axis`: `span` columns, one row.
        func span(along axis: Axis) -> Int { axis == .horizontal ? span : 1 }
    }

    /// What the grid knows of its tracks along one axis before sizing them.
    struct Tracks {
        /// How many tracks there are.
        var count = 0
        /// `gaps[i]` is the space between track `i` and track `i + 1`.
        var gaps: [CGFloat] = []
        /// The guide each track's cells line up on, where the track sets one: a column's
        /// `gridColumnAlignment(_:)`, a row's ``GridRow`` alignment.
        var guides: [AlignmentKey?] = []
    }

    /// The lengths of the tracks along both axes, as sized for one proposal.
    struct Lengths {
        /// The width of each column.
        var columns: [CGFloat]
        /// The height of each row.
        var rows: [CGFloat]

        /// The lengths of the tracks along `axis`: the columns' widths or the rows' heights.
        subscript(axis: Axis) -> [CGFloat] { axis == .horizontal ? columns : rows }
    }

    /// The cells, row by row, in the order of the grid's subviews.
    private(set) var cells: [Cell] = []
    /// The tracks along the horizontal axis.
    private(set) var columns = Tracks()
    /// The tracks along the vertical axis.
    private(set) var rows = Tracks()

    /// The most columns a cell can span: a larger `gridCellColumns(_:)` counts as this many,
    /// so a runaway count cannot allocate storage without bound.
    static let maximumSpan = 1_000

    /// The tracks along `axis`: the columns or the rows.
    func tracks(along axis: Axis) -> Tracks { axis == .horizontal ? columns : rows }

    /// Reads the grid's structure from its subviews' traits. A NaN or infinite spacing is not
    /// a distance and counts as `nil` (``Grid`` reports it).
    init(_ subviews: LayoutSubviews, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        let horizontalSpacing = horizontalSpacing.flatMap { $0.isFinite ? $0 : nil }
        let verticalSpacing = verticalSpacing.flatMap { $0.isFinite ? $0 : nil }
        // 1. Rows: consecutive views of one GridRow; a view outside a GridRow is a row alone.
        struct Pending { var subview: Int; var span: Int; var fullWidth: Bool }
        var pendingRows: [[Pending]] = []
        var lastRowID: Int?
        for index in subviews.indices {
            let subview = subviews[index]
            let span = min(max(1, subview[GridCellColumnsKey.self]), GridStructure.maximumSpan)
            if let membership = subview[GridRowKey.self] {
                if membership.id != lastRowID || pendingRows.isEmpty {
                    pendingRows.append([])
                    rows.guides.append(membership.alignment?.key)
                }
                pendingRows[pendingRows.count - 1].append(Pending(subview: index, span: span, fullWidth: false))
                lastRowID = membership.id
            } else {
                pendingRows.append([Pending(subview: index, span: span, fullWidth: true)])
                rows.guides.append(nil)
                lastRowID = nil
            }
        }
        var columnCount = 0
        for row in pendingRows where !row[0].fullWidth {
            columnCount = max(columnCount, row.reduce(0) { $0 + $1.span })
        }
        columnCount = max(columnCount, pendingRows.isEmpty ? 0 : 1)
        rows.count = pendingRows.count
        for (r, row) in pendingRows.enumerated() {
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
        columns.count = max(columnCount, cells.map { $0.column + $0.span }.max() ?? 0)
        // Column alignment: the first cell of a column that sets one decides.
        columns.guides = Array(repeating: nil, count: columns.count)
        for cell in cells where cell.span == 1 && columns.guides[cell.column] == nil {
            columns.guides[cell.column] = subviews[cell.subview][GridColumnAlignmentKey.self]?.key
        }
        // 2. Spacing between neighbouring columns and rows.
        columns.gaps = gaps(along: .horizontal, spacing: horizontalSpacing, subviews)
        rows.gaps = gaps(along: .vertical, spacing: verticalSpacing, subviews)
    }

    /// Step 2: the space after each track along `axis` but the last: `spacing` if given, else
    /// the largest distance the spacing preferences of two *facing* cells ask for: one ending
    /// at the track and one starting at the next, sharing a track across (stacked in a column,
    /// or side by side in a row). Cells are paired, not merged: a plain view and a text in the
    /// row below a plain view are 8 from it (the plain pair's distance), where the union of
    /// their preferences would ask only the text's 4.74 (swiftui-web `grid/modifiers`). With no
    /// facing pair (spans that leave none), the distance from the union of the cells on one
    /// side to the union of those on the other (8 next to an empty track).
    ///
    /// - Complexity: O(*n* log *n*) in the number of cells: each track's cells are sorted
    ///   across and paired by a sweep, every cell taking part in at most two gaps.
    private func gaps(along axis: Axis, spacing: CGFloat?, _ subviews: LayoutSubviews) -> [CGFloat] {
        let count = max(tracks(along: axis).count - 1, 0)
        if let spacing { return Array(repeating: spacing, count: count) }
        let across: Axis = axis == .horizontal ? .vertical : .horizontal
        // The cells ending at each track and those starting at it, ordered across.
        var ending = Array(repeating: [Int](), count: count + 1)
        var starting = Array(repeating: [Int](), count: count + 1)
        for (index, cell) in cells.enumerated() {
            let start = cell.start(along: axis)
            let end = start + cell.span(along: axis) - 1
            if end < count { ending[end].append(index) }
            if start > 0, start <= count { starting[start].append(index) }
        }
        func ordered(_ list: [Int]) -> [Int] {
            list.sorted { cells[$0].start(along: across) < cells[$1].start(along: across) }
        }
        return (0 ..< count).map { track in
            let before = ordered(ending[track]), after = ordered(starting[track + 1])
            var widest: CGFloat?
            // Sweep both lists across: a pair faces when their ranges across overlap.
            var i = 0, j = 0
            while i < before.count, j < after.count {
                let upper = cells[before[i]], lower = cells[after[j]]
                let upperEnd = upper.start(along: across) + upper.span(along: across)
                let lowerEnd = lower.start(along: across) + lower.span(along: across)
                if upper.start(along: across) < lowerEnd, lower.start(along: across) < upperEnd {
                    let distance = subviews[upper.subview].spacing.distance(to: subviews[lower.subview].spacing, along: axis)
                    widest = Swift.max(widest ?? distance, distance)
                }
                if upperEnd <= lowerEnd { i += 1 } else { j += 1 }
            }
            if let widest { return widest }
            var union = (before: ViewSpacing(), after: ViewSpacing())
            for index in before { union.before.formUnion(subviews[cells[index].subview].spacing) }
            for index in after { union.after.formUnion(subviews[cells[index].subview].spacing) }
            return union.before.distance(to: union.after, along: axis)
        }
    }

    /// The length of the tracks along `axis` together with the spacing between them.
    func length(along axis: Axis, _ lengths: Lengths) -> CGFloat {
        lengths[axis].reduce(0, +) + tracks(along: axis).gaps.reduce(0, +)
    }

    /// The length along `axis` of the tracks a cell occupies, with the spacing between them.
    func extent(of cell: Cell, along axis: Axis, _ lengths: [CGFloat]) -> CGFloat {
        let start = cell.start(along: axis), span = cell.span(along: axis)
        let inner = span <= 1 ? 0 : tracks(along: axis).gaps[start ..< start + span - 1].reduce(0, +)
        return lengths[start ..< start + span].reduce(0, +) + inner
    }

    // MARK: Sizing

    /// Steps 3 and 4: the columns' widths, then the rows' heights, for `proposal`.
    func trackLengths(for proposal: ProposedViewSize, _ subviews: LayoutSubviews, alignment: Alignment) -> Lengths {
        let widths = lengths(along: .horizontal, proposal.width, across: nil, subviews)
        var lengths = Lengths(
            columns: widths, rows: self.lengths(along: .vertical, proposal.height, across: widths, subviews))
        // Rows only: a row lined up on a baseline (or another guide that is not a fraction of
        // the height) is as tall as its cells lined up on it. Columns are not widened so.
        for row in 0 ..< rows.count {
            let guide = rows.guides[row] ?? alignment.vertical.key
            guard guide.standardFraction == nil else { continue }
            let block = line(row, along: .vertical, guide: guide, lengths, subviews)
            lengths.rows[row] = max(lengths.rows[row], block.extent)
        }
        return lengths
    }

    /// Steps 3 and 4 for the tracks along `axis`, for a `proposed` length along it. Each cell
    /// is proposed, across the axis, the extent of its tracks in `across` (the columns' widths,
    /// when sizing rows), or nothing when `across` is `nil` (when sizing columns).
    private func lengths(
        along axis: Axis, _ proposed: CGFloat?, across: [CGFloat]?, _ subviews: LayoutSubviews
    ) -> [CGFloat] {
        let tracks = self.tracks(along: axis)
        let sized = cells.filter { !$0.unsized.contains(Axis.Set(axis)) }
        let single = sized.filter { $0.span(along: axis) == 1 }
        func proposal(_ cell: Cell, _ length: CGFloat?) -> ProposedViewSize {
            ProposedViewSize(length, along: axis, across.map { extent(of: cell, along: axis.orthogonal, $0) })
        }
        /// The length of the longest single-track cell of `track` at `offer`.
        func longest(_ track: Int, offer: CGFloat?) -> CGFloat {
            var result: CGFloat = 0
            for cell in single where cell.start(along: axis) == track {
                result = max(result, subviews[cell.subview].sizeThatFits(proposal(cell, offer))[axis])
            }
            return result
        }
        // a. The tracks from the cells that occupy one track.
        var lengths: [CGFloat]
        if let proposed {
            lengths = TrackDistribution.lengths(count: tracks.count, available: proposed - tracks.gaps.reduce(0, +)) {
                longest($0, offer: $1)
            }
        } else {
            lengths = (0 ..< tracks.count).map { longest($0, offer: nil) }
        }
        // b. A spanning cell (only columns have them) is offered its tracks and whatever length
        // the grid has left; what it takes beyond its tracks widens them equally. Narrow spans
        // first.
        let spanning = sized.filter { $0.span(along: axis) > 1 }.sorted { $0.span(along: axis) < $1.span(along: axis) }
        for cell in spanning {
            let current = extent(of: cell, along: axis, lengths)
            let offer = proposed.map { current + max(0, $0 - lengths.reduce(0, +) - tracks.gaps.reduce(0, +)) }
            let needed = subviews[cell.subview].sizeThatFits(proposal(cell, offer))[axis]
            guard needed > current, needed.isFinite else { continue }
            let start = cell.start(along: axis), span = cell.span(along: axis)
            let extra = (needed - current) / CGFloat(span)
            for track in start ..< start + span { lengths[track] += extra }
        }
        return lengths
    }

    // MARK: Placement

    /// Step 5: places every cell in its box in `bounds`.
    func place(in bounds: CGRect, _ lengths: Lengths, _ subviews: LayoutSubviews, alignment: Alignment) {
        let xs = origins(along: .horizontal, lengths.columns, from: bounds.minX)
        let ys = origins(along: .vertical, lengths.rows, from: bounds.minY)
        // The line each track's cells are lined up on, found when its first cell is placed.
        var lines: [Axis: [CGFloat?]] = [
            .horizontal: Array(repeating: nil, count: columns.count), .vertical: Array(repeating: nil, count: rows.count),
        ]
        for cell in cells {
            let box = CGRect(
                x: xs[cell.column], y: ys[cell.row],
                width: extent(of: cell, along: .horizontal, lengths.columns),
                height: extent(of: cell, along: .vertical, lengths.rows))
            let proposal = ProposedViewSize(box.size)
            let subview = subviews[cell.subview]
            let dimensions = subview.dimensions(in: proposal)
            /// The cell's origin along `axis`.
            func position(along axis: Axis) -> CGFloat {
                let start = box.minimum(along: axis)
                let room = box.length(along: axis) - dimensions.size[axis]
                if let anchor = cell.anchor { return start + anchor[axis] * room }
                let track = cell.start(along: axis)
                // A spanning cell is placed by the grid's guide (its columns' own alignments do
                // not apply), at the guide's fraction of the width it spans.
                guard cell.span(along: axis) == 1 else {
                    return start + (alignment.key(along: axis).standardFraction ?? 0) * room
                }
                let guide = tracks(along: axis).guides[track] ?? alignment.key(along: axis)
                if lines[axis]![track] == nil {
                    lines[axis]![track] = line(track, along: axis, guide: guide, lengths, subviews).position
                }
                return start + lines[axis]![track]! - dimensions[guide]
            }
            let origin = CGPoint(x: position(along: .horizontal), y: position(along: .vertical))
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// Where each track along `axis` starts, the first at `start`.
    private func origins(along axis: Axis, _ lengths: [CGFloat], from start: CGFloat) -> [CGFloat] {
        let gaps = tracks(along: axis).gaps
        var result: [CGFloat] = []
        var position = start
        for (track, length) in lengths.enumerated() {
            result.append(position)
            position += length + (track < gaps.count ? gaps[track] : 0)
        }
        return result
    }

    /// Where the cells of `track` along `axis` that line up on `guide` put it, from the track's
    /// leading (top) edge, and the length of the lined-up block along the axis. The cells that
    /// occupy this track alone and set no anchor take part, each measured in its box; the block
    /// sits in the track aligned by the guide's fraction of its length (0 for a guide that is
    /// not a fraction).
    private func line(
        _ track: Int, along axis: Axis, guide: AlignmentKey, _ lengths: Lengths, _ subviews: LayoutSubviews
    ) -> (position: CGFloat, extent: CGFloat) {
        let length = lengths[axis][track], across = lengths[axis.orthogonal]
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for cell in cells where cell.start(along: axis) == track && cell.span(along: axis) == 1 && cell.anchor == nil {
            let proposal = ProposedViewSize(length, along: axis, extent(of: cell, along: axis.orthogonal, across))
            let dimensions = subviews[cell.subview].dimensions(in: proposal)
            low = min(low, -dimensions[guide])
            high = max(high, dimensions.size[axis] - dimensions[guide])
        }
        guard low.isFinite, high.isFinite else { return (0, 0) }
        let fraction = guide.standardFraction ?? 0
        return (fraction * (length - (high - low)) - low, high - low)
    }
}
