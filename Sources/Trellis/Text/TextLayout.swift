import Foundation

/// How a piece of text is laid out for one proposal: its lines, its size, its baselines.
struct TextLayout: Sendable, Equatable {
    struct Line: Sendable, Equatable {
        /// The characters shown, as indices into the text (`start..<end`).
        let start: Int
        let end: Int
        /// The width of the line as drawn.
        let width: CGFloat
        /// The text drawn instead of the characters when the line is truncated.
        let truncated: String?
    }

    let lines: [Line]
    let size: CGSize
    /// The distance from the top to the first line's baseline.
    let firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    let lastBaseline: CGFloat
    /// The distance from one line's baseline to the next.
    let lineStep: CGFloat
    /// The font size the lines are measured at.
    let pointSize: CGFloat
}

/// The text-wide settings that affect layout, gathered from the environment.
struct TextStyle: Sendable, Hashable {
    var lineLimit: Int?
    var truncationMode: Text.TruncationMode = .tail
    var lineSpacing: CGFloat = 0
    var minimumScaleFactor: CGFloat = 1
}

extension TextShaper {
    /// Lays the text out in at most `maxWidth` (nil: no wrapping) and `maxHeight` (nil: any).
    func layout(maxWidth: CGFloat?, maxHeight: CGFloat?, style: TextStyle) -> TextLayout {
        let lineHeight = metrics.height
        let step = lineHeight + style.lineSpacing
        var lines = breakLines(maxWidth: maxWidth)

        // How many lines fit: the line limit, and what the height allows (always one line).
        var limit = style.lineLimit.map { max(1, $0) } ?? Int.max
        if let maxHeight, maxHeight.isFinite, step > 0 {
            let fitting = Int(((maxHeight + style.lineSpacing) / step).rounded(.down) + 1e-9)
            limit = min(limit, max(1, fitting))
        }
        if lines.count > limit {
            let kept = Array(lines.prefix(limit - 1))
            let last = lines[limit - 1]
            let lastEnd = lines[lines.count - 1].end
            lines = kept + [truncate(from: last.start, to: lastEnd, width: maxWidth, mode: style.truncationMode)]
        } else if let maxWidth, lines.count == 1, lines[0].width > maxWidth + 1e-9, style.lineLimit == 1 || limit == 1 {
            lines = [truncate(from: lines[0].start, to: lines[0].end, width: maxWidth, mode: style.truncationMode)]
        }

        let width = lines.map(\.width).max() ?? 0
        let count = CGFloat(max(lines.count, 1))
        let height = count * lineHeight + (count - 1) * style.lineSpacing
        let first = metrics.ascent
        let last = (count - 1) * step + metrics.ascent
        return TextLayout(lines: lines, size: CGSize(width: width, height: height), firstBaseline: first, lastBaseline: last,
            lineStep: step, pointSize: size)
    }

    /// Greedy line breaking at break opportunities; a word wider than the line breaks between
    /// characters; newlines always break.
    func breakLines(maxWidth: CGFloat?) -> [TextLayout.Line] {
        var lines: [TextLayout.Line] = []
        let n = characters.count
        var start = 0
        func emit(_ end: Int, next: Int) {
            lines.append(TextLayout.Line(start: start, end: end, width: width(start, end), truncated: nil))
            start = next
        }
        if n == 0 { return [TextLayout.Line(start: 0, end: 0, width: 0, truncated: nil)] }
        while start < n {
            var candidate: Int?
            var i = start
            var emitted = false
            while i < n {
                if isNewline[i] {
                    emit(i, next: i + 1)
                    if start == n { lines.append(TextLayout.Line(start: n, end: n, width: 0, truncated: nil)) }
                    emitted = true
                    break
                }
                if let maxWidth, width(start, i + 1) > maxWidth + 1e-9 {
                    if let candidate {
                        emit(candidate, next: candidate)
                    } else {
                        // Nothing fits at a break opportunity: break inside the word, keeping at
                        // least one character on the line.
                        emit(max(i, start + 1), next: max(i, start + 1))
                    }
                    emitted = true
                    break
                }
                if breakAfter[i] { candidate = i + 1 }
                i += 1
            }
            if !emitted {
                emit(n, next: n)
            }
        }
        return lines
    }

    /// The line from `start` to `end` shortened with an ellipsis to fit `width`.
    private func truncate(from start: Int, to end: Int, width: CGFloat?, mode: Text.TruncationMode) -> TextLayout.Line {
        var end = end
        while end > start, isNewline[end - 1] || isSpace[end - 1] { end -= 1 }
        // The visible text is the rest of the paragraph on one line.
        if let newline = (start..<end).first(where: { isNewline[$0] }) { end = newline }
        let text = String(characters[start..<end])
        guard let width else {
            return TextLayout.Line(start: start, end: end, width: self.width(start, end), truncated: nil)
        }
        if self.width(start, end) <= width + 1e-9 {
            // It fits once the following lines are dropped: the ellipsis marks the cut.
            let shown = text + "…"
            return TextLayout.Line(start: start, end: end, width: self.width(of: shown), truncated: shown)
        }
        let count = end - start
        var best = "…"
        // Keep as many characters as fit with the ellipsis, on the side the mode keeps.
        var low = 0, high = count
        while low < high {
            let keep = (low + high + 1) / 2
            let candidate = Self.shortened(text, keep: keep, mode: mode)
            if self.width(of: candidate) <= width + 1e-9 { low = keep } else { high = keep - 1 }
        }
        best = Self.shortened(text, keep: low, mode: mode)
        return TextLayout.Line(start: start, end: end, width: self.width(of: best), truncated: best)
    }

    private static func shortened(_ text: String, keep: Int, mode: Text.TruncationMode) -> String {
        let characters = Array(text)
        switch mode {
        case .tail:
            return String(characters.prefix(keep)).trimmingTrailingSpaces() + "…"
        case .head:
            return "…" + String(characters.suffix(keep))
        case .middle:
            let head = (keep + 1) / 2, tail = keep / 2
            return String(characters.prefix(head)) + "…" + String(characters.suffix(tail))
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
