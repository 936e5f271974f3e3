import Foundation

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher {
    /// Creates an observable object publisher.
    public init() {}

    /// Sends the change event to subscribers: there are none in a snapshot.
    public func send() {}
}
