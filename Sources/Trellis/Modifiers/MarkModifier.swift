import Foundation

/// `.id(_:)`: marks the nodes its content resolves to, and remembers what they were resolved
/// in (the environment and the stack orientation), so that ``LayoutHost/replace(id:with:)``
/// can resolve a replacement exactly where the marked view was.
///
/// In a live host the value is also the content's identity, as SwiftUI's `id(_:)` binds it
/// ("When the proxy value specified by the id parameter changes, the identity of the view —
/// for example, its state — is reset"): inside a view whose body is tracked, the content is
/// resolved in an identity scope of the value (``LiveRecorder/beginScope(_:elementCount:)``,
/// as a `ForEach` element's views are), so a new value makes new views — new state,
/// `onDisappear` of the old and `onAppear` of the new — and the same value keeps them.
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
        // The tracked-view count is read here, inline, so a mark outside every tracked view
        // (each mark of a plain tree) costs no call.
        guard resolver.scope.trackedLiveViews > 0, resolver.beginsIdentity(of: modifier) else {
            return resolver.resolve(content, thenApply: modifier)
        }
        resolver.resolve(content, thenApply: modifier)
        resolver.endIdentity()
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        swap(&elements, &resolver.elements)
        Self._resolve(self, content: content, into: &resolver)
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

extension Resolver {
    /// Begins the views of the content `mark` marks, in a live host, inside a view whose body
    /// is tracked: their identity is the mark's value (``MarkModifier``). Returns whether it
    /// began one. Outside every tracked view (a root of plain views, as the benchmark's trees
    /// are) no body can be read again with another value, so the mark begins none and costs
    /// no scope, as a `ForEach` element's views take their id only there.
    @usableFromInline
    mutating func beginsIdentity(of mark: MarkModifier) -> Bool {
        guard let live, scope.trackedLiveViews > 0 else { return false }
        live.beginScope(mark.marker.hashValue, elementCount: elements.count)
        return true
    }

    /// Ends the identity begun last by ``beginsIdentity(of:)``.
    @usableFromInline
    mutating func endIdentity() {
        live?.endScope()
    }
}
