import Foundation
import Trellis

/// A JSON value, written with keys in the order given.
enum JSONValue {
    case null
    case bool(Bool)
    case number(CGFloat)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A number; JSON has no infinity or NaN, so those become the strings `"infinity"`,
    /// `"-infinity"` and `"nan"`.
    static func value(_ number: CGFloat) -> JSONValue {
        if number.isNaN { return .string("nan") }
        if number.isInfinite { return .string(number > 0 ? "infinity" : "-infinity") }
        return .number(number)
    }

    static func value(_ dimension: CGFloat?) -> JSONValue { dimension.map { value($0) } ?? .null }

    static func value(_ rect: CGRect) -> JSONValue {
        .object([("x", value(rect.minX)), ("y", value(rect.minY)), ("width", value(rect.width)), ("height", value(rect.height))])
    }

    static func value(_ size: CGSize) -> JSONValue {
        .object([("width", value(size.width)), ("height", value(size.height))])
    }

    static func value(_ proposal: ProposedViewSize) -> JSONValue {
        .object([("width", value(proposal.width)), ("height", value(proposal.height))])
    }

    /// A view's mark: numbers and Booleans as themselves, anything else as its description.
    static func mark(_ id: AnyHashable?) -> JSONValue {
        guard let id else { return .null }
        switch id.base {
        case let int as Int: return .number(CGFloat(int))
        case let bool as Bool: return .bool(bool)
        case let double as Double: return value(CGFloat(double))
        default: return .string(String(describing: id.base))
        }
    }

    /// Compact JSON. With `htmlSafe`, `<`, `>` and `&` are escaped too, so the text can sit in
    /// an HTML `<script>` element.
    func serialized(htmlSafe: Bool = false) -> String {
        var out = ""
        write(to: &out, htmlSafe: htmlSafe, indent: nil)
        return out
    }

    /// Indented JSON, two spaces a level.
    func pretty() -> String {
        var out = ""
        write(to: &out, htmlSafe: false, indent: "")
        return out
    }

    private func write(to out: inout String, htmlSafe: Bool, indent: String?) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n): out += Self.format(n)
        case let .string(s): Self.quote(s, into: &out, htmlSafe: htmlSafe)
        case let .array(items):
            writeList(items.map { (nil as String?, $0) }, open: "[", close: "]", to: &out, htmlSafe: htmlSafe, indent: indent)
        case let .object(members):
            writeList(members.map { (Optional($0.0), $0.1) }, open: "{", close: "}", to: &out, htmlSafe: htmlSafe, indent: indent)
        }
    }

    private func writeList(
        _ items: [(String?, JSONValue)], open: String, close: String, to out: inout String, htmlSafe: Bool, indent: String?
    ) {
        out += open
        guard !items.isEmpty else { out += close; return }
        let inner = indent.map { $0 + "  " }
        for (index, (key, value)) in items.enumerated() {
            if index > 0 { out += "," }
            if let inner { out += "\n" + inner }
            if let key {
                Self.quote(key, into: &out, htmlSafe: htmlSafe)
                out += indent == nil ? ":" : ": "
            }
            value.write(to: &out, htmlSafe: htmlSafe, indent: inner)
        }
        if let indent { out += "\n" + indent }
        out += close
    }

    private static func format(_ n: CGFloat) -> String {
        let d = Double(n)
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    private static func quote(_ s: String, into out: inout String, htmlSafe: Bool) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where htmlSafe: out += "\\u003c"
            case ">" where htmlSafe: out += "\\u003e"
            case "&" where htmlSafe: out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// Writes a layout result as JSON: the root's size and proposal, every view, and the
/// diagnostics.
///
/// Each element carries `index`, `name`, `id` (its `.id(_:)` mark: a number, a Boolean or a
/// string; `null` when unmarked), `depth`, `parent` (an index, `null` for the root), `frame`
/// and `exactFrame` (`{x, y, width, height}`), `proposal` (`{width, height}`, `null` for an
/// unspecified dimension) and `drawing` (what it draws, or `null`). JSON has no infinity:
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
        .object([
            ("index", .number(CGFloat(index))),
            ("name", .string(element.name)),
            ("id", .mark(element.id)),
            ("depth", .number(CGFloat(element.depth))),
            ("parent", element.parent.map { .number(CGFloat($0)) } ?? .null),
            ("frame", .value(element.frame)),
            ("exactFrame", .value(element.exactFrame)),
            ("proposal", .value(element.proposal)),
            ("drawing", element.drawing.map(value(of:)) ?? .null),
        ])
    }

    static func value(of drawing: LayoutResult.Drawing) -> JSONValue {
        func paint(_ paint: LayoutResult.Paint) -> JSONValue {
            .object([("color", .string(paint.hex)), ("opacity", .number(CGFloat(paint.opacity)))])
        }
        switch drawing {
        case let .fill(p):
            return .object([("kind", .string("fill")), ("paint", paint(p))])
        case let .shape(outline, p):
            let name: String
            switch outline {
            case .rectangle: name = "rectangle"
            case .roundedRectangle: name = "roundedRectangle"
            case .circle: name = "circle"
            case .ellipse: name = "ellipse"
            case .capsule: name = "capsule"
            }
            return .object([("kind", .string("shape")), ("shape", .string(name)), ("paint", paint(p))])
        case let .text(text):
            return .object([
                ("kind", .string("text")),
                ("fontFamily", .string(text.fontFamily)), ("pointSize", .value(text.pointSize)),
                ("bold", .bool(text.isBold)), ("italic", .bool(text.isItalic)), ("paint", paint(text.paint)),
                ("lines", .array(text.lines.map { line in
                    .object([
                        ("text", .string(line.text)), ("x", .value(line.origin.x)), ("y", .value(line.origin.y)),
                        ("width", .value(line.width)),
                    ])
                })),
            ])
        }
    }
}
