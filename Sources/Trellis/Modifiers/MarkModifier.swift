import Foundation

/// `.id(_:)`: marks the nodes its content resolves to, and remembers what they were resolved
/// in (the environment and the stack orientation), so that ``LayoutHost/replace(id:with:)``
/// can resolve a replacement exactly where the marked view was.
@usableFromInline
nonisolated struct MarkModifier: ViewModifier, PrimitiveModifier, ModifierAfterContent {
    @usableFromInline typealias Body = Never
    let marker: Marker

    @usableFromInline
    init(marker: Marker) { self.marker = marker }

    /// Marks the nodes `content` resolves to; the problems in it belong to them. The content
    /// is resolved in the caller's module (``ModifierAfterContent``).
    @inlinable
    static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolve(content, thenApply: modifier)
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        swap(&elements, &resolver.elements)
        resolver.resolve(content, thenApply: self)
        swap(&elements, &resolver.elements)
    }

    /// Marks the elements resolved since `start`; the problems reported since that no view
    /// owns belong to them.
    @usableFromInline
    func apply(since start: ModifierStart, in resolver: inout _ViewResolver) {
        let end = resolver.elements.count
        if start.elements < end {
            let context = resolver.currentContext()
            resolver.update(resolver.elements[start.elements ..< end]) {
                $0.marker = marker
                $0.context = context
                // What was done to the node before this mark is part of the view it marks.
                $0.changesBeforeMark = $0.outsideChanges.count
            }
        }
        if resolver.problems.count != start.problems {
            resolver.ownProblems(since: start.problems, elementsFrom: start.elements)
        }
    }
}
