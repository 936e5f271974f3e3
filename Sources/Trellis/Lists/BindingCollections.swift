import Foundation

// Rows over a binding to a collection: `ForEach($items) { $item in … }`, `List($items)`, and
// the editable forms (`editActions:`), whose rows delete and move the collection's elements
// themselves (SwiftUI, "EditActions": "a list or ForEach over a binding … performs the
// editing on the collection").

extension ForEach where Content: View {
    /// Creates an instance that computes views from a binding to a collection of identifiable
    /// data, passing each element's binding to `content`.
    ///
    /// ```swift
    /// ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
    /// ```
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection & RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views from a binding to a collection, identified by
    /// the key path `id`, passing each element's binding to `content`.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection & RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let identified = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(identified, id: \.1) { entry in
            content(data.element(at: entry.0))
        }
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index` of the bound collection.
    func element(at index: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[index] }, set: { self.wrappedValue[index] = $0 })
    }
}

/// A set of edit actions on a collection of data that a view can offer to a user.
///
/// Deleting needs a collection that can remove elements (`RangeReplaceableCollection`),
/// moving one that can reorder them (`MutableCollection`).
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a set of edit actions from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// All the edit actions the collection supports.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of a collection.
    public static var delete: EditActions { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions { EditActions(rawValue: 2) }
}

/// A collection wrapper that iterates over the indices and identifiers of a collection
/// together: the data of a `ForEach` over a binding with edit actions.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An element: where it is in the base collection, and its identifier.
    public struct Element {
        let index: Base.Index
        let offset: Int
        let id: ID
    }

    /// The position type: the base collection's.
    public typealias Index = Base.Index

    let base: Base
    let id: KeyPath<Base.Element, ID>

    /// The position of the first element.
    public var startIndex: Index { base.startIndex }

    /// The position one past the last element.
    public var endIndex: Index { base.endIndex }

    /// The element at `position`: its index, offset and identifier.
    public subscript(position: Index) -> Element {
        Element(index: position, offset: base.distance(from: base.startIndex, to: position), id: base[position][keyPath: id])
    }

    /// The position after `i`.
    public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// The content of one row of an editable `ForEach`: the row's view, which deletes and moves
/// the collection's elements as the edit actions allow (in edit mode, and through
/// ``LayoutHost/deleteRow(id:)`` and ``LayoutHost/moveRow(id:toOffset:)``).
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    let offset: Int
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
}

extension EditableCollectionContent: View where Content: View {
    /// The row's view, with the collection's edit actions.
    public var body: some View {
        content.modifier(RowEditActionsModifier(actions: ListRowEditActions(offset: offset, delete: delete, move: move)))
    }
}

/// Gives the rows a view makes the edit actions of one element of an editable collection.
nonisolated struct RowEditActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let actions: ListRowEditActions

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        let key = ObjectIdentifier(ListRowEditActionsKey.self)
        for row in elements[start...] {
            resolver.updateFromOutside([row], .layoutValue(key, actions))
        }
    }
}

/// Removes elements at offsets from `collection` when it can remove elements.
private func removing<C>(_ offsets: IndexSet, from collection: inout C) {
    func remove<R: RangeReplaceableCollection & MutableCollection>(_ value: inout R) { value.remove(atOffsets: offsets) }
    guard var removable = collection as? any (RangeReplaceableCollection & MutableCollection) else { return }
    remove(&removable)
    if let removed = removable as? C { collection = removed }
}

extension ForEach where Content: View {
    /// Creates an instance that computes editable views over a binding to a collection of
    /// identifiable data: each row can be deleted or moved as `editActions` allows, which
    /// changes the collection.
    ///
    /// ```swift
    /// List {
    ///     ForEach($tasks, editActions: .all) { $task in Text(task.title) }
    /// }
    /// ```
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C: MutableCollection & RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// Creates an instance that computes editable views over a binding to a collection,
    /// identified by the key path `id`.
    public init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
        C: MutableCollection & RandomAccessCollection, R: View, C.Index: Hashable {
        let deletes = editActions.rawValue & 1 != 0, moves = editActions.rawValue & 2 != 0
        let delete: ((IndexSet) -> Void)? = deletes ? { offsets in removing(offsets, from: &data.wrappedValue) } : nil
        let move: ((IndexSet, Int) -> Void)? = moves ? { offsets, target in data.wrappedValue.move(fromOffsets: offsets, toOffset: target) } : nil
        self.init(data: IndexedIdentifierCollection(base: data.wrappedValue, id: id), id: \.id) { element in
            EditableCollectionContent(content: content(data.element(at: element.index)), offset: element.offset, delete: delete, move: move)
        }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list whose rows are computed from a binding to identifiable data, passing
    /// each element's binding to `rowContent`.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection & RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list whose rows are computed from a binding to data identified by `id`.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list of editable rows over a binding to identifiable data: rows delete and
    /// move the collection's elements as `editActions` allows.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// Creates a list of editable rows over a binding to data identified by `id`.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
