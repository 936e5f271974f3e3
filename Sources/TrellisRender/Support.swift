import Foundation
import Trellis

/// Number and text formatting shared by the renderers.
enum Format {
    /// A coordinate for SVG, CSS and logs: at most three decimals, no trailing zeros, no `-0`.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
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

/// The laid-out views as a tree: children per element and the order they are painted in.
struct ElementTree {
    let result: LayoutResult
    let children: [[Int]]

    init(_ result: LayoutResult) {
        self.result = result
        var children = [[Int]](repeating: [], count: result.elements.count)
        for (index, element) in result.elements.enumerated() {
            if let parent = element.parent, children.indices.contains(parent) { children[parent].append(index) }
        }
        self.children = children
    }

    /// Every element in the order it is painted, back to front: parents before children,
    /// siblings in order, except that a `background` modifier's layers go beneath its content
    /// (its first child).
    var paintOrder: [Int] {
        guard !result.elements.isEmpty else { return [] }
        var order: [Int] = []
        order.reserveCapacity(result.elements.count)
        var stack = [0]
        while let index = stack.popLast() {
            order.append(index)
            var kids = children[index]
            if result.elements[index].name == "background", let content = kids.first {
                kids = Array(kids.dropFirst()) + [content]
            }
            stack.append(contentsOf: kids.reversed())
        }
        return order
    }

    /// The size of the picture: the root's size, or 0 along an axis where it is not finite.
    var canvas: CGSize {
        let size = result.size
        return CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}

extension CGRect {
    var isDrawable: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
    }
}

extension LayoutResult.Element {
    /// The view's mark as text, if it has one.
    var markText: String? { id.map { String(describing: $0.base) } }
}
