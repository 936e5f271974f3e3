import Foundation
import Trellis

/// Writes a layout result as JSON: the root's size and proposal, every view, and the
/// diagnostics.
///
/// Each element carries `index`, `name`, `id` (its `.id(_:)` mark: a number, a Boolean or a
/// string; `null` when unmarked), `depth`, `parent` (an index, `null` for the root), `frame`
/// and `exactFrame` (`{x, y, width, height}`), `visibleFrame` (the part a scroll view around
/// it shows; `null` when none does), `hidden` (`hidden()` on it or around it), `zIndex`,
/// `proposal` (`{width, height}`, `null` for an unspecified dimension), `clipShape` (the shape
/// its content is clipped to: `{shape, path, eoFill}`, the path as SVG path data in root
/// coordinates; `null` for none) and `drawing` (what it draws, or `null`; a custom shape's
/// `path` as SVG path data); a view in depth (visionOS's `frame(depth:)`, `offset(z:)`: a
/// non-zero `zPosition` or `depthExtent`) also carries `zPosition` and `depthExtent`, and a
/// `mask` view `masksContent: true` (its subviews after the first are the mask). A gradient's
/// paint carries `gradient` (`kind`, its points or radii, `stops`). JSON has
/// no infinity:
/// infinite numbers are written as the strings `"infinity"` and `"-infinity"`.
///
/// ```swift
/// let json = JSONRenderer().render(view.layout(in: ProposedViewSize(width: 390, height: 844)))
/// ```
public struct JSONRenderer: Sendable {
    /// Whether to indent the output for reading; compact otherwise.
    public var prettyPrinted: Bool

    /// Creates a renderer.
    public init(prettyPrinted: Bool = true) {
        self.prettyPrinted = prettyPrinted
    }

    /// The JSON text for `result`.
    public func render(_ result: LayoutResult) -> String {
        let value = Self.value(of: result)
        return prettyPrinted ? value.pretty() + "\n" : value.serialized()
    }

    static func value(of result: LayoutResult) -> JSONValue {
        .object([
            ("size", .value(result.size)),
            ("proposal", .value(result.proposal)),
            ("displayScale", .value(result.displayScale)),
            ("safeAreaInsets", .object([
                ("top", .value(result.safeAreaInsets.top)), ("leading", .value(result.safeAreaInsets.leading)),
                ("bottom", .value(result.safeAreaInsets.bottom)), ("trailing", .value(result.safeAreaInsets.trailing)),
            ])),
            ("elements", .array(result.elements.enumerated().map { value(of: $1, at: $0) })),
            ("diagnostics", .array(result.diagnostics.map { diagnostic in
                .object([
                    ("kind", .string(diagnostic.kind.rawValue)), ("view", .string(diagnostic.view)),
                    ("message", .string(diagnostic.message)),
                ])
            })),
        ])
    }

    static func value(of element: LayoutResult.Element, at index: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("index", .number(CGFloat(index))),
            ("name", .string(element.name)),
            ("id", .mark(element.id)),
            ("depth", .number(CGFloat(element.depth))),
            ("parent", element.parent.map { .number(CGFloat($0)) } ?? .null),
            ("frame", .value(element.frame)),
            ("exactFrame", .value(element.exactFrame)),
            ("visibleFrame", element.visibleFrame.map { .value($0) } ?? .null),
            ("hidden", .bool(element.isHidden)),
            ("zIndex", .number(CGFloat(element.zIndex))),
            ("proposal", .value(element.proposal)),
            ("clipShape", element.clipShape.map { value(of: $0, in: element.frame) } ?? .null),
            ("drawing", element.drawing.map(value(of:)) ?? .null),
        ]
        if element.zPosition != 0 || element.depthExtent != 0 {
            members += [("zPosition", .number(element.zPosition)), ("depthExtent", .number(element.depthExtent))]
        }
        if element.masksContent { members.append(("masksContent", .bool(true))) }
        return .object(members)
    }

    /// A clip shape: the outline's name, the outline as SVG path data in root coordinates, and
    /// its fill rule.
    static func value(of clip: LayoutResult.Clip, in frame: CGRect) -> JSONValue {
        .object([
            ("shape", .string(name(of: clip.outline))),
            ("path", .string(Format.svgPathData(clip.outline.path(in: frame)))),
            ("eoFill", .bool(clip.isEOFilled)),
        ])
    }

    /// The outline's name: `rectangle`, `roundedRectangle`, `circle`, `ellipse`, `capsule` or
    /// `path`.
    static func name(of outline: LayoutResult.Outline) -> String {
        switch outline {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .capsule: return "capsule"
        case .path: return "path"
        }
    }

    static func value(of drawing: LayoutResult.Drawing) -> JSONValue {
        func paint(_ paint: LayoutResult.Paint) -> JSONValue {
            var members: [(String, JSONValue)] = [("color", .string(paint.hex)), ("opacity", .number(CGFloat(paint.opacity)))]
            if let gradient = paint.gradient { members.append(("gradient", value(of: gradient))) }
            return .object(members)
        }
        switch drawing {
        case let .fill(p):
            return .object([("kind", .string("fill")), ("paint", paint(p))])
        case let .shape(outline, p):
            var members: [(String, JSONValue)] = [("kind", .string("shape")), ("shape", .string(name(of: outline)))]
            if case let .path(path) = outline { members.append(("path", .string(Format.svgPathData(path)))) }
            return .object(members + [("paint", paint(p))])
        case let .stroke(outline, p, style):
            var members: [(String, JSONValue)] = [("kind", .string("stroke")), ("shape", .string(name(of: outline)))]
            if case let .path(path) = outline { members.append(("path", .string(Format.svgPathData(path)))) }
            return .object(members + [
                ("paint", paint(p)), ("lineWidth", .value(style.lineWidth)), ("dash", .array(style.dash.map { .value($0) })),
            ])
        case let .text(text):
            return .object([
                ("kind", .string("text")),
                ("fontFamily", .string(text.fontFamily)), ("pointSize", .value(text.pointSize)),
                ("bold", .bool(text.isBold)), ("italic", .bool(text.isItalic)), ("paint", paint(text.paint)),
                ("lines", .array(text.lines.map { line in
                    .object([
                        ("text", .string(line.text)), ("x", .value(line.origin.x)), ("y", .value(line.origin.y)),
                        ("width", .value(line.width)),
                    ] + (line.spans.isEmpty ? [] : [("spans", .array(line.spans.map(spanValue)))]))
                })),
            ])
        case let .image(image):
            return imageValue(of: image, paint: paint(image.paint))
        case let .control(control):
            return .object([
                ("kind", .string("control")), ("control", .string(SVGRenderer.name(of: control.kind))),
                ("platform", .string(control.platform.rawValue)), ("enabled", .bool(control.isEnabled)),
                ("tint", paint(control.tint)),
            ])
        case let .canvas(canvas):
            return .object([
                ("kind", .string("canvas")), ("width", .value(canvas.size.width)), ("height", .value(canvas.size.height)),
                ("commands", .array(canvas.commands.map { command in
                    let t = command.transform
                    var members: [(String, JSONValue)]
                    switch command.content {
                    case let .fill(path, p, _): members = [("kind", .string("fill")), ("path", .string(Format.svgPathData(path))), ("paint", paint(p))]
                    case let .stroke(path, p, style):
                        members = [("kind", .string("stroke")), ("path", .string(Format.svgPathData(path))), ("paint", paint(p)),
                                   ("lineWidth", .value(style.lineWidth))]
                    case let .text(text): members = [("kind", .string("text")), ("text", .string(text.lines.map(\.text).joined(separator: "\n")))]
                    case let .image(image, _): members = [("kind", .string("image")), ("name", .string(image.name))]
                    }
                    return .object(members + [
                        ("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .value($0) })),
                        ("opacity", .number(CGFloat(command.opacity))), ("clips", .number(CGFloat(command.clips.count))),
                    ])
                })),
            ])
        }
    }
}
