import Foundation
import Trellis

/// Number and text formatting shared by the renderers.
enum Format {
    /// A coordinate for SVG, CSS and logs: at most three decimals, no trailing zeros, no `-0`;
    /// from 10^15 on, in exponent form (`1e+20`).
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
        // Beyond 10^15, the shortest text that reads back as the value, in the exponent form
        // SVG and CSS accept (`1e+308`), never `inf`.
        guard abs(value) < 1e15 else { return "\(Double(value))" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `path` as SVG path data in absolute coordinates (`M 0 0 L 10 0 … Z`); empty for an empty
    /// path. An element with a point that is not finite is left out.
    static func svgPathData(_ path: Path) -> String {
        var words: [String] = []
        func add(_ command: String, _ points: CGPoint...) {
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            words.append(command)
            for point in points { words.append(number(point.x)); words.append(number(point.y)) }
        }
        path.forEach { element in
            switch element {
            case let .move(to): add("M", to)
            case let .line(to): add("L", to)
            case let .quadCurve(to, control): add("Q", control, to)
            case let .curve(to, control1, control2): add("C", control1, control2, to)
            case .closeSubpath: words.append("Z")
            }
        }
        return words.joined(separator: " ")
    }

    static func dimension(_ value: CGFloat?) -> String { value.map(number) ?? "nil" }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "(\(dimension(proposal.width)), \(dimension(proposal.height)))"
    }

    static func size(_ size: CGSize) -> String { "(\(number(size.width)), \(number(size.height)))" }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// `text` safe inside XML or HTML character data and quoted attribute values: the five
    /// markup characters become references, and characters XML 1.0 forbids (most C0 controls)
    /// become U+FFFD.
    static func xml(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = v >= 0x20 && v != 0xFFFE && v != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
