import Foundation

/// Constructs a toolbar item set from multi-expression closures.
///
/// The builder of `toolbar(content:)` and of a
/// ``ToolbarContent``'s `body`: each statement is an item, a group or a spacer; `if`, `if`/`else`
/// and `if #available` choose among them.
///
/// ```swift
/// @ToolbarContentBuilder
/// func items(editing: Bool) -> some ToolbarContent {
///     ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
///     if editing {
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
/// ```
@resultBuilder
public struct ToolbarContentBuilder {
    /// Passes a single item through unchanged.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Passes a single customizable item through unchanged.
    public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Builds a block of one item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent {
        content
    }

    /// Builds a block of one customizable item.
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> some CustomizableToolbarContent {
        content
    }

    /// Builds the content of an `if` without an `else`: the content when the condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// Builds the customizable content of an `if` without an `else`.
    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    /// Builds the first branch of an `if`/`else` of customizable content.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    /// Builds the second branch of an `if`/`else` of customizable content.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    /// Builds content under `if #available`.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        ErasedToolbarContent(content)
    }

    /// Builds customizable content under `if #available`.
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent {
        ErasedToolbarContent(content)
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 2 items, collected in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent(value: (c0, c1), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 2 customizable items, collected in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 3 items, collected in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 3 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 4 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 4 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 5 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 5 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 6 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 6 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 7 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 7 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 8 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0); C7._collectToolbar(c7, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 8 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0); C7._collectToolbar(c7, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 9 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0); C7._collectToolbar(c7, into: &$0); C8._collectToolbar(c8, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 9 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0); C7._collectToolbar(c7, into: &$0); C8._collectToolbar(c8, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 10 items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0); C7._collectToolbar(c7, into: &$0); C8._collectToolbar(c8, into: &$0); C9._collectToolbar(c9, into: &$0) })
    }
}

extension ToolbarContentBuilder {
    /// Builds a block of 10 customizable items, collected in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), collect: { C0._collectToolbar(c0, into: &$0); C1._collectToolbar(c1, into: &$0); C2._collectToolbar(c2, into: &$0); C3._collectToolbar(c3, into: &$0); C4._collectToolbar(c4, into: &$0); C5._collectToolbar(c5, into: &$0); C6._collectToolbar(c6, into: &$0); C7._collectToolbar(c7, into: &$0); C8._collectToolbar(c8, into: &$0); C9._collectToolbar(c9, into: &$0) })
    }
}
