import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
/// on a change in value in that user default.
///
/// ```swift
/// struct Reader: View {
///     @AppStorage("fontSize") private var fontSize = 17.0
///     var body: some View {
///         Text("Chapter 1").font(.system(size: fontSize))
///     }
/// }
/// ```
///
/// The store is `store`, or the one `defaultAppStorage(_:)` put in the environment, or
/// `UserDefaults.standard`. A write through the wrapper (or its binding) updates the store and
/// reads again, in a live ``LayoutHost``, the bodies that read the key. A change made to the
/// store directly does too where Foundation posts `UserDefaults.didChangeNotification`; the
/// Foundation of Linux posts none, so there it is seen when the body is next read (set the
/// store before making the host). A value of another type under the key reads as the
/// default, as in SwiftUI.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let defaultValue: Value
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
    private let box = EnvironmentBox()

    init(
        key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    /// The store in use: the wrapper's own, the environment's, or the standard one.
    private var resolvedStore: UserDefaults {
        store ?? box.environment?.defaultAppStorage ?? .standard
    }

    /// The value in the store under the key, or the default.
    public var wrappedValue: Value {
        get {
            let store = resolvedStore
            AppStorageObservation.shared.access(store, key)
            return read(store, key) ?? defaultValue
        }
        nonmutating set {
            let store = resolvedStore
            write(store, key, newValue)
            AppStorageObservation.shared.changed(store, key)
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage: EnvironmentReader {
    func install(_ environment: EnvironmentValues) { box.environment = environment }
}

// Unchecked: the environment box is written while the view resolves and read in its body,
// both on the main actor; the store is thread-safe, and the conversions capture nothing but
// types.
extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage {
    /// A value with a typed reader: the value under `key` when it is of the reader's type.
    private init(_ defaultValue: Value, _ key: String, _ store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?) {
        self.init(
            key: key, store: store, defaultValue: defaultValue, read: { $0.object(forKey: $1) == nil ? nil : read($0, $1) },
            write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(wrappedValue, key, store, read: { $0.object(forKey: $1) as? Bool })
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(wrappedValue, key, store, read: { ($0.object(forKey: $1) as? NSNumber).map { $0.intValue } })
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(wrappedValue, key, store, read: { ($0.object(forKey: $1) as? NSNumber).map { $0.doubleValue } })
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(wrappedValue, key, store, read: { $0.object(forKey: $1) as? String })
    }

    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.object(forKey: $1) == nil ? nil : $0.url(forKey: $1) },
            write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(wrappedValue, key, store, read: { $0.object(forKey: $1) as? Date })
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(wrappedValue, key, store, read: { $0.object(forKey: $1) as? Data })
    }

    /// Creates a property that can read and write to an integer user default, transforming
    /// that to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            read: { ($0.object(forKey: $1) as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// Creates a property that can read and write to a string user default, transforming
    /// that to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            read: { ($0.object(forKey: $1) as? String).flatMap { Value(rawValue: $0) } },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value: `nil` when the store has none (writing `nil` removes the key).
    private init<W>(optional key: String, _ store: UserDefaults?, read: @escaping (UserDefaults, String) -> W?) where Value == W? {
        self.init(
            key: key, store: store, defaultValue: nil, read: { store, key in read(store, key).map { .some($0) } },
            write: { store, key, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }

    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store, read: { $0.object(forKey: $1) as? Bool })
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store, read: { ($0.object(forKey: $1) as? NSNumber).map { $0.intValue } })
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store, read: { ($0.object(forKey: $1) as? NSNumber).map { $0.doubleValue } })
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store, read: { $0.object(forKey: $1) as? String })
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store, read: { $0.object(forKey: $1) == nil ? nil : $0.url(forKey: $1) })
    }

    /// Creates a property that can read and write an optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store, read: { $0.object(forKey: $1) as? Date })
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store, read: { $0.object(forKey: $1) as? Data })
    }

    /// Creates a property that can read and write an optional string user default,
    /// transforming it to `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: nil,
            read: { ($0.object(forKey: $1) as? String).flatMap { R(rawValue: $0) }.map { .some($0) } },
            write: { store, key, value in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }

    /// Creates a property that can read and write an optional integer user default,
    /// transforming it to `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: nil,
            read: { ($0.object(forKey: $1) as? NSNumber).flatMap { R(rawValue: $0.intValue) }.map { .some($0) } },
            write: { store, key, value in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }
}

/// Who reads which user default: a body that read a key through ``AppStorage`` is read again
/// when the key changes (Observation's tracking, as for `@State`).
final class AppStorageObservation: Observable, @unchecked Sendable {
    // Unchecked: `lock` guards `keys`; the registrar is thread-safe.
    static let shared = AppStorageObservation()

    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    /// One key path per (store, key) read so far: Observation tracks key paths, and each
    /// (store, key) gets a subscript key path of its own.
    private var keys: Set<StoreKey> = []

    /// A user default: its store and its key.
    struct StoreKey: Hashable, @unchecked Sendable {
        // Unchecked: the store is only compared by identity.
        let store: ObjectIdentifier
        let key: String
    }

    private init() {
        _ = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil, queue: nil
        ) { _ in AppStorageObservation.shared.changedAll() }
    }

    /// The tracking point of one user default.
    subscript(key: StoreKey) -> Int { 0 }

    /// Notes that the running body read `key` of `store`.
    func access(_ store: UserDefaults, _ key: String) {
        let storeKey = StoreKey(store: ObjectIdentifier(store), key: key)
        lock.withLock { _ = keys.insert(storeKey) }
        registrar.access(self, keyPath: \.[storeKey])
    }

    /// Tells the bodies that read `key` of `store` that it changed.
    func changed(_ store: UserDefaults, _ key: String) {
        let storeKey = StoreKey(store: ObjectIdentifier(store), key: key)
        registrar.withMutation(of: self, keyPath: \.[storeKey]) {}
    }

    /// Tells every body that read a user default that it may have changed (a store changed
    /// outside the wrappers).
    private func changedAll() {
        for storeKey in lock.withLock({ keys }) {
            registrar.withMutation(of: self, keyPath: \.[storeKey]) {}
        }
    }
}

/// The key of ``EnvironmentValues/defaultAppStorage``.
private struct DefaultAppStorageKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
}

extension EnvironmentValues {
    /// The store `defaultAppStorage(_:)` set, if any.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The default store used by ``AppStorage`` contained within the view.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        nonisolated(unsafe) let store = store
        return environment(\.defaultAppStorage, store)
    }
}
