import Foundation

// A table's columns are not views: each piece of column content adds its columns, in order,
// to a list the table reads when it is resolved (``TableColumnContent/_collectTableColumns(_:into:)``,
// in place of SwiftUI's `_makeContent`). A column is its header label, how a row's cell is
// made, its width and, when it sorts, its comparator.

/// A type used to represent columns within a table.
///
/// Build columns from ``TableColumn``s in a ``Table``'s `columns` closure, or declare a type
/// of your own whose ``tableColumnBody`` is made of them:
///
/// ```swift
/// struct Fruit: Identifiable { let id: Int; let name: String; let color: String }
///
/// struct FruitColumns: TableColumnContent {
///     var tableColumnBody: some TableColumnContent<Fruit, Never> {
///         TableColumn("Name", value: \.name)
///         TableColumn("Color", value: \.color)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody: TableColumnContent
    /// The composition of content that comprise the table column content.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    nonisolated var tableColumnBody: TableColumnBody { get }

    /// Adds the content's columns to `list`. An implementation detail, as SwiftUI's
    /// `_makeContent` is: don't implement it; the default expands ``tableColumnBody``, and the
    /// built-in columns have their own.
    nonisolated static func _collectTableColumns(_ content: Self, into list: inout _TableColumnList<TableRowValue>)
}

extension TableColumnContent
where TableColumnSortComparator == TableColumnBody.TableColumnSortComparator, TableRowValue == TableColumnBody.TableRowValue {
    /// Expands the content's ``tableColumnBody``.
    nonisolated public static func _collectTableColumns(_ content: Self, into list: inout _TableColumnList<TableRowValue>) {
        guard TableColumnBody.self != Never.self else { return }
        TableColumnBody._collectTableColumns(content.tableColumnBody, into: &list)
    }
}

extension Never: TableColumnContent {
    /// Never has no sort comparator.
    public typealias TableColumnSortComparator = Never
    /// Never has no body.
    public typealias TableColumnBody = Never

    /// Never has no body.
    nonisolated public var tableColumnBody: Never { return fatalError("Never has no table column body") }

    /// Never has no columns.
    nonisolated public static func _collectTableColumns(_ content: Never, into list: inout _TableColumnList<Never>) {}
}

/// The columns a table's column content collected, in order. An implementation detail.
public struct _TableColumnList<RowValue> {
    /// The columns, in the order declared.
    var columns: [TableColumnEntry<RowValue>] = []

    init() {}
}

/// One collected column: what a table needs of a ``TableColumn``.
struct TableColumnEntry<RowValue> {
    /// The header's label.
    let label: AnyView
    /// The label's text when it is a `Text`: the header is marked with it, so that
    /// ``LayoutHost/activate(id:)`` presses it.
    let title: String?
    /// The cell of a row.
    let cell: (RowValue) -> AnyView
    /// How wide the column wants to be.
    let width: TableColumnWidth
    /// The comparator that sorts by this column, `nil` when it does not sort.
    let comparator: AnyHashable?
}

/// Column content made by a ``TableColumnBuilder`` block: its parts, collected in order.
@frozen
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// Built from parts: no body.
    public typealias TableColumnBody = Never

    /// The parts, as a tuple.
    public var value: T
    /// Collects the parts of ``value``.
    @usableFromInline let collect: (inout _TableColumnList<RowValue>) -> Void

    @usableFromInline
    init(_ value: T, collect: @escaping (inout _TableColumnList<RowValue>) -> Void) {
        self.value = value
        self.collect = collect
    }

    /// Built from parts: no body.
    nonisolated public var tableColumnBody: Never { return fatalError("TupleTableColumnContent has no body") }

    /// Collects the parts, in order.
    nonisolated public static func _collectTableColumns(_ content: Self, into list: inout _TableColumnList<RowValue>) {
        content.collect(&list)
    }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The type of value of rows presented by the wrapped content.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The sort comparator of the wrapped content.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// Optional column content has no body.
    public typealias TableColumnBody = Never

    /// Optional column content has no body: its wrapped content, if any, is collected.
    nonisolated public var tableColumnBody: Never { return fatalError("Optional has no table column body") }

    /// Collects the wrapped content, if any.
    nonisolated public static func _collectTableColumns(_ content: Self, into list: inout _TableColumnList<Wrapped.TableRowValue>) {
        if let content { Wrapped._collectTableColumns(content, into: &list) }
    }
}

extension _ConditionalContent: TableColumnContent
where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    /// The type of value of rows presented by either branch.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The sort comparator of either branch.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// Conditional column content has no body.
    public typealias TableColumnBody = Never

    /// Conditional column content has no body: its active branch is collected.
    nonisolated public var tableColumnBody: Never { return fatalError("_ConditionalContent has no table column body") }

    /// Collects the active branch.
    nonisolated public static func _collectTableColumns(_ content: Self, into list: inout _TableColumnList<TrueContent.TableRowValue>) {
        switch content {
        case let .trueContent(content): TrueContent._collectTableColumns(content, into: &list)
        case let .falseContent(content): FalseContent._collectTableColumns(content, into: &list)
        }
    }
}
