import Foundation

/// A type of view that generates views from an underlying collection of data.
///
/// `ForEach` is one, and so is a `ForEach` with ``onDelete(perform:)`` or ``onMove(perform:)``
/// applied.
@MainActor @preconcurrency
public protocol DynamicViewContent<Data>: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data of the modified content.
    public var data: Content.Data { content.data }
}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// In a list, each row the content makes can be deleted: in edit mode it shows the red
    /// delete disc, its swipe from the trailing edge offers Delete, and a live
    /// ``LayoutHost``'s ``LayoutHost/deleteRow(id:)`` runs `action` with the row's offset in
    /// the data.
    ///
    /// ```swift
    /// ForEach(fruits, id: \.self) { Text($0) }
    ///     .onDelete { fruits.remove(atOffsets: $0) }
    /// ```
    ///
    /// - Parameter action: The action that you want SwiftUI to perform when elements in the
    ///   view are deleted. `nil` disables deletion.
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        modifier(ListEditActionsModifier(change: .delete(action)))
    }

    /// Sets the move action for the dynamic view.
    ///
    /// In edit mode each row the content makes shows a reorder grip; a live host's
    /// ``LayoutHost/moveRow(id:toOffset:)`` runs `action` with the row's offset and the
    /// destination.
    ///
    /// - Parameter action: A closure that SwiftUI invokes when elements in the dynamic view
    ///   are moved. The closure takes two arguments that represent the offset relative to the
    ///   dynamic view's underlying collection of data. `nil` disables moving.
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        modifier(ListEditActionsModifier(change: .move(action)))
    }
}

nonisolated extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable: a row that is
    /// shows no delete disc in edit mode and cannot be deleted by a host.
    ///
    /// - Parameter isDisabled: A Boolean value that determines whether users can delete this view.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(NodeModifier(name: "deleteDisabled", change: .layoutValue(ObjectIdentifier(DeleteDisabledKey.self), isDisabled)))
    }

    /// Adds a condition for whether the view's view hierarchy is movable: a row that is shows
    /// no reorder grip in edit mode and cannot be moved by a host.
    ///
    /// - Parameter isDisabled: A Boolean value that determines whether users can move this view.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(NodeModifier(name: "moveDisabled", change: .layoutValue(ObjectIdentifier(MoveDisabledKey.self), isDisabled)))
    }
}

/// A view made of one view per element of its data, that knows how many elements it has
/// (read where the data's own requirement, main-actor isolated, cannot be).
protocol CountedElements {
    var elementCount: Int { get }
}

extension ForEach: CountedElements {
    nonisolated var elementCount: Int { data.count }
}

extension ModifiedContent: CountedElements where Content: CountedElements {
    nonisolated var elementCount: Int { content.elementCount }
}

/// What a row of a `ForEach` with `onDelete` or `onMove` can do, and its offset in the data.
struct ListRowEditActions: @unchecked Sendable {
    // Unchecked: the app's closures, run by a host on the main actor, as a button's action.
    var offset: Int
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

/// The layout values of list editing, on a row's node.
struct ListRowEditActionsKey: LayoutValueKey {
    static let defaultValue: ListRowEditActions? = nil
}

struct DeleteDisabledKey: LayoutValueKey {
    static let defaultValue = false
}

struct MoveDisabledKey: LayoutValueKey {
    static let defaultValue = false
}

/// `onDelete` and `onMove`: each view the content (a `ForEach`) resolves to is marked with the
/// action and its offset in the data.
///
/// 1. The content resolves as it is (in a list, lazily: the rows near what shows).
/// 2. Its views are matched to the data in order: a lazy window's views start at the window's
///    first offset, placeholders skipped; a data element that makes several views gives them
///    its offset each.
/// 3. Each view keeps its actions from a modifier inside (`onMove` inside `onDelete`), with
///    this one's added.
nonisolated struct ListEditActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Change {
        case delete(((IndexSet) -> Void)?)
        case move(((IndexSet, Int) -> Void)?)
    }
    let change: Change

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let collector = resolver.scope.lazy.current >= 0 ? resolver.scope.lazy.collectors[Int(resolver.scope.lazy.current)] : nil
        let segmentsBefore = collector?.segments.count ?? 0
        let start = elements.count
        resolver.resolve(content, into: &elements)
        var firstOffset = 0
        var count = (content as? any CountedElements)?.elementCount ?? 0
        if let collector, collector.segments.count > segmentsBefore {
            let window = collector.segments[segmentsBefore].window
            firstOffset = window.lowerBound
            count = window.count
        }
        let rows = elements[start...].filter { resolver.nodes[$0.index].nameSource != .builtIn(.lazyPlaceholder) }
        guard !rows.isEmpty, count > 0 else { return }
        let perElement = Swift.max(rows.count / count, 1)
        let key = ObjectIdentifier(ListRowEditActionsKey.self)
        for (position, row) in rows.enumerated() {
            var actions = resolver.store.rare(of: row)?.layoutValues[key] as? ListRowEditActions
                ?? ListRowEditActions(offset: firstOffset + Swift.min(position / perElement, count - 1))
            switch change {
            case .delete(let action): actions.delete = action
            case .move(let action): actions.move = action
            }
            resolver.updateFromOutside([row], .layoutValue(key, actions))
        }
    }
}
