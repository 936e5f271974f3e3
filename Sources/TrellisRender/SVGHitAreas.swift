import Foundation
import Trellis

extension SVGRenderer {
    /// The explainer's layer of hit areas: one transparent rectangle per shown view
    /// (`class="trellis-hit" data-index="i"`), drawn where the view is on screen (with the
    /// transforms of its own and its ancestors' effects) and cut to the part of it that shows.
    ///
    /// At any point the pointer is over, the browser gives the event to the rectangle on top,
    /// so the layer is ordered for that: larger areas first, and among equal areas, the order the
    /// views are painted in. The smallest view under the pointer wins, and of views the same size
    /// (a padding and its content's background), the one painted on top. A view scrolled out of
    /// sight, hidden, or of no area gets no rectangle, so it never takes a click meant for another.
    static func hitAreas(_ result: LayoutResult) -> String {
        let elements = result.elements
        var areas: [(index: Int, area: CGFloat, rank: Int, markup: String)] = []
        for (rank, index) in result.paintOrder.enumerated() {
            let element = elements[index]
            guard element.frame.isDrawable, !element.isHidden, let visible = element.visibleFrame,
                  visible.width > 0, visible.height > 0 else { continue }
            let transform = drawingTransform(of: index, in: result)
            let shown = visible.applying(transform)
            guard shown.width.isFinite, shown.height.isFinite else { continue }
            var markup = "<rect class=\"trellis-hit\" data-index=\"\(index)\" \(box(visible))"
            if !transform.isIdentity {
                let t = transform
                markup += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Format.number($0) }.joined(separator: " ")))\""
            }
            areas.append((index, shown.width * shown.height, rank, markup + "/>"))
        }
        areas.sort { $0.area != $1.area ? $0.area > $1.area : $0.rank < $1.rank }
        var out = "  <g class=\"trellis-hits\">\n"
        for area in areas { out += "    " + area.markup + "\n" }
        return out + "  </g>\n"
    }

    /// The transform the element at `index` is drawn with: its own effects' first, then each
    /// ancestor's.
    static func drawingTransform(of index: Int, in result: LayoutResult) -> CGAffineTransform {
        let elements = result.elements
        var transform = elements[index].effects.transform
        var parent = elements[index].parent
        while let next = parent, next < index {
            transform = transform.concatenating(elements[next].effects.transform)
            parent = elements[next].parent
        }
        return transform
    }
}
