import Foundation
import Trellis

extension ElementTree {
    /// Which `mask` views (`LayoutResult/Element/masksContent`) apply to each element.
    struct Masks {
        /// Per element, the masks its drawing is shown through: the mask views whose content
        /// (first subview) it is in, outermost first.
        let chains: [[Int]]
        /// Per element, the mask view whose mask layers it is part of, if any.
        let layerOf: [Int?]
    }

    /// The masks of every element (parents come before children in the result).
    var masks: Masks {
        let elements = result.elements
        var chains = [[Int]](repeating: [], count: elements.count)
        var layerOf = [Int?](repeating: nil, count: elements.count)
        for (index, element) in elements.enumerated() {
            guard let parent = element.parent, parent < index else { continue }
            chains[index] = chains[parent]
            layerOf[index] = layerOf[parent]
            if elements[parent].masksContent {
                if children[parent].first == index { chains[index].append(parent) } else { layerOf[index] = parent }
            }
        }
        return Masks(chains: chains, layerOf: layerOf)
    }
}

extension SVGRenderer {
    /// One `<mask>` element per mask view that has content: its layers' own drawings, in tree
    /// order, masking by their alpha (`mask-type="alpha"`, as SwiftUI masks). Effects and
    /// clips inside a mask are not drawn in it.
    static func maskDefinitions(_ result: LayoutResult, masks: ElementTree.Masks, canvas: CGSize, glyphs: SVGTextPaths? = nil) -> String {
        var layers: [Int: String] = [:]
        for (index, element) in result.elements.enumerated() {
            guard let holder = masks.layerOf[index], element.frame.isDrawable, !element.isHidden, let drawing = element.drawing else { continue }
            layers[holder, default: ""] += markup(for: drawing, in: element.frame, glyphs: glyphs)
        }
        var out = ""
        for (index, element) in result.elements.enumerated() where element.masksContent {
            out += "  <mask id=\"trellis-mask-\(index)\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" "
                + "x=\"0\" y=\"0\" width=\"\(Format.number(canvas.width))\" height=\"\(Format.number(canvas.height))\">"
                + (layers[index] ?? "") + "</mask>\n"
        }
        return out
    }
}
