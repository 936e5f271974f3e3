import Foundation

/// A result builder that creates table column content from closures.
///
/// The builder of a ``Table``'s `columns` closure: each statement is a ``TableColumn`` (or
/// other column content); `if` and `if`/`else` choose among them. Columns that sort by the
/// table's comparator type and columns that do not sort (`Never`) mix freely.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Passes a column that sorts by the table's comparator through.
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> {
        column
    }

    /// Passes a column that does not sort through.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> {
        column
    }

    /// Passes column content that sorts by the table's comparator through.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
        column
    }

    /// Passes column content that does not sort through.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// Builds a block of one piece of column content.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
        column
    }

    /// Builds a block of one piece of column content that does not sort.
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// Builds the content of an `if` without an `else`: the content when the condition holds.
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator {
        content
    }

    /// Builds the content of an `if` without an `else` that does not sort.
    @_disfavoredOverload
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, C.TableColumnSortComparator == Never {
        content
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
        T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue {
        .trueContent(first)
    }

    /// Builds the first branch of an `if`/`else` of columns that do not sort.
    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, T.TableColumnSortComparator == Never, T.TableRowValue == F.TableRowValue,
        F.TableColumnSortComparator == Never {
        .trueContent(first)
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
        T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue {
        .falseContent(second)
    }

    /// Builds the second branch of an `if`/`else` of columns that do not sort.
    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, T.TableColumnSortComparator == Never, T.TableRowValue == F.TableRowValue,
        F.TableColumnSortComparator == Never {
        .falseContent(second)
    }
}

extension TableColumnBuilder {
    /// Builds a block of 2 pieces of column content, collected in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableColumnContent((c0, c1), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0) })
    }

    /// Builds a block of 2 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 3 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableColumnContent((c0, c1, c2), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0) })
    }

    /// Builds a block of 3 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 4 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0) })
    }

    /// Builds a block of 4 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 5 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0) })
    }

    /// Builds a block of 5 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3, c4), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 6 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0) })
    }

    /// Builds a block of 6 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 7 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0) })
    }

    /// Builds a block of 7 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 8 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0); C7._collectTableColumns(c7, into: &$0) })
    }

    /// Builds a block of 8 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0); C7._collectTableColumns(c7, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 9 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0); C7._collectTableColumns(c7, into: &$0); C8._collectTableColumns(c8, into: &$0) })
    }

    /// Builds a block of 9 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0); C7._collectTableColumns(c7, into: &$0); C8._collectTableColumns(c8, into: &$0) })
    }
}

extension TableColumnBuilder {
    /// Builds a block of 10 pieces of column content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0); C7._collectTableColumns(c7, into: &$0); C8._collectTableColumns(c8, into: &$0); C9._collectTableColumns(c9, into: &$0) })
    }

    /// Builds a block of 10 pieces of column content that do not sort, collected in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), collect: { C0._collectTableColumns(c0, into: &$0); C1._collectTableColumns(c1, into: &$0); C2._collectTableColumns(c2, into: &$0); C3._collectTableColumns(c3, into: &$0); C4._collectTableColumns(c4, into: &$0); C5._collectTableColumns(c5, into: &$0); C6._collectTableColumns(c6, into: &$0); C7._collectTableColumns(c7, into: &$0); C8._collectTableColumns(c8, into: &$0); C9._collectTableColumns(c9, into: &$0) })
    }
}
