import Foundation

/// What a renderer needs to draw a leaf (made public as ``LayoutResult/Drawing``).
///
/// Indirect: a visual is one reference, so a node keeps 8 bytes for it rather than a colour's
/// 33, and leaves drawn alike share one (see `Resolver.colorVisual(_:)`).
indirect enum Visual: Sendable {
    case color(Color)
    /// A built-in shape and the foreground colour it is filled with.
    case shape(LayoutResult.Outline, Color)
    /// A custom shape (or a path), drawn by its path at the frame it is placed in, and its
    /// colour.
    case path(ShapePath, Color)
    /// Text, how its lines align, and its colour.
    case text(TextMeasure, TextAlignment, Color)
    /// A shape (`shape` or `path`) traced by a line instead of filled.
    case stroked(Visual, StrokeStyle)
    /// An image or symbol: everything about it but its frame.
    case image(LayoutResult.ImageDrawing)
    /// A control's part (a switch, a slider's track, a button's bezel) and its state.
    case control(LayoutResult.ControlDrawing)
    /// A canvas: its renderer, called for the frame's size when the drawing is read.
    case canvas(CanvasRenderer)
}
