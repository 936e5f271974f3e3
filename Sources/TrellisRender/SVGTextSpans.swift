import Foundation
import Trellis

extension SVGRenderer {
    /// A line of styled text: one `tspan` per span, each placed where the layout measured it,
    /// in its own font, colour and baseline, then its underline and strikethrough as lines.
    static func spans(of line: LayoutResult.TextDrawing.Line, in text: LayoutResult.TextDrawing) -> String {
        var out = "<text>"
        for span in line.spans where span.x.isFinite && span.width.isFinite && span.baselineOffset.isFinite && span.image == nil {
            let x = line.origin.x + span.x, baseline = line.origin.y - span.baselineOffset
            var attributes = "x=\"\(Format.number(x))\" y=\"\(Format.number(baseline))\""
            if span.fontFamily != text.fontFamily { attributes += " font-family=\"\(Format.xml(cssFamily(span.fontFamily)))\"" }
            if span.pointSize != text.pointSize { attributes += " font-size=\"\(Format.number(span.pointSize))\"" }
            if span.isBold != text.isBold { attributes += " font-weight=\"\(span.isBold ? "bold" : "normal")\"" }
            if span.isItalic != text.isItalic { attributes += " font-style=\"\(span.isItalic ? "italic" : "normal")\"" }
            if span.paint != text.paint { attributes += " " + paint(span.paint) }
            if span.letterSpacing != 0, span.letterSpacing.isFinite {
                attributes += " letter-spacing=\"\(Format.number(span.letterSpacing))\""
            }
            out += "<tspan \(attributes)>\(Format.xml(span.text))</tspan>"
        }
        return out + "</text>" + images(of: line) + decorations(of: line)
    }

    /// Placeholder text (`redacted(reason: .placeholder)`): each line a rounded bar of its width
    /// (``LayoutResult/TextDrawing/placeholderFrame(of:)``) instead of its glyphs.
    static func placeholderBars(of text: LayoutResult.TextDrawing) -> String {
        guard let bar = text.placeholderBar else { return "" }
        var out = "<g class=\"trellis-drawing trellis-placeholder\" fill=\"\(text.paint.hex)\" "
            + "fill-opacity=\"\(Format.number(CGFloat(text.paint.opacity * bar.opacity)))\">"
        for line in text.lines {
            guard let frame = text.placeholderFrame(of: line) else { continue }
            out += "<rect \(box(frame)) rx=\"\(Format.number(bar.cornerRadius))\"/>"
        }
        return out + "</g>"
    }

    /// The images set in a line of text (`Text(_:)` with an `Image`), each as the image view's
    /// markup (``imageMarkup(_:in:)``) over the frame the span gives it.
    static func images(of line: LayoutResult.TextDrawing.Line) -> String {
        var out = ""
        for span in line.spans where span.x.isFinite && span.baselineOffset.isFinite {
            guard let image = span.image, let frame = span.imageFrame(on: line) else { continue }
            out += imageMarkup(image.drawing, in: frame)
        }
        return out
    }

    /// The underlines and strikethroughs of a line's spans, as lines: underlines a tenth of
    /// the size below the baseline, strikethroughs at the middle of the lowercase letters,
    /// both a seventeenth of the size thick.
    static func decorations(of line: LayoutResult.TextDrawing.Line) -> String {
        var out = ""
        for span in line.spans where span.x.isFinite && span.width.isFinite && span.baselineOffset.isFinite {
            let x = line.origin.x + span.x, baseline = line.origin.y - span.baselineOffset
            for (decoration, drop) in [(span.underline, 0.1), (span.strikethrough, -0.3)] {
                guard let decoration else { continue }
                let y = Format.number(baseline + span.pointSize * drop)
                out += "<line x1=\"\(Format.number(x))\" y1=\"\(y)\" x2=\"\(Format.number(x + span.width))\" y2=\"\(y)\" "
                    + paint(decoration.paint, "stroke") + " stroke-width=\"\(Format.number(max(span.pointSize / 17, 0.5)))\""
                    + dashes(decoration.pattern, size: span.pointSize) + "/>"
            }
        }
        return out
    }

    /// A line drawn as glyph outlines (``SVGRenderer/textAsPaths``): each span (or the whole
    /// line) a run of glyphs in its own font, size and colour, then an invisible copy of the
    /// line's text over it, squeezed to its measured width, for selecting and searching; `nil`
    /// when part of it cannot be drawn from outlines (the caller writes it as `<text>`).
    static func outlines(of line: LayoutResult.TextDrawing.Line, in text: LayoutResult.TextDrawing, glyphs: SVGTextPaths) -> String? {
        var out = ""
        if line.spans.isEmpty {
            guard let run = glyphs.run(
                line.text, family: text.fontFamily, fallbacks: text.fallbackFamilies, bold: text.isBold, italic: text.isItalic,
                size: text.pointSize, tracking: text.tracking, at: line.origin) else { return nil }
            out = run
        } else {
            for span in line.spans where span.x.isFinite && span.width.isFinite && span.baselineOffset.isFinite && span.image == nil {
                let origin = CGPoint(x: line.origin.x + span.x, y: line.origin.y - span.baselineOffset)
                guard let run = glyphs.run(
                    span.text, family: span.fontFamily, fallbacks: text.fallbackFamilies, bold: span.isBold, italic: span.isItalic,
                    size: span.pointSize, tracking: span.letterSpacing.isFinite ? span.letterSpacing : 0, at: origin) else { return nil }
                out += span.paint != text.paint && !run.isEmpty ? "<g \(paint(span.paint))>" + run + "</g>" : run
            }
            out += images(of: line) + decorations(of: line)
        }
        guard !line.text.allSatisfy({ $0.isWhitespace || $0 == "\u{FFFC}" }) else { return out }
        var copy = "<text class=\"trellis-text-copy\" x=\"\(Format.number(line.origin.x))\" y=\"\(Format.number(line.origin.y))\" fill-opacity=\"0\""
        if line.width.isFinite, line.width > 0 {
            copy += " textLength=\"\(Format.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
        }
        return out + copy + ">\(Format.xml(line.text))</text>"
    }

    /// The `stroke-dasharray` of a line pattern.
    private static func dashes(_ pattern: String, size: CGFloat) -> String {
        let dot = max(size / 17, 0.5), dash = dot * 4
        let lengths: [CGFloat]
        switch pattern {
        case "dot": lengths = [dot, dot]
        case "dash": lengths = [dash, dot * 2]
        case "dashDot": lengths = [dash, dot * 2, dot, dot * 2]
        case "dashDotDot": lengths = [dash, dot * 2, dot, dot * 2, dot, dot * 2]
        default: return ""
        }
        return " stroke-dasharray=\"\(lengths.map { Format.number($0) }.joined(separator: " "))\""
    }
}
