import Foundation

/// An empty, or identity, modifier, used during development to switch modifiers at compile
/// time: the content laid out and drawn as it is.
///
/// ```swift
/// Text("Hello").modifier(EmptyModifier())   // lays out as Text("Hello")
/// ```
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates the identity modifier.
    public init() {}

    /// The content, unchanged.
    @MainActor public func body(content: Content) -> Content { content }
}

/// A modifier and a transaction change for the changes it and its content make (what
/// `ViewModifier.transaction(_:)` and `animation(_:)` return).
nonisolated public struct _TransactionViewModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let transform: (inout Transaction) -> Void

    /// The content modified by the base modifier, inside the transaction change.
    @MainActor public func body(content: Content) -> some View {
        content.modifier(base).transaction(transform)
    }
}

extension ViewModifier {
    /// Returns a new version of the modifier that will apply `transform` to all transactions
    /// within it: in an animated change (``LayoutHost/animate(_:in:_:)``), the changes the
    /// modifier and its content make animate with the transaction as `transform` leaves it,
    /// as `View.transaction(_:)` does for a view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        _TransactionViewModifier(base: self, transform: transform)
    }

    /// Returns a new version of the modifier that will apply `animation` to all animatable
    /// values within it: in an animated change, the changes the modifier and its content
    /// make animate with `animation` (`nil` makes them at once), unless the change disables
    /// animations.
    ///
    /// ```swift
    /// Rectangle().modifier(Grow(isLarge: isLarge).animation(.spring))
    /// ```
    public func animation(_ animation: Animation?) -> some ViewModifier {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }
}
