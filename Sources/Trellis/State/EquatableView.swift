import Foundation

/// A view type that compares itself against its previous value with its own `==` and
/// prevents its child from updating when the new value is the same as the old one.
///
/// ```swift
/// struct Badge: View, Equatable {
///     let count: Int
///     var body: some View { Text("\(count)") }
/// }
/// Badge(count: 3).equatable()
/// ```
///
/// Trellis lays the content out exactly as the content itself. It reads every body again
/// when a state it depends on changes, so the comparison saves no work: a body with side
/// effects runs where SwiftUI's would be skipped (docs/differences.md, "Other differences").
nonisolated public struct EquatableView<Content: Equatable & View>: View {
    /// The view whose value is compared.
    public var content: Content

    /// A view that compares `content` with its previous value.
    public init(content: Content) {
        self.content = content
    }

    /// The compared view itself.
    public var body: Content { content }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its
    /// old value, compared with its `==` (see ``EquatableView``).
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
