import Foundation

/// A key for accessing values in the environment.
///
/// Declare a key with a default value, and a computed property on ``EnvironmentValues`` that
/// reads and writes it, as in SwiftUI:
///
/// ```swift
/// private struct ItemSpacingKey: EnvironmentKey {
///     static let defaultValue: CGFloat = 8
/// }
///
/// extension EnvironmentValues {
///     var itemSpacing: CGFloat {
///         get { self[ItemSpacingKey.self] }
///         set { self[ItemSpacingKey.self] = newValue }
///     }
/// }
///
/// // Set for a subtree with `.environment(\.itemSpacing, 12)`; read with `@Environment(\.itemSpacing)`.
/// ```
///
/// (SwiftUI's `@Entry` macro, which writes the key for you, is not provided: a macro needs the
/// swift-syntax package, which every client would then build. Declare the key as above.)
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value of the key where no view has set it.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// Reads or writes the value of `key`: its ``EnvironmentKey/defaultValue`` until a view sets it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom.value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
        set { custom.set(newValue, for: ObjectIdentifier(key)) }
    }
}
