import Foundation

/// A custom parameter attribute that constructs views from closures.
///
/// Supports any number of views (as a ``TupleView``), `if`, `if`-`else`, `switch`, optional
/// views, and `if #available` (as an ``AnyView``).
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through unchanged.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Builds an empty view from a block containing no statements.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view through unchanged.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into one ``TupleView``.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(
            value: (repeat each content),
            elements: ResolvableContent { resolver, elements in
                repeat resolver.resolve(each content, into: &elements)
            })
    }

    /// Produces an optional view for an `if` without `else`.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces an optional view for an `if` without `else`.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for the first branch of a conditional.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    /// Produces content for the second branch of a conditional.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    /// Erases the type of content inside `if #available`.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
