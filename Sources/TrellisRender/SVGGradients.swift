import Foundation
import Trellis

extension SVGRenderer {
    /// The SVG attributes that paint `paint` as `attribute` (`fill`, `stroke`) over `frame`,
    /// and the gradient element they refer to (empty for a solid colour). A gradient's id is a
    /// digest of its element, so one drawn twice alike is the same element twice.
    ///
    /// Linear, radial and elliptical gradients are SVG's own; an angular one is approximated
    /// by a linear gradient of its stops across the frame, through its centre, at its start
    /// angle (SVG has no conic gradient). A mesh gradient is approximated by a vertical linear
    /// gradient of its rows' mean colours (``meshStops(_:)``; SVG has no mesh gradient).
    static func paint(_ paint: LayoutResult.Paint, _ attribute: String, in frame: CGRect) -> (definition: String, attributes: String) {
        guard let gradient = paint.gradient else { return ("", self.paint(paint, attribute)) }
        var stops = gradient.stops.map { ($0.location, $0.paint.hex, $0.paint.opacity) }
        let w = frame.width, h = frame.height
        func x(_ unit: UnitPoint) -> CGFloat { frame.minX + unit.x * w }
        func y(_ unit: UnitPoint) -> CGFloat { frame.minY + unit.y * h }
        /// Stop offsets for radii from `start` to `end`, as fractions of `end` (SVG's radius).
        func spread(_ start: CGFloat, _ end: CGFloat) {
            guard end > 0 else { return }
            stops = stops.map { (Double((start + CGFloat($0.0) * (end - start)) / end), $0.1, $0.2) }
        }
        var element: String
        switch gradient.geometry {
        case let .linear(start, end):
            element = "<linearGradient gradientUnits=\"userSpaceOnUse\" x1=\"\(Format.number(x(start)))\" y1=\"\(Format.number(y(start)))\" "
                + "x2=\"\(Format.number(x(end)))\" y2=\"\(Format.number(y(end)))\""
        case let .radial(center, start, end):
            spread(start, end)
            element = "<radialGradient gradientUnits=\"userSpaceOnUse\" cx=\"\(Format.number(x(center)))\" cy=\"\(Format.number(y(center)))\" "
                + "r=\"\(Format.number(end))\""
        case let .elliptical(center, start, end):
            spread(start, end)
            element = "<radialGradient gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"\(Format.number(end))\" "
                + "gradientTransform=\"translate(\(Format.number(x(center))) \(Format.number(y(center)))) scale(\(Format.number(w)) \(Format.number(h)))\""
        case let .angular(center, start, _):
            let dx = cos(start.radians) * w / 2, dy = sin(start.radians) * h / 2
            element = "<linearGradient gradientUnits=\"userSpaceOnUse\" x1=\"\(Format.number(x(center) - dx))\" y1=\"\(Format.number(y(center) - dy))\" "
                + "x2=\"\(Format.number(x(center) + dx))\" y2=\"\(Format.number(y(center) + dy))\""
        case .mesh:
            guard let rows = meshStops(gradient) else {
                return ("", self.paint(gradient.stops.last?.paint ?? paint, attribute))
            }
            stops = rows
            element = "<linearGradient gradientUnits=\"userSpaceOnUse\" x1=\"\(Format.number(frame.midX))\" y1=\"\(Format.number(frame.minY))\" "
                + "x2=\"\(Format.number(frame.midX))\" y2=\"\(Format.number(frame.maxY))\""
        }
        let kind = element.hasPrefix("<linear") ? "linearGradient" : "radialGradient"
        var body = ">"
        for (location, hex, opacity) in stops {
            body += "<stop offset=\"\(Format.number(CGFloat(location)))\" stop-color=\"\(hex)\""
            if opacity < 1 { body += " stop-opacity=\"\(Format.number(CGFloat(opacity)))\"" }
            body += "/>"
        }
        body += "</\(kind)>"
        let id = "trellis-gradient-" + digest(element + body)
        element.insert(contentsOf: " id=\"\(id)\"", at: element.index(element.startIndex, offsetBy: kind.count + 1))
        return (element + body, "\(attribute)=\"url(#\(id))\"")
    }

    /// A short stable digest of `text` (64-bit FNV-1a, in hexadecimal).
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}

extension JSONRenderer {
    /// A gradient as JSON: its kind, geometry (unit points of the frame) and stops.
    static func value(of gradient: LayoutResult.GradientPaint) -> JSONValue {
        func point(_ p: UnitPoint) -> JSONValue { .object([("x", .value(p.x)), ("y", .value(p.y))]) }
        var members: [(String, JSONValue)]
        switch gradient.geometry {
        case let .linear(start, end):
            members = [("kind", .string("linear")), ("startPoint", point(start)), ("endPoint", point(end))]
        case let .radial(center, start, end):
            members = [("kind", .string("radial")), ("center", point(center)), ("startRadius", .value(start)), ("endRadius", .value(end))]
        case let .elliptical(center, start, end):
            members = [
                ("kind", .string("elliptical")), ("center", point(center)),
                ("startRadiusFraction", .value(start)), ("endRadiusFraction", .value(end)),
            ]
        case let .angular(center, start, end):
            members = [
                ("kind", .string("angular")), ("center", point(center)),
                ("startAngle", .value(CGFloat(start.degrees))), ("endAngle", .value(CGFloat(end.degrees))),
            ]
        case let .mesh(width, height, points, smooths):
            members = [
                ("kind", .string("mesh")), ("width", .number(CGFloat(width))), ("height", .number(CGFloat(height))),
                ("points", .array(points.map(point))), ("smoothsColors", .bool(smooths)),
            ]
        }
        members.append(("stops", .array(gradient.stops.map { stop in
            .object([
                ("location", .number(CGFloat(stop.location))), ("color", .string(stop.paint.hex)),
                ("opacity", .number(CGFloat(stop.paint.opacity))),
            ])
        })))
        return .object(members)
    }
}
