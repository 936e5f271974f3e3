import Foundation

// Shape views: a shape filled or stroked that can be filled or stroked again, each new layer
// drawn over the ones before (SwiftUI 5's `Circle().fill(.yellow).stroke(.brown, lineWidth: 4)`).
// Each layer is the shape's leaf with its paint; the layers before are the new one's
// background, sized and placed as it is (the shape's frame). A view with no layers before
// (an `EmptyView` background) is the one leaf alone.

/// A view that provides a shape that you can use for drawing operations.
///
/// Use this type with the drawing methods on ``Shape`` to apply multiple fills and/or strokes
/// to a shape:
///
/// ```swift
/// Circle().fill(.yellow).stroke(.brown, lineWidth: 4).frame(width: 40, height: 40)
/// ```
nonisolated public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape
    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

/// A shape filled with a style: `Shape.fill(_:style:)`.
@frozen
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// How it is filled (Trellis fills whole outlines: see ``FillStyle``).
    public var fillStyle: FillStyle

    /// Creates the shape `shape` filled with `style`.
    @inlinable
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// A shape view has no body: it is the shape's leaf in its style.
    public var body: Never { fatalError("_ShapeView has no body") }

    /// Resolves the shape in the style.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolve(ModifiedContent(content: view.shape, modifier: ForegroundStyleModifier(style: view.style)))
    }
}

/// The shape leaf `layer` over `background`, unless the background is empty.
private func resolve<Layer: View, Background: View>(_ layer: Layer, over background: Background, into resolver: inout _ViewResolver) {
    if Background.self == EmptyView.self {
        resolver.resolve(layer)
    } else {
        resolver.resolve(ModifiedContent(
            content: layer, modifier: SecondaryLayerModifier(secondary: background, alignment: .center, kind: .background)))
    }
}

/// A shape provider that fills its shape, drawn over the shape views before it.
///
/// You do not create this type directly: it is the return type of `ShapeView.fill`.
@frozen
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that fills this view's shape.
    public var style: Style
    /// The fill style used when filling this view's shape.
    public var fillStyle: FillStyle
    /// The background shown beneath this view: the layers drawn before.
    public var background: Background

    /// Create a FillShapeView.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// A shape view has no body: it is the shape's leaf over its background.
    public var body: Never { fatalError("FillShapeView has no body") }

    /// Resolves the filled shape over the background.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolve(_ShapeView(shape: view.shape, style: view.style, fillStyle: view.fillStyle), over: view.background, into: &resolver)
    }
}

/// A shape provider that strokes its shape, drawn over the shape views before it.
///
/// You do not create this type directly: it is the return type of `Shape.stroke` and
/// `ShapeView.stroke`.
@frozen
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape: the line's width, caps, joins
    /// and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased (renderers may ignore it).
    public var isAntialiased: Bool
    /// The background shown beneath this view: the layers drawn before.
    public var background: Background

    /// Create a StrokeShapeView.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// A shape view has no body: it is the shape's traced leaf over its background.
    public var body: Never { fatalError("StrokeShapeView has no body") }

    /// Resolves the stroked shape over the background.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        let layer = ModifiedContent(content: view.shape, modifier: StrokeModifier(style: view.strokeStyle, paint: view.style))
        resolve(layer, over: view.background, into: &resolver)
    }
}

/// A shape provider that strokes the border of its shape (inset by half the line width, so
/// that the line stays in the frame), drawn over the shape views before it.
///
/// You do not create this type directly: it is the return type of `Shape.strokeBorder` and
/// `ShapeView.strokeBorder`.
@frozen
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes the border of this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased (renderers may ignore it).
    public var isAntialiased: Bool
    /// The background shown beneath this view: the layers drawn before.
    public var background: Background

    /// Create a stroke border shape.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// A shape view has no body: it is the shape's inset and traced leaf over its background.
    public var body: Never { fatalError("StrokeBorderShapeView has no body") }

    /// Resolves the inset, stroked shape over the background.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        let inset = view.shape.inset(by: StrokeModifier.halfWidth(view.strokeStyle))
        let layer = ModifiedContent(content: inset, modifier: StrokeModifier(style: view.strokeStyle, paint: view.style))
        resolve(layer, over: view.background, into: &resolver)
    }
}

nonisolated extension ShapeView {
    /// Fills this shape with a color or gradient, drawn over what this view draws.
    ///
    /// ```swift
    /// Circle().stroke(.red, lineWidth: 6).fill(.white.opacity(0.5))
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Traces the outline of this shape with a color or gradient, drawn over what this view
    /// draws.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this shape with a color or gradient and a line width, drawn over
    /// what this view draws.
    ///
    /// ```swift
    /// Circle().fill(.yellow).stroke(.brown, lineWidth: 4)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Returns a view that is the result of insetting this shape by half the line width and
    /// tracing it, drawn over what this view draws.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Returns a view that is the result of insetting this shape by half the line width and
    /// tracing it with a line width, drawn over what this view draws.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, lineWidth: 1)
    /// ```
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
