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

/// A root of a variadic view: it gets its content's children.
public protocol _VariadicView_Root {}

/// A variadic-view root whose body is a view made of the children.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The type of view the root makes.
    associatedtype Body: View
    /// Makes a view of `children`.
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A view root whose result is one view.
@MainActor @preconcurrency
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A view root whose result is a list of views, which join the views around the tree.
@MainActor @preconcurrency
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// The children of a variadic view's content, for its root: a collection of views.
nonisolated public struct _VariadicView_Children: RandomAccessCollection {
    /// One child: a proxy for the view it is, already resolved.
    nonisolated public struct Element: View, Identifiable {
        let subview: Subview

        /// The child's identity.
        public var id: AnyHashable { AnyHashable(subview.id) }

        /// The value of a trait (`_trait(_:_:)`) on the child.
        public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            subview.containerValues[trait: key]
        }

        /// A child has no body: it is the view it represents.
        public var body: Never { fatalError("A variadic child has no body") }

        /// Places the view it represents.
        public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
            Subview._resolve(view.subview, into: &resolver)
        }
    }

    let subviews: SubviewsCollection

    /// The position of the first child.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last child.
    public var endIndex: Int { subviews.endIndex }
    /// The child at `position`.
    public subscript(position: Int) -> Element { Element(subview: subviews[position]) }
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    /// A tree has no body: the root's body of the content's children is resolved in its place.
    nonisolated public var body: Never { fatalError("_VariadicView.Tree has no body") }

    /// Resolves the content's children here, then the root's body of them.
    nonisolated public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        let children = _VariadicView_Children(subviews: resolver.subviews(resolving: ResolvableContent(view.content)))
        resolver.installDynamicProperties(in: view.root)
        resolver.resolve(MainActorBody.of(view.root, children: children))
    }
}

extension MainActorBody {
    /// `root.body(children:)`, read on the main actor's behalf (see ``MainActorBody``).
    static func of<R: _VariadicView_ViewRoot>(_ root: R, children: _VariadicView.Children) -> R.Body {
        let read: @MainActor (R, _VariadicView.Children) -> R.Body = { $0.body(children: $1) }
        return unsafeBitCast(read, to: ((R, _VariadicView.Children) -> R.Body).self)(root, children)
    }
}

/// A key for a trait of a view, read by a variadic root from its children.
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view has set it.
    static var defaultValue: Value { get }
}

extension ContainerValues {
    /// The value of the trait `key`: traits are kept with the container values.
    subscript<Trait: _ViewTraitKey>(trait key: Trait.Type) -> Trait.Value {
        get { values[ObjectIdentifier(key)] as? Trait.Value ?? Trait.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a trait of this view, for a variadic root that reads its children's traits.
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(ContainerValueModifier(write: { $0[trait: key] = value }))
    }
}
