import Foundation

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
        public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
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
