import Foundation

/// A type that publishes a property marked with an attribute.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var title = "Inbox"
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue value: Value) {
        wrappedValue = value
    }

    /// Creates the published instance with an initial value.
    public init(initialValue value: Value) {
        wrappedValue = value
    }
}
