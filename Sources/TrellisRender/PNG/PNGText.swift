import Foundation
import Trellis

extension Painter {
    /// The family a generic CSS name stands for when drawing (the SVG's fallbacks).
    static func drawingFamily(_ family: String) -> String {
        switch family {
        case "sans-serif": "DejaVu Sans"
        case "serif": "DejaVu Serif"
        case "monospace": "DejaVu Sans Mono"
        default: family
        }
    }

    /// Text's lines, each glyph from its font's outline at the advance measurement gave it
    /// (each character's glyphs kerned together, kerning between characters); placeholder
    /// text's lines as bars (``drawPlaceholderBars(_:clip:layer:)``).
    mutating func drawText(_ text: LayoutResult.TextDrawing, clip: Coverage?, layer: Int) {
        if text.placeholderBar != nil {
            drawPlaceholderBars(text, clip: clip, layer: layer)
            return
        }
        let colour = Premultiplied(text.paint)
        guard colour.a > 0, text.pointSize.isFinite, text.pointSize > 0 else { return }
        for line in text.lines where line.origin.x.isFinite && line.origin.y.isFinite {
            guard !line.spans.isEmpty else {
                drawString(line.text, family: text.fontFamily, bold: text.isBold, italic: text.isItalic, size: text.pointSize,
                           tracking: text.tracking, at: line.origin, centred: false, colour: colour, clip: clip, layer: layer)
                continue
            }
            drawSpans(of: line, clip: clip, layer: layer)
        }
    }

    /// A line of styled text: each span in its own font, size, colour and baseline, where the
    /// layout measured it (an image in the text as ``drawImage(_:in:clip:layer:)`` draws it), then
    /// its underline and strikethrough (a tenth of the size below
    /// the baseline and at the middle of the lowercase letters, a seventeenth of it thick), as
    /// the SVG renderer draws them.
    private mutating func drawSpans(of line: LayoutResult.TextDrawing.Line, clip: Coverage?, layer: Int) {
        for span in line.spans where span.x.isFinite && span.width.isFinite && span.baselineOffset.isFinite {
            if let image = span.image, let frame = span.imageFrame(on: line) {
                // An image in the text, as the image view draws it.
                drawImage(image.drawing, in: frame, clip: clip, layer: layer)
                continue
            }
            let spanColour = Premultiplied(span.paint)
            guard spanColour.a > 0, span.pointSize.isFinite, span.pointSize > 0 else { continue }
            let origin = CGPoint(x: line.origin.x + span.x, y: line.origin.y - span.baselineOffset)
            drawString(span.text, family: span.fontFamily, bold: span.isBold, italic: span.isItalic, size: span.pointSize,
                       tracking: span.letterSpacing.isFinite ? span.letterSpacing : 0, at: origin, centred: false,
                       colour: spanColour, clip: clip, layer: layer)
            let thickness = max(span.pointSize / 17, 0.5)
            for (decoration, drop) in [(span.underline, 0.1), (span.strikethrough, -0.3)] {
                guard let decoration else { continue }
                let y = origin.y + span.pointSize * drop - thickness / 2
                let t = transform
                let bar = [CGPoint(x: origin.x, y: y), CGPoint(x: origin.x + span.width, y: y),
                           CGPoint(x: origin.x + span.width, y: y + thickness), CGPoint(x: origin.x, y: y + thickness)].map { $0.applying(t) }
                guard let coverage = Rasterizer.coverage(of: [bar], evenOdd: false, within: layers[0].box) else { continue }
                layers[layer].fill(coverage, clip: clip, colour: Premultiplied(decoration.paint))
            }
        }
    }

    /// Draws `string` with its baseline starting at `origin` (or centred on it), `tracking`
    /// points after each character but those of cursive scripts (SF's tracking, for the font
    /// standing in for it; see ``CursiveScripts``).
    mutating func drawString(
        _ string: String, family: String, bold: Bool = false, italic: Bool = false, size: CGFloat, tracking: CGFloat = 0,
        at origin: CGPoint, centred: Bool,
        colour: Premultiplied, clip: Coverage?, layer: Int
    ) {
        var polygons: [[CGPoint]] = []
        let t = transform
        if family == "Ahem" {
            // The square test model: each character a square of the size, 0.8 of it above the baseline.
            var x = origin.x - (centred ? CGFloat(string.count) * size / 2 : 0)
            for character in string {
                if !character.isWhitespace {
                    polygons.append([CGPoint(x: x, y: origin.y - size * 0.8), CGPoint(x: x + size, y: origin.y - size * 0.8),
                                     CGPoint(x: x + size, y: origin.y + size * 0.2), CGPoint(x: x, y: origin.y + size * 0.2)].map { $0.applying(t) })
                }
                x += size
            }
        } else if let font = glyphFonts.font(family: Self.drawingFamily(family), bold: bold, italic: italic) {
            let file = font.file
            let scale = size / CGFloat(file.unitsPerEm)
            var glyphs: [(UInt16, CGFloat)] = []
            var pen: CGFloat = 0
            var previous: UInt16?
            let tracked = tracking == 0 ? nil : CursiveScripts.tracked(string)
            for (index, character) in string.enumerated() {
                var last: UInt16?
                for scalar in character.unicodeScalars {
                    let glyph = file.glyph(for: scalar)
                    if let kerned = last ?? previous { pen += CGFloat(file.kerning(between: kerned, and: glyph)) * scale }
                    glyphs.append((glyph, pen))
                    pen += CGFloat(file.advance(of: glyph)) * scale
                    last = glyph
                }
                if tracked?[index] ?? true { pen += tracking }
                previous = last
            }
            let start = origin.x - (centred ? pen / 2 : 0)
            if case let .failure(error) = font.outlines {
                report("PNG: \(error.description); its text is drawn as boxes")
            }
            let tolerance = 0.2 / Self.unit(t) / scale
            for (glyph, x) in glyphs {
                let placed = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: start + x, ty: origin.y).concatenating(t)
                let outline = font.outline(glyph)
                if glyph == 0, outline?.isEmpty ?? true {
                    // A character no font has, where the font's missing glyph draws nothing: a
                    // visible box, as a browser draws one.
                    polygons += Self.box(width: CGFloat(file.advance(of: glyph)), unitsPerEm: CGFloat(file.unitsPerEm), transform: placed)
                } else if let outline {
                    for line in Outlines.polylines(outline, tolerance: tolerance) { polygons.append(line.points.map { $0.applying(placed) }) }
                } else if case .failure = font.outlines {
                    polygons += Self.box(width: CGFloat(file.advance(of: glyph)), unitsPerEm: CGFloat(file.unitsPerEm), transform: placed)
                }
            }
        } else {
            report("PNG: no font file of the family '\(family)' in the font library's folders; its text is drawn as boxes")
            var x = origin.x - (centred ? CGFloat(string.count) * size * 0.3 : 0)
            for character in string {
                if !character.isWhitespace {
                    let placed = CGAffineTransform(a: size, b: 0, c: 0, d: -size, tx: x, ty: origin.y).concatenating(t)
                    polygons += Self.box(width: 0.6, unitsPerEm: 1, transform: placed)
                }
                x += size * 0.6
            }
        }
        guard let coverage = Rasterizer.coverage(of: polygons, evenOdd: false, within: layers[0].box) else { return }
        layers[layer].fill(coverage, clip: clip, colour: colour)
    }

    /// The outline of a box standing for a glyph that cannot be drawn: a frame of an advance's
    /// width and 0.7 em high on the baseline, a tenth of an em thick.
    static func box(width: CGFloat, unitsPerEm: CGFloat, transform: CGAffineTransform) -> [[CGPoint]] {
        let inset = 0.05 * unitsPerEm, line = 0.08 * unitsPerEm, top = 0.7 * unitsPerEm
        let outer = [CGPoint(x: inset, y: 0), CGPoint(x: width - inset, y: 0), CGPoint(x: width - inset, y: top), CGPoint(x: inset, y: top)]
        let inner = [CGPoint(x: inset + line, y: line), CGPoint(x: inset + line, y: top - line),
                     CGPoint(x: width - inset - line, y: top - line), CGPoint(x: width - inset - line, y: line)]
        guard width - 2 * inset > 2 * line else { return [outer.map { $0.applying(transform) }] }
        return [outer.map { $0.applying(transform) }, inner.map { $0.applying(transform) }]
    }

    /// An image over its frame: a PNG decoded and scaled (nearest pixel when its interpolation
    /// is none, bilinear otherwise), a template one as its paint through the image's alpha; a
    /// symbol as the SVG's placeholder; anything else as a grey box.
    mutating func drawImage(_ image: LayoutResult.ImageDrawing, in frame: CGRect, clip: Coverage?, layer: Int) {
        guard frame.width > 0, frame.height > 0 else { return }
        if case let .symbol(name) = image.source {
            drawSymbol(name, paint: image.paint, in: frame, clip: clip, layer: layer)
            return
        }
        guard let coverage = fillCoverage(Path(frame), evenOdd: false) else { return }
        let decoded: DecodedPNG
        switch decodedImage(image.source) {
        case let .success(pixels): decoded = pixels
        case let .failure(why):
            report("PNG: the image '\(image.name)' is not a PNG file that can be read (8-bit, not interlaced, at most "
                + "\(DecodedPNG.largestPixelCount) pixels): \(why); drawn as a grey box")
            layers[layer].fill(coverage, clip: clip, colour: Premultiplied(r: 0.56 * 0.5, g: 0.56 * 0.5, b: 0.58 * 0.5, a: 0.5))
            return
        }
        let inverse = transform.inverted()
        let tint = Premultiplied(image.paint)
        let nearest = image.interpolation == Image.Interpolation.none
        let w = decoded.width, h = decoded.height
        func texel(_ x: Int, _ y: Int) -> Premultiplied {
            let o = (min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)) * 4
            let a = Float(decoded.pixels[o + 3]) / 255
            return Premultiplied(r: Float(decoded.pixels[o]) / 255 * a, g: Float(decoded.pixels[o + 1]) / 255 * a,
                                 b: Float(decoded.pixels[o + 2]) / 255 * a, a: a)
        }
        let isTemplate = image.isTemplate
        layers[layer].fill(coverage, clip: clip) { x, y in
            let p = CGPoint(x: x, y: y).applying(inverse)
            // (Clamped to just beyond the image, so that any point converts to a pixel index.)
            func bounded(_ value: Double, _ side: Int) -> Double { value.isFinite ? min(max(value, -1), Double(side) + 1) : 0 }
            let u = bounded(Double((p.x - frame.minX) / frame.width) * Double(w), w), v = bounded(Double((p.y - frame.minY) / frame.height) * Double(h), h)
            var colour: Premultiplied
            if nearest {
                colour = texel(Int(u.rounded(.down)), Int(v.rounded(.down)))
            } else {
                let fx = u - 0.5, fy = v - 0.5
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let ax = Float(fx - Double(x0)), ay = Float(fy - Double(y0))
                let c00 = texel(x0, y0), c10 = texel(x0 + 1, y0), c01 = texel(x0, y0 + 1), c11 = texel(x0 + 1, y0 + 1)
                func mix(_ k: KeyPath<Premultiplied, Float>) -> Float {
                    (c00[keyPath: k] * (1 - ax) + c10[keyPath: k] * ax) * (1 - ay) + (c01[keyPath: k] * (1 - ax) + c11[keyPath: k] * ax) * ay
                }
                colour = Premultiplied(r: mix(\.r), g: mix(\.g), b: mix(\.b), a: mix(\.a))
            }
            if isTemplate {
                colour = Premultiplied(r: tint.r * colour.a, g: tint.g * colour.a, b: tint.b * colour.a, a: tint.a * colour.a)
            }
            return colour
        }
    }

    /// The decoded pixels of an image file or data, decoded once per drawing: an image drawn
    /// many times (a list's thumbnails) costs one decode.
    mutating func decodedImage(_ source: LayoutResult.ImageDrawing.Source) -> Result<DecodedPNG, DecodingError> {
        let key: ImageKey
        switch source {
        case .symbol: return .failure(DecodingError("a symbol"))
        case let .data(data, _): key = .data(data)
        case let .file(url): key = .file(url.path)
        }
        if let known = decodedImages[key] { return known }
        let decoded: Result<DecodedPNG, DecodingError>
        switch key {
        case let .data(data): decoded = Result { try DecodedPNG([UInt8](data)) }.mapError { $0 as? DecodingError ?? DecodingError("\($0)") }
        case let .file(path):
            if let data = FileManager.default.contents(atPath: path) {
                decoded = Result { try DecodedPNG([UInt8](data)) }.mapError { $0 as? DecodingError ?? DecodingError("\($0)") }
            } else {
                decoded = .failure(DecodingError("the file cannot be read"))
            }
        }
        decodedImages[key] = decoded
        return decoded
    }

    /// A symbol's placeholder, as the SVG draws it: a rounded box lightly filled in the symbol's
    /// colour, outlined, with the symbol's name across it.
    mutating func drawSymbol(_ name: String, paint: LayoutResult.Paint, in frame: CGRect, clip: Coverage?, layer: Int) {
        let radius = min(frame.width, frame.height) * 0.2
        let box = Path(roundedRect: frame, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        let light = Premultiplied(paint, opacity: 0.15)
        if let coverage = fillCoverage(box, evenOdd: false) { layers[layer].fill(coverage, clip: clip, colour: light) }
        let line = Premultiplied(paint)
        if let coverage = strokeCoverage(box, style: StrokeStyle(lineWidth: 0.5)) { layers[layer].fill(coverage, clip: clip, colour: line) }
        let fontSize = max(1, min(frame.height * 0.45, frame.width * 1.7 / CGFloat(max(name.count, 1))))
        drawString(name, family: "sans-serif", size: fontSize, at: CGPoint(x: frame.midX, y: frame.midY + fontSize * 0.35), centred: true,
                   colour: line, clip: clip, layer: layer)
    }
}
