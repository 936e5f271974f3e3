import Foundation

/// A key for a value a ``PreviewContext`` gives, with the value it gives by default.
public protocol PreviewContextKey {
    /// The type of the value the key reads.
    associatedtype Value
    /// The value of the key in a context that does not set it.
    static var defaultValue: Value { get }
}

/// A context in which a preview is shown: values the previewer reads by key (Xcode's widget
/// previews read their widget family from one).
///
/// ```swift
/// struct Family: PreviewContextKey { static var defaultValue: String { "small" } }
/// struct Large: PreviewContext {
///     subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
///         (key == Family.self ? "large" as? Key.Value : nil) ?? key.defaultValue
///     }
/// }
/// Card().previewContext(Large())
/// ```
///
/// `trellis preview` shows views, not widgets: it keeps the context as the view's trait and
/// shows the view as it would without one (docs/differences.md, "Previews").
public protocol PreviewContext {
    /// The value of `key` in this context.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

nonisolated extension View {
    /// Sets the context the preview of this view is shown in: a trait of the view that
    /// previewers read; the view lays out unchanged.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        _trait(PreviewContextTraitKey.self, value)
    }
}

/// The context a preview is shown in (``View/previewContext(_:)``).
package struct PreviewContextTraitKey: _ViewTraitKey {
    package static var defaultValue: (any PreviewContext)? { nil }
}
