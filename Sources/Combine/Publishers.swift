// Trellis's `ObservableObjectPublisher` and `Published.Publisher` as Combine publishers: each
// subscriber gets a subject of its own, fed by a subscription to Trellis's publisher that
// lasts until the subscriber cancels (OpenCombine's subjects keep to the subscriber's demand).
#if !canImport(Darwin)
@_spi(Combine) import Trellis
import OpenCombine

extension Trellis.ObservableObjectPublisher: OpenCombine.Publisher {
    /// The kind of values published by this publisher: none (an event).
    public typealias Output = Void
    /// The kind of errors this publisher might publish: none.
    public typealias Failure = Never

    /// Attaches `subscriber`: it receives an event at each `send()` it has demand for, until it
    /// cancels.
    public func receive<Downstream: Subscriber>(subscriber: Downstream) where Downstream.Input == Void, Downstream.Failure == Never {
        let subject = Unchecked(PassthroughSubject<Void, Never>())
        let subscription = _subscribe { subject.value.send() }
        subject.value.handleEvents(receiveCancel: { subscription.cancel() }).receive(subscriber: subscriber)
    }
}

extension Trellis.Published.Publisher: OpenCombine.Publisher {
    /// The kind of values published by this publisher: the property's.
    public typealias Output = Value
    /// The kind of errors this publisher might publish: none.
    public typealias Failure = Never

    /// Attaches `subscriber`: it receives the property's value now, then each new value as it
    /// is set (before the property changes), as far as it has demand, until it cancels.
    public func receive<Downstream: Subscriber>(subscriber: Downstream) where Downstream.Input == Value, Downstream.Failure == Never {
        let subject = CurrentValueSubject<Value, Never>(_value)
        let subscription = _subscribe { subject.send($0) }
        subject.handleEvents(receiveCancel: { subscription.cancel() }).receive(subscriber: subscriber)
    }
}

extension OpenCombine.Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher: `publisher.assign(to: &$property)`.
    ///
    /// The subscription lasts as long as the property (its object): there is no
    /// `AnyCancellable` to keep. Each value sets the property as an assignment does, sending
    /// the object's `objectWillChange` and `$property`'s subscribers the value first.
    ///
    /// - Parameter published: A property marked with the `@Published` attribute, which
    ///   receives and republishes all elements received from the upstream publisher.
    public func assign(to published: inout Trellis.Published<Output>.Publisher) {
        published._assign { set in AnyCancellable(sink(receiveValue: set)) }
    }
}

@_spi(Combine) extension PassthroughSubject: _ChangePublisher {
    /// Calls `action` at each value the subject sends, until the returned subscription is
    /// cancelled or released: a live host observes an `ObservableObject` whose
    /// `objectWillChange` is a `PassthroughSubject` so.
    public func _subscribeToChanges(_ action: @escaping @Sendable () -> Void) -> PublisherSubscription {
        let cancellable = sink(receiveCompletion: { _ in }, receiveValue: { _ in action() })
        return PublisherSubscription(cancel: cancellable.cancel)
    }
}

@_spi(Combine) extension CurrentValueSubject: _ChangePublisher {
    /// Calls `action` at each value the subject sends after now (not for the value it holds),
    /// until the returned subscription is cancelled or released: a live host observes an
    /// `ObservableObject` whose `objectWillChange` is a `CurrentValueSubject` so.
    public func _subscribeToChanges(_ action: @escaping @Sendable () -> Void) -> PublisherSubscription {
        let cancellable = dropFirst().sink(receiveCompletion: { _ in }, receiveValue: { _ in action() })
        return PublisherSubscription(cancel: cancellable.cancel)
    }
}

/// A value handed to a `@Sendable` closure that is not itself `Sendable`: OpenCombine's
/// subjects, which lock their own state (OpenCombine predates `Sendable`).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
