import Foundation

/// A view's subscription to a stream of values from outside it, kept while the view is in a
/// live ``LayoutHost``: the `Combine` module's `onReceive(_:perform:)` is made of it (the
/// library cannot name Combine's types, so the module hands it the subscribing).
///
/// The subscription starts when the view is first put in a live host's tree, and is kept
/// (with the newest action) while the view keeps its identity there; it is cancelled when the
/// view leaves the tree or the host goes. A snapshot (a host that is not live) never starts it.
/// When a later copy of the view brings another object (`source`), that one is subscribed to
/// instead.
@_spi(Combine)
public struct _LiveReceiver<Output>: DynamicProperty {
    let storage: LiveReceiverStorage<Output>

    /// A receiver that calls `subscribe` once in a live host, with the function that runs the
    /// newest `action`; the object `subscribe` returns is kept while the subscription lasts.
    ///
    /// - Parameters:
    ///   - source: The object subscribed to, when it is one (another object in a later copy
    ///     of the view is subscribed to again), else `nil`.
    ///   - subscribe: Subscribes to the values; returns what keeps the subscription.
    ///   - action: What a value does.
    public init(
        source: AnyObject?, subscribe: @escaping (_ receive: @escaping (Output) -> Void) -> AnyObject,
        action: @escaping (Output) -> Void
    ) {
        storage = LiveReceiverStorage(source: source.map(ObjectIdentifier.init), subscribe: subscribe, action: action)
    }
}

/// What a ``_LiveReceiver`` keeps: its subscription once started, and the action the values go
/// to (shared with the copies of the view that adopt it).
final class LiveReceiverStorage<Output>: ViewStateStorage, LiveStarting {
    /// The action values go to: the newest copy of the view's.
    final class Relay {
        var action: (Output) -> Void
        init(_ action: @escaping (Output) -> Void) { self.action = action }
    }

    private let source: ObjectIdentifier?
    private let subscribe: (@escaping (Output) -> Void) -> AnyObject
    private var relay: Relay
    private var subscription: AnyObject?

    init(source: ObjectIdentifier?, subscribe: @escaping (@escaping (Output) -> Void) -> AnyObject, action: @escaping (Output) -> Void) {
        self.source = source
        self.subscribe = subscribe
        relay = Relay(action)
    }

    func adopt(_ other: any ViewStateStorage) {
        guard let other = other as? LiveReceiverStorage<Output>, other.source == source, let kept = other.subscription else { return }
        other.relay.action = relay.action
        relay = other.relay
        subscription = kept
        other.subscription = nil
    }

    func start() {
        guard subscription == nil else { return }
        let relay = self.relay
        subscription = subscribe { relay.action($0) }
    }
}

/// Something a view keeps that starts once the view is in a live host's tree.
protocol LiveStarting: AnyObject {
    /// Starts, unless it has started (or adopted an earlier copy's start).
    func start()
}
