import Foundation

/// What a renderer needs to draw a leaf (made public as ``LayoutResult/Drawing``).
///
/// Indirect: a visual is one reference, so a node keeps 8 bytes for it rather than a colour's
/// 33, and leaves drawn alike share one (see `Resolver.colorVisual(_:)`).
indirect enum Visual: Sendable {
    case color(Color)
    /// A shape and the foreground colour it is filled with.
    case shape(LayoutResult.Outline, Color)
    /// Text, how its lines align, and its colour.
    case text(TextMeasure, TextAlignment, Color)
    /// A control's part (a switch, a slider's track, a button's bezel) and its state.
    case control(LayoutResult.ControlDrawing)
}
