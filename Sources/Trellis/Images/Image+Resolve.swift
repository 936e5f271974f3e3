import Foundation

extension Image: PrimitiveView {
    /// Adds the image's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        defer { resolver.noteAccessibility(accessibilityRole, for: elements[start...]) }
        if case let .system(name) = source {
            resolveSymbol(resolver.environment.symbolVariants.symbolName(for: name), into: &resolver, elements: &elements)
            return
        }
        let name = "Image(\(source.description))"
        switch ImageLoader.load(source, displayScale: resolver.environment.pixelScale) {
        case let .success(loaded):
            if let problem = loaded.problem { resolver.report(.invalidModifierValue, "Image", problem) }
            let drawing = drawing(of: loaded, in: resolver.environment)
            elements.append(resolver.addLeaf(sizing(natural: loaded.pointSize), name: name, visual: .image(drawing)))
        case let .failure(problem):
            resolver.report(.missingImage, "Image", "\(problem); the image is 0 × 0, as a missing image is in SwiftUI")
            elements.append(resolver.addLeaf(sizing(natural: .zero), name: name))
        }
    }

    /// What the image is for accessibility: decorative, or an image labelled with its label,
    /// else its name (SwiftUI's label for a named image, looked up as a localized key).
    private var accessibilityRole: AccessibilityAttachment.Role {
        if isDecorative { return .decorative }
        if let label { return .image(label: label.content) }
        return .image(label: source.accessibilityName)
    }

    /// A fixed image is its natural size; a resizable one takes the proposal, its natural
    /// size when unspecified.
    private func sizing(natural: CGSize) -> LeafSizing {
        guard resizing != nil else { return .fixed(natural) }
        return .flexible(
            StandIn.Range(min: 0, ideal: natural.width, max: .infinity),
            StandIn.Range(min: 0, ideal: natural.height, max: .infinity))
    }

    func drawing(of loaded: LoadedImage, in environment: EnvironmentValues) -> LayoutResult.ImageDrawing {
        let source: LayoutResult.ImageDrawing.Source
        let name: String
        if let file = loaded.file {
            source = .file(file)
            if case let .named(resource, _) = self.source { name = resource } else { name = file.lastPathComponent }
        } else {
            source = .data(loaded.data ?? Data(), mimeType: loaded.header.format.mimeType)
            name = "image data"
        }
        let isTemplate = renderingMode.map { $0 == .template } ?? loaded.templateIntent ?? false
        return makeDrawing(
            source: source, name: name, mimeType: loaded.header.format.mimeType, natural: loaded.pointSize,
            isTemplate: isTemplate, environment: environment)
    }

    func makeDrawing(
        source: LayoutResult.ImageDrawing.Source, name: String, mimeType: String?, natural: CGSize, isTemplate: Bool,
        environment: EnvironmentValues
    ) -> LayoutResult.ImageDrawing {
        LayoutResult.ImageDrawing(
            source: source, name: name, mimeType: mimeType, naturalSize: natural, isResizable: resizing != nil,
            capInsets: resizing?.capInsets ?? EdgeInsets(), resizingMode: resizing?.mode ?? .stretch,
            isTemplate: isTemplate, paint: LayoutResult.Paint(environment.resolved(environment.foregroundColor ?? .primary)),
            interpolation: interpolation, isAntialiased: isAntialiased)
    }

    /// A symbol (the variant of it the environment's ``SymbolVariants`` name): sized from
    /// ``SymbolMetrics`` for the font's size and weight and the image scale (0 × 0 for a name
    /// that is no SF Symbol), or as its placeholder under `redacted(reason: .placeholder)`; a
    /// fixed symbol's text baselines are where the symbol's baseline is.
    private func resolveSymbol(_ name: String, into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let font = environment.defaultFont
        var pointSize = font.pointSize(in: environment)
        if !(pointSize.isFinite && pointSize >= 0) {
            resolver.report(.invalidModifierValue, "Image", "font size \(pointSize) is not a size of 0 or more; 0 instead")
            pointSize = 0
        }
        // The weight is the text's: `fontWeight(_:)` or `bold()` around, else the font's own.
        let weight = environment.textWeight ?? font.withStyleWeight(in: environment).resolvedWeight
        var metrics = SymbolMetrics.metrics(of: name, pointSize: pointSize, weight: weight, scale: environment.imageScale)
        SymbolMetrics.report(metrics.sizing, of: name, in: "Image", into: &resolver)
        if environment.redactionReasons.contains(.placeholder), resizing == nil {
            // Redacted, a symbol is its placeholder: a size from the point size alone
            // (`SymbolMetrics.placeholderSize(pointSize:)`), its descent the symbol's (a name
            // that is no symbol keeps the typical symbol's: not recorded, an estimate).
            let descent = metrics.sizing == .unknown
                ? SymbolMetrics.metrics(of: SymbolMetrics.typicalName, pointSize: pointSize, weight: weight,
                                        scale: environment.imageScale).descent
                : metrics.descent
            metrics.size = SymbolMetrics.placeholderSize(pointSize: pointSize)
            metrics.descent = Swift.min(descent, metrics.size.height)
        }
        let drawing = makeDrawing(
            source: .symbol(name), name: name, mimeType: nil, natural: metrics.size,
            isTemplate: renderingMode != .original, environment: environment)
        let leafName = "Image(systemName: \"\(name)\")"
        // A symbol at its own size sits on the text baseline as a glyph does: its baselines are
        // its descent above its bottom. Resized, it has none of its own.
        let sizing = resizing == nil
            ? LeafSizing.measured(SymbolMeasure(size: metrics.size, descent: metrics.descent, name: leafName))
            : sizing(natural: metrics.size)
        resolver.resolve(ImageLeaf(sizing: sizing, name: leafName, drawing: drawing), into: &elements)
    }
}

/// The leaf of an image that composes it with other views (a symbol with its baseline).
nonisolated struct ImageLeaf: View, PrimitiveView {
    typealias Body = Never
    let sizing: LeafSizing
    let name: String
    let drawing: LayoutResult.ImageDrawing

    var body: Never { fatalError("ImageLeaf has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        elements.append(resolver.addLeaf(sizing, name: name, visual: .image(drawing)))
    }
}

/// A symbol image at its own size (``LeafMeasurer``): always `size`, with both text baselines
/// `descent` above its bottom, as the symbol's glyph sits on a line of text.
final class SymbolMeasure: LeafMeasurer {
    private let symbolSize: CGSize
    private let descent: CGFloat
    let name: String

    init(size: CGSize, descent: CGFloat, name: String) {
        symbolSize = size
        self.descent = descent
        self.name = name
    }

    func size(for proposal: ProposedViewSize) -> CGSize { symbolSize }

    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        switch key {
        case VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key: return size.height - descent
        default: return nil
        }
    }

    var hasExplicitGuides: Bool { true }

    var answersCheaply: Bool { true }

    var spacing: ViewSpacing { .plainView }

    var sizeIndependence: NodeFlags { .sizeIndependent }
}
