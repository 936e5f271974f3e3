import Foundation

// `listRowInsets(_:_:)` (iOS 26): the insets of some edges of a row, the others keeping the
// list's (or those `listRowInsets(_:)` set). Read by ``ListLayout`` and by the editing row.

/// Some edges' insets, set by `listRowInsets(_:_:)`.
struct ListRowEdgeInsets: Equatable {
    let edges: Edge.Set
    /// The inset of those edges; `nil`: the list's default for them.
    let length: CGFloat?

    /// `insets` with the edges replaced: by `length`, or by `defaults`' where it is `nil`.
    func applied(to insets: EdgeInsets, defaults: EdgeInsets) -> EdgeInsets {
        var result = insets
        if edges.contains(.top) { result.top = length ?? defaults.top }
        if edges.contains(.leading) { result.leading = length ?? defaults.leading }
        if edges.contains(.bottom) { result.bottom = length ?? defaults.bottom }
        if edges.contains(.trailing) { result.trailing = length ?? defaults.trailing }
        return result
    }
}

/// The layout value carrying a row's ``ListRowEdgeInsets``.
struct ListRowEdgeInsetsKey: LayoutValueKey {
    static let defaultValue: ListRowEdgeInsets? = nil
}

extension ListMetrics {
    /// A row's insets: its `listRowInsets(_:)`, else the list's, with the edges that
    /// `listRowInsets(_:_:)` set replaced.
    func insets(row insets: EdgeInsets?, edges: ListRowEdgeInsets?) -> EdgeInsets {
        let base = insets ?? rowInsets
        return edges?.applied(to: base, defaults: rowInsets) ?? base
    }
}

nonisolated extension View {
    /// Sets the insets of some edges of the rows in a list, the other edges keeping theirs:
    /// the space between the row's edges (a card's, in a grouped list) and its content.
    ///
    /// ```swift
    /// List { Text("Apple").listRowInsets(.horizontal, 0) }
    /// ```
    ///
    /// It applies over ``View/listRowInsets(_:)`` on the same row. A length that is negative,
    /// NaN or infinite is 0, and the layout reports it.
    ///
    /// - Parameters:
    ///   - edges: The edges to inset.
    ///   - length: The inset of those edges; `nil` gives them the list's default inset.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        var problem: String?
        var repaired = length
        if let value = length, !value.isFinite || value < 0 {
            problem = "has a negative or non-finite inset; those edges are 0"
            repaired = 0
        }
        return modifier(NodeModifier(
            name: "listRowInsets", problem: problem,
            change: .layoutValue(ObjectIdentifier(ListRowEdgeInsetsKey.self), ListRowEdgeInsets(edges: edges, length: repaired) as ListRowEdgeInsets? as Any)))
    }
}
