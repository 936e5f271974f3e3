import Foundation

// The editable list forms with a selection: rows over a binding to a collection that delete
// and move its elements as `editActions` allows (``ForEach``'s editable forms), in a list
// whose tagged rows select as `List(selection:)`'s do.

extension ListSelection {
    /// A selection that always holds a value (a `Binding<SelectionValue>`): selecting sets it,
    /// clearing leaves it.
    static func of<Value: Hashable>(always binding: Binding<Value>) -> ListSelection {
        ListSelection(
            select: { value in
                guard let value = value.base as? Value else { return false }
                binding.wrappedValue = value
                return true
            },
            clear: {},
            accepts: { $0.base is Value })
    }
}

extension List {
    /// Creates a list of editable rows over a binding to identifiable data, allowing users to
    /// select multiple rows: rows delete and move the collection's elements as `editActions`
    /// allows, and activating a tagged row selects its tag (the selection is not drawn).
    ///
    /// ```swift
    /// List($tasks, editActions: .all, selection: $selected) { $task in
    ///     Text(task.title).tag(task.id)
    /// }
    /// ```
    @MainActor @preconcurrency public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list of editable rows over a binding to identifiable data, with a selection
    /// that always holds a value: activating a tagged row selects its tag.
    @_disfavoredOverload
    @MainActor @preconcurrency public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
        self.selection = ListSelection.of(always: selection)
    }

    /// Creates a list of editable rows over a binding to identifiable data, allowing users to
    /// select a single row: activating a tagged row selects its tag.
    @MainActor @preconcurrency public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list of editable rows over a binding to data identified by `id`, allowing
    /// users to select multiple rows: activating a tagged row selects its tag.
    @MainActor @preconcurrency public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.selection = ListSelection.of(selection)
    }

    /// Creates a list of editable rows over a binding to data identified by `id`, with a
    /// selection that always holds a value: activating a tagged row selects its tag.
    @_disfavoredOverload
    @MainActor @preconcurrency public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.selection = ListSelection.of(always: selection)
    }

    /// Creates a list of editable rows over a binding to data identified by `id`, allowing
    /// users to select a single row: activating a tagged row selects its tag.
    @MainActor @preconcurrency public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.selection = ListSelection.of(selection)
    }
}
