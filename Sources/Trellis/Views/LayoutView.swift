import Foundation

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms
    /// of the custom layout container.
    ///
    /// ```swift
    /// BasicVStack {
    ///     Rectangle().frame(width: 50, height: 20)
    ///     Circle()
    /// }
    /// ```
    ///
    /// The method is a disfavoured overload, as in SwiftUI: where a call could also be an
    /// initialiser with a trailing view builder (a generic view that is its own layout when its
    /// content is `EmptyView`, whose layout initialiser calls `self.init(...) { EmptyView() }`),
    /// the initialiser wins instead of this method calling the layout initialiser again.
    @inlinable
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainerView(layout: self, content: content())
    }
}

/// A container laid out by a ``Layout``: its content's views become the layout's subviews.
@usableFromInline
nonisolated struct LayoutContainerView<L: Layout, Content: View>: View {
    @usableFromInline let layout: L
    @usableFromInline let content: Content

    @usableFromInline var body: Never { fatalError("a layout container has no body") }

    /// The name in dumps; the layout's type name unless a built-in container gives its own.
    @usableFromInline var name: NodeName?

    @usableFromInline
    init(layout: L, content: Content, name: NodeName? = nil) {
        self.layout = layout
        self.content = content
        self.name = name
    }

    /// Adds the container's node, with its content's views as its subviews.
    @inlinable
    static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.owningProblems { resolver in
            resolver.addContainer(view.layout, name: view.name, content: view.content)
        }
    }
}

/// The name a layout shows in dumps: its type name, or the wrapped type for ``AnyLayout``.
enum LayoutName {
    static func of<L: Layout>(_ layout: L) -> String {
        if let erased = layout as? AnyLayout { return "AnyLayout(\(name(of: erased.base)))" }
        return String(describing: L.self)
    }

    private static func name<L: Layout>(of layout: L) -> String { String(describing: L.self) }
}
