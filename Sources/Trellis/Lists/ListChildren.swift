import Foundation

// Lists of tree-structured data: each row an element, an element with children a disclosure
// group over them (``OutlineGroup``).

extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data.
    ///
    /// ```swift
    /// struct FileItem: Identifiable {
    ///     let id: Int
    ///     let name: String
    ///     var children: [FileItem]?
    /// }
    ///
    /// let tree = [FileItem(id: 1, name: "Documents", children: [FileItem(id: 2, name: "a.txt")])]
    /// let list = List(tree, children: \.children) { item in Text(item.name) }
    /// ```
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Creates a hierarchical list that identifies its rows by a key path to the identifier
    /// of the underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List {
    /// Creates a hierarchical list of identifiable data that supports selecting multiple
    /// rows (the selection is not drawn).
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Creates a hierarchical list of identifiable data that supports selecting a row (the
    /// selection is not drawn).
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Creates a hierarchical list identified by a key path that supports selecting multiple
    /// rows (the selection is not drawn).
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }

    /// Creates a hierarchical list identified by a key path that supports selecting a row
    /// (the selection is not drawn).
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
