import Foundation

/// A result builder that creates table row content from closures.
///
/// The builder of a ``Table``'s `rows` closure: each statement is a ``TableRow``, a `ForEach`
/// of rows, or other row content; `if` and `if`/`else` choose among them.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Passes row content through.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Value == Content.TableRowValue {
        content
    }

    /// Builds a block of one piece of row content.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue {
        content
    }

    /// Builds the content of an `if` without an `else`: the content when the condition holds.
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where Value == C.TableRowValue {
        content
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        .trueContent(first)
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        .falseContent(second)
    }
}

extension TableRowBuilder {
    /// Builds a block of 2 pieces of row content, collected in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent((c0, c1), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 3 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableRowContent((c0, c1, c2), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 4 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 5 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0); C4._collectTableRows(c4, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 6 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0); C4._collectTableRows(c4, into: &$0); C5._collectTableRows(c5, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 7 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0); C4._collectTableRows(c4, into: &$0); C5._collectTableRows(c5, into: &$0); C6._collectTableRows(c6, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 8 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0); C4._collectTableRows(c4, into: &$0); C5._collectTableRows(c5, into: &$0); C6._collectTableRows(c6, into: &$0); C7._collectTableRows(c7, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 9 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0); C4._collectTableRows(c4, into: &$0); C5._collectTableRows(c5, into: &$0); C6._collectTableRows(c6, into: &$0); C7._collectTableRows(c7, into: &$0); C8._collectTableRows(c8, into: &$0) })
    }
}

extension TableRowBuilder {
    /// Builds a block of 10 pieces of row content, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), collect: { C0._collectTableRows(c0, into: &$0); C1._collectTableRows(c1, into: &$0); C2._collectTableRows(c2, into: &$0); C3._collectTableRows(c3, into: &$0); C4._collectTableRows(c4, into: &$0); C5._collectTableRows(c5, into: &$0); C6._collectTableRows(c6, into: &$0); C7._collectTableRows(c7, into: &$0); C8._collectTableRows(c8, into: &$0); C9._collectTableRows(c9, into: &$0) })
    }
}
