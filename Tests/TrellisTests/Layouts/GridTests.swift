import Foundation
import Testing
@testable import Trellis

/// A fixed-size cell.
private func box(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
    Color.red.frame(width: width, height: height).id(id)
}

@Suite("Grid")
@MainActor
struct GridTests {
    // https://developer.apple.com/documentation/swiftui/grid — "the grid handles row and column
    // creation as a single operation": each column is as wide as its widest cell, each row as
    // tall as its tallest; nil spacing is the default distance between views, 8 points
    // (docs/semantics.md, "Spacing: Default spacing"). Columns 40 and 30, rows 10 and 30:
    // 40 + 8 + 30 = 78 wide, 10 + 8 + 30 = 48 tall. Cells are centred by default: a (20 × 10)
    // at x = (40 − 20) / 2.
    @Test("columns are as wide as their widest cell and rows as tall as their tallest, 8 apart")
    func columnsAndRows() {
        let result = Grid {
            GridRow { box(20, 10, "a"); box(30, 10, "b") }
            GridRow { box(40, 20, "c"); box(10, 30, "d") }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 78, height: 48))
        #expect(result.frame(of: "a") == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 48, y: 0, width: 30, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 23, width: 40, height: 20))
        #expect(result.frame(of: "d") == CGRect(x: 58, y: 18, width: 10, height: 30))
    }

    // https://developer.apple.com/documentation/swiftui/grid/init(alignment:horizontalspacing:verticalspacing:content:)
    // — "The horizontal distance between each cell, given in points": 20 + 5 + 20 wide,
    // 10 + 3 + 10 tall.
    @Test("explicit horizontal and vertical spacing separate the columns and rows")
    func explicitSpacing() {
        let result = Grid(horizontalSpacing: 5, verticalSpacing: 3) {
            GridRow { box(20, 10, "a"); box(20, 10, "b") }
            GridRow { box(20, 10, "c"); box(20, 10, "d") }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 45, height: 23))
        #expect(result.frame(of: "d") == CGRect(x: 25, y: 13, width: 20, height: 10))
    }

    /// Column 0 is 40 wide (from "wide"), row 0 is 40 tall (from "tall"): "small" (10 × 10)
    /// has 30 points of room on each axis.
    private func alignmentGrid<Small: View>(_ alignment: Alignment, row: VerticalAlignment? = nil, small: Small) -> LayoutResult {
        Grid(alignment: alignment, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: row) { small; box(10, 40, "tall") }
            GridRow { box(40, 10, "wide"); box(10, 10, "other") }
        }.layout(in: .unspecified)
    }

    // https://developer.apple.com/documentation/swiftui/grid (Cell spacing and alignment):
    // the grid's alignment places each view in its cell.
    @Test("the grid's alignment places a view in its cell", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 15, y: 15)),
        (.bottomTrailing, CGPoint(x: 30, y: 30)), (.top, CGPoint(x: 15, y: 0)), (.trailing, CGPoint(x: 30, y: 15)),
    ])
    func gridAlignment(alignment: Alignment, origin: CGPoint) {
        let result = alignmentGrid(alignment, small: box(10, 10, "small"))
        #expect(result.frame(of: "small")?.origin == origin)
    }

    // https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:) — the
    // column alignment overrides the grid's horizontal alignment for the whole column, even
    // when set on another cell of it ("wide" sets it; "small" follows: x = 40 − 10).
    @Test("a column alignment set on one cell aligns every cell of the column")
    func columnAlignmentOverridesGrid() {
        let result = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10, "small"); box(10, 40, "tall") }
            GridRow { box(40, 10, "wide").gridColumnAlignment(.trailing); box(10, 10, "other") }
        }.layout(in: .unspecified)
        #expect(result.frame(of: "small")?.origin == CGPoint(x: 30, y: 0))
    }

    // https://developer.apple.com/documentation/swiftui/gridrow/init(alignment:content:) —
    // "If you don't specify a value, the row uses the vertical alignment component of the
    // grid's alignment": a row alignment overrides it (bottom: y = 40 − 10).
    @Test("a row alignment overrides the grid's vertical alignment")
    func rowAlignmentOverridesGrid() {
        let result = alignmentGrid(.topLeading, row: .bottom, small: box(10, 10, "small"))
        #expect(result.frame(of: "small")?.origin == CGPoint(x: 0, y: 30))
    }

    // https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:) — a cell's
    // anchor overrides the row's, column's and grid's alignment: the view's unit point sits on
    // the cell's (0.25 × 30 = 7.5, 0.75 × 30 = 22.5).
    @Test("a cell anchor overrides the grid, column and row alignment")
    func cellAnchorWins() {
        let result = Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) {
                box(10, 10, "small").gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                box(10, 40, "tall")
            }
            GridRow { box(40, 10, "wide").gridColumnAlignment(.leading); box(10, 10, "other") }
        }.layout(in: .unspecified)
        #expect(result.element(id: "small")?.exactFrame.origin == CGPoint(x: 7.5, y: 22.5))
    }

    // https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:) — a cell
    // spans `count` columns: the 30-wide view is centred over both 20-wide columns and the
    // 10 points between them (x = (50 − 30) / 2).
    @Test("a spanning cell covers several columns and the spacing between them")
    func spanningCell() {
        let result = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(20, 10, "a"); box(20, 10, "b") }
            GridRow { box(30, 10, "wide").gridCellColumns(2) }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 50, height: 20))
        #expect(result.frame(of: "wide") == CGRect(x: 10, y: 10, width: 30, height: 10))
    }

    // Apple's documentation does not say how a spanning cell wider than its columns widens
    // them; Trellis shares the excess equally (GridLayout step 3): 70 − (20 + 10 + 20) = 20,
    // so both columns become 30 and "b" is centred at 30 + 10 + 5.
    @Test("a spanning cell wider than its columns widens them equally")
    func spanningCellWidensColumns() {
        let result = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(20, 10, "a"); box(20, 10, "b") }
            GridRow { box(70, 10, "wide").gridCellColumns(2) }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 70, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 45, y: 0, width: 20, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/grid (Multicolumn cells): a view given
    // to the grid directly, outside any GridRow, makes a row of its own that spans all of the
    // grid's columns. The flexible colour is proposed the whole width: 20 + 10 + 30.
    @Test("a view outside a GridRow spans every column")
    func viewOutsideRowSpansAll() {
        let result = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(20, 10, "a"); box(30, 10, "b") }
            Color.green.frame(height: 5).id("line")
        }.layout(in: .unspecified)
        #expect(result.frame(of: "line") == CGRect(x: 0, y: 10, width: 60, height: 5))
    }

    // https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:) — without
    // the modifier a flexible full-width view takes all the width offered (300); with it, the
    // view takes the width the other cells set (20 + 10 + 30).
    @Test("an unsized flexible cell takes the size the other cells set", arguments: [false, true])
    func unsizedAxes(unsized: Bool) {
        let result = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(20, 10, "a"); box(30, 10, "b") }
            if unsized {
                Color.green.frame(height: 1).gridCellUnsizedAxes(.horizontal).id("line")
            } else {
                Color.green.frame(height: 1).id("line")
            }
        }.layout(in: ProposedViewSize(width: 300, height: 100))
        #expect(result.frame(of: "line")?.width == (unsized ? 60 : 300))
    }

    // https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:) — an
    // unsized cell does not define its row's height: the colour takes the 10 the box sets.
    @Test("a cell unsized on both axes fills the cell the others define")
    func unsizedBothAxes() {
        let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner")
                box(20, 10, "a")
            }
            GridRow { box(30, 15, "b"); box(20, 15, "c") }
        }.layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.frame(of: "corner") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    // Derived from the stack rule that Apple's Grid documentation likens the grid to ("a
    // collection of HStack instances wrapped in a VStack"): flexible cells share the space,
    // (200 − 0) / 2 per column and (100 − 0) / 2 per row.
    @Test("flexible cells share the proposed space equally")
    func flexibleCellsShare() {
        let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.id("a"); Color.blue.id("b") }
            GridRow { Color.green.id("c"); Color.yellow.id("d") }
        }.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.size == CGSize(width: 200, height: 100))
        #expect(result.frame(of: "d") == CGRect(x: 100, y: 50, width: 100, height: 50))
    }

    // Derived as above, with the stack's order (least flexible first): the fixed column takes
    // 50 of its 100 share, the flexible column the remaining 200 − 8 − 50 = 142.
    @Test("a flexible column takes what a fixed column leaves")
    func flexibleColumnTakesTheRest() {
        let result = Grid(verticalSpacing: 0) {
            GridRow { box(50, 10, "fixed"); Color.red.id("flexible") }
        }.layout(in: ProposedViewSize(width: 200, height: 10))
        #expect(result.frame(of: "flexible") == CGRect(x: 58, y: 0, width: 142, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/grid — the cells of a row line up on
    // the row's vertical guide. Derived for a baseline: "a" has its baseline at 20, "b" (no
    // text) at its bottom, 10; both sit on the line 20 from the row's top, so "b" is at 10.
    @Test("cells of a row line up on a text baseline")
    func baselineRow() {
        let result = Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                box(10, 30, "a").alignmentGuide(.firstTextBaseline) { _ in 20 }
                box(10, 10, "b")
            }
        }.layout(in: .unspecified)
        #expect(result.frame(of: "b")?.minY == 10)
        #expect(result.size.height == 30)
    }

    // https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection —
    // right to left, the first column is on the right: "a" at 78 − 10 − 20 = 48.
    @Test("a right-to-left grid puts its first column on the right")
    func rightToLeft() {
        let result = Grid {
            GridRow { box(20, 10, "a"); box(30, 10, "b") }
            GridRow { box(40, 20, "c"); box(10, 30, "d") }
        }.environment(\.layoutDirection, .rightToLeft).layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 48, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    // docs/semantics.md, "Bad input: Structure": an empty grid, or one proposed zero, must not
    // crash.
    @Test("an empty grid is zero-sized")
    func emptyGrid() {
        #expect(Grid {}.layout(in: ProposedViewSize(width: 100, height: 100)).size == .zero)
        #expect(Grid { GridRow {} }.layout(in: .unspecified).size == .zero)
    }

    // docs/semantics.md, "Bad input: Structure": a zero proposal gives flexible cells nothing
    // and fixed cells their size; spacing still counts.
    @Test("a grid proposed zero lays out without crashing")
    func zeroProposal() {
        let result = Grid(horizontalSpacing: 4) {
            GridRow { Color.red.id("a"); box(10, 10, "b") }
        }.layout(in: .zero)
        #expect(result.frame(of: "a")?.width == 0)
        #expect(result.size == CGSize(width: 14, height: 10))
        #expect(result.diagnostics.isEmpty)
    }

    // https://developer.apple.com/documentation/swiftui/gridlayout — "This layout container
    // behaves like a Grid": the same cells give the same frames.
    @Test("GridLayout lays out like Grid")
    func gridLayoutMatchesGrid() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 3) {
            GridRow { box(20, 10, "a"); box(30, 10, "b") }
            GridRow { box(40, 20, "c") }
        }.layout(in: .unspecified)
        let layout = GridLayout(alignment: .topLeading, horizontalSpacing: 3) {
            GridRow { box(20, 10, "a"); box(30, 10, "b") }
            GridRow { box(40, 20, "c") }
        }.layout(in: .unspecified)
        for id in ["a", "b", "c"] { #expect(grid.frame(of: id) == layout.frame(of: id)) }
        #expect(grid.size == layout.size)
    }

    // https://developer.apple.com/documentation/swiftui/gridrow — rows may be generated with
    // ForEach; each GridRow is its own row, even when two follow each other.
    @Test("consecutive GridRows are separate rows")
    func consecutiveRows() {
        let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0 ..< 3) { row in
                GridRow { box(10, 10, "r\(row)") }
            }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 10, height: 30))
        #expect(result.frame(of: "r2")?.minY == 20)
    }

    // Apple's documentation does not say what a modifier on a GridRow does; Trellis treats the
    // row like a Group (its views are the grid's cells), so the modifier applies to each cell:
    // two 10 × 10 cells, 8 apart.
    @Test("a modifier on a GridRow applies to each of its cells")
    func rowModifierAppliesToCells() {
        let result = Grid {
            GridRow { Color.red.id("a"); Color.blue.id("b") }.frame(width: 10, height: 10)
        }.layout(in: ProposedViewSize(width: 200, height: 200))
        #expect(result.size == CGSize(width: 28, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    // As above: outside a Grid, a GridRow's views are laid out by the enclosing container.
    @Test("outside a grid, a row's views belong to the enclosing container")
    func rowOutsideGrid() {
        let result = HStack(spacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10).id("b") }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 20, height: 10))
        #expect(result.frame(of: "b")?.minX == 10)
    }

    // https://developer.apple.com/documentation/swiftui/grid (Column count): the grid has as
    // many columns as its longest row; a shorter row leaves its trailing cells empty, so the
    // short row's cell stays in the first column.
    @Test("a short row leaves its trailing cells empty")
    func shortRow() {
        let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10, "a"); box(20, 10, "b") }
            GridRow { box(10, 10, "c") }
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 30, height: 20))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 10, width: 10, height: 10))
    }
}

@Suite("Grid with bad input")
@MainActor
struct GridBadInputTests {
    // docs/semantics.md, "Bad input: Numbers": a NaN spacing is not a distance; like the
    // stacks, the grid reports it and uses the cells' preferred spacing (8 between plain
    // views): 10 + 8 + 10.
    @Test("a NaN spacing is reported and replaced by the default")
    func nanSpacing() {
        let result = Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10).id("b") }
            GridRow { Color.red.frame(width: 10, height: 10).id("c") }
        }.layout(in: .unspecified)
        #expect(result.frame(of: "b")?.minX == 18)
        #expect(result.frame(of: "c")?.minY == 18)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue, .invalidModifierValue])
    }

    // https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:) — "The number
    // of columns that the view should consume": a count below 1 consumes one column.
    @Test("a column count below 1 counts as 1")
    func zeroColumns() {
        let result = Grid(horizontalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(0); Color.red.frame(width: 10, height: 10).id("b") }
        }.layout(in: .unspecified)
        #expect(result.frame(of: "b")?.minX == 10)
    }

    // docs/semantics.md, "Bad input: Structure": a runaway column count must not exhaust
    // memory. With spacing 0 the empty columns are 0 wide, so the grid stays 10 wide whatever
    // the cap.
    @Test("a huge column count lays out without allocating that many columns")
    func hugeColumnCount() {
        let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(Int.max).id("a") }
        }.layout(in: .unspecified)
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // Derived: a negative spacing is a distance (cells overlap), as in stacks: 10 − 4 = 6.
    @Test("a negative spacing makes neighbouring columns overlap")
    func negativeSpacing() {
        let result = Grid(horizontalSpacing: -4) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10).id("b") }
        }.layout(in: .unspecified)
        #expect(result.frame(of: "b")?.minX == 6)
        #expect(result.size.width == 16)
    }
    /// A stand-in whose facing edge states `categories` on `edge` and nothing else.
    private func cell(_ id: String, _ edge: Edge, _ categories: SpacingCategories) -> some View {
        var spacing = ViewSpacing()
        spacing[edge] = EdgePreferences(categories: categories)
        return StandIn.fixed(width: 20, height: 10).spacing(spacing).marked(id)
    }

    // swiftui-web grid/modifiers at 8e3eab3 (docs/semantics.md, "Grid spacing"): a full-width
    // shape is 8 above a row of a shape and a text, not the text's 4.74. The pairs' distances
    // are 8 (two shapes: no category shared) and 4 (the text-edge category shared); merged,
    // the row's top would share that category and ask only 4.
    @Test("rows are as far apart as their widest facing pair of cells, not their merged preferences")
    func facingPairs() {
        let result = Grid {
            StandIn.fixed(width: 48, height: 4).spacing(.plainView).marked("divider")
            GridRow {
                StandIn.fixed(width: 20, height: 10).spacing(.plainView).marked("shape")
                cell("text", .top, [.edgeAboveText: .distance(4)])
            }
        }.layout(in: .unspecified)
        let divider = result.frame(of: "divider"), shape = result.frame(of: "shape")
        #expect(shape.map(\.minY) == divider.map { $0.maxY + ViewSpacing.systemDefault })
    }

    // Docs/elements/Grid.md of swiftui-web ("the widest spacing distance between stacked
    // cells"): a cell faces only the cells of the next row in its columns. Here the two cells
    // sharing a category are in different columns, so the rows are the default 8 apart (their
    // merged preferences would ask 10 + 10).
    @Test("cells in different columns do not face each other across rows")
    func facingOnlyInColumns() {
        let result = Grid {
            GridRow {
                cell("a", .bottom, [.textToText: .distance(10)])
                StandIn.fixed(width: 20, height: 10).marked("b")
            }
            GridRow {
                StandIn.fixed(width: 20, height: 10).marked("c")
                cell("d", .top, [.textToText: .distance(10)])
            }
        }.layout(in: .unspecified)
        let a = result.frame(of: "a"), c = result.frame(of: "c")
        #expect(c.map(\.minY) == a.map { $0.maxY + ViewSpacing.systemDefault })
    }
}

