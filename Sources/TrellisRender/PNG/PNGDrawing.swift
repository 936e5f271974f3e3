import Foundation
import Trellis

extension Painter {
    /// Draws one view's own drawing in `frame` into layer `layer`.
    mutating func draw(_ drawing: LayoutResult.Drawing, in frame: CGRect, clip: Coverage?, layer: Int) {
        switch drawing {
        case let .fill(paint):
            fill(fillCoverage(Path(frame), evenOdd: false), paint: paint, frame: frame, clip: clip, layer: layer)
        case let .shape(outline, paint):
            fill(fillCoverage(outline.path(in: frame), evenOdd: false), paint: paint, frame: frame, clip: clip, layer: layer)
        case let .stroke(outline, paint, style):
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
            fill(strokeCoverage(outline.path(in: frame), style: style), paint: paint, frame: frame, clip: clip, layer: layer)
        case let .text(text):
            drawText(text, clip: clip, layer: layer)
        case let .image(image):
            drawImage(image, in: frame, clip: clip, layer: layer)
        case let .control(control):
            for piece in ControlPiece.pieces(of: control, in: frame) { drawPiece(piece, clip: clip, layer: layer) }
        case let .canvas(canvas):
            drawCanvas(canvas, in: frame, clip: clip, layer: layer)
        }
    }

    /// Fills `coverage` with `paint` (a gradient over `frame`, or its solid colour).
    mutating func fill(_ coverage: Coverage?, paint: LayoutResult.Paint, frame: CGRect, clip: Coverage?, layer: Int, opacity: Double = 1) {
        guard let coverage else { return }
        if let gradient = paint.gradient, let shader = GradientShader(gradient, frame: frame, transform: transform, opacity: opacity) {
            layers[layer].fill(coverage, clip: clip, paint: shader.colour)
        } else {
            let colour = Premultiplied(paint, opacity: opacity)
            guard colour.a > 0 else { return }
            layers[layer].fill(coverage, clip: clip, colour: colour)
        }
    }

    /// A control's piece, as the SVG draws it.
    mutating func drawPiece(_ piece: ControlPiece, clip: Coverage?, layer: Int) {
        let f = piece.frame
        guard f.isDrawable, piece.color.opacity > 0 else { return }
        let colour = Premultiplied(r: Float(piece.color.red * piece.color.opacity), g: Float(piece.color.green * piece.color.opacity),
                                   b: Float(piece.color.blue * piece.color.opacity), a: Float(piece.color.opacity))
        func paint(_ coverage: Coverage?) {
            if let coverage { layers[layer].fill(coverage, clip: clip, colour: colour) }
        }
        var outline: Path?
        switch piece.figure {
        case let .box(radius):
            let r = min(max(radius ?? .infinity, 0), min(f.width, f.height) / 2)
            outline = Path(roundedRect: f, cornerSize: CGSize(width: r, height: r), style: .circular)
        case .circle:
            outline = LayoutResult.Outline.circle.path(in: f)
        case let .line(from, to, width):
            var line = Path()
            line.move(to: from)
            line.addLine(to: to)
            paint(strokeCoverage(line, style: StrokeStyle(lineWidth: width, lineCap: .round)))
        case let .arc(fraction, width):
            guard fraction > 0 else { return }
            let r = min(f.width, f.height) / 2
            var arc = Path()
            let start = -CGFloat.pi / 2, end = start + 2 * .pi * CGFloat(min(fraction, 0.9999))
            arc.move(to: CGPoint(x: f.midX + r * cos(start), y: f.midY + r * sin(start)))
            for point in Outlines.arc(center: CGPoint(x: f.midX, y: f.midY), radius: r, from: start, sweep: end - start, tolerance: 0.05) {
                arc.addLine(to: point)
            }
            paint(strokeCoverage(arc, style: StrokeStyle(lineWidth: width, lineCap: .round)))
        case let .glyph(text):
            let size = min(f.height * 0.8, 17)
            drawString(text, family: "sans-serif", size: size, at: CGPoint(x: f.midX, y: f.midY + size * 0.35), centred: true,
                       colour: colour, clip: clip, layer: layer)
        }
        if let outline {
            if let stroke = piece.strokeWidth {
                paint(strokeCoverage(outline, style: StrokeStyle(lineWidth: stroke)))
            } else {
                paint(fillCoverage(outline, evenOdd: false))
            }
        }
    }
}

/// A gradient's colour at each device pixel: the pixel centre taken back to root coordinates,
/// its position along the gradient, the stops' colour there (interpolated in sRGB, unpremultiplied,
/// as SVG does by default), from a table of 1024 steps.
struct GradientShader {
    let inverse: CGAffineTransform
    let table: [Premultiplied]
    let position: (CGPoint) -> CGFloat

    init?(_ gradient: LayoutResult.GradientPaint, frame: CGRect, transform: CGAffineTransform, opacity: Double) {
        guard !gradient.stops.isEmpty, frame.isDrawable else { return nil }
        let area = transform.a * transform.d - transform.b * transform.c
        guard area.isFinite, abs(area) > 1e-12 else { return nil }
        inverse = transform.inverted()
        let w = frame.width, h = frame.height
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: frame.minX + unit.x * w, y: frame.minY + unit.y * h) }
        switch gradient.geometry {
        case let .linear(start, end):
            position = Self.linear(point(start), point(end))
        case let .radial(center, start, end):
            let c = point(center)
            position = { p in (hypot(p.x - c.x, p.y - c.y) - start) / (end - start) }
        case let .elliptical(center, start, end):
            let c = point(center)
            position = { p in
                let d = hypot(w > 0 ? (p.x - c.x) / w : 0, h > 0 ? (p.y - c.y) / h : 0)
                return (d - start) / (end - start)
            }
        case let .angular(center, start, _):
            let c = point(center)
            let dx = cos(start.radians) * w / 2, dy = sin(start.radians) * h / 2
            position = Self.linear(CGPoint(x: c.x - dx, y: c.y - dy), CGPoint(x: c.x + dx, y: c.y + dy))
        }
        let stops = gradient.stops
        table = (0..<1024).map { i in
            let t = Double(i) / 1023
            var colour = stops[0].paint
            var result = Premultiplied(colour, opacity: opacity)
            if t <= stops[0].location { return result }
            for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                func mix(_ x: Double, _ y: Double) -> Float { Float(x + (y - x) * f) }
                let alpha = mix(a.paint.opacity, b.paint.opacity) * Float(opacity)
                result = Premultiplied(r: mix(a.paint.red, b.paint.red) * alpha, g: mix(a.paint.green, b.paint.green) * alpha,
                                       b: mix(a.paint.blue, b.paint.blue) * alpha, a: alpha)
                return result
            }
            colour = stops[stops.count - 1].paint
            result = Premultiplied(colour, opacity: opacity)
            return result
        }
    }

    static func linear(_ s: CGPoint, _ e: CGPoint) -> (CGPoint) -> CGFloat {
        let dx = e.x - s.x, dy = e.y - s.y, length = dx * dx + dy * dy
        return { p in length > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / length : 0 }
    }

    func colour(x: Double, y: Double) -> Premultiplied {
        let t = position(CGPoint(x: x, y: y).applying(inverse))
        guard t.isFinite else { return table[0] }
        return table[Int((min(max(t, 0), 1) * 1023).rounded())]
    }
}
