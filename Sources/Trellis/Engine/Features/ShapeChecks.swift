import Foundation

// A custom shape's path is made when a result is drawn, after the pass; a point in it that is
// not a number (a shape dividing by a zero width) would draw nothing sensible. Each pass makes
// the path of every custom shape at its placed size and reports the elements whose points are
// not finite; drawing drops them (`ShapePath.path(in:)`).

extension LayoutEngine {
    /// Reports, for each custom shape placed in this pass's tree, the elements of its path that
    /// have a point that is not finite.
    func checkShapePaths() {
        for leaf in features.shapeLeaves where !columns.flags[leaf.index].contains(.free) {
            guard let shape = Self.shapePath(of: store.tables.visual(of: store.nodes[leaf.index])) else { continue }
            let bad = shape.nonFiniteElements(in: columns.frames[leaf.index].size)
            guard bad > 0 else { continue }
            report(.invalidPosition, leaf, "its path(in:) gave \(bad) element\(bad == 1 ? "" : "s") with a point that is not finite; "
                + "\(bad == 1 ? "it is" : "they are") dropped from the drawing")
        }
    }

    /// The path a custom shape's leaf is drawn with, filled or stroked.
    private static func shapePath(of visual: Visual?) -> ShapePath? {
        switch visual {
        case let .path(shape, _)?: return shape
        case let .stroked(inner, _)?: return shapePath(of: inner)
        default: return nil
        }
    }
}
