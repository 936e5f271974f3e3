import Foundation

/// A shape is a leaf that takes the size it is proposed, 10 points on an unspecified axis.
nonisolated protocol BuiltInShape: View, PrimitiveView where Body == Never {
    var kind: LayoutResult.Outline { get }
    var name: String { get }
}

nonisolated extension BuiltInShape {
    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        elements.append(resolver.addLeaf(.fill, name: name, visual: .shape(kind, resolver.environment.foregroundColor ?? .primary)))
    }
}
