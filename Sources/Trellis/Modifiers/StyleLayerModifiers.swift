import Foundation

nonisolated extension View {
    /// Sets the view's background to a style: a colour or gradient filling the view's frame,
    /// grown into the unsafe bands on `edges` where the view reaches them.
    ///
    /// ```swift
    /// VStack { Text("Inbox") }
    ///     .frame(maxWidth: .infinity, maxHeight: .infinity)
    ///     .background(.yellow)   // under the status bar too
    /// ```
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill the background with.
    ///   - edges: The edges on which the background ignores the safe area; all by default.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { StyleLayer(style: style, edges: edges) }
    }

    /// Sets the view's background to the background style in the current context
    /// (``BackgroundStyle``: the style `backgroundStyle(_:)` set, else the system background,
    /// white in a light scheme and black in a dark one), grown into the unsafe bands on `edges`.
    ///
    /// ```swift
    /// Text("Card").padding().background()
    /// ```
    ///
    /// - Parameter edges: The edges on which the background ignores the safe area; all by default.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to a shape filled with a style.
    ///
    /// ```swift
    /// Text("New").padding(6).background(.blue, in: Capsule())
    /// ```
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill the shape with.
    ///   - shape: The shape, in the view's frame.
    ///   - fillStyle: How the shape is filled.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Layers a style in front of this view: a colour or gradient filling the view's frame,
    /// grown into the unsafe bands on `edges` where the view reaches them.
    ///
    /// ```swift
    /// Color.blue.frame(width: 60, height: 60).overlay(.white.opacity(0.3))
    /// ```
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill the overlay with.
    ///   - edges: The edges on which the overlay ignores the safe area; all by default.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { StyleLayer(style: style, edges: edges) }
    }

    /// Layers a shape filled with a style in front of this view.
    ///
    /// - Parameters:
    ///   - style: The colour or style to fill the shape with.
    ///   - shape: The shape, in the view's frame.
    ///   - fillStyle: How the shape is filled.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }
}

/// A style filling its frame: a `Color` leaf for a colour, a rectangle in the style for any
/// other, reaching into the unsafe bands on `edges`.
nonisolated struct StyleLayer<S: ShapeStyle>: View {
    let style: S
    let edges: Edge.Set

    var body: some View {
        // The fill itself grows: nothing is applied after it, so it needs no
        // `ignoresSafeArea` node around it to keep the frame it is laid out at.
        StyleFill(style: style).modifier(NodeModifier(name: "ignoresSafeArea", change: .ignoresSafeArea(edges)))
    }
}

/// A style filling its frame (``StyleLayer`` before it reaches into the safe area).
nonisolated struct StyleFill<S: ShapeStyle>: View, PrimitiveView {
    typealias Body = Never
    let style: S
    var body: Never { fatalError("StyleFill has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        if let color = style as? Color {
            resolver.resolve(color, into: &elements)
        } else {
            resolver.resolve(Rectangle().fill(style), into: &elements)
        }
    }
}
