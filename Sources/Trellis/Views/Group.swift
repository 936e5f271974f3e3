import Foundation

/// A type that collects multiple instances of a content type into a single unit.
///
/// A group adds no node of its own: its views become siblings in the enclosing container, and
/// a modifier applied to the group applies to each of them.
///
/// A group of toolbar content (``ToolbarContent``) is toolbar content too.
nonisolated public struct Group<Content> {
    @usableFromInline let content: Content

    /// A group of `content` (declared so that no memberwise initialiser competes with the
    /// builders' at a call site; its second argument keeps a trailing closure from matching).
    @usableFromInline
    init(_ content: Content, storing: Void) {
        self.content = content
    }
}

extension Group: View where Content: View {
    /// Creates a group of views.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group has no body: its content is resolved directly.
    public var body: Never { fatalError("Group has no body") }

    /// Resolves the group's views as siblings in the enclosing container.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.owningProblems { resolver in resolver.resolve(view.content) }
    }
}
