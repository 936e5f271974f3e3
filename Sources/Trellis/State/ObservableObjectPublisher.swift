import Foundation

/// A publisher that publishes changes from observable objects.
///
/// `send()` tells the views that observe the object (with `@ObservedObject`, `@StateObject`
/// or `@EnvironmentObject`) that it is about to change: a ``LayoutHost`` reads their bodies
/// again at its next update. A `@Published` property sends it before each change.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // Unchecked: the subscribers are behind `lock`.
    private let lock = NSLock()
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var nextKey = 0

    /// Creates an observable object publisher.
    public init() {}

    /// Sends the change event to subscribers.
    public func send() {
        let actions = lock.withLock { Array(subscribers.values) }
        for action in actions { action() }
    }

    /// Calls `action` at each `send()` until the returned subscription is cancelled (or goes).
    func subscribe(_ action: @escaping @Sendable () -> Void) -> PublisherSubscription {
        let key = lock.withLock {
            nextKey += 1
            subscribers[nextKey] = action
            return nextKey
        }
        return PublisherSubscription { [weak self] in self?.cancel(key) }
    }

    /// Calls `action` at each `send()` until the returned subscription is cancelled or
    /// released (for the `Combine` module, which makes this a Combine publisher).
    @_spi(Combine) public func _subscribe(_ action: @escaping @Sendable () -> Void) -> PublisherSubscription {
        subscribe(action)
    }

    /// Calls `action` at each `send()` until the returned subscription is cancelled or
    /// released.
    @_spi(Combine) public func _subscribeToChanges(_ action: @escaping @Sendable () -> Void) -> PublisherSubscription {
        subscribe(action)
    }

    private func cancel(_ key: Int) {
        _ = lock.withLock { subscribers.removeValue(forKey: key) }
    }
}

/// A publisher of an object's changes that a live host can subscribe to: an
/// ``ObservableObjectPublisher``, or (with the `Combine` module) a subject of its own that an
/// `ObservableObject` declares as its `objectWillChange`.
@_spi(Combine) public protocol _ChangePublisher {
    /// Calls `action` each time the publisher sends, until the returned subscription is
    /// cancelled or released.
    func _subscribeToChanges(_ action: @escaping @Sendable () -> Void) -> PublisherSubscription
}

@_spi(Combine) extension ObservableObjectPublisher: _ChangePublisher {}

/// A subscription to an ``ObservableObjectPublisher`` or a ``Published/Publisher``: cancelled
/// when cancelled or released (for the `Combine` module).
@_spi(Combine) public final class PublisherSubscription: @unchecked Sendable {
    // Unchecked: `cancelAction` is taken under `lock`, once.
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?
    /// A subscription that `cancel` ends (once, at the first of ``cancel()`` and release).
    @_spi(Combine) public init(cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Ends the subscription: its action is not called again.
    public func cancel() {
        let action = lock.withLock {
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    deinit { cancel() }
}
