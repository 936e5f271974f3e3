import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// `ViewThatFits` evaluates its child views in the order you provide them to the initializer.
/// It selects the first child whose ideal size on the constrained axes fits within the
/// proposed size, and shows only that child; if none fits, it shows the last one.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Upload progress"); Color.blue.frame(width: 100) }
///     Color.blue.frame(width: 100)
/// }
/// ```
@frozen
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives
    /// provided by a content builder.
    ///
    /// - Parameters:
    ///   - axes: A set of axes to constrain children to. `ViewThatFits` chooses the first
    ///     child whose size fits within the proposed size on these axes. If `axes` is an empty
    ///     set, `ViewThatFits` uses the first child view. By default, both axes.
    ///   - content: A view builder that provides the child views for this container, in order
    ///     of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A `ViewThatFits` has no body: it shows one of its children.
    public var body: Never { fatalError("ViewThatFits has no body") }
}

extension ViewThatFits: PrimitiveView {
    /// Adds the container that shows the first view that fits.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(
            LayoutContainerView(layout: ViewThatFitsLayout(axes: axes), content: content, name: .builtIn(.viewThatFits)),
            into: &elements)
    }
}
