import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// Each element is a row made by `content`; an element whose `children` key path gives a
/// collection (even an empty one) is a `DisclosureGroup` whose label is its row and whose
/// content is an outline group of its children. A disclosure group starts collapsed, so
/// only the top-level rows show until one is expanded.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let id: Int
///     let name: String
///     var children: [FileItem]?
/// }
///
/// let tree = [FileItem(id: 1, name: "Documents", children: [FileItem(id: 2, name: "a.txt")])]
/// let outline = OutlineGroup(tree, children: \.children) { item in Text(item.name) }
/// ```
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The elements at this level.
    let elements: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    init(elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf) {
        self.elements = elements
        self.id = id
        self.children = children
        self.content = content
    }
}

extension OutlineGroup
where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable {
    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(elements: [root], id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements and a key path to
    /// each element's children.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(elements: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, a key path to its identifier and a
    /// key path to its children.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements, a key path to each
    /// element's identifier and a key path to its children.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The rows: each element's row, in a disclosure group over its children when it has
    /// them.
    @MainActor @preconcurrency
    public var body: some View {
        let (id, children, content) = (self.id, self.children, self.content)
        return ForEach(elements, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(
                        view: AnyView(OutlineGroup(elements: Array(nested), id: id, children: children, content: content)))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

/// A type-erased view representing the children in an outline subgroup.
nonisolated public struct OutlineSubgroupChildren: View {
    let view: AnyView

    /// The children have no body: they are the outline group of them.
    public var body: Never { fatalError("OutlineSubgroupChildren has no body") }
}

extension OutlineSubgroupChildren: PrimitiveView {
    /// Adds the outline group of the children.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(view, into: &elements)
    }
}
