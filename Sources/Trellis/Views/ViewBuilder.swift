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

/// A view created from a Swift tuple of views; its views are laid out as siblings.
nonisolated public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    @usableFromInline let elements: ResolvableContent?

    /// Creates a tuple view. Each element of `value` that is a view becomes a sibling.
    public init(_ value: T) {
        self.value = value
        self.elements = nil
    }

    @usableFromInline
    init(value: T, elements: ResolvableContent) {
        self.value = value
        self.elements = elements
    }

    /// A tuple view has no body: its elements are resolved directly.
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView {
    /// Resolves the tuple's views in order (built by ``ViewBuilder``: through code written for
    /// their types where the tuple was built).
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        guard let resolveElements = view.elements else { return resolver.resolveReflecting(view) }
        resolver.resolvingBuiltIn(resolveElements.resolve)
    }
}

extension Resolver {
    /// Resolves a tuple view made with the public initializer, whose members are read by
    /// reflection.
    @usableFromInline
    mutating func resolveReflecting<T>(_ view: TupleView<T>) {
        resolveBuiltIn(view)
    }
}

extension TupleView: PrimitiveView {
    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        // Built with the public initializer: read the tuple's members by reflection.
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                resolver.resolve(view, into: &elements)
            }
        }
    }
}

/// A view that displays one of two possible children (built by `if`/`else` and `switch`).
///
/// An enum rather than SwiftUI's struct around a private enum: resolving a struct's nested
/// generic enum looks its type metadata up at run time, several times per view, while an
/// enum's own cases need only the metadata the view already has. Views are built by
/// ``ViewBuilder/buildEither(first:)`` and ``ViewBuilder/buildEither(second:)``, never by
/// name, so code written for SwiftUI sees no difference.
nonisolated public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The first branch's view (`if`, or a `switch`'s earlier cases).
    case trueContent(TrueContent)
    /// The second branch's view (`else`, or a `switch`'s later cases).
    case falseContent(FalseContent)

    /// A conditional view has no body: its active branch is resolved directly.
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent {
    /// Resolves the active branch.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.owningProblems { resolver in
            switch view {
            case let .trueContent(content): resolver.resolve(content)
            case let .falseContent(content): resolver.resolve(content)
            }
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body: its wrapped view, if any, is resolved directly.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional where Wrapped: View {
    /// Resolves the wrapped view, if any.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        guard let view else { return }
        resolver.owningProblems { resolver in resolver.resolve(view) }
    }
}

/// A view that doesn't contain any content.
@frozen
nonisolated public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    @inlinable public init() {}
    /// An empty view has no body.
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView {
    /// Adds nothing.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {}
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    let view: any View

    /// Creates a type-erased view from the given view.
    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Creates a type-erased view from a value, or returns `nil` if it is not a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    /// A type-erased view has no body: the wrapped view is resolved directly.
    public var body: Never { fatalError("AnyView has no body") }
}

extension AnyView: PrimitiveView {
    /// Resolves the wrapped view.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(view, into: &elements)
    }
}

/// A type that collects multiple instances of a content type into a single unit.
///
/// A group adds no node of its own: its views become siblings in the enclosing container, and
/// a modifier applied to the group applies to each of them.
nonisolated public struct Group<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a group of views.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group has no body: its content is resolved directly.
    public var body: Never { fatalError("Group has no body") }
}

extension Group {
    /// Resolves the group's views as siblings in the enclosing container.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.owningProblems { resolver in resolver.resolve(view.content) }
    }
}

/// A structure that computes views on demand from an underlying collection of identified data.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    @usableFromInline let id: KeyPath<Data.Element, ID>

    /// Creates an instance that computes views from `data`, identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A for-each has no body: the views it computes are resolved directly.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates an instance that computes views from identifiable data.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views over a constant range.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// Resolves the view computed for each element of the data, in order.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.owningProblems { resolver in
            // `ForEach(subviews:)` resolves its view's subviews first (a type comparison: free).
            if Data.self == ForEachSubviewCollection<Content>.self {
                unsafeBitCast(view.data, to: ForEachSubviewCollection<Content>.self).resolveSubviews(&resolver)
            } else if Data.self == ForEachSectionCollection<Content>.self {
                unsafeBitCast(view.data, to: ForEachSectionCollection<Content>.self).resolveSections(&resolver)
            }
            // The most common data, a range of integers (`ForEach(0 ..< n)`), is stepped as
            // plain integers: where this code runs unspecialised, each step through the
            // collection's witnesses costs about a thousand instructions of type lookups.
            if Data.self == Range<Int>.self {
                for value in unsafeBitCast(view.data, to: Range<Int>.self) {
                    resolver.resolve(view.content(unsafeBitCast(value, to: Data.Element.self)))
                }
                return
            }
            // Walking the indices, not an iterator, for the same reason.
            var index = view.data.startIndex
            let end = view.data.endIndex
            while index != end {
                resolver.resolve(view.content(view.data[index]))
                view.data.formIndex(after: &index)
            }
        }
    }
}
