import Foundation

/// How a piece of text is laid out for one proposal: its lines, its size, its baselines.
///
/// The rules, with their sources (measurements of SwiftUI recorded by the swiftui-web project,
/// OpenSwiftUI's `StyledTextLayoutEngine`, and Apple's documentation):
/// 1. **Zero proposal.** Proposed 0×0, text is 0×0 and draws nothing.
/// 2. **Lines.** With no width, one line per paragraph. With a width, lines break greedily at
///    break opportunities; a word longer than the line breaks between characters, keeping at
///    least one character per line (so a zero width stacks one character per line); spaces at
///    the end of a line hang past it and never start a line. A paragraph that wraps to two
///    lines, the second one word, takes the first line's last word down where both fit and
///    the lines come out more even (swiftui-web `text/wrapped`, `text/paragraphs`).
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
        var paragraphStart = 0
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
                    if let maxWidth { balanceTwoLines(&lines, from: paragraphStart, maxWidth: maxWidth) }
                    paragraphStart = lines.count
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
                if let maxWidth { balanceTwoLines(&lines, from: paragraphStart, maxWidth: maxWidth) }
            }
        }
        return lines
    }

    /// Moves the first line's last word down when a paragraph wraps to exactly two lines and
    /// the second holds one word, if the two words fit together and the two lines' drawn
    /// widths come out more even. **measured** — swiftui-web `Docs/elements/Text.md` (a sweep
    /// at 0.5-pt steps: three or more lines stay greedy; "Layout wrap sentence" keeps
    /// "sentence" alone, 74 / 55.5 being more even than 40.6 / 89), `text/wrapped` at 50a2567
    /// (the 13-pt paragraph proposed 400 breaks before "narrow": 355.5 wide, where "narrow"
    /// fits), `text/paragraphs` at 06d0953 ("as well." goes down together at 220: 186 wide).
    /// `lines[paragraphStart...]` are the paragraph's lines; only a break after a space moves.
    private func balanceTwoLines(_ lines: inout [TextLayout.Line], from paragraphStart: Int, maxWidth: CGFloat) {
        guard lines.count - paragraphStart == 2 else { return }
        let first = lines[paragraphStart], second = lines[paragraphStart + 1]
        // The second line is one word: no break opportunity before its content ends.
        let secondContent = contentEnd[second.end]
        guard secondContent > second.start, !(second.start..<secondContent).contains(where: { breakAfter[$0] }) else { return }
        // The first line ends at a space, and has a break after an earlier space to move to.
        guard first.end > first.start, isSpace[first.end - 1],
              let cut = (first.start..<contentEnd[first.end]).last(where: { breakAfter[$0] && isSpace[$0] }).map({ $0 + 1 })
        else { return }
        let newFirst = width(first.start, cut), newSecond = width(cut, second.end)
        guard newSecond <= maxWidth + 1e-9, abs(newFirst - newSecond) < abs(first.width - second.width) else { return }
        lines[paragraphStart] = line(first.start, cut)
        lines[paragraphStart + 1] = line(cut, second.end)
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
                ? truncatedWidth(from: start, to: end, head: end - start, tail: 0) : self.width(of: shown)
            return TextLayout.Line(start: start, end: end, width: measured, extent: measured, truncated: shown)
        }
        // Keep as many characters as fit with the ellipsis, on the side the mode keeps. No more
        // can be kept than fit without it from either end (found on the prefix sums), so the
        // search measures short strings only, however long the line (a 10 MB line measured
        // strings of up to 10 MB at each step).
        let bound = Swift.min(end - start, fitting(from: start, to: end, width: width) + 2)
        // ASCII text in a font with an ellipsis is measured from the prefix sums, exactly
        // (``truncatedWidth(from:to:head:tail:)``); other text is shaped anew at each try.
        let exact = ellipsisJoinsASCII
        func measured(head: Int, tail: Int) -> CGFloat {
            exact ? truncatedWidth(from: start, to: end, head: head, tail: tail)
                : self.width(of: Self.shortened(text, head: head, tail: tail))
        }
        /// The most characters, up to `limit`, for which `fits` holds (it holds for fewer).
        func most(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
            var low = 0, high = Swift.max(0, limit)
            while low < high {
                let count = (low + high + 1) / 2
                if fits(count) { low = count } else { high = count - 1 }
            }
            return low
        }
        let head: Int, tail: Int
        switch mode {
        case .tail:
            head = most(upTo: bound) { measured(head: $0, tail: 0) <= width + 1e-9 }
            tail = 0
        case .head:
            head = 0
            tail = most(upTo: bound) { measured(head: 0, tail: $0) <= width + 1e-9 }
        case .middle:
            // The ends balance by width: the end keeps what fits in half the line with half the
            // ellipsis, the start fills the rest. **measured** — swiftui-web
            // `Docs/elements/Text.md` (prefix and suffix balanced by width; "Layout mus…rrow
            // frame." fills a 150 frame). Which end takes the spare room is Trellis's choice.
            tail = most(upTo: bound) { measured(head: 0, tail: $0) <= (width + ellipsisWidth) / 2 + 1e-9 }
            head = most(upTo: bound - tail) { measured(head: $0, tail: tail) <= width + 1e-9 }
        }
        let measuredWidth = measured(head: head, tail: tail)
        return TextLayout.Line(
            start: start, end: end, width: measuredWidth, extent: measuredWidth,
            truncated: Self.shortened(text, head: head, tail: tail))
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

    /// The width of `start..<end` shortened to its first `head` and last `tail` characters
    /// around an ellipsis (``shortened(_:head:tail:)``), from the prefix sums and the kerning
    /// where the ellipsis meets the characters: the number shaping the shortened text gives
    /// (ASCII text in a font with an ellipsis only, ``ellipsisJoinsASCII``: a part of it shapes
    /// alone as it does in the line).
    private func truncatedWidth(from start: Int, to end: Int, head: Int, tail: Int) -> CGFloat {
        /// The first `count` characters without the spaces at their end, and the kerning
        /// between their last and the ellipsis.
        func headWidth(_ count: Int) -> CGFloat {
            let last = contentEnd[start + count]
            return last > start ? width(start, last) + kerningAtEllipsis(last - 1, after: true) : 0
        }
        /// The last `count` characters without the spaces at their start, and the kerning
        /// between the ellipsis and their first.
        func tailWidth(_ count: Int) -> CGFloat {
            var from = end - count
            while from < end, isSpace[from] || isNewline[from] { from += 1 }
            return from < end ? width(from, end) + kerningAtEllipsis(from, after: false) : 0
        }
        return headWidth(head) + ellipsisWidth + tailWidth(tail)
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

    /// `text` cut to its first `head` and last `tail` characters around an ellipsis; spaces
    /// next to the ellipsis go.
    private static func shortened(_ characters: ArraySlice<Character>, head: Int, tail: Int) -> String {
        String(characters.prefix(head)).trimmingSpaces(leading: false) + "…"
            + String(characters.suffix(tail)).trimmingSpaces(leading: true)
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
