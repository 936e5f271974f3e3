import Foundation
import Trellis

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
    /// siblings in order of their `zIndex`, then of the tree, except that a `background`
    /// modifier's layers go beneath its content (its first child).
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
            if kids.contains(where: { result.elements[$0].zIndex != 0 }) {
                // Stable: equal orders keep the order above.
                kids = kids.enumerated().sorted { a, b in
                    let za = result.elements[a.element].zIndex, zb = result.elements[b.element].zIndex
                    return za != zb ? za < zb : a.offset < b.offset
                }.map(\.element)
            }
            stack.append(contentsOf: kids.reversed())
        }
        return order
    }

    /// Per element, the index of the nearest ancestor that shows its content only inside its
    /// frame (a scroll view, ``LayoutResult/Element/clipsContent``), or `nil`: what clips the
    /// element's drawing. (Parents come before children in the result.)
    var clippingAncestors: [Int?] {
        let elements = result.elements
        var ancestors = [Int?](repeating: nil, count: elements.count)
        for (index, element) in elements.enumerated() {
            guard let parent = element.parent, parent < index else { continue }
            ancestors[index] = elements[parent].clipsContent ? parent : ancestors[parent]
        }
        return ancestors
    }

    /// The size of the picture: the root's size, or 0 along an axis where it is not finite.
    var canvas: CGSize {
        let size = result.size
        return CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}
