import Foundation

/// How a piece of text is laid out for one proposal: its lines, its size, its baselines.
///
/// The rules, with their sources (measurements of SwiftUI recorded by the swiftui-web project,
/// OpenSwiftUI's `StyledTextLayoutEngine`, and Apple's documentation):
/// 1. **Zero proposal.** Proposed 0×0, text is 0×0 and draws nothing.
/// 2. **Lines.** With no width, one line per paragraph. With a width, lines break greedily at
///    break opportunities; a word longer than the line breaks between characters, keeping at
///    least one character per line (so a zero width stacks one character per line); spaces at
///    the end of a line hang past it and never start a line.
/// 3. **Height limits.** A line limit, or a height too small for every line, keeps the lines
///    that fit (always at least one) and truncates the last one kept.
/// 4. **Size.** Width: the widest line with its hanging spaces, capped at the proposed width.
///    Height: one line is ascent + descent; each further line adds the line pitch, the larger
///    of the font's line height with its line gap and ascent + descent + `lineSpacing`.
///    Reserved lines (`lineLimit(2...4)`) count towards the height even when empty. Both are
///    rounded up to whole pixels.
/// 5. **Baselines.** The first is the ascent rounded to the nearest pixel; the last is moved by
///    the same amount and rounded up.
struct TextLayout: Sendable, Equatable {
    struct Line: Sendable, Equatable {
        /// The characters shown, as indices into the text (`start..<end`).
        let start: Int
        let end: Int
        /// The width of the line as drawn, without the spaces that hang at its end.
        let width: CGFloat
        /// The width the line takes in the text's size: with its hanging spaces.
        let extent: CGFloat
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
    /// The space taken from after every character to fit (`allowsTightening(_:)`): 0 or less.
    var tightening: CGFloat = 0
    /// Each line's baseline from the top, when lines differ in height (styled runs of several
    /// sizes); `nil` when every line is `lineStep` below the one before.
    var baselines: [CGFloat]?

    /// The layout of a zero proposal: nothing shown.
    static func empty(pointSize: CGFloat) -> TextLayout {
        TextLayout(lines: [], size: .zero, firstBaseline: 0, lastBaseline: 0, lineStep: 0, pointSize: pointSize)
    }
}

extension TextShaper {
    /// Lays the text out in at most `maxWidth` (nil: no wrapping) and `maxHeight` (nil: any).
    func layout(maxWidth: CGFloat?, maxHeight: CGFloat?, style: TextStyle) -> TextLayout {
        let lineHeight = metrics.singleLineHeight
        let step = Swift.max(metrics.height, lineHeight + style.lineSpacing)
        var lines = breakLines(maxWidth: maxWidth)

        // 3. How many lines fit: the line limit, and what the height allows (at least one).
        func height(ofLines count: Int) -> CGFloat {
            style.pixels(lineHeight + CGFloat(Swift.max(count, 1) - 1) * step, .up)
        }
        var limit = style.lineLimit.map { Swift.max(1, $0) } ?? Int.max
        if let maxHeight, maxHeight.isFinite {
            var fitting = 1
            while fitting < Swift.min(limit, lines.count), height(ofLines: fitting + 1) <= maxHeight + 1e-9 { fitting += 1 }
            limit = Swift.min(limit, fitting)
        }
        if lines.count > limit {
            let kept = Array(lines.prefix(limit - 1))
            let last = lines[limit - 1]
            let lastEnd = lines[lines.count - 1].end
            lines = kept + [truncate(from: last.start, to: lastEnd, width: maxWidth, mode: style.truncationMode)]
        } else if let maxWidth, limit == 1, lines.count == 1, lines[0].width > maxWidth + 1e-9 {
            // One line allowed, and even its first character is wider than the line.
            lines = [truncate(from: lines[0].start, to: lines[0].end, width: maxWidth, mode: style.truncationMode)]
        }

        // 4. Size.
        var width = lines.map(\.extent).max() ?? 0
        if let maxWidth { width = Swift.min(width, maxWidth) }
        let size = CGSize(width: style.pixels(width, .up), height: height(ofLines: Swift.max(lines.count, style.reservedLines)))
        // 5. Baselines.
        let first = style.pixels(metrics.ascent, .toNearestOrAwayFromZero)
        let last = style.pixels(first + CGFloat(lines.count - 1) * step, .up)
        return TextLayout(
            lines: lines, size: size, firstBaseline: first, lastBaseline: last, lineStep: step, pointSize: self.size)
    }

    /// Greedy line breaking at break opportunities; a word wider than the line breaks between
    /// characters; newlines always break; spaces after a break hang on the line before it.
    func breakLines(maxWidth: CGFloat?) -> [TextLayout.Line] {
        var lines: [TextLayout.Line] = []
        let n = characters.count
        var start = 0
        func emit(_ end: Int, next: Int) {
            lines.append(line(start, end))
            start = next
        }
        if n == 0 { return [line(0, 0)] }
        while start < n {
            var candidate: Int?
            var i = start
            var emitted = false
            while i < n {
                if isNewline[i] {
                    emit(i, next: i + 1)
                    if start == n { lines.append(line(n, n)) }
                    emitted = true
                    break
                }
                if let maxWidth, width(start, i + 1) > maxWidth + 1e-9 {
                    if let candidate {
                        emit(candidate, next: candidate)
                    } else {
                        // Nothing fits at a break opportunity: break inside the word, keeping at
                        // least one character on the line, and the spaces after it.
                        var end = Swift.max(i, start + 1)
                        while end < n, isSpace[end] { end += 1 }
                        emit(end, next: end)
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

    private func line(_ start: Int, _ end: Int) -> TextLayout.Line {
        TextLayout.Line(start: start, end: end, width: width(start, end), extent: extent(start, end), truncated: nil)
    }

    /// The line from `start` to `end` shortened with an ellipsis to fit `width`.
    private func truncate(from start: Int, to end: Int, width: CGFloat?, mode: Text.TruncationMode) -> TextLayout.Line {
        var end = end
        while end > start, isNewline[end - 1] || isSpace[end - 1] { end -= 1 }
        // The visible text is the rest of the paragraph on one line.
        if let newline = (start..<end).first(where: { isNewline[$0] }) { end = newline }
        let text = characters[start..<end]
        guard let width else { return line(start, end) }
        if self.width(start, end) <= width + 1e-9 {
            // It fits once the following lines are dropped: the ellipsis marks the cut.
            let shown = String(text) + "…"
            let measured = ellipsisJoinsASCII
                ? truncatedWidth(from: start, to: end, keep: end - start, mode: .tail) : self.width(of: shown)
            return TextLayout.Line(start: start, end: end, width: measured, extent: measured, truncated: shown)
        }
        // Keep as many characters as fit with the ellipsis, on the side the mode keeps. No more
        // can be kept than fit without it from either end (found on the prefix sums), so the
        // search measures short strings only, however long the line (a 10 MB line measured
        // strings of up to 10 MB at each step).
        var low = 0, high = Swift.min(end - start, fitting(from: start, to: end, width: width) + 2)
        // ASCII text in a font with an ellipsis is measured from the prefix sums, exactly
        // (``truncatedWidth(from:to:keep:mode:)``); other text is shaped anew at each try.
        let exact = ellipsisJoinsASCII
        func measured(keeping keep: Int) -> CGFloat {
            exact ? truncatedWidth(from: start, to: end, keep: keep, mode: mode)
                : self.width(of: Self.shortened(text, keep: keep, mode: mode))
        }
        while low < high {
            let keep = (low + high + 1) / 2
            if measured(keeping: keep) <= width + 1e-9 { low = keep } else { high = keep - 1 }
        }
        let measuredWidth = measured(keeping: low)
        return TextLayout.Line(
            start: start, end: end, width: measuredWidth, extent: measuredWidth, truncated: Self.shortened(text, keep: low, mode: mode))
    }

    /// Whether an ellipsis joined to this text's characters shapes as the prefix sums and
    /// ``ellipsisWidth`` add up, with the kerning where they meet (``kerningAtEllipsis(_:after:)``):
    /// the text is ASCII, measured from the font's ASCII tables, and the font draws the
    /// ellipsis itself (else a fallback font would, with its own advance) without colour glyphs.
    private var ellipsisJoinsASCII: Bool {
        guard isASCII else { return false }
        switch face {
        case .squares: return true
        case let .file(file): return !file.hasColorGlyphs && file.glyph(for: "\u{2026}") != 0
        }
    }

    /// The kerning between character `index` and an ellipsis after it (`after`) or before it,
    /// as the general path kerns them (``ShapedClusters``): none beside a tabular digit, and
    /// none in the square test model.
    private func kerningAtEllipsis(_ index: Int, after: Bool) -> CGFloat {
        guard case let .file(file) = face, let code = asciiCodes?[index] else { return 0 }
        if tabularDigits, Self.isDigit(Int(code)) { return 0 }
        let character = file.glyph(for: Unicode.Scalar(code)), ellipsis = file.glyph(for: "\u{2026}")
        let units = after ? file.kerning(between: character, and: ellipsis) : file.kerning(between: ellipsis, and: character)
        return CGFloat(units) * size / CGFloat(file.unitsPerEm)
    }

    /// The width of `start..<end` shortened to `keep` characters around an ellipsis
    /// (``shortened(_:keep:mode:)``), from the prefix sums and the kerning where the ellipsis
    /// meets the characters: the number shaping the shortened text gives (ASCII text in a font
    /// with an ellipsis only, ``ellipsisJoinsASCII``: a part of it shapes alone as it does in
    /// the line).
    private func truncatedWidth(from start: Int, to end: Int, keep: Int, mode: Text.TruncationMode) -> CGFloat {
        /// The first `count` characters without the spaces at their end, and the kerning
        /// between their last and the ellipsis.
        func head(_ count: Int) -> CGFloat {
            let last = contentEnd[start + count]
            return last > start ? width(start, last) + kerningAtEllipsis(last - 1, after: true) : 0
        }
        /// The last `count` characters without the spaces at their start, and the kerning
        /// between the ellipsis and their first.
        func tail(_ count: Int) -> CGFloat {
            var from = end - count
            while from < end, isSpace[from] || isNewline[from] { from += 1 }
            return from < end ? width(from, end) + kerningAtEllipsis(from, after: false) : 0
        }
        switch mode {
        case .tail: return head(keep) + ellipsisWidth
        case .head: return ellipsisWidth + tail(keep)
        case .middle: return head((keep + 1) / 2) + ellipsisWidth + tail(keep / 2)
        }
    }

    /// How many characters of `start..<end` fit in `width` from its start plus how many fit
    /// from its end: a bound on what a truncated line can keep in any mode.
    private func fitting(from start: Int, to end: Int, width: CGFloat) -> Int {
        func count(_ fits: (Int) -> Bool) -> Int {
            var low = 0, high = end - start
            while low < high {
                let k = (low + high + 1) / 2
                if fits(k) { low = k } else { high = k - 1 }
            }
            return low
        }
        let fromStart = count { self.width(start, start + $0) <= width + 1e-9 }
        let fromEnd = count { self.width(end - $0, end) <= width + 1e-9 }
        return fromStart + fromEnd
    }

    /// `text` cut to `keep` characters around an ellipsis; spaces next to the ellipsis go.
    private static func shortened(_ characters: ArraySlice<Character>, keep: Int, mode: Text.TruncationMode) -> String {
        func head(_ count: Int) -> String { String(characters.prefix(count)).trimmingSpaces(leading: false) }
        func tail(_ count: Int) -> String { String(characters.suffix(count)).trimmingSpaces(leading: true) }
        switch mode {
        case .tail: return head(keep) + "…"
        case .head: return "…" + tail(keep)
        case .middle: return head((keep + 1) / 2) + "…" + tail(keep / 2)
        }
    }
}

extension String {
    fileprivate func trimmingSpaces(leading: Bool) -> String {
        var result = Substring(self)
        if leading {
            while let first = result.first, first.isWhitespace { result.removeFirst() }
        } else {
            while let last = result.last, last.isWhitespace { result.removeLast() }
        }
        return String(result)
    }
}
