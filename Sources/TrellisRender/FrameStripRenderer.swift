import Foundation
import Trellis

/// Draws layouts sampled from an animation side by side, each labelled with its time: a strip
/// of frames to read a change over time from, on paper.
///
/// Each panel is the sample drawn as ``SVGRenderer`` draws it (clipped to its own picture),
/// ``spacing`` points apart, with a label under it (`0.175 s`). As SVG, a panel is a group
/// `<g class="trellis-strip-panel" data-time="0.175">`; its views' ids are prefixed with
/// `p<number>-`, so that every id stays unique, and `data-id` keeps the view's mark. As PNG
/// (``drawPNG(_:renderer:)``), the same strip is drawn by ``PNGRenderer``.
///
/// ```swift
/// let strip = FrameStripRenderer().render(FrameStripRenderer.samples(of: animation, count: 5))
/// ```
public struct FrameStripRenderer: Sendable {
    /// The SVG paint of each panel's canvas and of the strip's (`#ffffff`, `none`); white by default.
    public var background: String
    /// The points between two panels, and around them.
    public var spacing: CGFloat
    /// The colour of the time labels.
    public var labelColor: String

    /// The height of a panel's label, below the panel, in points.
    static let labelHeight: CGFloat = 20

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - background: The SVG paint of the canvas; `"none"` for a transparent one.
    ///   - spacing: The points between panels and around them; 16 by default.
    ///   - labelColor: The colour of the time labels (`#rrggbb`).
    public init(background: String = "#ffffff", spacing: CGFloat = 16, labelColor: String = "#6e6e73") {
        self.background = background
        self.spacing = spacing.isFinite && spacing >= 0 ? spacing : 16
        self.labelColor = labelColor
    }

    /// `count` samples of `animation` at evenly spaced times from its start to its end, both
    /// included (one sample, at the end, when `count` is 1; at least 1, at most 100). An
    /// animation that never settles is sampled over its first 60 seconds.
    public static func samples(of animation: LayoutAnimation, count: Int) -> [(time: Double, result: LayoutResult)] {
        let count = min(max(count, 1), 100)
        let duration = animation._shownDuration
        guard count > 1 else { return [(duration, animation.result(at: duration))] }
        return (0 ..< count).map { index in
            let time = index == count - 1 ? duration : duration * (Double(index) / Double(count - 1))
            return (time, animation.result(at: time))
        }
    }

    /// A time as its label: `0 s`, `0.175 s`.
    static func label(_ time: Double) -> String { "\(Format.number(CGFloat(time))) s" }

    /// Where each panel goes, in points, and the strip's size.
    func layout(_ samples: [(time: Double, result: LayoutResult)]) -> (panels: [CGRect], size: CGSize) {
        var x = spacing
        var height: CGFloat = 0
        var panels: [CGRect] = []
        for sample in samples {
            let canvas = ElementTree.canvas(for: sample.result.size)
            panels.append(CGRect(x: x, y: spacing, width: canvas.width, height: canvas.height))
            x += canvas.width + spacing
            height = max(height, canvas.height)
        }
        let size = CGSize(width: min(x, ElementTree.maximumCanvasLength), height: spacing * 2 + height + Self.labelHeight)
        return (panels, size)
    }

    /// The SVG document of the strip of `samples`, in the order given.
    public func render(_ samples: [(time: Double, result: LayoutResult)]) -> String {
        let (panels, size) = layout(samples)
        let w = Format.number(size.width), h = Format.number(size.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if background != "none" {
            out += "  <rect class=\"trellis-canvas\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(Format.xml(background))\"/>\n"
        }
        let renderer = SVGRenderer(showsFrames: false, background: background, textAsPaths: false)
        for (number, (sample, panel)) in zip(samples, panels).enumerated() {
            out += "  <g class=\"trellis-strip-panel\" data-time=\"\(Format.number(CGFloat(sample.time)))\">\n"
            out += "  <rect class=\"trellis-strip-border\" \(SVGRenderer.box(panel.insetBy(dx: -0.5, dy: -0.5))) fill=\"none\" stroke=\"#d1d1d6\"/>\n"
            out += "  <svg x=\"\(Format.number(panel.minX))\" y=\"\(Format.number(panel.minY))\" width=\"\(Format.number(panel.width))\" "
                + "height=\"\(Format.number(panel.height))\" viewBox=\"0 0 \(Format.number(panel.width)) \(Format.number(panel.height))\">\n"
            out += AnimatedSVGRenderer.body(of: renderer.document(sample.result, hitAreas: false), prefixingIDsWith: "p\(number)-")
            out += "  </svg>\n"
            out += "  <text class=\"trellis-strip-time\" x=\"\(Format.number(panel.midX))\" y=\"\(Format.number(panel.maxY + Self.labelHeight - 4))\" "
                + "text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"12\" fill=\"\(Format.xml(labelColor))\">\(Self.label(sample.time))</text>\n"
            out += "  </g>\n"
        }
        return out + "</svg>\n"
    }

    /// The strip of `samples` as a PNG image, drawn by `renderer` (its scale, or the first
    /// sample's display scale; its fonts). The strip is cut to ``PNGRenderer/maximumSide``
    /// and ``PNGRenderer/maximumPixelCount`` by drawing it at a smaller scale, reported in the
    /// output's problems.
    public func drawPNG(_ samples: [(time: Double, result: LayoutResult)], renderer: PNGRenderer = PNGRenderer()) -> PNGRenderer.Output {
        let (panels, size) = layout(samples)
        var problems: [String] = []
        var scale = renderer.scale ?? samples.first?.result.displayScale ?? 1
        if !(scale.isFinite && scale > 0) { scale = 1 }
        let limit = min((CGFloat(PNGRenderer.maximumPixelCount) / max(size.width * size.height, 1)).squareRoot(),
                        CGFloat(PNGRenderer.maximumSide) / max(size.width, size.height, 1))
        if scale > limit {
            problems.append("PNG: the strip is over the limit (\(PNGRenderer.maximumPixelCount) pixels, \(PNGRenderer.maximumSide) on a side); "
                + "drawn at scale \(Format.number(limit * 0.999_999)) instead of \(Format.number(scale))")
            scale = limit * 0.999_999
        }
        let width = max(Int((size.width * scale).rounded(.up)), 1), height = max(Int((size.height * scale).rounded(.up)), 1)
        let fill = background == "none" ? Premultiplied.clear : PNGRenderer.colour(hex: background) ?? Premultiplied(r: 1, g: 1, b: 1, a: 1)
        var strip = Canvas(width: width, height: height, fill: fill)
        var panelRenderer = renderer
        panelRenderer.scale = scale
        panelRenderer.background = background
        for (sample, panel) in zip(samples, panels) {
            let (canvas, _, panelProblems) = panelRenderer.pixels(sample.result)
            problems += panelProblems
            let x = Int((panel.minX * scale).rounded()), y = Int((panel.minY * scale).rounded())
            strip.copy(canvas, x: x, y: y)
            // The panel's border, a point wide just outside it, as the SVG strokes it.
            let line = max(Int(scale.rounded()), 1)
            strip.outline(x: x, y: y, width: canvas.width, height: canvas.height, line: line, colour: Self.borderColour)
        }
        // The labels, drawn as text on the strip.
        if let first = samples.first {
            var painter = Painter(result: first.result, scale: scale, canvas: strip, fonts: renderer.fonts)
            let colour = PNGRenderer.colour(hex: labelColor) ?? Premultiplied(r: 0.43, g: 0.43, b: 0.45, a: 1)
            for (sample, panel) in zip(samples, panels) {
                painter.drawString(Self.label(sample.time), family: "sans-serif", size: 12,
                                   at: CGPoint(x: panel.midX, y: panel.maxY + Self.labelHeight - 4), centred: true,
                                   colour: colour, clip: nil, layer: 0)
            }
            strip = painter.layers[0]
            problems += painter.problems
        }
        let png = PNGEncoder.encode(width: width, height: height, rgba: strip.rgba(),
                                    pixelsPerMeter: Int(bounded: Double(scale * 72 / 0.0254).rounded(), 1...Int(Int32.max)))
        return PNGRenderer.Output(png: Data(png), width: width, height: height, scale: scale, problems: Array(Set(problems)).sorted())
    }
}

extension FrameStripRenderer {
    /// The colour of the panels' borders (`#d1d1d6`).
    static let borderColour = Premultiplied(r: 209 / 255, g: 209 / 255, b: 214 / 255, a: 1)
}

extension Canvas {
    /// Paints a frame `line` pixels wide around the box at (`x`, `y`) of `width` × `height`
    /// pixels, outside it; what falls outside the canvas is left out.
    mutating func outline(x: Int, y: Int, width boxWidth: Int, height boxHeight: Int, line: Int, colour: Premultiplied) {
        dirty = box
        let rows = (y - line) ..< (y + boxHeight + line), columns = (x - line) ..< (x + boxWidth + line)
        for row in rows where (0 ..< height).contains(row) {
            for column in columns where (0 ..< width).contains(column) {
                guard !(y ..< y + boxHeight).contains(row) || !(x ..< x + boxWidth).contains(column) else { continue }
                let o = (row * width + column) * 4
                for (channel, value) in [colour.r, colour.g, colour.b, colour.a].enumerated() { pixels[o + channel] = value }
            }
        }
    }

    /// Copies `other`'s pixels over this canvas's, its top-left corner at pixel (`x`, `y`);
    /// what falls outside is left out.
    mutating func copy(_ other: Canvas, x: Int, y: Int) {
        dirty = box
        for row in 0 ..< other.height where (0 ..< height).contains(y + row) {
            for column in 0 ..< other.width where (0 ..< width).contains(x + column) {
                let from = (row * other.width + column) * 4, to = ((y + row) * width + x + column) * 4
                for channel in 0 ..< 4 { pixels[to + channel] = other.pixels[from + channel] }
            }
        }
    }
}
