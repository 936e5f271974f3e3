import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// Combine's protocol, which `import SwiftUI` brings on Apple's platforms; Combine does not
/// exist elsewhere, so Trellis declares it (with ``Published`` and
/// ``ObservableObjectPublisher``) for view models written against it:
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var columns = 3
/// }
/// ```
///
/// In a layout, which is a snapshot, objects are read as they are; nothing subscribes to the
/// publisher.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher {
    /// Creates an observable object publisher.
    public init() {}

    /// Sends the change event to subscribers: there are none in a snapshot.
    public func send() {}
}

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
