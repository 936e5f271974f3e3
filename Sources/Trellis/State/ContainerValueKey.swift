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
