import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// In a lazy stack in a scroll view, a pinned header sticks to the scroll view's top (leading
/// edge) while its section is under it, and the next section's pushes it away; a pinned footer
/// sticks to the bottom (trailing edge) until its section's header.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw value of the set.
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each `Section` is pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` is pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// Along its axis a lazy stack is as tall as its views, each at its ideal height; across it,
/// it takes the width it is offered (a `VStack` is as wide as its widest view). In a scroll
/// view, only the rows of its `ForEach`s near what shows are made and laid out.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, spacing: 6) {
///         ForEach(0 ..< 100) { _ in Color.blue.frame(width: 60, height: 20) }
///     }
/// }
/// ```
nonisolated public struct LazyVStack<Content: View>: View {
    let layout: LazyVStackLayout
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack; centred by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` for their preferred ones.
    ///   - pinnedViews: The kinds of child views that will be pinned: the headers or footers of
    ///     the `Section`s in it stick to the edges of the scroll view around it.
    ///   - content: A view builder that creates the content of this stack.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyVStackLayout(alignment: alignment, spacing: spacing, pinned: pinnedViews)
        self.content = content()
    }

    /// A `LazyVStack` has no body: it is a container.
    public var body: Never { fatalError("LazyVStack has no body") }
}

extension LazyVStack: PrimitiveView {
    /// Adds the stack's container, its content's views as its subviews.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.reportStackSpacing(layout.spacing, of: .lazyVStack)
        resolver.resolveLazyContainer(
            LayoutContainerView(layout: layout, content: content, name: .builtIn(.lazyVStack)), axis: .vertical,
            spacing: layout.spacing, pinned: layout.pinned, into: &elements)
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed.
///
/// Along its axis a lazy stack is as wide as its views, each at its ideal width; across it,
/// it takes the height it is offered (an `HStack` is as tall as its tallest view). In a
/// scroll view, only the columns of its `ForEach`s near what shows are made and laid out.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 8) {
///         ForEach(0 ..< 100) { _ in Color.blue.frame(width: 60, height: 40) }
///     }
/// }
/// ```
nonisolated public struct LazyHStack<Content: View>: View {
    let layout: LazyHStackLayout
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack; centred by default.
    ///   - spacing: The distance between adjacent subviews, or `nil` for their preferred ones.
    ///   - pinnedViews: The kinds of child views that will be pinned: the headers or footers of
    ///     the `Section`s in it stick to the edges of the scroll view around it.
    ///   - content: A view builder that creates the content of this stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyHStackLayout(alignment: alignment, spacing: spacing, pinned: pinnedViews)
        self.content = content()
    }

    /// A `LazyHStack` has no body: it is a container.
    public var body: Never { fatalError("LazyHStack has no body") }
}

extension LazyHStack: PrimitiveView {
    /// Adds the stack's container, its content's views as its subviews.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.reportStackSpacing(layout.spacing, of: .lazyHStack)
        resolver.resolveLazyContainer(
            LayoutContainerView(layout: layout, content: content, name: .builtIn(.lazyHStack)), axis: .horizontal,
            spacing: layout.spacing, pinned: layout.pinned, into: &elements)
    }
}
