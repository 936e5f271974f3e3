import Foundation

// A list's selection binding, as its rows use it: activating a row tagged with a value
// (`tag(_:)`), or a `NavigationLink(value:)` whose value has the selection's type, selects
// it. In a column of a collapsed `NavigationSplitView`, selecting also shows the next column,
// and going back from it clears the selection (SwiftUI's documented split view behaviour).

/// A list's selection binding, erased.
final class ListSelection: @unchecked Sendable {
    // Unchecked: made, and its closures run, on the main actor (by the list's resolve and by
    // the actions of its rows).

    /// Selects `value`; `false` when the selection takes no value of its type.
    let select: (AnyHashable) -> Bool
    /// Clears the selection (`nil`, or an empty set).
    let clear: () -> Void
    /// Whether the selection takes values of that value's type.
    let accepts: (AnyHashable) -> Bool

    init(select: @escaping (AnyHashable) -> Bool, clear: @escaping () -> Void, accepts: @escaping (AnyHashable) -> Bool) {
        self.select = select
        self.clear = clear
        self.accepts = accepts
    }

    /// A single selection.
    convenience init<Value: Hashable>(_ binding: Binding<Value?>) {
        self.init(
            select: { value in
                guard let value = value.base as? Value else { return false }
                binding.wrappedValue = value
                return true
            },
            clear: { binding.wrappedValue = nil },
            accepts: { $0.base is Value })
    }

    /// A multiple selection: selecting a row makes it the only one selected, as a tap does
    /// outside edit mode.
    convenience init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        self.init(
            select: { value in
                guard let value = value.base as? Value else { return false }
                binding.wrappedValue = [value]
                return true
            },
            clear: { binding.wrappedValue = [] },
            accepts: { $0.base is Value })
    }

    /// A single selection's, or `nil` without a binding.
    static func of<Value: Hashable>(_ binding: Binding<Value?>?) -> ListSelection? {
        guard let binding else { return nil }
        return ListSelection(binding)
    }

    /// A multiple selection's, or `nil` without a binding.
    static func of<Value: Hashable>(_ binding: Binding<Set<Value>>?) -> ListSelection? {
        guard let binding else { return nil }
        return ListSelection(binding)
    }

    /// What activating a row tagged `value` does, in the split view column `column` (if any):
    /// selects it and shows the next column; `nil` when the selection takes no such value.
    func action(selecting value: AnyHashable, in column: SplitColumnRecord?) -> (() -> Void)? {
        let select = self.select
        return {
            guard select(value) else { return }
            column?.selected?()
        }
    }
}

/// The key of ``EnvironmentValues/listSelection``.
private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list whose rows are resolving (none outside a list with one).
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

extension Resolver {
    /// Makes the rows resolved since `start` that carry a tag select it when activated, in a
    /// list with a selection.
    mutating func makeTaggedRowsSelectable(since start: Int) {
        guard let selection = environment.listSelection, !scope.containerValues.isEmpty else { return }
        let column = environment.splitColumn
        for element in elements[start...] {
            guard let tag = scope.containerValues[element]?[PickerTagKey.self] else { continue }
            let action = selection.action(selecting: tag, in: column)
            update(CollectionOfOne(element)) { $0.action = action }
        }
    }
}
