import Foundation

// A table's rows are not views either: each piece of row content adds the values of its rows,
// in order, to a list the table reads when it is resolved
// (``TableRowContent/_collectTableRows(_:into:)``, in place of SwiftUI's `_makeRows`). The
// table makes each row's cells from its value with its columns.

/// A type used to represent table rows.
///
/// Build rows from ``TableRow``s and `ForEach`es in a ``Table``'s `rows` closure:
///
/// ```swift
/// struct Fruit: Identifiable { let id: Int; let name: String }
/// let apple = Fruit(id: 1, name: "Apple"), pear = Fruit(id: 2, name: "Pear")
///
/// let table = Table(of: Fruit.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(apple)
///     ForEach([pear]) { TableRow($0) }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent
    /// The composition of content that comprise the table row content.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }

    /// Adds the content's rows to `list`. An implementation detail, as SwiftUI's `_makeRows`
    /// is: don't implement it; the default expands ``tableRowBody``, and the built-in rows
    /// have their own.
    nonisolated static func _collectTableRows(_ content: Self, into list: inout _TableRowList<TableRowValue>)
}

extension TableRowContent where TableRowValue == TableRowBody.TableRowValue {
    /// Expands the content's ``tableRowBody`` (read on the main actor's behalf, as a view's
    /// body is).
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<TableRowValue>) {
        guard TableRowBody.self != Never.self else { return }
        TableRowBody._collectTableRows(MainActorBody.call({ $0.tableRowBody }, content), into: &list)
    }
}

extension Never: TableRowContent {
    /// Never has no body.
    public typealias TableRowBody = Never

    /// Never has no body.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("Never has no table row body") }

    /// Never has no rows.
    nonisolated public static func _collectTableRows(_ content: Never, into list: inout _TableRowList<Never>) {}
}

/// The rows a table's row content collected, in order. An implementation detail.
public struct _TableRowList<Value: Identifiable> {
    /// The rows' values, in the order declared.
    var values: [Value] = []

    init() {}
}

/// A type of table row content that generates table rows from an underlying collection of
/// data.
public protocol DynamicTableRowContent: TableRowContent {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

/// A row that represents a data value in a table.
///
/// The table makes the row's cells from its value with its columns.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The type of value represented by this table row.
    public typealias TableRowValue = Value
    /// A row has no body.
    public typealias TableRowBody = Never

    let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) {
        self.value = value
    }

    /// A row has no body.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("TableRow has no body") }

    /// Adds the row's value.
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<Value>) {
        list.values.append(content.value)
    }
}

/// Row content made by a ``TableRowBuilder`` block: its parts, collected in order.
@frozen
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value
    /// Built from parts: no body.
    public typealias TableRowBody = Never

    /// The parts, as a tuple.
    public var value: T
    /// Collects the parts of ``value``.
    @usableFromInline let collect: (inout _TableRowList<Value>) -> Void

    @usableFromInline
    init(_ value: T, collect: @escaping (inout _TableRowList<Value>) -> Void) {
        self.value = value
        self.collect = collect
    }

    /// Built from parts: no body.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }

    /// Collects the parts, in order.
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<Value>) {
        content.collect(&list)
    }
}

/// The rows of a table made from a collection of identifiable data (``Table/init(_:columns:)``).
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The type of value represented by each row.
    public typealias TableRowValue = Data.Element
    /// The rows are collected directly: no body.
    public typealias TableRowBody = Never

    let data: Data

    /// The rows are collected directly: no body.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }

    /// Adds a row for each element of the data.
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<Data.Element>) {
        list.values.append(contentsOf: content.data)
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of value represented by the rows.
    public typealias TableRowValue = Content.TableRowValue
    /// The rows are collected directly: no body.
    public typealias TableRowBody = Never

    /// The rows are collected directly: no body.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("ForEach has no table row body") }

    /// Adds the rows of each element's content, in order.
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<Content.TableRowValue>) {
        for element in content.data {
            Content._collectTableRows(content.content(element), into: &list)
        }
    }

    /// Creates an instance that uniquely identifies and creates table rows across updates
    /// based on the identity of the underlying data.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// Creates an instance that uniquely identifies and creates table rows across updates
    /// based on the provided key path to the underlying data's identifier.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, id: id, content: content)
    }

    /// Creates an instance that generates table rows for the given identifiable data.
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id) { TableRow($0) }
    }

    /// Creates an instance that computes table rows on demand over a given constant range.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data: data, id: \.self, content: content)
    }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The type of value represented by the wrapped content.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Optional row content has no body.
    public typealias TableRowBody = Never

    /// Optional row content has no body: its wrapped content, if any, is collected.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("Optional has no table row body") }

    /// Collects the wrapped content, if any.
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<Wrapped.TableRowValue>) {
        if let content { Wrapped._collectTableRows(content, into: &list) }
    }
}

extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The type of value represented by either branch.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Conditional row content has no body.
    public typealias TableRowBody = Never

    /// Conditional row content has no body: its active branch is collected.
    @MainActor @preconcurrency
    public var tableRowBody: Never { return fatalError("_ConditionalContent has no table row body") }

    /// Collects the active branch.
    nonisolated public static func _collectTableRows(_ content: Self, into list: inout _TableRowList<TrueContent.TableRowValue>) {
        switch content {
        case let .trueContent(content): TrueContent._collectTableRows(content, into: &list)
        case let .falseContent(content): FalseContent._collectTableRows(content, into: &list)
        }
    }
}
