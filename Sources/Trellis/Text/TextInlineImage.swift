import Foundation

/// Images inside text (`Text(_:)` with an `Image`, `"\(image)"` in a localized key): each is a
/// run of its own that stands in the line as one object replacement character (U+FFFC, which a
/// line may break before and after, ``LineBreaking``), as wide as the image, set on the
/// baseline and drawn by the renderers where the character is.
///
/// Sizes and places — **measured**, swiftui-web `text/inline-image` at 8592285 (macOS 26.6,
/// scale 2): a symbol is as wide as `Image(systemName:)` is on its own at the text's size,
/// weight and image scale (``SymbolMetrics``: a 13-pt star 16.5, bold 17, a 22-pt one 28.5; a
/// star then " Starred" 65). Its frame reaches its measured descent below the baseline and
/// the rest above it; the part above makes the line taller where it rises above the font's
/// ascent (the bold 13-pt star, 13 above, makes the 16-pt line 16.5), and the part below never
/// does (the regular star reaches 3.5 below, past the font's 3.37, yet its line stays 16: the
/// line keeps its font's descent). Any other image is its natural size, its bottom on the
/// baseline, as tall above it as it is.
struct TextImage: Hashable, Sendable {
    /// The character an image stands as in its text.
    static let character: Character = "\u{FFFC}"

    let image: Image

    static func == (a: TextImage, b: TextImage) -> Bool { a.image == b.image }

    func hash(into hasher: inout Hasher) { hasher.combine(image.source.description) }
}

extension Text {
    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
    ///
    /// ```swift
    /// Text(Image(systemName: "star")) + Text(" Starred")
    /// ```
    ///
    /// The image is part of the text's line, never broken, and a line may break before and after
    /// it. A symbol (`Image(systemName:)`) takes the text's font size, weight and the image
    /// scale, as `Image(systemName:)` does on its own, and sits on the baseline as a glyph does,
    /// its foot below it; it is drawn in the text's colour. Any other image is its natural size
    /// with its bottom on the baseline. An image taller than the font's ascent makes its line
    /// taller.
    ///
    /// - Parameter image: The image to display inline.
    public init(_ image: Image) {
        self.init(runs: [TextRun(string: String(TextImage.character), image: TextImage(image: image))])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image, set inline in the text as `Text(_:)` with an image sets it.
    ///
    /// ```swift
    /// Text("Tap \(Image(systemName: "plus")) to add")
    /// ```
    ///
    /// - Parameter image: The image to display inline.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}

/// An image in a text resolved for its environment: its frame, how far the frame reaches below
/// the baseline, and how it is drawn.
struct ResolvedTextImage: Sendable {
    var size: CGSize
    /// How far the frame reaches below the baseline: a symbol's measured descent, 0 for an
    /// image with its bottom on the baseline.
    var descent: CGFloat
    /// Whether the image is a symbol, which follows the text's size (a minimum scale factor
    /// shrinks it with the text); other images keep their natural size.
    var isSymbol: Bool
    var drawing: LayoutResult.ImageDrawing

    /// How far the image rises above the baseline: what it adds to its line's ascent.
    var ascent: CGFloat { Swift.max(size.height - descent, 0) }

    /// The image in text `factor` times the size: a symbol scaled, another image as it is.
    func scaled(by factor: CGFloat) -> ResolvedTextImage {
        guard isSymbol, factor != 1, factor.isFinite, factor >= 0 else { return self }
        var image = self
        image.size = CGSize(width: size.width * factor, height: size.height * factor)
        image.descent = descent * factor
        return image
    }
}

extension TextImage {
    /// The image for a run in `pointSize` and `weight`, drawn in `color`: a symbol (the variant
    /// the environment's symbol variants name) from ``SymbolMetrics`` at the image scale, any
    /// other image loaded at its natural size. What cannot be loaded, and a name that is no SF
    /// Symbol, is reported and is 0 × 0, as a missing image is in SwiftUI.
    func resolved(pointSize: CGFloat, weight: Font.Weight, color: Color, resolver: inout Resolver) -> ResolvedTextImage {
        var environment = resolver.environment
        environment.foregroundColor = color
        if case let .system(name) = image.source {
            let name = environment.symbolVariants.symbolName(for: name)
            let metrics = SymbolMetrics.metrics(of: name, pointSize: pointSize, weight: weight, scale: environment.imageScale)
            SymbolMetrics.report(metrics.sizing, of: name, in: "Text", into: &resolver)
            let drawing = image.makeDrawing(
                source: .symbol(name), name: name, mimeType: nil, natural: metrics.size,
                isTemplate: image.renderingMode != .original, environment: environment)
            return ResolvedTextImage(size: metrics.size, descent: metrics.descent, isSymbol: true, drawing: drawing)
        }
        switch ImageLoader.load(image.source, displayScale: environment.pixelScale) {
        case let .success(loaded):
            if let problem = loaded.problem { resolver.report(.invalidModifierValue, "Text", problem) }
            let drawing = image.drawing(of: loaded, in: environment)
            return ResolvedTextImage(size: loaded.pointSize, descent: 0, isSymbol: false, drawing: drawing)
        case let .failure(problem):
            resolver.report(.missingImage, "Text", "\(problem); the image in the text is 0 × 0, as a missing image is in SwiftUI")
            let drawing = image.makeDrawing(
                source: .data(Data(), mimeType: "image/png"), name: image.source.description, mimeType: nil, natural: .zero,
                isTemplate: false, environment: environment)
            return ResolvedTextImage(size: .zero, descent: 0, isSymbol: false, drawing: drawing)
        }
    }
}

extension LayoutResult.TextDrawing {
    /// An image set inside a line of text (`Text(_:)` with an `Image`): what a span draws
    /// instead of characters.
    public struct InlineImage: Sendable, Equatable {
        /// How the image is drawn: a symbol by name, other images from their pixels.
        public let drawing: LayoutResult.ImageDrawing
        /// The image's frame size, in points.
        public let size: CGSize
        /// How far the frame reaches below the span's baseline (a symbol's foot), in points.
        public let descent: CGFloat
    }
}

extension LayoutResult.TextDrawing.Span {
    /// The frame of the span's image in root coordinates when the span is drawn on `line`: its
    /// size, its left edge at the span's start and its bottom ``LayoutResult/TextDrawing/InlineImage/descent``
    /// below the span's baseline; `nil` for a span of characters.
    public func imageFrame(on line: LayoutResult.TextDrawing.Line) -> CGRect? {
        guard let image else { return nil }
        let baseline = line.origin.y - baselineOffset
        return CGRect(
            x: line.origin.x + x, y: baseline + image.descent - image.size.height, width: image.size.width, height: image.size.height)
    }
}
