import Foundation

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
/// The columns come from `columns` (``GridItem``); the views fill them a row at a time. The
/// grid takes the width it is offered and is as tall as its rows. In a vertical scroll view,
/// only the rows of cells near what shows are made and laid out.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)], spacing: 8) {
///     ForEach(0 ..< 5) { _ in Color.blue.frame(height: 24) }
/// }
/// ```
nonisolated public struct LazyVGrid<Content: View>: View {
    let layout: LazyVGridLayout
    let content: Content

    /// Creates a grid that grows vertically, given the provided properties.
    ///
    /// - Parameters:
    ///   - columns: An array of grid items to size and position each column of the grid.
    ///   - alignment: The alignment of the grid within its parent view; centred by default.
    ///   - spacing: The spacing between the grid and the next item in its parent view (between
    ///     rows); 8 by default.
    ///   - pinnedViews: Which kinds of section headers or footers to pin (no frame changes at
    ///     rest).
    ///   - content: The content of the grid.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyVGridLayout(columns: columns, alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A `LazyVGrid` has no body: it is a container.
    public var body: Never { fatalError("LazyVGrid has no body") }
}

extension LazyVGrid: PrimitiveView {
    /// Adds the grid's container, its content's views as its cells.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolveLazyContainer(
            LayoutContainerView(layout: layout, content: content, name: .builtIn(.lazyVGrid)), axis: .vertical,
            spacing: layout.spacing ?? 8, pinned: [], isGrid: true, into: &elements)
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
///
/// The rows come from `rows` (``GridItem``); the views fill them a column at a time. The grid
/// takes the height it is offered and is as wide as its columns. In a horizontal scroll view,
/// only the columns of cells near what shows are made and laid out.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 6) {
///     ForEach(0 ..< 5) { _ in Color.green.frame(width: 40) }
/// }
/// ```
nonisolated public struct LazyHGrid<Content: View>: View {
    let layout: LazyHGridLayout
    let content: Content

    /// Creates a grid that grows horizontally, given the provided properties.
    ///
    /// - Parameters:
    ///   - rows: An array of grid items to size and position each row of the grid.
    ///   - alignment: The alignment of the grid within its parent view; centred by default.
    ///   - spacing: The spacing between the grid and the next item in its parent view (between
    ///     columns); 8 by default.
    ///   - pinnedViews: Which kinds of section headers or footers to pin (no frame changes at
    ///     rest).
    ///   - content: The content of the grid.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyHGridLayout(rows: rows, alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A `LazyHGrid` has no body: it is a container.
    public var body: Never { fatalError("LazyHGrid has no body") }
}

extension LazyHGrid: PrimitiveView {
    /// Adds the grid's container, its content's views as its cells.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolveLazyContainer(
            LayoutContainerView(layout: layout, content: content, name: .builtIn(.lazyHGrid)), axis: .horizontal,
            spacing: layout.spacing ?? 8, pinned: [], isGrid: true, into: &elements)
    }
}
