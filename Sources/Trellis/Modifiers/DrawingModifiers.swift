import Foundation

// Modifiers that change how a view is drawn, not where: the result carries what they say
// (`LayoutResult.Element.zIndex`, `isHidden`, `clipsContent`) for renderers.

nonisolated extension View {
    /// Controls the display order of overlapping views.
    ///
    /// Views with higher values are drawn on top of their siblings with lower ones; siblings
    /// with equal values keep the order of the tree. The order changes no frame.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.red.frame(width: 40, height: 40).zIndex(1)   // drawn on top
    ///     Color.blue.frame(width: 60, height: 60)
    /// }
    /// ```
    ///
    /// - Parameter value: A relative front-to-back ordering for this view; the default is 0.
    ///   A NaN or infinite value is reported and counts as 0.
    public func zIndex(_ value: Double) -> some View {
        let usable = value.isFinite
        return modifier(NodeModifier(
            name: "zIndex", problem: usable ? nil : "\(value) is not a finite order; treated as 0",
            change: .zIndex(usable ? value : 0)))
    }

    /// Hides this view unconditionally.
    ///
    /// A hidden view and everything in it are not drawn, but they still take part in layout:
    /// their frames are where they would be shown.
    ///
    /// ```swift
    /// HStack { Text("Shown"); Text("Hidden").hidden(); Text("Shown") }
    /// ```
    public func hidden() -> some View {
        modifier(NodeModifier(name: "hidden", change: .hidden))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// What the view's content draws outside the view's frame is not shown (see
    /// ``LayoutResult/Element/visibleFrame``); no frame changes.
    ///
    /// ```swift
    /// Color.blue.frame(width: 300, height: 20).frame(width: 100).clipped()
    /// ```
    ///
    /// - Parameter antialiased: Whether the clip's edges are smoothed; renderers of the
    ///   pixel-aligned frames Trellis draws make no difference.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(NodeModifier(name: "clipped", change: .clipped))
    }
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space.
    ///
    /// A ``GeometryProxy`` inside the view gives its frame relative to this view's bounds with
    /// `frame(in: .named(name))`.
    ///
    /// ```swift
    /// VStack {
    ///     GeometryReader { proxy in Text("\(proxy.frame(in: .named("list")).minY)") }
    /// }
    /// .coordinateSpace(.named("list"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(NodeModifier(name: "coordinateSpace", change: .coordinateSpace(name.name)))
    }

    /// Assigns a name to the view's coordinate space (the older spelling of
    /// ``coordinateSpace(_:)``).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(NodeModifier(name: "coordinateSpace", change: .coordinateSpace(AnyHashable(name))))
    }
}
