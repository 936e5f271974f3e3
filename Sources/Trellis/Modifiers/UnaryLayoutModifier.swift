import Foundation

/// A built-in modifier that wraps each element of its content in a node laid out by a
/// unary ``Layout`` (frame, padding and the like).
/// Its layout is built in: it keeps no cache and places relative to its bounds.
nonisolated protocol UnaryLayoutModifier: PrimitiveModifier, ViewModifier where Body == Never {
    associatedtype LayoutType: ModifierLayout
    /// The layout of the wrapping node, after checking the modifier's values.
    func layout(reporting resolver: inout Resolver) -> LayoutType
    /// The modifier as written, e.g. `frame(width: 10)`: the name of its reports, and of its
    /// node when a value had to be corrected (otherwise the layout names the node).
    var name: String { get }
}

nonisolated extension UnaryLayoutModifier {
    /// Wraps each element of `content` in place: the node is named from its layout, only
    /// when its name is read.
    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        wrapEach(of: content, into: &resolver, elements: &elements)
    }

    /// ``resolve(content:into:elements:)``'s work, for a modifier that does more around it.
    func wrapEach<Content: View>(of content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        let problems = resolver.problems.count
        let layout = layout(reporting: &resolver)
        let name = nodeName(reportedProblems: resolver.problems.count != problems)
        for index in start ..< elements.count {
            elements[index] = resolver.wrap(elements[index], in: resolver.box(layout, modifier: self), name: name)
        }
    }

    /// Wraps each element resolved since `start` (the modifier's content, resolved straight
    /// into the resolver's elements) in place, as ``resolve(content:into:elements:)`` does; the
    /// problems reported since that no view owns belong to the new nodes.
    func wrapElements(since start: ModifierStart, in resolver: inout Resolver) {
        let problems = resolver.problems.count
        let layout = layout(reporting: &resolver)
        let name = nodeName(reportedProblems: resolver.problems.count != problems)
        let end = resolver.elements.count
        if start.elements < end {
            let box = resolver.box(layout, modifier: self)
            for index in start.elements ..< end {
                resolver.elements[index] = resolver.wrap(resolver.elements[index], in: box, name: name)
            }
        }
        if resolver.problems.count != start.problems {
            resolver.ownProblems(since: start.problems, elementsFrom: start.elements)
        }
    }

    /// The name of the modifier's nodes: written from the layout when checking the modifier's
    /// values changed nothing; as written (with the bad values) when it reported a problem, so
    /// that the node shows what the code said. (It takes the answer, not the resolver: passing
    /// the resolver by value copies all 536 bytes of it.)
    func nodeName(reportedProblems: Bool) -> NodeName {
        reportedProblems ? .text(name) : .layout
    }
}

extension ModifierAfterContent where Self: UnaryLayoutModifier {
    /// Resolves `content` in the caller's module, then wraps what it became (the type's own
    /// `apply(since:in:)`, which calls ``UnaryLayoutModifier/wrapElements(since:in:)``: a
    /// default here would run unspecialised, called from the caller's module).
    @inlinable
    static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolve(content, thenApply: modifier)
    }
}
