import Foundation

/// Content waiting to be resolved: a view, captured with its type.
@usableFromInline
struct ResolvableContent {
    @usableFromInline let resolve: (inout Resolver, inout [NodeID]) -> Void

    init<V: View>(_ view: V) {
        resolve = { resolver, elements in resolver.resolve(view, into: &elements) }
    }

    @usableFromInline
    init(resolve: @escaping (inout Resolver, inout [NodeID]) -> Void) {
        self.resolve = resolve
    }

    /// Resolves the content and returns its top-level nodes.
    func elements(in resolver: inout Resolver) -> [NodeID] {
        var elements: [NodeID] = []
        resolve(&resolver, &elements)
        return elements
    }
}
