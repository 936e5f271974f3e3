import Foundation

extension LayoutResult {
    /// Every element's index in the order a renderer paints them, back to front.
    ///
    /// Parents come before their children; siblings go in order of their ``Element/zIndex``,
    /// then of the tree; a `background`'s layers go behind the view it modifies
    /// (``Element/layersBehind``). A renderer that paints each element's drawing in this order,
    /// with its ancestors' ``Element/effects`` and clips, draws what SwiftUI draws.
    public var paintOrder: [Int] {
        let elements = self.elements
        guard !elements.isEmpty else { return [] }
        var children = [[Int]](repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent, children.indices.contains(parent) { children[parent].append(index) }
        }
        var order: [Int] = []
        order.reserveCapacity(elements.count)
        var stack = [0]
        while let index = stack.popLast() {
            order.append(index)
            var kids = children[index]
            // (A mask's layers are not painted: they only mask its content.)
            if elements[index].masksContent { kids = Array(kids.prefix(1)) }
            if elements[index].layersBehind, let content = kids.first {
                kids = Array(kids.dropFirst()) + [content]
            }
            if kids.contains(where: { elements[$0].zIndex != 0 }) {
                // Stable: equal orders keep the order above.
                kids = kids.enumerated().sorted { a, b in
                    let za = elements[a.element].zIndex, zb = elements[b.element].zIndex
                    return za != zb ? za < zb : a.offset < b.offset
                }.map(\.element)
            }
            stack.append(contentsOf: kids.reversed())
        }
        return order
    }
}
