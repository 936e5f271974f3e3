import Foundation
import Trellis

/// What the animated renderer asks of ``SVGRenderer``'s document: a canvas for every sample,
/// which elements to draw, and the class of the group each moving element is wrapped in.
struct SVGMotion {
    /// The picture's size, when it is not the result's own.
    var canvas: CGSize?
    /// Per element index, the class of the group around its drawing (`trellis-m3`).
    var classes: [Int: String] = [:]
    /// The only elements to draw (the views removed by the change, drawn from a sample that
    /// still has them), or `nil` for all; with it, the document has no background, no unsafe
    /// bands, no frames and no hit areas.
    var only: Set<Int>?
}

/// Which views of different samples are the same view: a key per element.
///
/// A view marked with `.id(_:)` is its mark wherever it is (the first with a mark; a later one
/// with the same mark gets its position in tree order as well); any other view is its
/// position: its parent's key and its place among its siblings. That is the identity SwiftUI
/// gives views written in the same place of the same `body`, so a view keeps its identity when
/// its container changes (an `AnyLayout` switch), and views after an inserted one shift.
enum ElementKeys {
    /// The key of every element of `result`, in element order.
    static func keys(of result: LayoutResult) -> [String] {
        let elements = result.elements
        var keys = [String](repeating: "", count: elements.count)
        var childCount = [Int](repeating: 0, count: elements.count)
        var rootCount = 0
        var marks: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let place: Int
            if let parent = element.parent, parent < index {
                place = childCount[parent]
                childCount[parent] += 1
            } else {
                place = rootCount
                rootCount += 1
            }
            if let mark = element.markText {
                let seen = marks[mark, default: 0]
                marks[mark] = seen + 1
                keys[index] = "#" + mark + (seen == 0 ? "" : "#\(seen)")
            } else {
                let parentKey = element.parent.flatMap { $0 < index ? keys[$0] : nil } ?? ""
                keys[index] = parentKey + "/\(place)"
            }
        }
        return keys
    }
}
