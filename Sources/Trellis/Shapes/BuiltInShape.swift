import Foundation

/// A shape is a leaf that takes the size it is proposed, 10 points on an unspecified axis (a
/// circle the largest square of it).
nonisolated protocol BuiltInShape: View, PrimitiveView where Body == Never {
    var kind: LayoutResult.Outline { get }
    var name: String { get }
    /// How the shape answers a proposal: ``LeafSizing/fill`` unless said.
    var sizing: LeafSizing { get }
}

nonisolated extension BuiltInShape {
    var sizing: LeafSizing { .fill }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let fill = Visual.shape(kind, resolver.environment.resolved(resolver.environment.foregroundColor ?? .primary))
        elements.append(resolver.addLeaf(sizing, name: name, visual: resolver.environment.shapeStroke.map { .stroked(fill, $0) } ?? fill))
    }
}
