import Foundation

extension LayoutResult {
    /// What a ``Canvas`` drew for its frame: the commands its renderer closure gave its
    /// ``GraphicsContext``, in order, as data the renderers replay (SVG and PNG draw them;
    /// see ``CanvasCommand`` for what each draws).
    ///
    /// Coordinates are the canvas's own: (0, 0) is the top-leading corner of the element's
    /// ``Element/frame``; a renderer moves the drawing there and clips it to the frame, as
    /// SwiftUI draws a canvas into a layer of its size.
    public struct CanvasDrawing: Sendable, Equatable {
        /// The size the renderer closure was given: the element's frame size.
        public let size: CGSize
        /// The drawing commands, first drawn first.
        public let commands: [CanvasCommand]
        /// How many commands past ``CanvasDrawing/maximumCommands`` were dropped (0 normally).
        public let droppedCommands: Int

        /// The most commands one canvas keeps: a renderer closure that draws more (a loop
        /// that never ends drawing is the user's to stop, but its memory is bounded) has the
        /// rest dropped, counted in ``droppedCommands``.
        public static let maximumCommands = 100_000
    }

    /// One drawing operation of a canvas, with the context's state when it was made.
    public struct CanvasCommand: Sendable, Equatable {
        /// What is drawn, in the coordinates of ``transform``.
        public enum Content: Sendable, Equatable {
            /// A path filled with a paint (a gradient's geometry is relative to the canvas's
            /// bounds in these coordinates).
            case fill(Path, Paint, isEOFilled: Bool)
            /// A path traced with a line.
            case stroke(Path, Paint, StrokeStyle)
            /// Lines of text, their origins in these coordinates.
            case text(TextDrawing)
            /// An image stretched over a rectangle.
            case image(ImageDrawing, CGRect)
        }

        /// What is drawn.
        public let content: Content
        /// The context's transform when it was drawn (``GraphicsContext/transform``, with
        /// any affine `projectionTransform` filter after it): from the content's
        /// coordinates to the canvas's.
        public let transform: CGAffineTransform
        /// The context's opacity, 0...1.
        public let opacity: Double
        /// How the drawing composites with what is under it (a ``GraphicsContext/BlendMode``
        /// with no ``BlendMode`` counterpart draws as `normal`, named in ``inertEffects``).
        public let blendMode: BlendMode
        /// The clips in effect, every one of which the drawing is inside (or outside, for an
        /// inverse clip).
        public let clips: [CanvasClip]
        /// The shadows added by `shadow` filters, innermost first.
        public let shadows: [Shadow]
        /// The radius of the blur added by `blur` filters (several combine as the root of
        /// the sum of their squares); 0 for none.
        public let blurRadius: CGFloat
        /// The filters and options recorded that the renderers do not draw, by name
        /// (`"projectionTransform"` for a non-affine one, `"shadowOnly"`…).
        public let inertEffects: [String]
    }

    /// A clip of a canvas: an area in canvas coordinates.
    public struct CanvasClip: Sendable, Equatable {
        /// The area's outline, in canvas coordinates (the context's transform applied).
        public let path: Path
        /// Whether the even-odd rule decides what is inside.
        public let isEOFilled: Bool
        /// Whether the drawing shows outside the area rather than inside it
        /// (``GraphicsContext/ClipOptions/inverse``).
        public let isInverse: Bool
    }
}
