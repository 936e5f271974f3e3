import Foundation
import Trellis

extension SVGRenderer {
    /// The SVG of a ``Canvas``'s commands in `frame`: a group moved to the frame and clipped to
    /// it, each command in a group with its clips (an inverse clip as a mask), opacity, blend
    /// mode and filter (shadows and blur), its content under its transform. Identifiers are
    /// made from the frame's origin and the command's number.
    static func canvasMarkup(_ canvas: LayoutResult.CanvasDrawing, in frame: CGRect) -> String {
        let id = "trellis-cv-\(Format.number(frame.minX))-\(Format.number(frame.minY))".replacingOccurrences(of: ".", with: "_")
        let local = CGRect(origin: .zero, size: canvas.size)
        var out = "<g class=\"trellis-drawing trellis-canvas-view\" transform=\"translate(\(Format.number(frame.minX)) \(Format.number(frame.minY)))\">"
        out += "<clipPath id=\"\(id)\"><rect \(box(local))/></clipPath><g clip-path=\"url(#\(id))\">"
        for (number, command) in canvas.commands.enumerated() {
            let key = "\(id)-\(number)"
            var opened = 0
            for (c, clip) in command.clips.enumerated() {
                let rule = clip.isEOFilled ? " clip-rule=\"evenodd\" fill-rule=\"evenodd\"" : ""
                let d = Format.svgPathData(clip.path)
                if clip.isInverse {
                    out += "<mask id=\"\(key)-m\(c)\" maskUnits=\"userSpaceOnUse\" \(box(local))><rect \(box(local)) fill=\"white\"/>"
                        + "<path d=\"\(d)\" fill=\"black\"\(rule)/></mask><g mask=\"url(#\(key)-m\(c))\">"
                } else {
                    out += "<clipPath id=\"\(key)-c\(c)\"><path d=\"\(d)\"\(rule)/></clipPath><g clip-path=\"url(#\(key)-c\(c))\">"
                }
                opened += 1
            }
            var effects = LayoutResult.Effects.none
            effects.opacity = command.opacity
            effects.blendMode = command.blendMode
            effects.shadows = command.shadows
            effects.blurRadius = command.blurRadius
            if !effects.shadows.isEmpty || effects.blurRadius > 0 {
                out += filter(effects, id: "trellis-fx-\(key)")
            }
            var attributes = ""
            if effects.opacity < 1 { attributes += " opacity=\"\(Format.number(CGFloat(effects.opacity)))\"" }
            if let mode = cssBlendMode(effects.blendMode) { attributes += " style=\"mix-blend-mode:\(mode)\"" }
            if !effects.shadows.isEmpty || effects.blurRadius > 0 { attributes += " filter=\"url(#trellis-fx-\(key))\"" }
            let t = command.transform
            out += "<g\(attributes)><g transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Format.number($0) }.joined(separator: " ")))\">"
            switch command.content {
            case let .fill(path, paint, evenOdd):
                let (definition, paintAttributes) = self.paint(paint, "fill", in: local)
                out += definition + "<path d=\"\(Format.svgPathData(path))\" \(paintAttributes)\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>"
            case let .stroke(path, paint, style):
                let (definition, paintAttributes) = self.paint(paint, "stroke", in: local)
                out += definition + "<path d=\"\(Format.svgPathData(path))\" fill=\"none\" \(paintAttributes)\(stroke(style))/>"
            case let .text(text):
                out += markup(for: .text(text), in: local)
            case let .image(image, rect):
                out += markup(for: .image(image), in: rect)
            }
            out += "</g></g>" + String(repeating: "</g>", count: opened)
        }
        return out + "</g></g>"
    }
}
