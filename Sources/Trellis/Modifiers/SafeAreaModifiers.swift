import Foundation

nonisolated extension View {
    /// Expands the safe area of a view.
    ///
    /// On each of `edges` where the view reaches the edge of its safe area, it grows to the
    /// edge of the unsafe band beyond (the window's bars, a `safeAreaInset` bar, a
    /// `safeAreaPadding`), is proposed that larger size, and what is inside it sees no unsafe
    /// band there. Where it does not reach the safe edge, nothing changes. The view this returns
    /// keeps the frame it is laid out at: modifiers applied after it (a frame, a background,
    /// an `.id` that `frame(of:)` reads) see that frame, inside the safe area, as in SwiftUI.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.blue.ignoresSafeArea()     // under the status bar and home indicator
    ///     Text("Content")                  // inside the safe area
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - regions: The regions to expand the view's safe area into. Trellis has the container
    ///     region only (no software keyboard): a set without `.container` changes nothing.
    ///   - edges: The set of edges to expand; all by default.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    ///
    /// The older form of ``ignoresSafeArea(_:edges:)`` (deprecated in SwiftUI), for the
    /// container region.
    ///
    /// - Parameter edges: The set of the edges in which to expand the size requested for this
    ///   view.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// Shows the specified content beside the modified view, along a top or bottom edge.
    ///
    /// The content is laid out in the view's size less the bar and `spacing`, and its safe
    /// area ends there: a scroll view in it keeps scrolling under the bar, a view that
    /// ignores the safe area reaches under it.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 44) }
    /// ```
    ///
    /// - Parameters:
    ///   - edge: The vertical edge of the view to inset by the height of `content`.
    ///   - alignment: The alignment guide used to position `content` horizontally.
    ///   - spacing: Extra distance placed between the two views; `nil` for the default, 8.
    ///   - content: A view builder function providing the view to display in the inset space.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            bar: content(), edge: Edge(edge), alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom),
            spacing: spacing))
    }

    /// Shows the specified content beside the modified view, along a leading or trailing edge.
    ///
    /// - Parameters:
    ///   - edge: The horizontal edge of the view to inset by the width of `content`.
    ///   - alignment: The alignment guide used to position `content` vertically.
    ///   - spacing: Extra distance placed between the two views; `nil` for the default, 8.
    ///   - content: A view builder function providing the view to display in the inset space.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            bar: content(), edge: Edge(edge),
            alignment: Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment), spacing: spacing))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// The view's content is laid out inside them, as with `padding`; a view in it that
    /// ignores the safe area, or a scroll view, reaches into them.
    ///
    /// ```swift
    /// ScrollView { rows }.safeAreaPadding(.vertical, 20)
    /// ```
    ///
    /// - Parameter insets: The insets to add.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds the provided insets into the safe area of this view, on `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges to inset; all by default.
    ///   - length: The amount to inset the safe area edges; `nil` for the default, 16.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? PaddingLayout.defaultLength
        func on(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? amount : 0 }
        return safeAreaPadding(EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing)))
    }

    /// Adds `length` to the safe area of this view on every edge.
    ///
    /// - Parameter length: The amount to inset the safe area edges.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// Wraps each element of its content in a ``SafeAreaInsetLayout`` node with its own copy of
/// the bar. The node takes the content's traits.
nonisolated struct SafeAreaInsetModifier<Bar: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let bar: Bar
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        var spacing = spacing ?? SafeAreaInsetLayout.defaultSpacing
        if !spacing.isFinite {
            resolver.report(
                .invalidModifierValue, "safeAreaInset", "spacing \(Describe.number(spacing)) is not a length; treated as the default, 8")
            spacing = SafeAreaInsetLayout.defaultSpacing
        }
        resolver.features.safeArea.used = true
        let layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
        for primary in resolver.elements(of: content) {
            var bars: [NodeID] = []
            // The bar is a view of its own, in no stack: a spacer in it has no axis.
            let orientation = resolver.scope.stackOrientation
            resolver.scope.stackOrientation = nil
            resolver.resolve(bar, into: &bars)
            resolver.scope.stackOrientation = orientation
            let node = resolver.addContainer(layout, name: .builtIn(.safeAreaInset), elements: [primary] + bars)
            resolver.inheritTraits(of: primary, into: node)
            elements.append(node)
        }
    }
}

/// `safeAreaPadding`'s modifier: a ``SafeAreaPaddingLayout`` node around each element.
nonisolated struct SafeAreaPaddingModifier: UnaryLayoutModifier {
    typealias Body = Never
    let insets: EdgeInsets

    var name: String { "safeAreaPadding(\(PaddingLayout.describe(insets)))" }

    func layout(reporting resolver: inout Resolver) -> SafeAreaPaddingLayout {
        resolver.features.safeArea.used = true
        func checked(_ value: CGFloat, _ edge: String) -> CGFloat {
            resolver.finiteOrZero(value, "\(edge) inset", isNot: "a length", in: name)
        }
        return SafeAreaPaddingLayout(padding: PaddingLayout(insets: EdgeInsets(
            top: checked(insets.top, "top"), leading: checked(insets.leading, "leading"),
            bottom: checked(insets.bottom, "bottom"), trailing: checked(insets.trailing, "trailing"))))
    }
}

/// `ignoresSafeArea(_:edges:)`'s modifier: each element of the content grows into the unsafe
/// bands it reaches on `edges` (a ``NodeChange/ignoresSafeArea(_:)`` of its node), inside a
/// ``SafeAreaIgnoringLayout`` node that keeps the frame it is laid out at, for what is applied
/// after it. With no edge (only the keyboard region, which Trellis does not have) it changes
/// nothing and adds no node.
nonisolated struct SafeAreaIgnoringModifier: UnaryLayoutModifier {
    typealias Body = Never
    let edges: Edge.Set

    var name: String { SafeAreaIgnoringLayout(edges: edges).name }

    func layout(reporting resolver: inout Resolver) -> SafeAreaIgnoringLayout { SafeAreaIgnoringLayout(edges: edges) }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        guard !edges.isEmpty, start < elements.count else { return }
        resolver.updateFromOutside(elements[start...], .ignoresSafeArea(edges))
        let box = resolver.box(SafeAreaIgnoringLayout(edges: edges), modifier: self)
        for index in start ..< elements.count {
            elements[index] = resolver.wrap(elements[index], in: box, name: .layout)
        }
    }
}
