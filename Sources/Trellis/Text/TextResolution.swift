import Foundation

extension Text: PrimitiveView {
    /// Adds the text's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        var lineSpacing = environment.lineSpacing
        if !lineSpacing.isFinite {
            resolver.report(.invalidModifierValue, "Text", "line spacing \(lineSpacing) is not a length; 0 instead")
            lineSpacing = 0
        }
        var runs: [ResolvedTextRun] = []
        runs.reserveCapacity(flattenedRuns.count)
        for run in flattenedRuns { resolve(run, in: environment, resolver: &resolver, into: &runs) }
        let first = runs.first ?? ResolvedTextRun(string: "", face: .squares, size: 0)
        let style = TextStyle(
            lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            lineSpacing: lineSpacing, minimumScaleFactor: environment.minimumScaleFactor,
            reservedLines: environment.reservedLines, pixelLength: 1 / environment.pixelScale,
            tabularDigits: first.tabularDigits, allowsTightening: environment.allowsTightening,
            isPlaceholder: environment.redactionReasons.contains(.placeholder),
            lineInsets: environment.textLineInsets.sanitized)
        // Plain text (one run, nothing added) keeps the one-font path and its ASCII tables.
        let measure = runs.count == 1 && first.isPlain
            ? TextMeasure(
                content: first.string, face: first.face, size: first.size, style: style,
                lineMetrics: first.systemLineMetricsPerPoint?.scaled(by: first.size), systemFont: first.systemLineMetricsPerPoint != nil,
                fallback: first.fallback, recordedEdgeSpacing: first.recordedEdgeSpacing, weightTracking: first.weightTracking)
            : TextMeasure(runs: runs, style: style)
        measure.reportUncoveredCharacters(into: &resolver)
        let visual = Visual.text(measure, environment.multilineTextAlignment, first.color)
        elements.append(resolver.addLeaf(.measured(measure), name: .measured, visual: visual))
    }

    /// The weight the bold trait gives a macOS text style. **measured** — swiftui-web
    /// `text/bold-trait` at 50a2567 and its `Docs/elements/Text.md` (each style's "Bold" against
    /// the weights 500–800 of `text-metrics.json`): largeTitle, title and title2 bold, headline
    /// (bold already) heavy, caption medium, the others semibold.
    static func macOSBoldTrait(_ style: Font.TextStyle) -> Font.Weight {
        switch style {
        case .largeTitle, .title, .title2: .bold
        case .headline: .heavy
        case .caption: .medium
        default: .semibold
        }
    }

    /// One run with the environment's values where neither it nor this text sets them; in
    /// pieces where its font sets small capitals (``ResolvedTextRun/appendSmallCapPieces(_:to:)``),
    /// appended to `runs` (one array for the whole text, not one per run).
    private func resolve(_ run: TextRun, in environment: EnvironmentValues, resolver: inout Resolver, into runs: inout [ResolvedTextRun]) {
        let attributes = run.attributes.merged(over: environment.textRunStyle.attributes)
        var font = attributes.font ?? environment.defaultFont
        font = font.designed(attributes.design)
        if attributes.isMonospaced ?? false { font = font.monospaced() }
        if let weight = attributes.weight ?? environment.textWeight { font = font.weight(weight) }
        if attributes.isItalic ?? environment.textItalic { font = font.italic() }
        if attributes.isMonospacedDigit ?? environment.textMonospacedDigit { font = font.monospacedDigit() }
        if let width = attributes.width { font = font.width(width) }
        font = font.withStyleWeight(in: environment)
        let face: FontFace
        switch resolver.fonts.face(for: font) {
        case let .success(found):
            face = found
        case let .failure(error):
            resolver.report(.missingFont, "Text", "\(error); measured with the square test model instead")
            face = .squares
        }
        // A font size or line spacing that is not a number, or infinite (or a negative size),
        // measures nothing sensible: 0 instead, reported (issue 19; a size of NaN or -5 gave
        // a frame of -0 × -0, silently).
        var size = font.pointSize(in: environment)
        if !(size.isFinite && size >= 0) {
            resolver.report(.invalidModifierValue, "Text", "font size \(size) is not a size of 0 or more; 0 instead")
            size = 0
        }
        // The weight whose width the text takes. `bold()` or `fontWeight(.bold)` on a text
        // style's text is SwiftUI's bold trait, which it sets lighter than the style at
        // `.weight(.bold)`: semibold's width (swiftui-web `text/modifiers`: `.body.bold()`
        // 28.5 wide, `.body.weight(.bold)` 29.5; `text/bold-trait`, `ios/text/bold-trait`),
        // on macOS per style (``macOSBoldTrait(_:)``).
        var widthWeight = font.weight
        if case let .textStyle(style, _) = font.base, let trait = attributes.weight ?? environment.textWeight, trait == .bold {
            widthWeight = environment.targetPlatform.system == .macOS ? Self.macOSBoldTrait(style) : .semibold
        }
        let unscaledSize = size
        size = attributes.scale?.pointSize(for: size) ?? size
        // A font standing in for SF takes SF's line heights and tracking for the size; a
        // scaled text (`textScale`) keeps the unscaled font's line, as SwiftUI's does.
        let systemMetrics = face.isFile && !font.isCustom && size > 0
            ? font.systemLineMetrics(size: unscaledSize, in: environment)?.scaled(by: 1 / size) : nil
        func length(_ value: CGFloat?, _ name: String) -> CGFloat {
            guard let value else { return 0 }
            if value.isFinite { return value }
            resolver.report(.invalidModifierValue, "Text", "\(name) \(value) is not a length; 0 instead")
            return 0
        }
        let kerning = length(attributes.kerning, "kerning"), tracking = length(attributes.tracking, "tracking")
        var string = run.date?.string(in: environment) ?? run.formatted?.string(in: environment) ?? run.string
        switch environment.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        // Links are drawn in the accent colour (the tint), as SwiftUI draws them.
        let color = attributes.contextualStyle?.color(in: environment) ?? attributes.foregroundColor
            ?? (attributes.link != nil ? TintShapeStyle().color(in: environment) : nil)
            ?? environment.foregroundColor ?? .primary
        func decoration(_ decoration: TextDecoration?) -> Text.LineStyle? {
            guard let decoration, decoration.isActive else { return nil }
            return Text.LineStyle(pattern: decoration.style.pattern, color: decoration.style.color.map(environment.resolved))
        }
        var resolved = ResolvedTextRun(
            string: string, face: face, size: size, tabularDigits: font.isMonospacedDigit,
            systemLineMetricsPerPoint: systemMetrics,
            weightTracking: systemMetrics == nil ? 0 : SystemFontMetrics.weightCorrection(weight: widthWeight, face: face),
            recordedEdgeSpacing: systemMetrics == nil ? nil : font.recordedEdgeSpacing(size: size, in: environment),
            fallback: FontFallback(library: resolver.fonts, bold: font.wantsBold, italic: font.isItalic),
            spacing: attributes.tracking != nil ? tracking : kerning,
            baselineOffset: length(attributes.baselineOffset, "baseline offset"), color: environment.resolved(color),
            underline: decoration(attributes.underline), strikethrough: decoration(attributes.strikethrough),
            link: attributes.link)
        if let image = run.image {
            // An image in the text, at the run's size and weight, in its colour (``TextImage``).
            resolved.string = String(TextImage.character)
            resolved.image = image.resolved(pointSize: size, weight: font.resolvedWeight, color: resolved.color, resolver: &resolver)
            runs.append(resolved)
            return
        }
        resolved.appendSmallCapPieces(font.smallCapLetters, to: &runs)
    }
}
