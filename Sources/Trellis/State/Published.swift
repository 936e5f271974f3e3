import Foundation

/// A type that publishes a property marked with an attribute.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var title = "Inbox"
/// }
/// ```
///
/// In a class, setting the property first sends the object's `objectWillChange` (when it is an
/// ``ObservableObjectPublisher``, as it is unless the class declares its own), as Combine's
/// `Published` does. `$title` is the property's ``Publisher``: with the `Combine` module
/// (README, "Combine"), a Combine publisher of the property's values, and a target of
/// `assign(to:)`.
@propertyWrapper
public struct Published<Value> {
    /// The property's value, for a `Published` outside a class (a class's property reads and
    /// writes through the `subscript(_enclosingInstance:wrapped:storage:)` below).
    public var wrappedValue: Value {
        get { box.value }
        set { box.set(newValue) }
    }

    /// The property's publisher: `$property` (a Combine publisher with the `Combine` module).
    ///
    /// The publisher is the property's own, whatever is set: setting it (as `assign(to:)`
    /// does, through `inout`) changes nothing.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        // Not a stub: a `Publisher` is a view of the property's box, so there is nothing to
        // replace; the setter is there for `assign(to: &$property)`'s `inout`.
        set {}
    }

    /// Where the value is, and the publisher of the object it belongs to.
    let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue value: Value) {
        box = PublishedBox(value)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The property of an object: setting it sends the object's `objectWillChange` first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            // The object's publisher, once the default `objectWillChange` has put it in the box.
            if let publisher = box.publisher {
                publisher.send()
            } else if let observable = object as? any ObservableObject {
                ObjectPublishers.willChange(observable)
            }
            box.set(newValue)
        }
    }

    /// A publisher for properties marked with the `@Published` attribute: `$property`.
    ///
    /// With the `Combine` module (README, "Combine") it is a Combine `Publisher` whose
    /// subscribers get the property's value when they subscribe, then each new value as it is
    /// set, before the property changes (as Combine's does); without it, it has no API of its
    /// own.
    public struct Publisher {
        let box: PublishedBox<Value>

        /// The property's value now (for the `Combine` module).
        @_spi(Combine) public var _value: Value { box.value }

        /// Calls `receive` with each new value, before the property takes it, until the
        /// returned subscription is cancelled or released (for the `Combine` module).
        @_spi(Combine) public func _subscribe(_ receive: @escaping (Value) -> Void) -> PublisherSubscription {
            box.subscribe(receive)
        }

        /// Calls `subscribe` with a function that sets the property (sending its object's
        /// `objectWillChange` first) while the property exists, and keeps what it returns as
        /// long as the property: Combine's `assign(to:)` (for the `Combine` module).
        @_spi(Combine) public func _assign(_ subscribe: (_ set: @escaping (Value) -> Void) -> AnyObject) {
            let set: (Value) -> Void = { [weak box] value in
                guard let box else { return }
                box.publisher?.send()
                box.set(value)
            }
            box.keep(subscribe(set))
        }
    }
}

/// A ``Published`` property's value, shared by the copies of the wrapper, and the publisher
/// of the object it is in (once asked for).
final class PublishedBox<Value>: PublisherHolder {
    var value: Value
    var publisher: ObservableObjectPublisher?
    /// The subscribers of the property's ``Published/Publisher`` (none but with Combine).
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextKey = 0
    private let lock = NSLock()
    /// The subscriptions `assign(to:)` made, which last as long as the property.
    private var kept: [AnyObject] = []
    init(_ value: Value) { self.value = value }

    func keep(_ subscription: AnyObject) {
        lock.withLock { kept.append(subscription) }
    }

    /// Gives the subscribers `newValue`, then takes it.
    func set(_ newValue: Value) {
        let receivers = lock.withLock { subscribers.isEmpty ? [] : subscribers.sorted { $0.key < $1.key }.map(\.value) }
        for receive in receivers { receive(newValue) }
        value = newValue
    }

    func subscribe(_ receive: @escaping (Value) -> Void) -> PublisherSubscription {
        let key = lock.withLock {
            nextKey += 1
            subscribers[nextKey] = receive
            return nextKey
        }
        return PublisherSubscription { [weak self] in
            guard let self else { return }
            _ = lock.withLock { self.subscribers.removeValue(forKey: key) }
        }
    }
}

/// Something inside an object that can keep the object's publisher.
protocol PublisherHolder: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
}

/// The publishers of objects that do not declare their own `objectWillChange`.
enum ObjectPublishers {
    /// Sends `object`'s `objectWillChange`, when it is an ``ObservableObjectPublisher``.
    static func willChange(_ object: some ObservableObject) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The publisher of `object`: kept in its first `@Published` property's box (as Combine
    /// keeps it), or, for an object without one, in a table by object (for its lifetime at
    /// most: an entry is dropped once its object has gone).
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let holders = Mirror(reflecting: object).children.compactMap { ($0.value as? any PublishedProperty)?.holder }
        if let existing = holders.lazy.compactMap(\.publisher).first { return existing }
        if !holders.isEmpty {
            let publisher = ObservableObjectPublisher()
            for holder in holders { holder.publisher = publisher }
            return publisher
        }
        return table.withLock { entries in
            entries = entries.filter { $0.value.object.object != nil }
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object.object === object { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            entries[key] = (WeakObject(object), publisher)
            return publisher
        }
    }

    private static let table = LockedTable()

    private final class WeakObject: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private final class LockedTable: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]
        func withLock<T>(_ body: (inout [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)]) -> T) -> T {
            lock.withLock { body(&entries) }
        }
    }
}

/// A ``Published`` property, seen through a mirror of its object.
protocol PublishedProperty {
    var holder: any PublisherHolder { get }
}

extension Published: PublishedProperty {
    var holder: any PublisherHolder { box }
}
