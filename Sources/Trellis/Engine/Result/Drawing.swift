import Foundation

extension LayoutResult {
    /// What one laid-out view draws itself, for renderers (SVG, terminal, HTML): containers,
    /// modifiers and spacers draw nothing of their own.
    ///
    /// Positions are in root coordinates and derive from the element's pixel-rounded
    /// ``Element/frame``, so a renderer needs nothing but the result.
    public enum Drawing: Sendable, Equatable {
        /// A color view: the frame filled with `paint`.
        case fill(Paint)
        /// A shape in the frame, filled with `paint`.
        case shape(Outline, Paint)
        /// A shape in the frame, traced with a line of `paint` in `style` (centred on the
        /// outline, as SwiftUI strokes).
        case stroke(Outline, Paint, StrokeStyle)
        /// Lines of text.
        case text(TextDrawing)
        /// An image, or a symbol's placeholder, stretched over the frame.
        case image(ImageDrawing)
        /// A control's part, with the control's current state (see ``ControlDrawing``).
        case control(ControlDrawing)
        /// A ``Canvas``'s drawing: commands in the frame's coordinates, clipped to it.
        case canvas(CanvasDrawing)
    }

    /// A solid colour in the sRGB colour space, components in 0...1.
    public struct Paint: Sendable, Hashable, CustomStringConvertible {
        /// The red component.
        public let red: Double
        /// The green component.
        public let green: Double
        /// The blue component.
        public let blue: Double
        /// The opacity: 0 transparent, 1 opaque.
        public let opacity: Double
        /// The name of the system colour it came from (`red`, `primary`), if any.
        public let name: String?
        /// The gradient painted, if it is one (a ``LinearGradient``…): the components above are
        /// then its first stop's, a solid colour for renderers that draw no gradient.
        public let gradient: GradientPaint?

        init(_ color: Color) {
            red = color.red
            green = color.green
            blue = color.blue
            opacity = color.opacity
            name = color.name
            gradient = color.shading?.paint
        }

        /// The colour as `#rrggbb`, without its opacity (CSS and SVG take opacity apart).
        public var hex: String {
            func byte(_ v: Double) -> String {
                let n = Int((v * 255).rounded())
                return (n < 16 ? "0" : "") + String(n, radix: 16)
            }
            return "#" + byte(red) + byte(green) + byte(blue)
        }

        /// The colour's name, or `#rrggbb` followed by its opacity when not opaque.
        public var description: String {
            name ?? (opacity == 1 ? hex : "\(hex) \(Describe.number(CGFloat(opacity)))")
        }
    }

    /// The outline of a shape: a built-in shape's, drawn inside the element's frame, or a path.
    public enum Outline: Sendable, Hashable {
        /// The whole frame.
        case rectangle
        /// The frame with corners of the given size rounded off.
        case roundedRectangle(cornerSize: CGSize)
        /// The largest circle centred in the frame.
        case circle
        /// The ellipse that touches the frame's edges.
        case ellipse
        /// The frame with its shorter side rounded into half circles.
        case capsule
        /// A path in root coordinates: a custom shape's ``Shape/path(in:)`` (or a ``Path``
        /// view) made in the view's bounds and moved to its frame.
        case path(Path)

        /// Hashes the outline (a path by its elements' count and bounding rectangle).
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .rectangle: hasher.combine(0)
            case let .roundedRectangle(corner):
                hasher.combine(1)
                hasher.combine(corner.width)
                hasher.combine(corner.height)
            case .circle: hasher.combine(2)
            case .ellipse: hasher.combine(3)
            case .capsule: hasher.combine(4)
            case let .path(path):
                hasher.combine(5)
                hasher.combine(path.elements.count)
                let box = path.boundingRect
                if !box.isNull { hasher.combine(box.minX); hasher.combine(box.minY); hasher.combine(box.width); hasher.combine(box.height) }
            }
        }

        /// The outline as a path in `frame` (a ``path(_:)`` outline is already one). A rounded
        /// rectangle's corners are drawn circular, as SVG's `rx` and `ry` draw them; a capsule's
        /// radius is half the frame's shorter side.
        public func path(in frame: CGRect) -> Path {
            switch self {
            case .rectangle: return Path(frame)
            case let .roundedRectangle(corner): return Path(roundedRect: frame, cornerSize: corner, style: .circular)
            case .circle: return Path(ellipseIn: Self.square(in: frame))
            case .ellipse: return Path(ellipseIn: frame)
            case .capsule:
                let radius = min(frame.width, frame.height) / 2
                return Path(roundedRect: frame, cornerRadius: radius, style: .circular)
            case let .path(path): return path
            }
        }

        /// The smallest rectangle holding the outline drawn in `frame`: the frame, but for a
        /// circle (the square centred in it) and a path (its ``Path/boundingRect``).
        public func boundingBox(in frame: CGRect) -> CGRect {
            switch self {
            case .rectangle, .roundedRectangle, .ellipse, .capsule: return frame
            case .circle: return Self.square(in: frame)
            case let .path(path): return path.boundingRect
            }
        }

        /// The largest square centred in `frame`.
        static func square(in frame: CGRect) -> CGRect {
            let side = min(frame.width, frame.height)
            return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        }
    }

    /// The shape a view's content is clipped to (`clipShape(_:style:)`,
    /// `cornerRadius(_:antialiased:)`), in the view's frame.
    public struct Clip: Sendable, Equatable {
        /// The shape's outline, drawn in the element's ``Element/frame`` (a path in root
        /// coordinates).
        public let outline: Outline
        /// Whether the even-odd rule, rather than the non-zero one, decides what is inside.
        public let isEOFilled: Bool
        /// The smallest rectangle holding the outline, in root coordinates: what clips the
        /// ``Element/visibleFrame`` of the content.
        public let boundingBox: CGRect
    }

    /// Text as laid out for its frame: one entry per line, and the font it is drawn in.
    public struct TextDrawing: Sendable, Equatable {
        /// One line of text.
        public struct Line: Sendable, Equatable {
            /// The characters drawn, with an ellipsis where the line is truncated.
            public let text: String
            /// Where the line's baseline starts (its left end), in root coordinates.
            public let origin: CGPoint
            /// How wide the line is drawn, in points.
            public let width: CGFloat
            /// The line's pieces in their own styles, for styled text (`Text + Text`, Markdown,
            /// `AttributedString`, kerning, underlines…); empty when the whole line is drawn in
            /// the text's one font and colour.
            public var spans: [Span] = []
        }

        /// The lines, top to bottom.
        public let lines: [Line]
        /// The font's family name, as a renderer asks for it (`Inter`).
        public let fontFamily: String
        /// The point size drawn at, after any minimum-scale-factor shrinking.
        public let pointSize: CGFloat
        /// Whether the face is bold.
        public let isBold: Bool
        /// Whether the face is italic.
        public let isItalic: Bool
        /// The text colour.
        public let paint: Paint
        /// The space added after each character, in points: SF's tracking for the size, which
        /// Apple's platforms apply to the system font and its stand-in's file does not carry
        /// (a renderer draws it as letter spacing); 0 for other fonts.
        public var tracking: CGFloat = 0
        /// The families of the fallback fonts some characters are drawn in (a Japanese or emoji
        /// font for a Latin font's text), in the order first used; a renderer lists them after
        /// ``fontFamily`` so that the same fonts draw the same characters.
        public internal(set) var fallbackFamilies: [String] = []
        /// The rounded bar each line is drawn as instead of its glyphs, for text under
        /// `redacted(reason: .placeholder)` (``placeholderFrame(of:)``); `nil` for text drawn as
        /// glyphs.
        public internal(set) var placeholderBar: PlaceholderBar?
    }
}

extension LayoutResult.Element {
    /// What this view draws itself, or `nil` for views that draw nothing of their own.
    public var drawing: LayoutResult.Drawing? { drawing(of: visual) }

    private func drawing(of visual: Visual?) -> LayoutResult.Drawing? {
        switch visual {
        case nil:
            return nil
        case let .color(color):
            return .fill(LayoutResult.Paint(color))
        case let .shape(kind, color):
            return .shape(kind, LayoutResult.Paint(color))
        case let .path(shape, color):
            return .shape(.path(shape.path(in: frame)), LayoutResult.Paint(color))
        case let .stroked(shape, style):
            guard case let .shape(outline, paint)? = drawing(of: shape) else { return drawing(of: shape) }
            return .stroke(outline, paint, style)
        case let .text(measure, alignment, color):
            return .text(measure.drawing(
                in: frame, proposal: proposal, alignment: alignment, direction: layoutDirection, paint: LayoutResult.Paint(color)))
        case let .image(image):
            return .image(image)
        case let .control(control):
            return .control(control)
        case let .canvas(renderer):
            return renderer.drawing(size: frame.size).map { .canvas($0) }
        }
    }
}

extension TextMeasure {
    /// The lines of the text laid out for `proposal`, aligned in `frame` by `alignment`.
    func drawing(
        in frame: CGRect, proposal: ProposedViewSize, alignment: TextAlignment, direction: LayoutDirection,
        paint: LayoutResult.Paint
    ) -> LayoutResult.TextDrawing {
        let layout = layout(for: proposal)
        let characters = shaper.characters
        // Leading and trailing swap sides in a right-to-left layout.
        let trailingShare: CGFloat
        switch (alignment, direction) {
        case (.center, _): trailingShare = 0.5
        case (.leading, .leftToRight), (.trailing, .rightToLeft): trailingShare = 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): trailingShare = 1
        }
        let lines = layout.lines.enumerated().map { index, line in
            var shown = line.truncated ?? String(characters[line.start..<line.end])
            while let last = shown.last, last.isWhitespace { shown.removeLast() }
            let x = frame.minX + (frame.width - line.width) * trailingShare
            let y = frame.minY + (layout.baselines?[index] ?? layout.firstBaseline + CGFloat(index) * layout.lineStep)
            return LayoutResult.TextDrawing.Line(
                text: shown, origin: CGPoint(x: x, y: y), width: line.width, spans: spans(of: line, shown: shown, in: layout))
        }
        let (family, bold, italic): (String, Bool, Bool)
        switch face {
        case .squares: (family, bold, italic) = ("Ahem", false, false)
        case let .file(file): (family, bold, italic) = (file.familyName ?? "sans-serif", file.isBold, file.isItalic)
        }
        var drawing = LayoutResult.TextDrawing(
            lines: lines, fontFamily: family, pointSize: layout.pointSize, isBold: bold, isItalic: italic, paint: paint,
            fallbackFamilies: fallbackFamilies)
        if usesSystemTracking { drawing.tracking = shaper.systemTracking(size: layout.pointSize) }
        if style.isPlaceholder, size > 0 {
            // Placeholder text is drawn as bars: the font's cap height at the size drawn.
            drawing.placeholderBar = .init(size: layout.pointSize, capHeight: shaper.metrics.capHeight * layout.pointSize / size)
        }
        return drawing
    }
}
