import Foundation
import Trellis

/// Draws a layout result as a PNG image, in Swift alone: no system graphics library.
///
/// It draws what ``SVGRenderer`` draws, as a browser draws that SVG: colour views and shapes
/// filled (rounded corners circular, as SVG's `rx`), paths with their curves flattened, strokes
/// with their width, caps, joins, miter limit and dashes, linear, radial and elliptical
/// gradients (an angular one as the SVG approximates it, a linear gradient through its centre),
/// opacity, transforms, clips and clip shapes, masks, shadows and blur, images, controls, and
/// text from its font file's glyph outlines at the positions it was measured at.
///
/// Edges are antialiased: coverage is accumulated as signed area per pixel (see the non-zero
/// and even-odd fill rules of `FillStyle`). A blur is three box blurs, an approximation of
/// the Gaussian a browser draws. A PNG image is drawn scaled over its frame (other image
/// formats are drawn as a grey box); a symbol as the SVG's placeholder. A font with CFF
/// outlines, or text whose font file is missing, is drawn as boxes, one per character.
///
/// The image is the root's size times ``scale`` (by default the result's
/// `LayoutResult.displayScale`) in pixels, at most ``maximumPixelCount`` pixels and
/// ``maximumSide`` on a side: a larger picture is drawn at the largest scale that fits, and
/// a zero-size one as one pixel. Each such change is reported in ``Output/problems``.
///
/// ```swift
/// let result = ProfileCard().layout(in: ProposedViewSize(width: 390, height: 844))
/// let png = PNGRenderer(scale: 2).render(result)
/// try png.write(to: URL(fileURLWithPath: "card.png"))
/// ```
public struct PNGRenderer: Sendable {
    /// Pixels per point, or `nil` for the layout result's display scale.
    public var scale: CGFloat?
    /// The colour behind everything, `#rrggbb` or `#rgb`, or `none` for a transparent canvas;
    /// white by default.
    public var background: String
    /// Where the font files that draw text are found: the library the text was measured with.
    public var fonts: FontLibrary
    /// Whether the window's unsafe bands (`LayoutResult.safeAreaInsets`) are shaded grey over
    /// the views, as the bars that cover them on a device: on by default; off draws the views
    /// alone, as a screenshot of an app without bars (a snapshot test's device image).
    public var shadesUnsafeBands = true

    /// The most pixels an image has: 16,777,216 (4096 × 4096), 256 MB while drawing.
    public static let maximumPixelCount = 16_777_216
    /// The most pixels an image has on a side.
    public static let maximumSide = 16_384

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point; `nil` for the result's display scale.
    ///   - background: The canvas colour (`#rrggbb`, `#rgb`) or `none`.
    ///   - fonts: The font library whose files draw text: `FontLibrary.system` by default.
    public init(scale: CGFloat? = nil, background: String = "#ffffff", fonts: FontLibrary = .system) {
        self.scale = scale
        self.background = background
        self.fonts = fonts
    }

    /// A drawn image and what could not be drawn as asked.
    public struct Output: Sendable {
        /// The PNG file.
        public let png: Data
        /// The image's width in pixels.
        public let width: Int
        /// The image's height in pixels.
        public let height: Int
        /// The pixels per point it was drawn at.
        public let scale: CGFloat
        /// What was drawn otherwise than asked (a size over the limits, a missing font), one
        /// sentence each.
        public let problems: [String]
    }

    /// The PNG file of `result`.
    public func render(_ result: LayoutResult) -> Data { draw(result).png }

    /// Draws `result` into pixels, as ``render(_:)`` draws it, without encoding them: for
    /// comparing images (``PixelBuffer/difference(from:tolerance:)``) or handing them on.
    public func pixels(of result: LayoutResult) -> PixelBuffer {
        let canvas = pixels(result).0
        return PixelBuffer(width: canvas.width, height: canvas.height, rgba: canvas.rgba()) ?? PixelBuffer(width: 0, height: 0)
    }

    /// Draws `result`: the PNG file, its size, and any problems.
    public func draw(_ result: LayoutResult) -> Output {
        let (canvas, scale, problems) = pixels(result)
        // (Each row converted as the encoder asks for it: the RGBA bytes are never all held.)
        let png = PNGEncoder.encode(width: canvas.width, height: canvas.height,
                                    pixelsPerMeter: Int(bounded: Double(scale * 72 / 0.0254).rounded(), 1...Int(Int32.max))) { y, row in
            canvas.writeRGBA(row: y, into: row)
        }
        return Output(png: Data(png), width: canvas.width, height: canvas.height, scale: scale, problems: problems)
    }

    /// The drawn canvas, the scale it was drawn at, and the problems met.
    func pixels(_ result: LayoutResult) -> (Canvas, CGFloat, [String]) {
        var problems: [String] = []
        var scale = self.scale ?? result.displayScale
        if !(scale.isFinite && scale > 0) {
            problems.append("PNG: a scale of \(Format.number(scale)) pixels per point cannot be drawn; drawn at 1")
            scale = 1
        }
        let size = ElementTree(result).canvas
        if size != result.size {
            problems.append("PNG: the picture's size \(Format.size(result.size)) is not finite and positive; drawn as \(Format.size(size))")
        }
        func pixelSize(_ scale: CGFloat) -> (Double, Double) {
            (Double(size.width * scale - 1e-6).rounded(.up), Double(size.height * scale - 1e-6).rounded(.up))
        }
        var (w, h) = pixelSize(scale)
        if w * h > Double(Self.maximumPixelCount) || max(w, h) > Double(Self.maximumSide) {
            // (Divided one side at a time: the product of two huge sides overflows.)
            let fit = min((Double(Self.maximumPixelCount) / w / h).squareRoot(), Double(Self.maximumSide) / max(w, h))
            let reduced = fit.isFinite ? CGFloat(Double(scale) * fit * 0.999_999) : 0
            problems.append("PNG: \(Format.number(CGFloat(w)))×\(Format.number(CGFloat(h))) pixels is over the limit (\(Self.maximumPixelCount) pixels, \(Self.maximumSide) on a side); "
                + "drawn at scale \(Format.number(reduced)) instead of \(Format.number(scale))")
            scale = reduced
            (w, h) = pixelSize(scale)
        }
        if w < 1 || h < 1 {
            problems.append("PNG: the picture is \(Format.size(size)) points; the image is at least one pixel on a side")
        }
        let width = Int(bounded: w, 1...Self.maximumSide), height = Int(bounded: h, 1...Self.maximumSide)
        var canvasColour = Premultiplied.clear
        if background != "none" {
            if let colour = Self.colour(hex: background) {
                canvasColour = colour
            } else {
                problems.append("PNG: the background \"\(background)\" is not #rrggbb, #rgb or none; drawn white")
                canvasColour = Premultiplied(r: 1, g: 1, b: 1, a: 1)
            }
        }
        var painter = Painter(result: result, scale: scale, canvas: Canvas(width: width, height: height, fill: canvasColour),
                              fonts: fonts)
        painter.shadesUnsafeBands = shadesUnsafeBands
        painter.paint()
        return (painter.layers[0], scale, problems + painter.problems)
    }

    /// An opaque colour from `#rrggbb` or `#rgb`.
    static func colour(hex: String) -> Premultiplied? {
        var digits = Array(hex.lowercased())
        guard digits.first == "#" else { return nil }
        digits.removeFirst()
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
        return Premultiplied(r: Float(value >> 16 & 0xFF) / 255, g: Float(value >> 8 & 0xFF) / 255, b: Float(value & 0xFF) / 255, a: 1)
    }
}

/// The state of one drawing: the layers being drawn into (a group with opacity, shadows or a
/// blur draws into a layer of its own), the transforms in effect, the clips met.
struct Painter {
    let result: LayoutResult
    let tree: ElementTree
    /// The fonts text is drawn with: the files the library measured it with.
    let glyphFonts: GlyphFonts
    /// The layers, the canvas first.
    var layers: [Canvas]
    /// Layers drawn and merged, cleared for reuse: a canvas's pixels are allocated once per
    /// nesting depth, not once per group, shadow and mask (each allocation of a 780 × 1688
    /// canvas was 21 MB of fresh pages the system faulted in one by one, most of a PNG's time).
    var spare: [Canvas] = []
    /// Per open effects group: its element, its transform to device pixels, whether it has a layer.
    var groups: [(element: Int, transform: CGAffineTransform, layered: Bool)] = []
    let base: CGAffineTransform
    var problems: [String] = []
    var reported: Set<String> = []
    let clippers: [Int?]
    var shapeClipped: [Bool]
    let masks: ElementTree.Masks
    var clipCache: [ClipKey: Coverage?] = [:]
    /// Images decoded so far (or why not), by file path or bytes.
    var decodedImages: [ImageKey: Result<DecodedPNG, DecodingError>] = [:]
    /// Whether the window's unsafe bands are shaded over the views (``PNGRenderer/shadesUnsafeBands``).
    var shadesUnsafeBands = true

    /// An image's identity for `decodedImages`.
    enum ImageKey: Hashable {
        case file(String)
        case data(Data)
    }

    struct ClipKey: Hashable {
        let element: Int
        let transform: [CGFloat]
    }

    init(result: LayoutResult, scale: CGFloat, canvas: Canvas, fonts: FontLibrary) {
        self.result = result
        tree = ElementTree(result)
        glyphFonts = GlyphFonts.index(fonts)
        layers = [canvas]
        base = CGAffineTransform(scaleX: scale, y: scale)
        clippers = tree.clippingAncestors
        masks = tree.masks
        var shapeClipped = [Bool](repeating: false, count: result.elements.count)
        for (index, element) in result.elements.enumerated() where element.clipsContent {
            shapeClipped[index] = (clippers[index].map { shapeClipped[$0] } ?? false) || element.clipShape != nil
        }
        self.shapeClipped = shapeClipped
    }

    var transform: CGAffineTransform { groups.last?.transform ?? base }

    mutating func report(_ problem: String) {
        if reported.insert(problem).inserted { problems.append(problem) }
    }

    /// Paints every element in paint order, each subtree's effects around it, as the SVG nests them.
    mutating func paint() {
        let chains = tree.effectChains
        for index in tree.paintOrder {
            let element = result.elements[index]
            let chain = chains[index]
            while !groups.isEmpty, groups.count > chain.count || chain[groups.count - 1] != groups.last!.element { closeGroup() }
            for holder in chain.dropFirst(groups.count) { openGroup(holder) }
            guard element.frame.isDrawable, element.visibleFrame != nil, !element.isHidden, let drawing = element.drawing else { continue }
            let clipper = element.clipShape != nil ? index : clippers[index]
            var clip: Coverage?
            if let clipper, element.visibleFrame != element.frame || shapeClipped[clipper] {
                guard let coverage = clipCoverage(clipper) else { continue }  // clipped away
                clip = coverage
            }
            if masks.chains[index].isEmpty {
                draw(drawing, in: element.frame, clip: clip, layer: layers.count - 1)
            } else {
                layers.append(newLayer())
                draw(drawing, in: element.frame, clip: clip, layer: layers.count - 1)
                for holder in masks.chains[index] { applyMask(holder) }
                var drawn = layers.removeLast()
                layers[layers.count - 1].composite(drawn)
                recycle(&drawn)
            }
        }
        while !groups.isEmpty { closeGroup() }
        // The window's unsafe bands, shaded over the views, as the SVG shades them.
        let insets = shadesUnsafeBands ? result.safeAreaInsets : EdgeInsets(), size = tree.canvas
        let bands = [
            CGRect(x: 0, y: 0, width: size.width, height: min(insets.top, size.height)),
            CGRect(x: 0, y: max(size.height - insets.bottom, 0), width: size.width, height: min(insets.bottom, size.height)),
            CGRect(x: 0, y: 0, width: min(insets.leading, size.width), height: size.height),
            CGRect(x: max(size.width - insets.trailing, 0), y: 0, width: min(insets.trailing, size.width), height: size.height),
        ].filter { $0.width > 0 && $0.height > 0 && $0.isDrawable }
        let shade = Premultiplied(r: 0x8e / 255 * 0.25, g: 0x8e / 255 * 0.25, b: 0x93 / 255 * 0.25, a: 0.25)
        for band in bands {
            if let coverage = fillCoverage(Path(band), evenOdd: false) { layers[0].fill(coverage, clip: nil, colour: shade) }
        }
    }

    mutating func openGroup(_ holder: Int) {
        let effects = result.elements[holder].effects
        var local = effects.transform
        if ![local.a, local.b, local.c, local.d, local.tx, local.ty].allSatisfy(\.isFinite) { local = .identity }
        let layered = effects.opacity < 1 || !effects.shadows.isEmpty || effects.blurRadius > 0 || effects.blendMode != .normal
            || effects.isolated
        groups.append((holder, local.concatenating(transform), layered))
        if layered { layers.append(newLayer()) }
    }

    /// A clear canvas of the image's size: a spare one when there is one.
    mutating func newLayer() -> Canvas {
        spare.popLast() ?? Canvas.layer(width: layers[0].width, height: layers[0].height)
    }

    /// Keeps a layer that is done with, cleared, for ``newLayer()``; leaves an empty canvas in
    /// its place. (Taken inout and swapped out, so that its pixels have one owner while they
    /// are cleared: a second would make clearing copy them.)
    mutating func recycle(_ layer: inout Canvas) {
        layer.clear()
        var kept = Canvas(width: 0, height: 0)
        swap(&kept, &layer)
        spare.append(kept)
    }

    mutating func closeGroup() {
        let group = groups.removeLast()
        guard group.layered else { return }
        let effects = result.elements[group.element].effects
        var drawn = layers.removeLast()
        applyBlurAndShadows(to: &drawn, blurRadius: effects.blurRadius, shadows: effects.shadows, transform: group.transform)
        layers[layers.count - 1].composite(drawn, opacity: Float(max(0, min(1, effects.opacity))), blend: effects.blendMode)
        recycle(&drawn)
    }

    /// Blurs `drawn` by `blurRadius` and puts `shadows` of it under it (the first innermost,
    /// so drawn last), in the coordinates of `t`, which scales the radii and turns the offsets.
    /// A shadow whose radius or offset is not finite is left out.
    mutating func applyBlurAndShadows(
        to drawn: inout Canvas, blurRadius: CGFloat, shadows: [LayoutResult.Shadow], transform t: CGAffineTransform
    ) {
        let unit = Double(abs(t.a * t.d - t.b * t.c).squareRoot())
        if blurRadius > 0, blurRadius.isFinite { drawn.blur(sigma: Double(blurRadius) / 2 * unit) }
        guard !shadows.isEmpty else { return }
        var merged = newLayer()
        for shadow in shadows.reversed() {
            guard shadow.radius.isFinite, shadow.offset.width.isFinite, shadow.offset.height.isFinite else { continue }
            let offset = CGSize(width: shadow.offset.width * t.a + shadow.offset.height * t.c, height: shadow.offset.width * t.b + shadow.offset.height * t.d)
            var cast = newLayer()
            drawn.shadow(colour: Premultiplied(shadow.paint), sigma: Double(max(0, shadow.radius)) / 2 * unit,
                         dx: Double(offset.width), dy: Double(offset.height), into: &cast)
            merged.composite(cast)
            recycle(&cast)
        }
        merged.composite(drawn)
        recycle(&drawn)
        drawn = merged
    }

    /// Multiplies the top layer by the alpha of the mask view `holder`'s layers.
    mutating func applyMask(_ holder: Int) {
        layers.append(newLayer())
        for (index, element) in result.elements.enumerated() where masks.layerOf[index] == holder {
            guard element.frame.isDrawable, !element.isHidden, let drawing = element.drawing else { continue }
            draw(drawing, in: element.frame, clip: nil, layer: layers.count - 1)
        }
        var mask = layers.removeLast()
        layers[layers.count - 1].mask(by: mask)
        recycle(&mask)
    }

    /// The coverage of what the element `clipper` shows its content inside (its clip shape,
    /// or its visible frame), inside the clips around it; `nil` when nothing shows.
    mutating func clipCoverage(_ clipper: Int) -> Coverage? {
        let t = transform
        let key = ClipKey(element: clipper, transform: [t.a, t.b, t.c, t.d, t.tx, t.ty])
        if let known = clipCache[key] { return known }
        let element = result.elements[clipper]
        var coverage: Coverage?
        if let visible = element.visibleFrame {
            if let shape = element.clipShape {
                coverage = fillCoverage(shape.outline.path(in: element.frame), evenOdd: shape.isEOFilled)
            } else {
                coverage = fillCoverage(Path(visible), evenOdd: false)
            }
            let inherited = clippers[clipper].map { shapeClipped[$0] } ?? false
            if let outer = clippers[clipper], element.clipShape != nil || inherited, coverage != nil {
                if let outerCoverage = clipCoverage(outer) { coverage!.intersect(outerCoverage) } else { coverage = nil }
            }
        }
        clipCache[key] = coverage
        return coverage
    }

    /// The coverage of `path` (root coordinates) filled under the current transform.
    func fillCoverage(_ path: Path, evenOdd: Bool, transform: CGAffineTransform? = nil) -> Coverage? {
        let t = transform ?? self.transform
        let polylines = Outlines.polylines(path, tolerance: 0.2 / Self.unit(t), visible: visible(under: t, margin: 2))
        return Rasterizer.coverage(of: polylines.map { $0.points.map { $0.applying(t) } }, evenOdd: evenOdd, within: layers[0].box)
    }

    /// The coverage of `path` stroked in `style` under the current transform.
    mutating func strokeCoverage(_ path: Path, style: StrokeStyle, transform: CGAffineTransform? = nil) -> Coverage? {
        let t = transform ?? self.transform
        let tolerance = 0.2 / Self.unit(t)
        // A dashed stroke measures its whole length, so its curves are cut in full.
        let half = style.lineWidth.isFinite && style.lineWidth > 0 ? style.lineWidth / 2 : 0
        let margin = half * max(style.miterLimit, 1) * Self.unit(t) + 2
        var lines = Outlines.polylines(path, tolerance: tolerance, visible: style.dash.isEmpty ? visible(under: t, margin: margin) : nil)
        if !style.dash.isEmpty {
            if let dashed = Outlines.dashed(lines, pattern: style.dash, phase: style.dashPhase) {
                lines = dashed
            } else {
                report("PNG: a dash pattern repeats more than \(Format.number(Outlines.maximumDashPeriods)) times along a stroke; drawn solid")
            }
        }
        let polygons = Outlines.stroke(lines, style: style, tolerance: tolerance)
        return Rasterizer.coverage(of: polygons.map { $0.map { $0.applying(t) } }, evenOdd: false, within: layers[0].box)
    }

    /// The canvas, `margin` device pixels wider on every side, in the units `t` maps to the
    /// device; `nil` when `t` cannot be undone or the margin is not finite.
    func visible(under t: CGAffineTransform, margin: CGFloat) -> CGRect? {
        let box = layers[0].box
        guard margin.isFinite, abs(t.a * t.d - t.b * t.c) > 1e-12 else { return nil }
        let device = CGRect(x: box.x, y: box.y, width: box.width, height: box.height).insetBy(dx: -margin, dy: -margin)
        let area = device.applying(t.inverted())
        return [area.minX, area.minY, area.width, area.height].allSatisfy(\.isFinite) ? area : nil
    }

    /// How many device pixels one unit of `t` spans (the square root of its area scale).
    static func unit(_ t: CGAffineTransform) -> CGFloat {
        let area = abs(t.a * t.d - t.b * t.c)
        return area.isFinite && area > 1e-12 ? area.squareRoot() : 1
    }
}
