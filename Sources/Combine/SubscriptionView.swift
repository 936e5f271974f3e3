// SwiftUI's `onReceive(_:perform:)`, which names Combine's `Publisher` and so lives here, not
// in Trellis (whose library has no dependencies). In a live `LayoutHost` the view subscribes
// to the publisher once it is in the tree and runs the action for each value; a snapshot never
// subscribes (docs/differences.md).
#if !canImport(Darwin)
@_spi(Combine) import Trellis
import OpenCombine

/// A view that subscribes to a publisher with an action.
///
/// In a live ``LayoutHost`` the view subscribes when it is first put in the tree and keeps its
/// subscription (running the newest `action`) while it keeps its identity; it is cancelled when
/// the view leaves the tree. A publisher that is an object (a subject) and is replaced by
/// another in a later body is subscribed to again; other publishers (`Just`, `$property`,
/// operator chains) are subscribed to once. A snapshot never subscribes. The action runs
/// where the publisher sends, as in SwiftUI: `receive(on:)` the main queue to change state
/// from another thread.
nonisolated public struct SubscriptionView<PublisherType: OpenCombine.Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The content view.
    public var content: Content
    /// The publisher to which the view subscribes.
    public var publisher: PublisherType
    /// The action to perform when the publisher emits.
    public var action: (PublisherType.Output) -> Void
    /// The subscription, kept by a live host.
    private let receiver: _LiveReceiver<PublisherType.Output>

    /// Creates a view that runs `action` with each value `publisher` sends while it is in a
    /// live host.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
        receiver = _LiveReceiver(
            source: type(of: publisher) is AnyClass ? publisher as AnyObject : nil,
            subscribe: { receive in AnyCancellable(publisher.sink(receiveValue: receive)) },
            action: action)
    }

    /// The content, unchanged.
    public var body: some View { content }
}

nonisolated extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// In a live ``LayoutHost`` the action runs for each value the publisher sends while the
    /// view is in the tree (see ``SubscriptionView``); a snapshot never subscribes.
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: The action to perform when an event is emitted by `publisher`. The event
    ///     emitted by publisher is passed as a parameter to `action`.
    /// - Returns: A view that triggers `action` when `publisher` emits an event.
    public func onReceive<P: OpenCombine.Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}
#endif
