import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct Editor: View {
///     @SceneStorage("selectedTab") private var selectedTab = "library"
///     var body: some View { Text(selectedTab) }
/// }
/// ```
///
/// SwiftUI saves a scene's storage for state restoration. Headless there is one scene for the
/// process: its values live in memory for the process's life (not on disk), shared by every
/// host. A write through the wrapper reads again, in a live ``LayoutHost``, the bodies that
/// read the key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let read: (Any) -> Value?
    let write: (Value) -> (any Sendable)?

    init(key: String, defaultValue: Value, read: @escaping (Any) -> Value?, write: @escaping (Value) -> (any Sendable)?) {
        self.key = key
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    /// The value stored under the key, or the default.
    public var wrappedValue: Value {
        get { SceneValues.shared[key].flatMap(read) ?? defaultValue }
        nonmutating set { SceneValues.shared[key] = write(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

// Unchecked: a scene storage holds its key, its default and conversions that capture nothing
// but types; the values live in `SceneValues`, which a lock guards.
extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension SceneStorage {
    /// A value stored as itself.
    private init(plain defaultValue: Value, _ key: String) where Value: Sendable {
        self.init(key: key, defaultValue: defaultValue, read: { $0 as? Value }, write: { $0 })
    }

    /// Creates a property that can save and restore a Boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(plain: wrappedValue, key) }
    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(plain: wrappedValue, key) }
    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(plain: wrappedValue, key) }
    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(plain: wrappedValue, key) }
    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(plain: wrappedValue, key) }
    /// Creates a property that can save and restore a date.
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(plain: wrappedValue, key) }
    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(plain: wrappedValue, key) }

    /// Creates a property that can save and restore an integer, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap { Value(rawValue: $0) } }, write: { $0.rawValue })
    }

    /// Creates a property that can save and restore a string, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? String).flatMap { Value(rawValue: $0) } }, write: { $0.rawValue })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional value stored as itself; `nil` removes it.
    private init<T: Sendable>(optional key: String) where Value == T? {
        self.init(key: key, defaultValue: nil, read: { ($0 as? T).map { .some($0) } }, write: { $0 })
    }

    /// Creates a property that can save and restore an optional Boolean.
    public init(_ key: String) where Value == Bool? { self.init(optional: key) }
    /// Creates a property that can save and restore an optional integer.
    public init(_ key: String) where Value == Int? { self.init(optional: key) }
    /// Creates a property that can save and restore an optional double.
    public init(_ key: String) where Value == Double? { self.init(optional: key) }
    /// Creates a property that can save and restore an optional string.
    public init(_ key: String) where Value == String? { self.init(optional: key) }
    /// Creates a property that can save and restore an optional URL.
    public init(_ key: String) where Value == URL? { self.init(optional: key) }
    /// Creates a property that can save and restore an optional date.
    public init(_ key: String) where Value == Date? { self.init(optional: key) }
    /// Creates a property that can save and restore optional data.
    public init(_ key: String) where Value == Data? { self.init(optional: key) }

    /// Creates a property that can save and restore an optional string, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, read: { ($0 as? String).flatMap { R(rawValue: $0) }.map { .some($0) } }, write: { $0?.rawValue })
    }

    /// Creates a property that can save and restore an optional integer, transforming it to
    /// an optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, read: { ($0 as? Int).flatMap { R(rawValue: $0) }.map { .some($0) } }, write: { $0?.rawValue })
    }
}

/// The headless scene's storage: values by key, observed (a body that read a key is read
/// again when it changes).
final class SceneValues: Observable, @unchecked Sendable {
    // Unchecked: `lock` guards `values`; the registrar is thread-safe.
    static let shared = SceneValues()
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    /// The value under `key`; setting `nil` removes it.
    subscript(key: String) -> (any Sendable)? {
        get {
            registrar.access(self, keyPath: \.[key])
            return lock.withLock { values[key] }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.[key]) {
                lock.withLock { values[key] = newValue }
            }
        }
    }
}
