import Foundation

/// A modifier that changes properties of the nodes its content resolves to, adding none.
nonisolated struct NodeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    /// What was wrong with the modifier's value, and how it was repaired, if anything.
    var problem: String? = nil
    let change: NodeChange

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        if let problem { resolver.report(.invalidModifierValue, name, problem) }
        let start = elements.count
        resolver.resolve(content, into: &elements)
        resolver.updateFromOutside(elements[start...], change)
    }
}
