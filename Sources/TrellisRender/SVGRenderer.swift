import Foundation
import Trellis

/// Draws a layout result as an SVG image.
///
/// Every view that draws something becomes SVG: colour views and shapes as filled `rect`,
/// `circle` and `ellipse` elements (rounded corners and capsules with `rx`/`ry`), custom shapes
/// and paths as `path` elements, text as one
/// `<text>` element per line, at the line's baseline origin, in the font family, size, weight
/// and style it was measured with. The image's `viewBox` is the root's size, so one SVG unit
/// is one point (at most a million points a side: a larger root is cut to that, so that the
/// size is one every viewer reads; numbers from 10^15 on are written `1e+20`, never `inf`). Views are painted in tree order (a `background`'s layers beneath its content).
/// A scroll view's content, and a clipped view's, is drawn only inside its frame (a `clipPath`
/// each), a view's with a clip shape only inside the shape; a hidden view draws nothing; siblings are painted in order of their `zIndex`.
///
/// A view marked with `.id(_:)` becomes a group `<g id="…" data-id="…" data-frame="x y w h">`
/// holding an invisible rectangle of its frame and its drawing, so scripts and tests can find
/// it; `data-frame` is its pixel-rounded frame. A marked view in depth (visionOS's
/// `frame(depth:)`, `offset(z:)`) also gets `data-z="z depth"` and a small label in its
/// top-trailing corner, `z 12 · d 8`, its back face's z and its depth.
///
/// ```swift
/// let result = ProfileCard().layout(in: ProposedViewSize(width: 390, height: 844))
/// let svg = SVGRenderer(showsFrames: true).render(result)
/// try svg.write(toFile: "card.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether to draw the outline of every view's frame on top of the picture.
    public var showsFrames: Bool
    /// The SVG paint behind everything (`#ffffff`, `none`); white by default.
    public var background: String
    /// Whether the window's unsafe bands (`LayoutResult.safeAreaInsets`) are shaded grey over
    /// the views, as the bars that cover them on a device: on by default.
    public var shadesUnsafeBands = true
    /// Whether text is drawn as its glyphs' outlines (`true`, the default) or as `<text>`
    /// elements naming its fonts.
    ///
    /// As outlines the file is self-contained: it looks the same on a machine without the
    /// fonts the text was measured with, each glyph where the layout put it. Each glyph used is
    /// defined once (`<defs>`) and placed with `<use>`; an invisible `<text>` squeezed to the
    /// line's measured width (`textLength`) lies over each line, so the text can still be
    /// selected, searched and read by a screen reader. A line whose glyphs cannot be drawn
    /// from outlines stays `<text>` (`SVGTextPaths`: colour emoji, fonts with CFF outlines,
    /// joining scripts and combining marks). As `<text>` the file is smaller and its text is
    /// plain, but it depends on the viewer having the fonts: pages that link their fonts
    /// (`trellis serve`'s live page, the explainer) draw it that way.
    public var textAsPaths: Bool
    /// The font library whose files draw text as outlines: the library the text was measured
    /// with (`FontLibrary.system` by default).
    public var fonts: FontLibrary

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - showsFrames: Whether to outline every view's frame.
    ///   - background: The SVG paint of the canvas; `"none"` for a transparent one.
    ///   - textAsPaths: Whether text is drawn as glyph outlines (``textAsPaths``).
    ///   - fonts: The font library whose files draw text as outlines.
    public init(showsFrames: Bool = false, background: String = "#ffffff", textAsPaths: Bool = true, fonts: FontLibrary = .system) {
        self.showsFrames = showsFrames
        self.background = background
        self.textAsPaths = textAsPaths
        self.fonts = fonts
    }

    /// The SVG document for `result`.
    public func render(_ result: LayoutResult) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document(result, hitAreas: false)
    }

    /// The `<svg>` element alone, for embedding in HTML. With `hitAreas`, a last layer holds one
    /// transparent rectangle per view (`class="trellis-hit" data-index="i"`), the smallest on
    /// top, for pointer events (``hitAreas(_:)``).
    ///
    /// With `motion` (the animated renderer's), the canvas may be larger than the root, only
    /// the elements it lists are drawn when it says so, and the elements it names are wrapped
    /// in groups of its classes (``SVGMotion``).
    func document(_ result: LayoutResult, hitAreas: Bool, motion: SVGMotion? = nil) -> String {
        let tree = ElementTree(result)
        let canvas = motion?.canvas ?? tree.canvas
        let w = Format.number(canvas.width), h = Format.number(canvas.height)
        let opening = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        // The glyphs text is drawn with, defined after the opening tag once all are known.
        let glyphs = textAsPaths ? SVGTextPaths(fonts: fonts) : nil
        var out = ""
        if background != "none" {
            out += "  <rect class=\"trellis-canvas\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(Format.xml(background))\"/>\n"
        }
        // A scroll view's content shows only inside it: one clip path per scroll view, the part
        // of its frame the scroll views around it show.
        // A clip shape's clip path is the shape, inside its clipping ancestors' clip paths (and
        // so is a frame's clip path inside a clip shape).
        let clippers = tree.clippingAncestors
        var shapeClipped = [Bool](repeating: false, count: result.elements.count)
        for (index, element) in result.elements.enumerated() where element.clipsContent {
            let inherited = clippers[index].map { shapeClipped[$0] } ?? false
            shapeClipped[index] = inherited || element.clipShape != nil
            guard let visible = element.visibleFrame else { continue }
            let outer = clippers[index].map { " clip-path=\"url(#trellis-clip-\($0))\"" } ?? ""
            guard let clip = element.clipShape else {
                out += "  <clipPath id=\"trellis-clip-\(index)\"\(inherited ? outer : "")><rect \(Self.box(visible))/></clipPath>\n"
                continue
            }
            let rule = clip.isEOFilled ? " clip-rule=\"evenodd\"" : ""
            out += "  <clipPath id=\"trellis-clip-\(index)\"\(outer)>\(Self.shape(clip.outline, in: element.frame))\(rule)/></clipPath>\n"
        }
        // Drawing effects: a filter per view with shadows or a blur; each drawing goes inside a
        // group per view with effects around it (or on it), outermost first.
        let effectChains = tree.effectChains
        for (index, element) in result.elements.enumerated() where !element.effects.shadows.isEmpty || element.effects.blurRadius > 0 {
            out += "  " + Self.filter(element.effects, id: "trellis-fx-\(index)") + "\n"
        }
        // Masks: one SVG mask per `mask` view, its layers' drawings; its content's drawings
        // go inside a group masked by it.
        let masks = tree.masks
        out += Self.maskDefinitions(result, masks: masks, canvas: canvas, glyphs: glyphs)
        var usedIDs: Set<String> = []
        // A view's subtree is painted in one run: its effects are one group around the run, so
        // that its opacity and shadow apply to the whole, as SwiftUI composites them.
        var openEffects: [Int] = []
        for index in tree.paintOrder {
            if let only = motion?.only, !only.contains(index) { continue }
            let element = result.elements[index]
            let chain = effectChains[index]
            while !openEffects.isEmpty, openEffects.count > chain.count || chain[openEffects.count - 1] != openEffects.last! {
                openEffects.removeLast()
                out += "  </g>\n"
            }
            for holder in chain.dropFirst(openEffects.count) {
                openEffects.append(holder)
                out += "  <g class=\"trellis-effects\"\(Self.effectAttributes(result.elements[holder].effects, index: holder))>\n"
            }
            guard element.frame.isDrawable else { continue }
            let moving = motion?.classes[index]
            if let moving { out += "  <g class=\"trellis-motion \(moving)\">\n" }
            defer { if moving != nil { out += "  </g>\n" } }
            // (A view scrolled out of sight draws nothing; a marked one keeps its group.)
            let shows = element.visibleFrame != nil && !element.isHidden
            var drawing = shows ? element.drawing.map { Self.markup(for: $0, in: element.frame, glyphs: glyphs) } ?? "" : ""
            // (A view with a clip shape is drawn inside it too: the shape clips all it shows.)
            let clipper = element.clipShape != nil && element.visibleFrame != nil ? index : clippers[index]
            if let clipper, !drawing.isEmpty, element.visibleFrame != element.frame || shapeClipped[clipper] {
                drawing = "<g clip-path=\"url(#trellis-clip-\(clipper))\">" + drawing + "</g>"
            }
            if !drawing.isEmpty {
                for holder in masks.chains[index].reversed() {
                    drawing = "<g mask=\"url(#trellis-mask-\(holder))\">" + drawing + "</g>"
                }
            }
            if let mark = element.markText {
                var attributes = " data-id=\"\(Format.xml(mark))\""
                if !mark.isEmpty, !mark.contains(where: \.isWhitespace), usedIDs.insert(mark).inserted {
                    attributes = " id=\"\(Format.xml(mark))\"" + attributes
                }
                let f = element.frame
                attributes += " data-name=\"\(Format.xml(element.name))\""
                attributes += " data-frame=\"\(Format.number(f.minX)) \(Format.number(f.minY)) \(Format.number(f.width)) \(Format.number(f.height))\""
                let inDepth = element.zPosition != 0 || element.depthExtent != 0
                if inDepth {
                    attributes += " data-z=\"\(Format.number(element.zPosition)) \(Format.number(element.depthExtent))\""
                }
                out += "  <g class=\"trellis-view\"\(attributes)>\n"
                out += "    <rect class=\"trellis-bounds\" \(Self.box(f)) fill=\"none\" stroke=\"none\"/>\n"
                if !drawing.isEmpty { out += "    " + drawing + "\n" }
                if inDepth, shows { out += "    " + Self.depthLabel(element) + "\n" }
                out += "  </g>\n"
            } else if !drawing.isEmpty {
                out += "  " + drawing + "\n"
            }
        }
        out += String(repeating: "  </g>\n", count: openEffects.count)
        if motion?.only != nil { return opening + (glyphs?.defs ?? "") + out + "</svg>\n" }
        if shadesUnsafeBands { out += Self.unsafeBands(result.safeAreaInsets, canvas: canvas) }
        if showsFrames {
            out += "  <g class=\"trellis-frames\" fill=\"none\" stroke=\"#ff2d95\" stroke-width=\"0.5\" stroke-opacity=\"0.8\">\n"
            for (index, element) in result.elements.enumerated() where element.frame.isDrawable {
                out += "    <rect data-index=\"\(index)\" \(Self.box(element.frame))/>\n"
            }
            out += "  </g>\n"
        }
        if hitAreas { out += Self.hitAreas(result) }
        out += "</svg>\n"
        return opening + (glyphs?.defs ?? "") + out
    }

    /// The attributes of the group that applies a view's own `effects`: its transform,
    /// opacity, and filter (`trellis-fx-<index>`, for shadows and blur).
    static func effectAttributes(_ effects: LayoutResult.Effects, index: Int) -> String {
        var text = ""
        let t = effects.transform
        if !t.isIdentity, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            text += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Format.number($0) }.joined(separator: " ")))\""
        }
        if effects.opacity < 1 { text += " opacity=\"\(Format.number(CGFloat(effects.opacity)))\"" }
        var style: [String] = []
        if let mode = cssBlendMode(effects.blendMode) { style.append("mix-blend-mode:\(mode)") }
        if effects.isolated { style.append("isolation:isolate") }
        if !style.isEmpty { text += " style=\"\(style.joined(separator: ";"))\"" }
        if !effects.shadows.isEmpty || effects.blurRadius > 0 { text += " filter=\"url(#trellis-fx-\(index))\"" }
        return text
    }

    /// CSS's `mix-blend-mode` for `mode`; `nil` for `normal` and for the Porter–Duff modes CSS
    /// lacks (`sourceAtop`, `destinationOver`, `destinationOut`), which draw normally.
    static func cssBlendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusDarker: "plus-darker"
        case .plusLighter: "plus-lighter"
        }
    }

    /// The SVG filter of a view's shadows and blur. A radius becomes a Gaussian of standard
    /// deviation half as large (as CSS reads a blur radius); each shadow is the drawing's
    /// alpha, blurred, moved and filled with its colour, beneath the (blurred) drawing, the
    /// innermost shadow nearest it.
    static func filter(_ effects: LayoutResult.Effects, id: String) -> String {
        var out = "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
        var source = "SourceGraphic"
        if effects.blurRadius > 0 {
            out += "<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"\(Format.number(effects.blurRadius / 2))\" result=\"blurred\"/>"
            source = "blurred"
        }
        for (number, shadow) in effects.shadows.enumerated() {
            out += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Format.number(shadow.radius / 2))\"/>"
            out += "<feOffset dx=\"\(Format.number(shadow.offset.width))\" dy=\"\(Format.number(shadow.offset.height))\" result=\"moved\(number)\"/>"
            out += "<feFlood flood-color=\"\(shadow.paint.hex)\" flood-opacity=\"\(Format.number(CGFloat(shadow.paint.opacity)))\"/>"
            out += "<feComposite operator=\"in\" in2=\"moved\(number)\" result=\"shadow\(number)\"/>"
        }
        out += "<feMerge>"
        for number in effects.shadows.indices.reversed() { out += "<feMergeNode in=\"shadow\(number)\"/>" }
        return out + "<feMergeNode in=\"\(source)\"/></feMerge></filter>"
    }

    /// A small label in the top-trailing corner of a view in depth: its z and its depth.
    static func depthLabel(_ element: LayoutResult.Element) -> String {
        let f = element.frame
        let text = "z \(Format.number(element.zPosition)) · d \(Format.number(element.depthExtent))"
        return "<text class=\"trellis-depth\" x=\"\(Format.number(f.maxX - 3))\" y=\"\(Format.number(f.minY + 10))\" "
            + "text-anchor=\"end\" font-family=\"monospace\" font-size=\"8\" fill=\"#ff2d95\">\(Format.xml(text))</text>"
    }

    /// The window's unsafe bands (`LayoutResult/safeAreaInsets`), shaded over the views: the
    /// bars that cover them on a device.
    static func unsafeBands(_ insets: EdgeInsets, canvas: CGSize) -> String {
        guard insets != EdgeInsets() else { return "" }
        let w = canvas.width, h = canvas.height
        let bands = [
            CGRect(x: 0, y: 0, width: w, height: min(insets.top, h)),
            CGRect(x: 0, y: max(h - insets.bottom, 0), width: w, height: min(insets.bottom, h)),
            CGRect(x: 0, y: 0, width: min(insets.leading, w), height: h),
            CGRect(x: max(w - insets.trailing, 0), y: 0, width: min(insets.trailing, w), height: h),
        ].filter { $0.width > 0 && $0.height > 0 }
        return "  <g class=\"trellis-unsafe\" fill=\"#8e8e93\" fill-opacity=\"0.25\">\n"
            + bands.map { "    <rect \(box($0))/>\n" }.joined() + "  </g>\n"
    }

    static func box(_ rect: CGRect) -> String {
        "x=\"\(Format.number(rect.minX))\" y=\"\(Format.number(rect.minY))\" width=\"\(Format.number(rect.width))\" height=\"\(Format.number(rect.height))\""
    }

    static func paint(_ paint: LayoutResult.Paint, _ attribute: String = "fill") -> String {
        var text = "\(attribute)=\"\(paint.hex)\""
        if paint.opacity < 1 { text += " \(attribute)-opacity=\"\(Format.number(CGFloat(paint.opacity)))\"" }
        return text
    }

    /// The SVG of one view's own drawing in `frame`; empty when it draws nothing visible. With
    /// `glyphs`, text is drawn as glyph outlines where it can be (``textAsPaths``).
    static func markup(for drawing: LayoutResult.Drawing, in frame: CGRect, glyphs: SVGTextPaths? = nil) -> String {
        switch drawing {
        case let .fill(paint):
            guard paint.opacity > 0 || paint.gradient != nil else { return "" }
            let (definition, attributes) = self.paint(paint, "fill", in: frame)
            return definition + "<rect class=\"trellis-drawing\" \(box(frame)) \(attributes)/>"
        case let .shape(outline, paint):
            guard paint.opacity > 0 || paint.gradient != nil else { return "" }
            let (definition, attributes) = self.paint(paint, "fill", in: frame)
            return definition + shape(outline, in: frame) + " class=\"trellis-drawing\" \(attributes)/>"
        case let .stroke(outline, paint, style):
            guard paint.opacity > 0 || paint.gradient != nil, style.lineWidth > 0 else { return "" }
            let (definition, attributes) = self.paint(paint, "stroke", in: frame)
            return definition + shape(outline, in: frame) + " class=\"trellis-drawing\" fill=\"none\" \(attributes)"
                + self.stroke(style) + "/>"
        case let .text(text):
            guard text.paint.opacity > 0, !text.lines.isEmpty else { return "" }
            if text.placeholderBar != nil { return placeholderBars(of: text) }
            var attributes = "font-family=\"\(Format.xml(cssFamily(text.fontFamily, fallbacks: text.fallbackFamilies)))\" font-size=\"\(Format.number(text.pointSize))\""
            if text.isBold { attributes += " font-weight=\"bold\"" }
            if text.isItalic { attributes += " font-style=\"italic\"" }
            if text.tracking != 0, text.tracking.isFinite { attributes += " letter-spacing=\"\(Format.number(text.tracking))\"" }
            var out = "<g class=\"trellis-drawing\" \(attributes) \(paint(text.paint)) style=\"white-space: pre\">"
            for line in text.lines where line.origin.x.isFinite && line.origin.y.isFinite {
                if let glyphs, let outlines = outlines(of: line, in: text, glyphs: glyphs) {
                    out += outlines
                    continue
                }
                if !line.spans.isEmpty {
                    out += spans(of: line, in: text)
                    continue
                }
                out += "<text x=\"\(Format.number(line.origin.x))\" y=\"\(Format.number(line.origin.y))\">\(Format.xml(line.text))</text>"
            }
            return out + "</g>"
        case let .image(image):
            return imageMarkup(image, in: frame)
        case let .control(control):
            return markup(for: control, in: frame)
        case let .canvas(canvas):
            return canvasMarkup(canvas, in: frame)
        }
    }

    /// The SVG attributes of a stroke's line (its colour apart), SVG's defaults left out.
    static func stroke(_ style: StrokeStyle) -> String {
        var text = " stroke-width=\"\(Format.number(style.lineWidth))\""
        switch style.lineCap {
        case .butt: break
        case .round: text += " stroke-linecap=\"round\""
        case .square: text += " stroke-linecap=\"square\""
        }
        switch style.lineJoin {
        case .miter: if style.miterLimit != 4 { text += " stroke-miterlimit=\"\(Format.number(style.miterLimit))\"" }
        case .round: text += " stroke-linejoin=\"round\""
        case .bevel: text += " stroke-linejoin=\"bevel\""
        }
        let dash = style.dash.filter { $0.isFinite && $0 >= 0 }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            text += " stroke-dasharray=\"\(dash.map { Format.number($0) }.joined(separator: " "))\""
            if style.dashPhase.isFinite, style.dashPhase != 0 { text += " stroke-dashoffset=\"\(Format.number(style.dashPhase))\"" }
        }
        return text
    }

    /// A CSS font-family list: the family, quoted, then the fallback families the text was
    /// measured with (so that the browser draws each character in the font that measured it),
    /// then a generic family.
    static func cssFamily(_ family: String, fallbacks: [String] = []) -> String {
        func quoted(_ name: String) -> String {
            "'" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        let lower = family.lowercased()
        let generic = lower.contains("mono") ? "monospace" : lower.contains("serif") && !lower.contains("sans") ? "serif" : "sans-serif"
        return ([family] + fallbacks).map(quoted).joined(separator: ", ") + ", \(generic)"
    }

    /// The opening of an SVG shape element filling `outline` in `frame`, without its closing `/>`.
    static func shape(_ outline: LayoutResult.Outline, in frame: CGRect) -> String {
        let cx = Format.number(frame.midX), cy = Format.number(frame.midY)
        switch outline {
        case .rectangle:
            return "<rect \(box(frame))"
        case let .roundedRectangle(corner):
            // Corners never exceed half the shorter side, as SwiftUI clamps them.
            let limit = min(frame.width, frame.height) / 2
            let rx = min(max(corner.width.isFinite ? corner.width : 0, 0), limit)
            let ry = min(max(corner.height.isFinite ? corner.height : 0, 0), limit)
            return "<rect \(box(frame)) rx=\"\(Format.number(rx))\" ry=\"\(Format.number(ry))\""
        case .capsule:
            let r = Format.number(min(frame.width, frame.height) / 2)
            return "<rect \(box(frame)) rx=\"\(r)\" ry=\"\(r)\""
        case .circle:
            return "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(Format.number(min(frame.width, frame.height) / 2))\""
        case .ellipse:
            return "<ellipse cx=\"\(cx)\" cy=\"\(cy)\" rx=\"\(Format.number(frame.width / 2))\" ry=\"\(Format.number(frame.height / 2))\""
        case let .path(path):
            return "<path d=\"\(Format.svgPathData(path))\""
        }
    }
}
