import Foundation

/// `.id(_:)`: marks the nodes its content resolves to, and remembers what they were resolved
/// in (the environment and the stack orientation), so that ``LayoutHost/replace(id:with:)``
/// can resolve a replacement exactly where the marked view was.
@usableFromInline
nonisolated struct MarkModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let marker: Marker

    @usableFromInline
    init(marker: Marker) { self.marker = marker }

    /// Marks the nodes `content` resolves to; the problems in it belong to them.
    @usableFromInline
    static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(content, by: modifier)
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        guard elements.count > start else { return }
        let context = resolver.currentContext()
        resolver.update(elements[start...]) {
            $0.marker = marker
            $0.context = context
            // What was done to the node before this mark is part of the view it marks.
            $0.changesBeforeMark = $0.outsideChanges.count
        }
    }
}
