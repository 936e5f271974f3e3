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

    /// Every element in the order it is painted, back to front (`LayoutResult/paintOrder`).
    var paintOrder: [Int] { result.paintOrder }

    /// Per element, the index of the nearest ancestor that shows its content only inside its
    /// frame (a scroll view, `LayoutResult/Element/clipsContent`), or `nil`: what clips the
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

    /// Per element, the elements whose `LayoutResult/Element/effects` apply to its drawing:
    /// its ancestors and itself that have any, outermost first.
    var effectChains: [[Int]] {
        let elements = result.elements
        var chains = [[Int]](repeating: [], count: elements.count)
        for (index, element) in elements.enumerated() {
            var chain = element.parent.flatMap { $0 < index ? chains[$0] : nil } ?? []
            if !element.effects.isNone { chain.append(index) }
            chains[index] = chain
        }
        return chains
    }

    /// The size of the picture: the root's size, or 0 along an axis where it is not finite, and
    /// at most ``maximumCanvasLength`` along each axis.
    var canvas: CGSize { Self.canvas(for: result.size) }

    /// The longest side a picture has: a million points. Larger roots (a scene offered 10^308
    /// points) are drawn cut to it, so that an SVG's size and `viewBox` are numbers every
    /// viewer reads (they draw in single precision).
    static let maximumCanvasLength: CGFloat = 1_000_000

    /// The picture's size for a root of `size` (see ``canvas``).
    static func canvas(for size: CGSize) -> CGSize {
        func side(_ length: CGFloat) -> CGFloat { length.isFinite ? min(max(length, 0), maximumCanvasLength) : 0 }
        return CGSize(width: side(size.width), height: side(size.height))
    }
}
