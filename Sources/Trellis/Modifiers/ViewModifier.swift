import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.frame(width: 200, height: 100)
///     }
/// }
/// Rectangle().modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller; `content` stands for the view being modified.
    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Turns `content` modified by `modifier` into layout nodes. An implementation detail
    /// (see ``View/_resolve(_:into:)``): don't implement it; the default expands
    /// ``body(content:)``, and built-in modifiers have their own.
    nonisolated static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver)
}

extension ViewModifier {
    /// Expands the modifier's ``body(content:)``. A modifier without one that gets here (every
    /// built-in modifier has an entry point of its own) is one Trellis does not know: the
    /// content is left unmodified, and it is reported.
    @inlinable
    nonisolated public static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolveModified(content, by: modifier)
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: the engine implements them.
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) has no body") }
}

/// The view that a ``ViewModifier``'s `body(content:)` receives: the view being modified.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: ResolvableContent

    /// Modifier content has no body: the modified view is resolved in its place.
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

extension _ViewModifier_Content: PrimitiveView {
    /// Resolves the modified view in its place.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        content.resolve(&resolver, &elements)
    }
}

/// A value with a modifier applied to it.
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content has no body: the modifier is applied to the content directly.
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Resolves the content with the modifier applied, through the modifier's entry point.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        Modifier._resolve(view.modifier, content: view.content, into: &resolver)
    }
}

extension Resolver {
    /// Resolves `content` modified by `modifier`, a modifier with no entry point of its own:
    /// its body; every built-in modifier has an entry point, so one without a body is a
    /// modifier Trellis does not know, which leaves its content unmodified. Its problems
    /// belong to the nodes it becomes.
    @usableFromInline
    mutating func resolveModified<Content: View, Modifier: ViewModifier>(_ content: Content, by modifier: Modifier) {
        owningProblems { resolver in
            if Modifier.Body.self != Never.self {
                let content = ResolvableContent(content)
                resolver.installDynamicProperties(in: modifier)
                resolver.resolve(MainActorBody.of(modifier, content: _ViewModifier_Content(content: content)))
            } else {
                resolver.report(
                    .invalidModifierValue, String(describing: Modifier.self),
                    "declares no body and is not a modifier Trellis knows; the content is left unmodified")
                resolver.resolve(content)
            }
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies the inner modifier, then the outer one.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    @inlinable
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier that wraps each element of its content in a node laid out by a
/// unary ``Layout`` (frame, padding and the like).
/// Its layout is built in: it keeps no cache and places relative to its bounds.
nonisolated protocol UnaryLayoutModifier: PrimitiveModifier, ViewModifier where Body == Never {
    associatedtype LayoutType: ModifierLayout
    /// The layout of the wrapping node, after checking the modifier's values.
    func layout(reporting resolver: inout Resolver) -> LayoutType
    /// The modifier as written, e.g. `frame(width: 10)`: the name of its reports, and of its
    /// node when a value had to be corrected (otherwise the layout names the node).
    var name: String { get }
}

/// The layout of a built-in modifier's node: it keeps no cache, places relative to its
/// bounds, and names the node from its values (`frame(width: 10)`), so the node's box keeps
/// the layout alone.
protocol ModifierLayout: Layout, PlacesRelativeToBounds where Cache == Void {
    /// The modifier's name, written from the layout's values.
    var name: String { get }
}

nonisolated extension UnaryLayoutModifier {
    /// Wraps each element of `content` in place: the node is named from its layout, only
    /// when its name is read.
    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        let problems = resolver.problems.count
        let layout = layout(reporting: &resolver)
        let name = nodeName(since: problems, in: resolver)
        for index in start ..< elements.count {
            elements[index] = resolver.wrap(elements[index], in: resolver.box(layout, modifier: self), name: name)
        }
    }

    /// The name of the modifier's nodes: written from the layout when checking the modifier's
    /// values changed nothing; as written (with the bad values) when it reported a problem
    /// since `problems`, so that the node shows what the code said.
    func nodeName(since problems: Int, in resolver: Resolver) -> NodeName {
        resolver.problems.count == problems ? .layout : .text(name)
    }
}
