import Foundation

/// A column that displays a view for each row in a table.
///
/// A column has a header label and makes a cell for each row from the row's value: a string
/// read through a key path (`TableColumn("Name", value: \.name)`) or a view of your own. A
/// column given a `value` key path of a `Comparable` type, or a comparator, sorts: pressing
/// its header (``LayoutHost/activate(id:)`` with its title, headless) writes the table's
/// `sortOrder` binding.
///
/// ```swift
/// struct Fruit: Identifiable { let id: Int; let name: String; let count: Int }
///
/// let table = Table([Fruit(id: 1, name: "Apple", count: 3)]) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Count") { fruit in Text("\(fruit.count)") }
///         .width(60)
/// }
/// ```
///
/// Its width (``width(_:)``, ``width(min:ideal:max:)``) decides how the table shares its
/// width among its columns (docs/semantics.md, "Tables").
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The type of value of rows presented by this column.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this column.
    public typealias TableColumnSortComparator = Sort
    /// A column has no body.
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var columnWidth = TableColumnWidth.automatic

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    /// A column has no body.
    public var tableColumnBody: Never { return fatalError("TableColumn has no body") }

    /// Adds the column.
    public static func _collectTableColumns(_ content: Self, into list: inout _TableColumnList<RowValue>) {
        let make = content.content
        list.columns.append(TableColumnEntry(
            label: AnyView(content.label), title: (content.label as? Text)?.content,
            cell: { AnyView(make($0)) }, width: content.columnWidth, comparator: content.comparator.map { AnyHashable($0) }))
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// Creates a sortable column with a localized title, sorted by `comparator`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// Creates a sortable column with a title, sorted by `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }

    /// Creates a sortable column with a text label, sorted by `comparator`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: comparator, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// Creates an unsortable column that shows a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column with a title that shows a string property of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column with a text label that shows a string property of each
    /// row.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column sorted by a comparable property of each row.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// Creates a column with a title, sorted by a comparable property of each row.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// Creates a column with a text label, sorted by a comparable property of each row.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// Creates a column sorted by a property of each row compared by `comparator`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// Creates a column with a title, sorted by a property of each row compared by
    /// `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// Creates a column with a text label, sorted by a property of each row compared by
    /// `comparator`.
    public init<V, C: SortComparator>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// Creates a column that shows and sorts by a string property of each row.
    ///
    /// The default comparator is `.lexical`: Foundation on Linux has no `.localizedStandard`
    /// (Apple's default), so strings compare by their characters (docs/differences.md).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column with a title that shows and sorts by a string property of each row
    /// (the default comparator: `.lexical`, see above).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column with a text label that shows and sorts by a string property of each
    /// row (the default comparator: `.lexical`, see above).
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn {
    /// Makes the column a fixed width: `width` points of content (its cells are proposed
    /// that width). `nil`, a negative or a non-finite width leaves the column's width as it
    /// was (the table reports a non-finite or negative one).
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        guard let width else { return self }
        var column = self
        column.columnWidth = .fixed(width)
        return column
    }

    /// Makes the column flexible between `min` and `max` points of content, `ideal` wide
    /// when there is room (100 points without one). Values left `nil` are unconstrained; all
    /// three `nil` leave the column's width as it was.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        guard min != nil || ideal != nil || max != nil else { return self }
        var column = self
        column.columnWidth = .flexible(min: min, ideal: ideal, max: max)
        return column
    }

    /// Returns the column unchanged.
    @available(*, deprecated, message: "Please pass one or more parameters to modify a column's width.")
    public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

/// `keyPath` as the `Sendable` key path Foundation's `KeyPathComparator` takes on Linux, where
/// SwiftUI's signatures take a plain one. The comparator only reads through it; a key path
/// is an immutable value, and those written as literals (`\.name`) capture nothing.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
