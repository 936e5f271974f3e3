import Foundation

/// One run of styled text resolved for its environment: the face and size it measures with,
/// the space added after each of its characters, and what it is drawn with.
struct ResolvedTextRun: Sendable {
    var string: String
    var face: FontFace
    var size: CGFloat
    var tabularDigits = false
    /// SF's vertical metrics at 1 pt for a font standing in for the system font (lines take
    /// them, characters SF's tracking for the size); `nil`: the face's own, no tracking.
    var systemLineMetricsPerPoint: LineMetrics?
    /// SF's extra width at the run's weight over its stand-in face's, per point of size
    /// (``SystemFontMetrics/weightCorrection(weight:face:)``); 0 off the system font.
    var weightTracking: CGFloat = 0
    /// The distances to a plain view above and below the text recorded for its font, which
    /// replace those its metrics give (``Font/recordedEdgeSpacing(size:in:)``).
    var recordedEdgeSpacing: (above: CGFloat, below: CGFloat)?
    /// The fonts for characters the run's face lacks.
    var fallback: FontFallback = .none
    /// The space added after every character, last included (`tracking`, or `kerning` when no
    /// tracking is set: Apple's documentation of `Text.kerning(_:)` shows the trailing edge
    /// moving, and of `tracking(_:)` that it adds space to each character cluster).
    var spacing: CGFloat = 0
    /// How far the run's baseline is raised (negative: lowered).
    var baselineOffset: CGFloat = 0
    var color: Color = .primary
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var link: URL?
    /// How many times its size the run's line is measured at: more than 1 for synthesized
    /// small capitals, which keep the line of the size they are cut from (`Font+SmallCaps.swift`).
    var lineScale: CGFloat = 1
    /// The image the run shows instead of characters (``TextImage``).
    var image: ResolvedTextImage?

    /// Whether the run measures and draws as plain text does: one font, nothing added.
    var isPlain: Bool {
        spacing == 0 && baselineOffset == 0 && underline == nil && strikethrough == nil && link == nil && lineScale == 1
            && image == nil
    }

    /// The same run at `factor` times its size (a minimum-scale-factor search).
    func scaled(by factor: CGFloat) -> ResolvedTextRun {
        var run = self
        run.size = size * factor
        run.spacing = spacing * factor
        run.baselineOffset = baselineOffset * factor
        run.image = image?.scaled(by: factor)
        return run
    }
}

extension TextShaper {
    /// The runs measured one after another on one line-breaking pass: each character with its
    /// own run's font, size and added spacing (`extraSpacing` more on every character, for
    /// tightening; none on those of cursive scripts, ``CursiveScripts``); kerning only inside a run. Lines are as tall as the tallest run: the largest
    /// ascent, the raised runs' included (a run keeps its font's ascent and descent, and a
    /// baseline offset adds to one of them), the largest descent and line gap.
    static func shaping(_ runs: [ResolvedTextRun], extraSpacing: CGFloat = 0) -> TextShaper {
        var characters: [Character] = []
        var prefix: [CGFloat] = [0]
        var kernBefore: [CGFloat] = []
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0, capHeight: CGFloat = 0
        var total: CGFloat = 0
        var fallbacksUsed: [FontFile] = [], uncovered: [Character] = []
        /// Takes a run's line (`metrics`, raised by its baseline offset) into the lines'.
        func include(_ metrics: LineMetrics, of run: ResolvedTextRun) {
            ascent = max(ascent, metrics.ascent, metrics.ascent + run.baselineOffset)
            descent = max(descent, metrics.descent, metrics.descent - run.baselineOffset)
            leading = max(leading, metrics.leading)
            capHeight = max(capHeight, metrics.capHeight + run.baselineOffset)
        }
        for run in runs {
            if let image = run.image {
                // An image: one character as wide as it is, its line its font's, raised by the
                // part of it above the baseline (``TextImage``).
                include((run.systemLineMetricsPerPoint?.scaled(by: run.size) ?? run.face.metrics(size: run.size)).scaled(by: run.lineScale), of: run)
                ascent = max(ascent, image.ascent + run.baselineOffset)
                characters.append(TextImage.character)
                kernBefore.append(0)
                total += image.size.width + run.spacing + extraSpacing
                prefix.append(total)
                continue
            }
            let shaper = TextShaper(
                run.string, face: run.face, size: run.size, tabularDigits: run.tabularDigits,
                fallback: run.fallback, lineMetricsPerPoint: run.systemLineMetricsPerPoint,
                usesSystemTracking: run.systemLineMetricsPerPoint != nil, weightTracking: run.weightTracking)
            for file in shaper.fallbacksUsed where !fallbacksUsed.contains(where: { $0.fullName == file.fullName }) { fallbacksUsed.append(file) }
            for character in shaper.uncovered where !uncovered.contains(character) { uncovered.append(character) }
            include(shaper.metrics.scaled(by: run.lineScale), of: run)
            let added = run.spacing + extraSpacing
            let tracked = added == 0 ? nil : CursiveScripts.tracked(shaper.characters)
            for i in shaper.characters.indices {
                characters.append(shaper.characters[i])
                kernBefore.append(i == 0 ? 0 : shaper.kernBefore[i])
                total += shaper.prefix[i + 1] - shaper.prefix[i] + (tracked?[i] ?? true ? added : 0)
                prefix.append(total)
            }
        }
        let first = runs.first
        return TextShaper(
            measured: characters, prefix: prefix, kernBefore: kernBefore,
            metrics: LineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: capHeight),
            face: first?.face ?? .squares, size: first?.size ?? 0, usesSystemTracking: first?.systemLineMetricsPerPoint != nil,
            weightTracking: first?.weightTracking ?? 0, fallbacksUsed: fallbacksUsed, uncovered: uncovered)
    }
}
