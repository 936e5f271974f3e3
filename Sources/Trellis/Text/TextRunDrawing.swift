import Foundation

extension LayoutResult.TextDrawing {
    /// A piece of a line of styled text drawn in one style.
    public struct Span: Sendable, Equatable {
        /// The characters drawn (a truncated line's with its ellipsis).
        public let text: String
        /// Where the span starts, from the line's origin, in points.
        public let x: CGFloat
        /// How wide the span is drawn, its added spacing included.
        public let width: CGFloat
        /// The font's family name.
        public let fontFamily: String
        /// The point size drawn at.
        public let pointSize: CGFloat
        /// Whether the face is bold.
        public let isBold: Bool
        /// Whether the face is italic.
        public let isItalic: Bool
        /// The text colour.
        public let paint: LayoutResult.Paint
        /// How far the span's baseline is raised above the line's (negative: lowered).
        public let baselineOffset: CGFloat
        /// The space added after each character (`kerning`, `tracking`, tightening).
        public let letterSpacing: CGFloat
        /// The line drawn under the span, if any.
        public let underline: Decoration?
        /// The line drawn through the span, if any.
        public let strikethrough: Decoration?
        /// Where the span links to (`[text](url)`, `AttributedString.link`).
        public let link: URL?
        /// The image the span draws instead of its text (`Text(_:)` with an `Image`; its
        /// ``text`` is then the object replacement character), placed by ``imageFrame(on:)``.
        public internal(set) var image: LayoutResult.TextDrawing.InlineImage?
    }

    /// A line drawn under or through a span.
    public struct Decoration: Sendable, Equatable {
        /// The pattern: `solid`, `dot`, `dash`, `dashDot` or `dashDotDot`.
        public let pattern: String
        /// The line's colour.
        public let paint: LayoutResult.Paint
    }
}

extension TextMeasure {
    /// The spans of `line` (drawn as `shown`) for styled text; none for plain text.
    func spans(of line: TextLayout.Line, shown: String, in layout: TextLayout) -> [LayoutResult.TextDrawing.Span] {
        guard !runs.isEmpty else { return [] }
        let factor = size > 0 && layout.pointSize.isFinite ? layout.pointSize / size : 1
        var starts: [Int] = [0]
        for run in runs { starts.append(starts[starts.count - 1] + run.string.count) }
        func runIndex(at character: Int) -> Int {
            (starts.lastIndex { $0 <= character } ?? 0).clamped(to: 0, runs.count - 1)
        }
        if line.truncated != nil {
            return shown.isEmpty ? [] : [span(runs[runIndex(at: line.start)], shown, x: 0, width: line.width, factor: factor, layout)]
        }
        let shaper = self.shaper(scaledBy: factor, extraSpacing: layout.tightening)
        let end = Swift.min(line.start + shown.count, shaper.characters.count)
        func position(_ k: Int) -> CGFloat {
            k <= line.start ? 0 : shaper.prefix[k] - shaper.prefix[line.start] - shaper.kernBefore[line.start]
        }
        var spans: [LayoutResult.TextDrawing.Span] = []
        for index in runs.indices {
            let from = Swift.max(line.start, starts[index]), to = Swift.min(end, starts[index + 1])
            guard from < to else { continue }
            spans.append(span(
                runs[index], String(shaper.characters[from..<to]), x: position(from), width: position(to) - position(from),
                factor: factor, layout))
        }
        return spans
    }

    private func span(
        _ run: ResolvedTextRun, _ text: String, x: CGFloat, width: CGFloat, factor: CGFloat, _ layout: TextLayout
    ) -> LayoutResult.TextDrawing.Span {
        let (family, bold, italic): (String, Bool, Bool)
        switch run.face {
        case .squares: (family, bold, italic) = ("Ahem", false, false)
        case let .file(file): (family, bold, italic) = (file.familyName ?? "sans-serif", file.isBold, file.isItalic)
        }
        func decoration(_ style: Text.LineStyle?) -> LayoutResult.TextDrawing.Decoration? {
            style.map { .init(pattern: $0.pattern.name, paint: LayoutResult.Paint($0.color ?? run.color)) }
        }
        return LayoutResult.TextDrawing.Span(
            text: text, x: x, width: width, fontFamily: family, pointSize: run.size * factor, isBold: bold, isItalic: italic,
            paint: LayoutResult.Paint(run.color), baselineOffset: run.baselineOffset * factor,
            letterSpacing: run.spacing * factor + layout.tightening, underline: decoration(run.underline),
            strikethrough: decoration(run.strikethrough), link: run.link,
            image: text == String(TextImage.character) ? run.image.map { inline($0.scaled(by: factor)) } : nil)
    }

    private func inline(_ image: ResolvedTextImage) -> LayoutResult.TextDrawing.InlineImage {
        LayoutResult.TextDrawing.InlineImage(drawing: image.drawing, size: image.size, descent: image.descent)
    }
}

extension Int {
    fileprivate func clamped(to low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}
