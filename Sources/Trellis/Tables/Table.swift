import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally
/// providing the ability to select one or more members.
///
/// In a regular width (macOS, visionOS, an iPad: `horizontalSizeClass == .regular`) a
/// table shows its column headers, 28 points tall, over its rows, 24 points tall (or their
/// tallest cell's height and 4 points above and below), each cell 8 points into its
/// column; every second row has a grey band, as has a selected row. The columns share the
/// table's width as macOS's table shares it (``TableColumn/width(_:)``; docs/semantics.md,
/// "Tables"). In a compact width (an iPhone, the default iOS environment) a table is a
/// `List` of its rows' first-column cells, without headers, as SwiftUI shows it there.
///
/// ```swift
/// struct Fruit: Identifiable { let id: Int; let name: String; let count: Int }
/// let fruits = [Fruit(id: 1, name: "Apple", count: 3), Fruit(id: 2, name: "Banana", count: 12)]
///
/// let table = Table(fruits) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Count") { fruit in Text("\(fruit.count)") }
/// }
/// ```
///
/// Like a `List`, a table scrolls its rows (the header stays) and makes only the rows that
/// show. Its rows are yours: sorting writes the `sortOrder` binding (pressing a sortable
/// column's header, ``LayoutHost/activate(id:)`` with the column's title headless: the
/// column first, forward, or its order reversed when it is first already), and your data,
/// sorted by it, gives the rows their order. Activating a row (``LayoutHost/activate(id:)``
/// with its value's `id`) selects it, replacing the selection.
nonisolated public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let columns: Columns
    let rows: Rows
    let selection: TableSelection<Value.ID>
    /// What pressing a sortable column's header does; `nil` without a `sortOrder` binding.
    let sort: ((AnyHashable) -> Void)?

    init(columns: Columns, rows: Rows, selection: TableSelection<Value.ID>, sort: ((AnyHashable) -> Void)?) {
        self.columns = columns
        self.rows = rows
        self.selection = selection
        self.sort = sort
    }

    /// A table has no body: it is its style's table of its rows and columns.
    public var body: Never { fatalError("Table has no body") }
}

/// A table's selection binding, if any.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)

    /// The selected rows' ids.
    var selected: Set<ID> {
        switch self {
        case .none: []
        case let .single(binding): binding.wrappedValue.map { [$0] } ?? []
        case let .multiple(binding): binding.wrappedValue
        }
    }

    /// What activating the row `id` does: selects it alone; `nil` without a binding.
    func select(_ id: ID) -> (() -> Void)? {
        switch self {
        case .none: nil
        case let .single(binding): { binding.wrappedValue = id }
        case let .multiple(binding): { binding.wrappedValue = [id] }
        }
    }
}

/// How pressing a sortable column's header changes a table's sort order.
enum TableSorting {
    /// What pressing the header of the column sorted by `comparator` does to `sortOrder`.
    static func press<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) -> (AnyHashable) -> Void {
        { comparator in
            guard let comparator = comparator.base as? Sort else { return }
            sortOrder.wrappedValue = order(afterPressing: comparator, in: sortOrder.wrappedValue)
        }
    }

    /// The sort order after pressing the header of the column sorted by `column`: the column
    /// first (as it sorts, forward unless it says otherwise) and any other entry for it left
    /// out; when it is first already, its order reversed.
    static func order<Sort: SortComparator>(afterPressing column: Sort, in order: [Sort]) -> [Sort] {
        func forward(_ comparator: Sort) -> Sort {
            var comparator = comparator
            comparator.order = .forward
            return comparator
        }
        let key = forward(column)
        if let first = order.first, forward(first) == key {
            var flipped = first
            flipped.order = first.order == .forward ? .reverse : .forward
            return [flipped] + order.dropFirst()
        }
        return [column] + order.filter { forward($0) != key }
    }
}

extension Table: PrimitiveView {
    /// Adds the table its style makes.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        // What the columns, rows and selection read (a model behind a binding, a custom row
        // content's body) is tracked, so that a change to it makes the table again.
        let (columns, rows, selection) = (self.columns, self.rows, self.selection)
        let collect = {
            var columnList = _TableColumnList<Value>()
            Columns._collectTableColumns(columns, into: &columnList)
            var rowList = _TableRowList<Value>()
            Rows._collectTableRows(rows, into: &rowList)
            return (columnList, rowList, selection.selected)
        }
        let (columnList, rowList, selected) = resolver.live.map { live in live.track(collect) } ?? collect()
        for column in columnList.columns where !column.width.isValid {
            resolver.report(.invalidModifierValue, "TableColumn.width", "has a non-finite or negative width (\(column.width)); it is left out")
        }
        let environment = resolver.environment
        let regular = environment.platform.system == .macOS || environment.platform.system == .visionOS
            || environment.horizontalSizeClass == .regular
        let content = TableContent(columns: columnList.columns, rows: rowList.values, selected: selected, selection: selection, sort: sort)
        let table = regular ? AnyView(RegularTable(content: content)) : AnyView(CompactTable(content: content))
        resolver.resolve(StyledBody(configuration: TableStyleConfiguration(table: table)) { $0.table }, into: &elements)
    }
}

extension Table {
    /// Creates a table with the given columns and rows (`valueType` names the rows' type).
    public init(
        of valueType: Value.Type,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns(), rows: rows(), selection: .none, sort: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting a single row
    /// (`valueType` names the rows' type).
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns(), rows: rows(), selection: .single(selection), sort: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows
    /// (`valueType` names the rows' type).
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns(), rows: rows(), selection: .multiple(selection), sort: nil)
    }

    /// Creates a table with the given columns and rows that sorts by a sort order binding.
    public init<Sort>(
        sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: .none, sort: TableSorting.press(sortOrder))
    }

    /// Creates a table with the given columns and rows that sorts by a sort order binding
    /// (`valueType` names the rows' type).
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: .none, sort: TableSorting.press(sortOrder))
    }

    /// Creates a table with the given columns and rows that supports selecting a single row and
    /// sorts by a sort order binding.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: .single(selection), sort: TableSorting.press(sortOrder))
    }

    /// Creates a table with the given columns and rows that supports selecting a single row and
    /// sorts by a sort order binding (`valueType` names the rows' type).
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: .single(selection), sort: TableSorting.press(sortOrder))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows
    /// and sorts by a sort order binding.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: .multiple(selection), sort: TableSorting.press(sortOrder))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows
    /// and sorts by a sort order binding (`valueType` names the rows' type).
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: .multiple(selection), sort: TableSorting.press(sortOrder))
    }
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data: data), selection: .none, sort: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// supporting selecting a single row.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data: data), selection: .single(selection), sort: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// supporting selecting multiple rows.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data: data), selection: .multiple(selection), sort: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// sorted by a sort order binding.
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Data.Element == Sort.Compared {
        self.init(columns: columns(), rows: TableForEachContent(data: data), selection: .none, sort: TableSorting.press(sortOrder))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// supporting selecting a single row and sorted by a sort order binding.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Data.Element == Sort.Compared {
        self.init(columns: columns(), rows: TableForEachContent(data: data), selection: .single(selection), sort: TableSorting.press(sortOrder))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// supporting selecting multiple rows and sorted by a sort order binding.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Data.Element == Sort.Compared {
        self.init(columns: columns(), rows: TableForEachContent(data: data), selection: .multiple(selection), sort: TableSorting.press(sortOrder))
    }
}
