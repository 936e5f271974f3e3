import Foundation

// Stroking: a shape traced by a line instead of filled. A stroke changes no frame (SwiftUI's
// stroke is centred on the outline and may spill out of the frame by half its width;
// `strokeBorder` insets the outline so that it does not). The shape's leaf reads the stroke
// from the environment it is resolved in and draws `LayoutResult.Drawing.stroke`.

nonisolated extension Shape {
    /// Traces the outline of this shape with a colour or gradient.
    ///
    /// ```swift
    /// Circle().stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The colour or style of the line.
    ///   - style: The line's width, caps, joins and dashes.
    ///   - antialiased: Whether the line's edges are smoothed; renderers may ignore it.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the outline of this shape with a colour or gradient and a line width.
    ///
    /// - Parameters:
    ///   - content: The colour or style of the line.
    ///   - lineWidth: The width of the line, centred on the outline; 1 by default.
    ///   - antialiased: Whether the line's edges are smoothed; renderers may ignore it.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the outline of this shape with a color or gradient (the form without
    /// `antialiased`, which the overload with it is preferred to).
    ///
    /// - Parameters:
    ///   - content: The colour or style of the line.
    ///   - style: The line's width, caps, joins and dashes.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(content, style: style, antialiased: true)
    }

    /// Traces the outline of this shape with a color or gradient and a line width (the form
    /// without `antialiased`, which the overload with it is preferred to).
    ///
    /// - Parameters:
    ///   - content: The colour or style of the line.
    ///   - lineWidth: The width of the line, centred on the outline; 1 by default.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: true)
    }

    /// Returns a new shape that is a stroked copy of this one, in the foreground style.
    ///
    /// - Parameter style: The line's width, caps, joins and dashes.
    public func stroke(style: StrokeStyle) -> some Shape {
        StrokedShape(base: self, style: style)
    }

    /// Returns a new shape that is a stroked copy of this one, in the foreground style.
    ///
    /// ```swift
    /// Capsule().stroke(lineWidth: 2).foregroundStyle(.green)
    /// ```
    ///
    /// - Parameter lineWidth: The width of the line, centred on the outline; 1 by default.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

nonisolated extension InsettableShape {
    /// Returns a view that is this shape inset by half the line width and traced, so that the
    /// line stays inside the frame.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The colour or style of the line.
    ///   - style: The line's width, caps, joins and dashes.
    ///   - antialiased: Whether the line's edges are smoothed; renderers may ignore it.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Returns a view that is this shape inset by half the line width and traced in a colour or
    /// gradient, so that the line stays inside the frame.
    ///
    /// - Parameters:
    ///   - content: The colour or style of the line.
    ///   - lineWidth: The width of the line; 1 by default.
    ///   - antialiased: Whether the line's edges are smoothed; renderers may ignore it.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a view that is this shape inset by half the line width and traced in the
    /// foreground style.
    ///
    /// - Parameters:
    ///   - style: The line's width, caps, joins and dashes.
    ///   - antialiased: Whether the line's edges are smoothed; renderers may ignore it.
    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: StrokeModifier.halfWidth(style)).stroke(style: style)
    }

    /// Returns a view that is this shape inset by half the line width and traced in the
    /// foreground style.
    ///
    /// - Parameters:
    ///   - lineWidth: The width of the line; 1 by default.
    ///   - antialiased: Whether the line's edges are smoothed; renderers may ignore it.
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension View {
    /// Adds a border to this view with the specified style and width: a line inside the
    /// view's frame (an overlay of a rectangle traced with `strokeBorder`).
    ///
    /// ```swift
    /// Text("Tag").padding(4).border(.gray, width: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The colour or style of the border.
    ///   - width: The thickness of the border; 1 by default.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// A shape traced by a line (`stroke(lineWidth:)`, `stroke(style:)`): sized as its base, and
/// drawn as its base's outline stroked in the foreground style. Its `path(in:)` is the base's
/// outline (SwiftUI's is the outline of the line itself: see docs/semantics.md, "Strokes").
nonisolated struct StrokedShape<Base: Shape>: Shape {
    let base: Base
    let style: StrokeStyle

    func path(in rect: CGRect) -> Path { base.path(in: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    static var role: ShapeRole { .stroke }

    /// Resolves the base shape with the stroke in the environment.
    static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view.base, by: StrokeModifier(style: view.style, paint: nil))
    }
}

/// Sets the stroke the shapes in its content are traced with, and its colour when given.
nonisolated struct StrokeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: StrokeStyle
    /// The line's colour; `nil` for the foreground style.
    let paint: (any ShapeStyle)?

    /// Half of `style`'s line width, as far as `strokeBorder` insets (0 for a bad width).
    static func halfWidth(_ style: StrokeStyle) -> CGFloat {
        style.lineWidth.isFinite && style.lineWidth > 0 ? style.lineWidth / 2 : 0
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        var style = style
        if !(style.lineWidth.isFinite && style.lineWidth >= 0) {
            resolver.report(
                .invalidModifierValue, "stroke", "line width \(Describe.number(style.lineWidth)) is not a length; treated as 1")
            style.lineWidth = 1
        }
        let saved = (resolver.environment.shapeStroke, resolver.environment.foregroundColor)
        resolver.environment.shapeStroke = style
        if let paint, let color = resolver.color(of: paint, for: "stroke") { resolver.environment.foregroundColor = color }
        resolver.resolve(content, into: &elements)
        (resolver.environment.shapeStroke, resolver.environment.foregroundColor) = saved
    }
}
