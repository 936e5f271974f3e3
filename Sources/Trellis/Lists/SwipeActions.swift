import Foundation

/// A row's swipe actions on one edge: the buttons its `swipeActions` content makes.
struct SwipeActionsEntry: @unchecked Sendable {
    // Unchecked: the app's views, resolved by a host on the main actor.
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: AnyView
}

/// The layout value holding a row's ``SwipeActionsEntry``s, innermost first.
enum SwipeActionsKey {}

nonisolated extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions(edge: .leading) {
    ///         Button("Unread") { message.isUnread = true }.tint(.blue)
    ///     }
    /// ```
    ///
    /// The row lays out closed: nothing swipes headless. A live ``LayoutHost`` runs an action
    /// with ``LayoutHost/performSwipeAction(id:edge:at:)``: the buttons of the edge's actions,
    /// the first (outermost) at 0. A row of a `ForEach` with `onDelete` and no trailing
    /// actions offers Delete there, as iOS does. With several `swipeActions` on one edge, the
    /// innermost (first applied) is the one a swipe shows.
    ///
    /// - Parameters:
    ///   - edge: The edge of the view to associate the swipe actions with.
    ///   - allowsFullSwipe: Whether a full swipe automatically performs the first action.
    ///   - content: The content of the swipe actions.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(entry: SwipeActionsEntry(edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))))
    }
}

/// `swipeActions`: notes the entry on the views its content resolves to, after the entries
/// modifiers inside noted.
nonisolated struct SwipeActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let entry: SwipeActionsEntry

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        let key = ObjectIdentifier(SwipeActionsKey.self)
        for element in elements[start...] {
            let entries = (resolver.store.rare(of: element)?.layoutValues[key] as? [SwipeActionsEntry] ?? []) + [entry]
            resolver.updateFromOutside([element], .layoutValue(key, entries))
        }
    }
}
