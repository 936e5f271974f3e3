import Foundation
import Trellis

extension SVGRenderer {
    /// The SVG of a control's part: its pieces (``ControlPiece``) in a group that names the
    /// control's kind, so scripts can find it.
    static func markup(for control: LayoutResult.ControlDrawing, in frame: CGRect) -> String {
        let pieces = ControlPiece.pieces(of: control, in: frame)
        guard !pieces.isEmpty else { return "" }
        var out = "<g class=\"trellis-drawing trellis-control\" data-control=\"\(Format.xml(name(of: control.kind)))\">"
        for piece in pieces { out += markup(for: piece) }
        return out + "</g>"
    }

    /// The kind of control part, as the SVG names it (`toggleSwitch on`, `slider 0.5`).
    static func name(of kind: LayoutResult.ControlDrawing.Kind) -> String {
        switch kind {
        case let .buttonBezel(prominent): prominent ? "buttonBezel prominent" : "buttonBezel"
        case let .toggleSwitch(isOn): "toggleSwitch \(isOn ? "on" : "off")"
        case let .checkbox(isOn): "checkbox \(isOn ? "on" : "off")"
        case let .slider(fraction): "slider \(Format.number(CGFloat(fraction)))"
        case let .stepper(value): "stepper \(Format.number(CGFloat(value)))"
        case let .textField(_, _, bordered, isSecure): "textField\(bordered ? " bordered" : "")\(isSecure ? " secure" : "")"
        case let .progressBar(fraction): "progressBar \(fraction.map { Format.number(CGFloat($0)) } ?? "indeterminate")"
        case let .progressCircle(fraction): "progressCircle \(fraction.map { Format.number(CGFloat($0)) } ?? "indeterminate")"
        case let .segmentedControl(segments, selected): "segmentedControl \(segments) \(selected.map(String.init) ?? "none")"
        case .menuIndicator: "menuIndicator"
        }
    }

    static func markup(for piece: ControlPiece) -> String {
        let f = piece.frame
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, piece.color.opacity > 0 else { return "" }
        let paint: String
        if let stroke = piece.strokeWidth {
            paint = "fill=\"none\" stroke=\"\(piece.color.hex)\" stroke-width=\"\(Format.number(stroke))\" stroke-opacity=\"\(Format.number(CGFloat(piece.color.opacity)))\""
        } else {
            paint = "fill=\"\(piece.color.hex)\"" + (piece.color.opacity < 1 ? " fill-opacity=\"\(Format.number(CGFloat(piece.color.opacity)))\"" : "")
        }
        switch piece.figure {
        case let .box(radius):
            let r = min(max(radius ?? .infinity, 0), min(f.width, f.height) / 2)
            return "<rect \(box(f)) rx=\"\(Format.number(r))\" \(paint)/>"
        case .circle:
            return "<circle cx=\"\(Format.number(f.midX))\" cy=\"\(Format.number(f.midY))\" r=\"\(Format.number(min(f.width, f.height) / 2))\" \(paint)/>"
        case let .line(from, to, width):
            return "<line x1=\"\(Format.number(from.x))\" y1=\"\(Format.number(from.y))\" x2=\"\(Format.number(to.x))\" y2=\"\(Format.number(to.y))\" "
                + "stroke=\"\(piece.color.hex)\" stroke-opacity=\"\(Format.number(CGFloat(piece.color.opacity)))\" stroke-width=\"\(Format.number(width))\" stroke-linecap=\"round\"/>"
        case let .arc(fraction, width):
            let r = min(f.width, f.height) / 2
            guard fraction > 0 else { return "" }
            let angle = 2 * Double.pi * min(fraction, 0.9999) - Double.pi / 2
            let end = CGPoint(x: f.midX + r * cos(angle), y: f.midY + r * sin(angle))
            let large = fraction > 0.5 ? 1 : 0
            return "<path d=\"M \(Format.number(f.midX)) \(Format.number(f.midY - r)) A \(Format.number(r)) \(Format.number(r)) 0 \(large) 1 \(Format.number(end.x)) \(Format.number(end.y))\" "
                + "fill=\"none\" stroke=\"\(piece.color.hex)\" stroke-width=\"\(Format.number(width))\" stroke-linecap=\"round\"/>"
        case let .glyph(text):
            let size = min(f.height * 0.8, 17)
            return "<text x=\"\(Format.number(f.midX))\" y=\"\(Format.number(f.midY + size * 0.35))\" font-size=\"\(Format.number(size))\" "
                + "text-anchor=\"middle\" font-family=\"sans-serif\" \(paint)>\(Format.xml(text))</text>"
        }
    }
}
