import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// Create a two dimensional layout by initializing a `Grid` with a collection of ``GridRow``
/// structures. The first view in each grid row appears in the grid's first column, the second
/// view in the second column, and so on:
///
/// ```swift
/// Grid {
///     GridRow {
///         Text("Hello")
///         Color.blue.frame(width: 20, height: 20)
///     }
///     GridRow {
///         Color.red.frame(width: 20, height: 20)
///         Text("World")
///     }
/// }
/// ```
///
/// Each column is as wide as its widest cell and each row as tall as its tallest cell; a view
/// outside a `GridRow` spans every column. The algorithm is ``GridLayout``'s.
@frozen
nonisolated public struct Grid<Content: View>: View {
    @usableFromInline let layout: GridLayout
    @usableFromInline let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the child views within the space allocated for a
    ///     given cell. The default is `center`.
    ///   - horizontalSpacing: The horizontal distance between each cell, given in points; `nil`
    ///     (the default) gives a default distance between cells.
    ///   - verticalSpacing: The vertical distance between each cell, given in points; `nil`
    ///     (the default) gives a default distance between cells.
    ///   - content: A view builder that creates the grid's rows.
    @inlinable
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// A grid has no body: it is a container of its content.
    public var body: Never { fatalError("Grid has no body") }
}

extension Grid: PrimitiveView {
    /// Adds the grid's node, with its rows' cells as its subviews.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        for (label, spacing) in [("horizontalSpacing", layout.horizontalSpacing), ("verticalSpacing", layout.verticalSpacing)] {
            guard let spacing, !spacing.isFinite else { continue }
            resolver.report(
                .invalidModifierValue, "Grid",
                "\(label) \(Describe.number(spacing)) is not a distance; the cells' preferred spacing is used")
        }
        resolver.resolve(LayoutContainerView(layout: layout, content: content, name: .builtIn(.grid)), into: &elements)
    }
}
