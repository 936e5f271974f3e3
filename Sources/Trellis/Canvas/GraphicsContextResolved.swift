import Foundation

extension GraphicsContext {
    /// Text resolved in a context's environment, ready to measure and draw.
    public struct ResolvedText: Sendable {
        let measure: TextMeasure?
        let alignment: TextAlignment
        let direction: LayoutDirection
        /// What the text is drawn with: its own colour, until changed.
        public var shading: Shading

        /// The size the text takes when offered `size` (wrapped to its width).
        public func measure(in size: CGSize) -> CGSize {
            measure?.size(for: ProposedViewSize(size)) ?? .zero
        }

        /// The distance from the top of the text laid out in `size` to its first baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measure?.layout(for: ProposedViewSize(size)).firstBaseline ?? 0
        }

        /// The distance from the top of the text laid out in `size` to its last baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measure?.layout(for: ProposedViewSize(size)).lastBaseline ?? 0
        }
    }

    /// An image resolved in a context's environment, ready to draw.
    public struct ResolvedImage: Sendable {
        let drawing: LayoutResult.ImageDrawing?
        let naturalSize: CGSize
        /// The image's size: its natural size (a symbol's, at the environment's font).
        public var size: CGSize { naturalSize }
        /// The image's baseline: its bottom edge.
        public let baseline: CGFloat
        /// What a template image or symbol is drawn with; `nil` keeps its own colour.
        /// (Recorded: the renderers draw the resolved colour, see `docs/differences.md`.)
        public var shading: Shading?
    }

    /// A resolver for one view in the canvas's environment.
    private func leaf<V: View>(_ view: V) -> (Visual?, LeafSizing?) {
        var resolver = Resolver(environment: environment, fonts: recorder.fonts)
        var elements: [NodeID] = []
        resolver.resolve(view, into: &elements)
        guard let first = elements.first else { return (nil, nil) }
        let node = resolver.store.nodes[first.index]
        guard case let .leaf(sizing) = node.behavior else { return (resolver.store.tables.visual(of: node), nil) }
        return (resolver.store.tables.visual(of: node), resolver.store.tables.sizing(sizing))
    }

    /// `text` resolved in the context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let (visual, _) = leaf(text)
        guard case let .text(measure, alignment, color)? = visual else {
            return ResolvedText(measure: nil, alignment: .leading, direction: environment.layoutDirection, shading: .foreground)
        }
        return ResolvedText(measure: measure, alignment: alignment, direction: environment.layoutDirection, shading: .color(color))
    }

    /// Draws `text` laid out in `rect` (wrapped to its width, from its top).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let measure = text.measure, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        let drawing = measure.drawing(
            in: rect, proposal: ProposedViewSize(rect.size), alignment: text.alignment, direction: text.direction,
            paint: paint(text.shading))
        record(.text(drawing))
    }

    /// Draws `text` at its ideal size, its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws `text` laid out in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` at its ideal size, its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// `image` resolved in the context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let (visual, sizing) = leaf(image)
        let size = sizing?.size(for: .unspecified) ?? .zero
        guard case let .image(drawing)? = visual else {
            return ResolvedImage(drawing: nil, naturalSize: size, baseline: size.height, shading: nil)
        }
        return ResolvedImage(drawing: drawing, naturalSize: size, baseline: size.height, shading: nil)
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let drawing = image.drawing, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        record(.image(drawing, rect))
    }

    /// Draws `image` at its size, its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws `image` at its size, its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
}
