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
