import Foundation

/// The measured look of a list row's editing controls on iOS 26 (``ListEditingRowLayout``
/// has the sources).
enum ListEditingMetrics {
    static let contentShift: CGFloat = 40
    static let discSize: CGFloat = 22
    static let discInset: CGFloat = 17
    static let discFill = Color(red: 1, green: 58 / 255, blue: 62 / 255)
    /// The disc's minus (derived: not measured).
    static let minusSize = CGSize(width: 11, height: 2)
    static let gripLine = CGSize(width: 21.5, height: 1)
    static let gripLinePitch: CGFloat = 5
    static let gripInset: CGFloat = 18
    static let gripFill = Color(red: 197 / 255, green: 197 / 255, blue: 199 / 255)
    /// Between the content and the grip (derived).
    static let gripGap: CGFloat = 8
}

extension Resolver {
    /// The row as it shows in edit mode: wrapped with its delete disc and reorder grip when
    /// the list is in edit mode and the row can be deleted or moved; else the row itself.
    mutating func editingRow(_ row: NodeID, values: [ObjectIdentifier: Any]?, metrics: ListMetrics) -> NodeID {
        guard let actions = values?[ObjectIdentifier(ListRowEditActionsKey.self)] as? ListRowEditActions else { return row }
        let binding = environment.editMode
        let editing = resolverReads { binding?.wrappedValue.isEditing ?? false }
        guard editing else { return row }
        let canDelete = actions.delete != nil && (values?[ObjectIdentifier(DeleteDisabledKey.self)] as? Bool) != true
        let canMove = actions.move != nil && (values?[ObjectIdentifier(MoveDisabledKey.self)] as? Bool) != true
        guard canDelete || canMove else { return row }
        let insets = metrics.insets(
            row: (values?[ObjectIdentifier(ListRowInsetsKey.self)] as? EdgeInsets?).flatMap { $0 },
            edges: (values?[ObjectIdentifier(ListRowEdgeInsetsKey.self)] as? ListRowEdgeInsets?).flatMap { $0 })
        var parts = [row]
        if canDelete { parts += elements(of: ListDeleteDisc()) }
        if canMove { parts += elements(of: ListReorderGrip()) }
        let gripOuter = ListEditingMetrics.gripInset - insets.trailing
        let layout = ListEditingRowLayout(
            contentShift: canDelete ? ListEditingMetrics.contentShift : 0,
            trailingReserve: canMove ? Swift.max(gripOuter + ListEditingMetrics.gripLine.width + ListEditingMetrics.gripGap, 0) : 0,
            discX: canDelete ? ListEditingMetrics.discInset - insets.leading : nil,
            gripTrailing: canMove ? gripOuter : nil)
        let node = addContainer(layout, name: .text("editing row"), elements: parts)
        inheritTraits(of: row, into: node)
        return node
    }

    /// Reads a value, tracked by a live host (a change to it resolves the view again).
    private func resolverReads<T>(_ read: () -> T) -> T {
        live.map { live in live.track(read) } ?? read()
    }
}

/// The red delete disc with its white minus.
nonisolated struct ListDeleteDisc: View {
    var body: some View {
        Circle().fill(ListEditingMetrics.discFill)
            .frame(width: ListEditingMetrics.discSize, height: ListEditingMetrics.discSize)
            .overlay(Rectangle().fill(Color.white)
                .frame(width: ListEditingMetrics.minusSize.width, height: ListEditingMetrics.minusSize.height))
    }
}

/// The reorder grip: three grey lines 5 points apart.
nonisolated struct ListReorderGrip: View {
    var body: some View {
        let line = ListEditingMetrics.gripLine
        VStack(spacing: ListEditingMetrics.gripLinePitch - line.height) {
            ForEach(0 ..< 3) { _ in ListEditingMetrics.gripFill.frame(width: line.width, height: line.height) }
        }
    }
}
