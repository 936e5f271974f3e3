import Foundation

// SwiftUI's underscored variadic-view API, which custom containers used before iOS 18's
// `Group(subviews:)` (and still do, to support older systems): a root gets its content's
// children and makes a view of them. Trellis gives the children as it gives subviews (see
// ``Subview``): resolved where the tree is, each placed where the root's body uses it.

/// A namespace for SwiftUI's variadic-view types.
public enum _VariadicView {
    /// A root that makes views of its content's children.
    public typealias Root = _VariadicView_Root
    /// A root whose body is a view of the children.
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// The children a root gets.
    public typealias Children = _VariadicView_Children
    /// A view root whose result is one view.
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// A view root whose result is a list of views.
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot

    /// Content with the root that makes a view of its children.
    public struct Tree<Root: _VariadicView_Root, Content> {
        /// The root.
        public var root: Root
        /// The content whose children the root gets.
        public var content: Content

        /// Creates a tree of `content` under `root`.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
    }
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    /// A tree has no body: the root's body of the content's children is resolved in its place.
    nonisolated public var body: Never { fatalError("_VariadicView.Tree has no body") }

    /// Resolves the content's children here, then the root's body of them.
    nonisolated public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        let children = _VariadicView_Children(subviews: resolver.subviews(resolving: ResolvableContent(view.content)))
        resolver.installDynamicProperties(in: view.root)
        resolver.resolve(MainActorBody.of(view.root, children: children))
    }
}

extension MainActorBody {
    /// `root.body(children:)`, read on the main actor's behalf (see ``MainActorBody``).
    static func of<R: _VariadicView_ViewRoot>(_ root: R, children: _VariadicView.Children) -> R.Body {
        call({ $0.body(children: $1) }, root, children)
    }
}
