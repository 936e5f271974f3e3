import Foundation

// The row modifiers of lists: values a row carries to the list around it (as SwiftUI's
// traits), read by ``ListLayout`` and by the resolver when it decorates the row.

/// The insets `listRowInsets(_:)` set on a row (`nil`: the list's).
struct ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// The edges whose separators `listRowSeparator(_:edges:)` hid on a row.
struct ListRowSeparatorKey: LayoutValueKey {
    static let defaultValue: VerticalEdge.Set = []
}

/// The key of the view `listRowBackground(_:)` put behind a row (an `AnyView`, read when the
/// list's rows are resolved).
enum ListRowBackgroundKey {}

/// The colour `listRowSeparatorTint(_:edges:)` gave a row's separators.
struct ListRowSeparatorTintKey: LayoutValueKey {
    static let defaultValue: Color? = nil
}

nonisolated extension View {
    /// Applies an inset to the rows in a list: the space between the row's edges (a card's, in
    /// a grouped list) and its content, in place of the list's own (16 leading and trailing on
    /// iOS). `nil` keeps the list's.
    ///
    /// ```swift
    /// List { Text("Apple").listRowInsets(EdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 10)) }
    /// ```
    ///
    /// An inset that is negative, NaN or infinite is 0, and the layout reports it.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        var problem: String?
        var repaired = insets
        if var value = insets {
            let sides = [value.top, value.leading, value.bottom, value.trailing]
            if sides.contains(where: { !$0.isFinite || $0 < 0 }) {
                problem = "has a negative or non-finite inset; those sides are 0"
                func fix(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
                value = EdgeInsets(top: fix(value.top), leading: fix(value.leading), bottom: fix(value.bottom), trailing: fix(value.trailing))
                repaired = value
            }
        }
        return modifier(NodeModifier(
            name: "listRowInsets", problem: problem, change: .layoutValue(ObjectIdentifier(ListRowInsetsKey.self), repaired as Any)))
    }

    /// Sets the display mode for the separator associated with this specific row: `.hidden`
    /// hides the separator below it (`edges` containing `.bottom`); a row's top separator is
    /// the one below the row before it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let hidden: VerticalEdge.Set = visibility == .hidden ? edges : []
        return modifier(NodeModifier(name: "listRowSeparator", change: .layoutValue(ObjectIdentifier(ListRowSeparatorKey.self), hidden)))
    }

    /// Sets the tint color associated with a row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeModifier(name: "listRowSeparatorTint", change: .layoutValue(ObjectIdentifier(ListRowSeparatorTintKey.self), color as Any)))
    }

    /// Places a custom background view behind a list row item: it fills the row (its whole
    /// width on a grouped list's card).
    ///
    /// ```swift
    /// List { Text("Banana").listRowBackground(Color.yellow) }
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(NodeModifier(name: "listRowBackground", change: .layoutValue(ObjectIdentifier(ListRowBackgroundKey.self), background as Any)))
    }
}
