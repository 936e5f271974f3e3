import Foundation

/// The layout of one line of a table in columns: its header, or one of its rows.
///
/// Its subviews, in order:
/// - a header: each column's label, then each column's divider, then the line below;
/// - a row: the row's band when it has one (an alternate row's or a selected row's), then
///   each column's cell.
///
/// 1. The columns' starts and pitches come from the line's width (``TableColumnWidths``): the
///    header and every row of a table are as wide as the table, so their columns line up.
/// 2. A header is 28 points tall. A label sits 10 points into its column, centred down the
///    header (derived), proposed its column's content width; a divider is a point wide at
///    the last point of its column's pitch, from 6 to 22 down, and the last column's only
///    when its pitch ends before the trailing margin; the line below is a point tall at 27.
/// 3. A row is 24 points tall, or its tallest cell and 4 points above and below (derived:
///    the recordings' cells are all 16 tall, 4 down). A cell sits 8 points into its column,
///    centred down the row, proposed its column's content width; the band spans the row
///    10 points in from both sides.
/// 4. Across, the line takes the width it is offered (its columns' ideal pitches and the
///    margins when offered none): columns that overflow run past its trailing edge.
///
/// Sources: swiftui-web goldens `table/*` (macOS 26.2) and that project's write-up of their
/// pixels (Docs/elements/Table.md).
struct TableColumnsLayout: Layout {
    enum Part: Equatable {
        case header
        /// A row; `band` when its first subview is a band.
        case row(band: Bool)
    }

    let widths: [TableColumnWidth]
    let part: Part

    static let headerHeight: CGFloat = 28
    static let rowHeight: CGFloat = 24
    static let cellVerticalInset: CGFloat = 4
    static let labelLeading: CGFloat = 10
    static let dividerTop: CGFloat = 6
    static let dividerHeight: CGFloat = 16
    static let bandInset: CGFloat = 10

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The index of the first cell (or label) among the subviews.
    private var firstCell: Int { part == .row(band: true) ? 1 : 0 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? TableColumnWidths.idealWidth(widths)
        return CGSize(width: width, height: height(columns: TableColumnWidths.columns(widths, in: width), subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let columns = TableColumnWidths.columns(widths, in: bounds.width)
        let height = height(columns: columns, subviews)
        let count = Swift.min(columns.count, subviews.count - firstCell)
        switch part {
        case .header:
            for index in 0 ..< count {
                let column = columns[index]
                let proposal = ProposedViewSize(width: column.contentWidth, height: nil)
                let size = subviews[index].sizeThatFits(proposal)
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + column.x + Self.labelLeading, y: bounds.minY + centred(size.height, in: height)),
                    anchor: .topLeading, proposal: proposal)
            }
            // The dividers, then the line below.
            for index in 0 ..< count where count + index < subviews.count {
                let column = columns[index]
                let end = column.x + column.pitch
                let shown = index < count - 1 || end <= bounds.width - TableColumnWidths.trailingMargin
                subviews[count + index].place(
                    at: CGPoint(x: bounds.minX + end - 1, y: bounds.minY + Self.dividerTop), anchor: .topLeading,
                    proposal: shown ? ProposedViewSize(width: 1, height: Self.dividerHeight) : .zero)
            }
            if 2 * count < subviews.count {
                subviews[2 * count].place(
                    at: CGPoint(x: bounds.minX, y: bounds.minY + height - 1), anchor: .topLeading,
                    proposal: ProposedViewSize(width: bounds.width, height: 1))
            }
        case let .row(band):
            if band, !subviews.isEmpty {
                subviews[0].place(
                    at: CGPoint(x: bounds.minX + Self.bandInset, y: bounds.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: Swift.max(bounds.width - 2 * Self.bandInset, 0), height: height))
            }
            for index in 0 ..< count {
                let column = columns[index], subview = subviews[firstCell + index]
                let proposal = ProposedViewSize(width: column.contentWidth, height: nil)
                let size = subview.sizeThatFits(proposal)
                subview.place(
                    at: CGPoint(x: bounds.minX + column.x + TableColumnWidths.cellLeading, y: bounds.minY + centred(size.height, in: height)),
                    anchor: .topLeading, proposal: proposal)
            }
        }
    }

    /// The line's height: a header's, or a row's from its cells.
    private func height(columns: [TableColumnWidths.Column], _ subviews: Subviews) -> CGFloat {
        guard case .row = part else { return Self.headerHeight }
        var tallest: CGFloat = 0
        for index in 0 ..< Swift.min(columns.count, subviews.count - firstCell) {
            let height = subviews[firstCell + index].sizeThatFits(ProposedViewSize(width: columns[index].contentWidth, height: nil)).height
            if height.isFinite { tallest = Swift.max(tallest, height) }
        }
        return Swift.max(Self.rowHeight, tallest + 2 * Self.cellVerticalInset)
    }

    private func centred(_ height: CGFloat, in line: CGFloat) -> CGFloat {
        height.isFinite ? (line - height) / 2 : 0
    }
}

extension TableColumnsLayout: BuiltInLayout {
    /// Sized from its proposal's width; guides and spacing are its subviews' (the defaults).
    static var promises: BuiltInLayoutPromises { [.mergesSubviewGuides, .spacingOfAlikeSubviews] }
}
