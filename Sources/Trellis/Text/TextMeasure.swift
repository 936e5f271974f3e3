import Foundation
import Synchronization

/// A text leaf's measuring state: its shaper (advances measured once, at resolve time), its
/// spacing preferences, and its last layout; the text's answers to the engine
/// (``LeafMeasurer``).
final class TextMeasure: LeafMeasurer {
    let content: String
    let face: FontFace
    let size: CGFloat
    let style: TextStyle
    let shaper: TextShaper
    /// The text's spacing preferences (see ``spacing(_:style:)``).
    let spacing: ViewSpacing
    /// Whether characters take SF's tracking for the size (the font stands in for SF).
    var usesSystemTracking: Bool { shaper.usesSystemTracking }
    /// The last layout computed: the line breaking behind the engine's size question, which
    /// the baseline and drawing questions that follow it for the same proposal share (the
    /// engine keeps the text's sizes, ``answersCheaply``).
    private let lastLayout = Mutex<(ProposedViewSize, TextLayout)?>(nil)
    /// How many times lines were broken: tests check that caching keeps this to one per
    /// distinct proposal.
    private let breaks = Atomic<Int>(0)
    var lineBreakCount: Int { breaks.load(ordering: .relaxed) }
    /// The styled runs of text that is not plain (`Text + Text`, Markdown, decorations…), each
    /// in its own font; empty for plain text, which is all in `face` at `size`.
    let runs: [ResolvedTextRun]

    /// - Parameters:
    ///   - lineMetrics: The vertical metrics at `size` that replace the face's (SF's,
    ///   for a font standing in for the system font); `nil`: the face's.
    ///   - systemFont: Whether the font stands in for the system font: lines take `lineMetrics`
    ///     and characters SF's tracking for the size.
    ///   - fallback: The fonts for characters `face` lacks.
    ///   - recordedEdgeSpacing: Recorded distances to a plain view above and below the text,
    ///     which replace those its metrics give.
    init(
        content: String, face: FontFace, size: CGFloat, style: TextStyle, lineMetrics: LineMetrics? = nil, systemFont: Bool = false,
        fallback: FontFallback = .none, recordedEdgeSpacing: (above: CGFloat, below: CGFloat)? = nil, weightTracking: CGFloat = 0
    ) {
        runs = []
        self.content = content
        self.face = face
        self.size = size.isFinite && size > 0 ? size : 0
        self.style = style
        let perPoint = self.size > 0 ? lineMetrics?.scaled(by: 1 / self.size) : nil
        let shaper = TextShaper(
            content, face: face, size: self.size, tabularDigits: style.tabularDigits, fallback: fallback,
            lineMetricsPerPoint: systemFont ? perPoint : nil, usesSystemTracking: systemFont, weightTracking: weightTracking)
        self.shaper = style.isPlaceholder ? shaper.placeholder() : shaper
        self.spacing = Self.spacing(Self.spacing(shaper.metrics, style: style), recorded: recordedEdgeSpacing)
    }

    /// Styled text: the runs measured one after the other, each in its own font.
    init(runs: [ResolvedTextRun], style: TextStyle) {
        self.runs = runs
        content = runs.map(\.string).joined()
        face = runs.first?.face ?? .squares
        size = runs.first?.size ?? 0
        self.style = style
        let shaper = TextShaper.shaping(runs)
        self.shaper = style.isPlaceholder ? shaper.placeholder() : shaper
        spacing = Self.spacing(Self.spacing(shaper.metrics, style: style), recorded: runs.count == 1 ? runs[0].recordedEdgeSpacing : nil)
    }

    /// The text measured at `factor` times its size, `extraSpacing` added after every character.
    func shaper(scaledBy factor: CGFloat, extraSpacing: CGFloat = 0) -> TextShaper {
        if factor == 1, extraSpacing == 0 { return shaper }
        if style.isPlaceholder { return shaper.placeholder(at: size * factor, extraSpacing: extraSpacing) }
        if runs.isEmpty, extraSpacing == 0 { return shaper.resized(to: size * factor) }
        let runs = runs.isEmpty
            ? [ResolvedTextRun(
                string: content, face: face, size: size, tabularDigits: style.tabularDigits,
                systemLineMetricsPerPoint: shaper.lineMetricsPerPoint, weightTracking: shaper.weightTracking,
                fallback: shaper.fallback)] : runs
        return TextShaper.shaping(runs.map { $0.scaled(by: factor) }, extraSpacing: extraSpacing)
    }

    /// The families of the fallback fonts the text is measured with, in the order first used.
    var fallbackFamilies: [String] { shaper.fallbacksUsed.compactMap(\.familyName) }

    /// The characters no font covers, each once: measured as the font's missing-glyph box.
    var uncoveredCharacters: [Character] { shaper.uncovered }

    /// The layout of the text for `proposal`, shrinking the font down to the minimum scale
    /// factor when that avoids truncation, inside the style's line insets (the lines offered
    /// the proposed height less them). A zero proposal shows nothing.
    func layout(for proposal: ProposedViewSize) -> TextLayout {
        if proposal == .zero { return .empty(pointSize: size) }
        if let (known, layout) = lastLayout.withLock({ $0 }), known == proposal { return layout }
        let insets = style.lineInsets
        let lines = insets.isEmpty ? proposal : ProposedViewSize(
            width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
        let layout = withLineHeights(computeLayout(for: lines)).inset(by: insets)
        breaks.add(1, ordering: .relaxed)
        lastLayout.withLock { $0 = (proposal, layout) }
        return layout
    }

    // MARK: LeafMeasurer

    func size(for proposal: ProposedViewSize) -> CGSize { layout(for: proposal).size }

    /// The first and last baselines of the lines laid out for `proposal`.
    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        switch key {
        case VerticalAlignment.firstTextBaseline.key: return layout(for: proposal).firstBaseline
        case VerticalAlignment.lastTextBaseline.key: return layout(for: proposal).lastBaseline
        default: return nil
        }
    }

    var hasExplicitGuides: Bool { true }

    /// No: breaking lines costs far more than a look-up, so the engine keeps the sizes.
    var answersCheaply: Bool { false }

    /// None: a text wraps to the width it is offered and shows the lines the height holds.
    var sizeIndependence: NodeFlags { [] }

    /// `Text("…")`, with up to 23 characters of the text, then `…`.
    var name: String { "Text(\"\(content.count > 24 ? String(content.prefix(23)) + "…" : content)\")" }

    /// A text's spacing preferences, on its top and bottom edges (none across its lines):
    /// towards another text, the lower text's line gap; towards a plain view above it, its
    /// descent plus a tenth of its line height; towards one below it, the larger of its line
    /// height plus that tenth less its cap height, and its descent plus the tenth. (SwiftUI's
    /// text spacing as OpenSwiftUI reimplements it, `Text+Spacing.swift`; measured on SwiftUI
    /// by the swiftui-web project.)
    static func spacing(_ metrics: LineMetrics, style: TextStyle) -> ViewSpacing {
        let lineHeight = metrics.singleLineHeight
        let tenth = style.pixels(lineHeight / 10, .up)
        let textMetrics = SpacingValue.text(TextSpacingMetrics(line: metrics, pixelLength: style.pixelLength))
        var spacing = ViewSpacing()
        spacing.top.categories = [.textToText: textMetrics, .edgeAboveText: .distance(metrics.descent + tenth)]
        spacing.bottom.categories = [
            .textToText: textMetrics,
            .edgeBelowText: .distance(Swift.max(lineHeight + tenth - metrics.capHeight, tenth + metrics.descent)),
        ]
        return spacing
    }

    /// `spacing` with the distances to a plain view above and below the text (the text-edge
    /// categories) replaced by recorded ones, where there are; the distance to other text kept.
    static func spacing(_ spacing: ViewSpacing, recorded: (above: CGFloat, below: CGFloat)?) -> ViewSpacing {
        guard let recorded, recorded.above.isFinite, recorded.below.isFinite else { return spacing }
        var edges = spacing
        edges[.top].categories[.edgeAboveText] = .distance(recorded.above)
        edges[.bottom].categories[.edgeBelowText] = .distance(recorded.below)
        return edges
    }

    private func computeLayout(for proposal: ProposedViewSize) -> TextLayout {
        let full = shaper.layout(maxWidth: proposal.width, maxHeight: proposal.height, style: style)
        if style.allowsTightening, full.lines.contains(where: { $0.truncated != nil }),
           let tightened = tightened(for: proposal) {
            return tightened
        }
        let factor = min(max(style.minimumScaleFactor.isFinite ? style.minimumScaleFactor : 1, 0.01), 1)
        guard factor < 1, full.lines.contains(where: { $0.truncated != nil }) else { return full }
        var low = factor, high: CGFloat = 1
        var best: TextLayout?
        for _ in 0..<12 {
            let mid = (low + high) / 2
            let scaled = shaper(scaledBy: mid).layout(maxWidth: proposal.width, maxHeight: proposal.height, style: style)
            if scaled.lines.contains(where: { $0.truncated != nil }) { high = mid } else { low = mid; best = scaled }
        }
        return best ?? shaper(scaledBy: factor).layout(maxWidth: proposal.width, maxHeight: proposal.height, style: style)
    }
}
