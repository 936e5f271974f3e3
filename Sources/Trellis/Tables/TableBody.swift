import Foundation

// The platform's table, the body of the built-in table styles: in a regular width, a header
// over a scroll view of rows, each line laid out in columns by ``TableColumnsLayout``; in a
// compact width, a list of the rows' first cells.

/// A table's columns and rows as collected, with what selecting and sorting do.
struct TableContent<Value: Identifiable> {
    let columns: [TableColumnEntry<Value>]
    let rows: [Value]
    /// The selected rows' ids, as the selection binding read when the table was made.
    let selected: Set<Value.ID>
    let selection: TableSelection<Value.ID>
    let sort: ((AnyHashable) -> Void)?
}

/// The metrics of a regular-width table (macOS 26, swiftui-web goldens `table/*` and their
/// write-up, Docs/elements/Table.md).
enum TableMetrics {
    /// The space above the first row, below the header.
    static let rowsTop: CGFloat = 5
    /// The band behind every second row: grey 244.
    static let alternateBand = Color(white: 244 / 255)
    /// The band behind a selected row: grey 220 (an inactive window's selection).
    static let selectionBand = Color(white: 220 / 255)
    /// The rows' bands' corner radius (approximate, from the recording's pixels).
    static let bandCornerRadius: CGFloat = 6
    /// The header's dividers and the line below it: grey 229 (the line's grey is assumed).
    static let divider = Color(white: 229 / 255)
}

/// A table in a regular width: its header (unless hidden) over its rows in a scroll view.
nonisolated struct RegularTable<Value: Identifiable>: View, PrimitiveView {
    let content: TableContent<Value>

    var body: Never { fatalError("RegularTable has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let content = self.content, widths = content.columns.map(\.width)
        let selected = content.selected, headersHidden = resolver.environment.table.headersHidden
        let table = VStack(spacing: 0) {
            if !headersHidden {
                TableHeader(columns: content.columns, widths: widths, sort: content.sort)
            }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0 ..< content.rows.count, id: \.self) { index in
                        let value = content.rows[index]
                        let band = selected.contains(value.id) ? TableMetrics.selectionBand : index % 2 == 1 ? TableMetrics.alternateBand : nil
                        TableActivation(action: content.selection.select(value.id)) {
                            TableLine(
                                widths: widths, part: .row(band: band != nil),
                                views: (band.map { [AnyView(RoundedRectangle(cornerRadius: TableMetrics.bandCornerRadius).fill($0))] } ?? [])
                                    + content.columns.map { $0.cell(value) })
                        }
                        .id(value.id)
                    }
                }
                .padding(.top, TableMetrics.rowsTop)
            }
        }
        resolver.resolve(table, into: &elements)
    }
}

/// A table's header: its columns' labels (a sortable column's pressed to sort), their
/// dividers and the line below.
nonisolated struct TableHeader<Value: Identifiable>: View, PrimitiveView {
    let columns: [TableColumnEntry<Value>]
    let widths: [TableColumnWidth]
    let sort: ((AnyHashable) -> Void)?

    var body: Never { fatalError("TableHeader has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        var views: [AnyView] = columns.map { column in
            guard let sort, let comparator = column.comparator else { return column.label }
            let pressed = TableActivation(action: { sort(comparator) }) { column.label }
            return column.title.map { AnyView(pressed.id($0)) } ?? AnyView(pressed)
        }
        views += Array(repeating: AnyView(TableMetrics.divider), count: columns.count + 1)
        resolver.resolve(TableLine(widths: widths, part: .header, views: views), into: &elements)
    }
}

/// One line of a table, its views laid out by ``TableColumnsLayout``.
nonisolated struct TableLine: View, PrimitiveView {
    let widths: [TableColumnWidth]
    let part: TableColumnsLayout.Part
    let views: [AnyView]

    var body: Never { fatalError("TableLine has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let name = part == .header ? "TableHeader" : "TableRow"
        resolver.resolve(
            LayoutContainerView(layout: TableColumnsLayout(widths: widths, part: part), content: TableViews(views: views), name: .text(name)),
            into: &elements)
    }
}

/// Views given as an array, each a subview of the container around, in order.
nonisolated struct TableViews: View, PrimitiveView {
    let views: [AnyView]

    var body: Never { fatalError("TableViews has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        for view in views { resolver.resolve(view, into: &elements) }
    }
}

/// Content that a tap, or ``LayoutHost/activate(id:)``, activates with `action` (when there
/// is one): a table's row selects it, a sortable header sorts by its column.
nonisolated struct TableActivation<Content: View>: View, PrimitiveView {
    let action: (() -> Void)?
    let content: Content

    init(action: (() -> Void)?, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    var body: Never { fatalError("TableActivation has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        if let action { resolver.update(elements[start...]) { $0.action = action } }
    }
}

/// A table in a compact width: a list of its rows' first cells, with no header.
nonisolated struct CompactTable<Value: Identifiable>: View, PrimitiveView {
    let content: TableContent<Value>

    var body: Never { fatalError("CompactTable has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let content = self.content
        let list = List {
            ForEach(0 ..< content.rows.count, id: \.self) { index in
                let value = content.rows[index]
                // The row's own node (the cell's marks stay the cell's) carries its id.
                TableActivation(action: content.selection.select(value.id)) {
                    ZStack(alignment: .leading) { content.columns.first.map { $0.cell(value) } ?? AnyView(EmptyView()) }
                }
                .id(value.id)
            }
        }
        resolver.resolve(list, into: &elements)
    }
}
