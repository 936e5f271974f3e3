import Foundation

// Modifiers that change how a view is drawn, not where: the result carries what they say
// (`LayoutResult.Element.zIndex`, `isHidden`, `clipsContent`, `clipShape`) for renderers.

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

    /// Sets a clipping shape for this view.
    ///
    /// The shape is drawn in the view's frame; what the view's content draws outside it is not
    /// shown. No frame changes: for ``LayoutResult/Element/visibleFrame`` the content is cut
    /// to the shape's bounding box, and the result carries the shape
    /// (``LayoutResult/Element/clipShape``) for renderers.
    ///
    /// ```swift
    /// Color.blue.frame(width: 40, height: 40).clipShape(Circle())
    /// Text("Tag").padding(6).background(.yellow).clipShape(RoundedRectangle(cornerRadius: 6))
    /// ```
    ///
    /// - Parameters:
    ///   - shape: The clipping shape to use for this view.
    ///   - style: The fill style to use when rasterizing `shape`: its even-odd rule is kept
    ///     with the clip.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(name: "clipShape", shape: shape, style: style))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    ///
    /// The same as `clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))`. A
    /// negative, NaN or infinite radius is reported and counts as 0.
    ///
    /// ```swift
    /// Color.orange.frame(width: 80, height: 40).cornerRadius(8)
    /// ```
    ///
    /// - Parameters:
    ///   - radius: The corner radius to use when clipping the view to its bounding frame.
    ///   - antialiased: Whether the clip's edges are smoothed; renderers of the pixel-aligned
    ///     frames Trellis draws make no difference.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        let usable = radius.isFinite && radius >= 0
        return modifier(ClipShapeModifier(
            name: "cornerRadius", shape: RoundedRectangle(cornerRadius: usable ? radius : 0, style: .circular), style: FillStyle(),
            problem: usable ? nil : "\(radius) is not a usable corner radius; treated as 0"))
    }
}

/// Clips its content to a shape: resolved here, where the layout direction is known.
nonisolated struct ClipShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let shape: S
    let style: FillStyle
    var problem: String? = nil

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let clip = ShapeClip(outline: ShapeOutline(shape, direction: resolver.environment.layoutDirection), style: style)
        NodeModifier(name: name, problem: problem, change: .clipShape(clip)).resolve(content: content, into: &resolver, elements: &elements)
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
