import Foundation

// The value-scoped and body-scoped forms of `transaction(_:)` (iOS 17): what an animated change
// (`LayoutHost.animate(_:in:_:)`) reads; a single layout is unchanged by them.

nonisolated extension View {
    /// Applies the given transaction mutation function to all animations used within the
    /// view, when `value` changes.
    ///
    /// In an animated change (``LayoutHost/animate(_:in:_:)``), the changes to this view and
    /// the views inside it animate with the animation of the change's transaction as
    /// `transform` leaves it, when `value` differs before and after the change; when it is
    /// the same (or the view is inserted), `transform` is not called and they animate as the
    /// change does. A single layout is unchanged by it.
    ///
    /// ```swift
    /// Color.blue.frame(width: isWide ? 200 : 100)
    ///     .transaction(value: isWide) { $0.animation = .linear(duration: 0.2) }
    /// ```
    ///
    /// - Parameters:
    ///   - value: A value to monitor for changes.
    ///   - transform: The transformation to apply to transactions within this view.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionWhenChanged(value: value, transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the
    /// `body` closure.
    ///
    /// In an animated change, the changes of what `body` adds around the placeholder (a
    /// frame, a padding) animate with the transaction as `transform` leaves it; the changes of
    /// this view itself animate as they would without the modifier.
    ///
    /// ```swift
    /// Text("Score").transaction { $0.animation = .linear(duration: 0.2) } body: {
    ///     $0.frame(width: isWide ? 200 : 100)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - transform: The transformation to apply to transactions within `body`.
    ///   - body: A closure that takes a placeholder for this view and returns the view with
    ///     the modifiers the transaction applies to.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self))
            .modifier(NodeModifier(name: "transaction", change: .animationScope(AnimationScope(rule: .bodyTransaction(transform)))))
    }
}

/// `transaction(value:_:)`: records the value-scoped rule on the view's node.
nonisolated struct TransactionWhenChanged<V: Equatable>: ViewModifier {
    let value: V
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> some View {
        let value = value
        return content.modifier(NodeModifier(
            name: "transaction",
            change: .animationScope(AnimationScope(
                rule: .transactionWhenChanged(transform, value: value, isEqual: { ($0 as? V) == value })))))
    }
}
