import Foundation

/// A key for accessing values in a ``ContainerValues`` collection.
///
/// ```swift
/// private struct IsHighlightedKey: ContainerValueKey {
///     static let defaultValue = false
/// }
///
/// extension ContainerValues {
///     var isHighlighted: Bool {
///         get { self[IsHighlightedKey.self] }
///         set { self[IsHighlightedKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of the key where no view has set it.
    static var defaultValue: Value { get }
}

/// The values a view sets for the container it is in, read through ``Subview/containerValues``
/// by a custom container that reads its content's subviews.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates container values where every key has its default.
    init() {}

    /// Reads or writes the value of `key`: its ``ContainerValueKey/defaultValue`` until a view
    /// sets it.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
