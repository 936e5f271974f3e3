import Foundation

/// A protocol for identifier types used when publishing and observing focused values.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused scene and its focused view hierarchy: what
/// `View/focusedValue(_:_:)` publishes around the focused view, and
/// `View/focusedSceneValue(_:_:)` anywhere in the host's tree.
public struct FocusedValues: @unchecked Sendable, Equatable {
    // Unchecked: what is stored is the app's, main-actor data in practice, as in SwiftUI.
    var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// Reads and writes values associated with a given focused value key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether two sets of focused values are the same: the same keys, with values equal by
    /// `==` where they are `Equatable` and identical where they are objects.
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        return lhs.values.allSatisfy { key, value in
            guard let other = rhs.values[key] else { return false }
            if let value = value as? any Equatable { return value.isSame(as: other) }
            guard type(of: value) is AnyClass, type(of: other) is AnyClass else { return false }
            return (value as AnyObject) === (other as AnyObject)
        }
    }

    /// The value an object publishes for its own type (``View/focusedValue(_:)``).
    func object<T: AnyObject>(of type: T.Type) -> T? {
        values[ObjectIdentifier(T.self)] as? T
    }
}

/// A property wrapper for observing values from the focused view or one of its ancestors: in
/// a live ``LayoutHost``, the values the modifiers around the focused view publish
/// (`View/focusedValue(_:_:)`), and those published for the whole scene
/// (`View/focusedSceneValue(_:_:)`); `nil` when none is, or in a one-off layout. A body
/// that reads one is read again when focus moves.
///
/// ```swift
/// struct Inspector: View {
///     @FocusedValue(\.selectedNote) private var note
///     var body: some View { Text(note?.wrappedValue.title ?? "No selection") }
/// }
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let read: (FocusedValues) -> Value?
    private let box = EnvironmentBox()

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy.
    public var wrappedValue: Value? {
        guard let context = box.environment?.focusContext else { return nil }
        return read(context.values.current)
    }
}

extension FocusedValue where Value: AnyObject & Observable {
    /// A new property wrapper for the given object type: the object of that type published
    /// with ``View/focusedValue(_:)``.
    public init(_ objectType: Value.Type) {
        read = { $0.object(of: Value.self) }
    }
}

extension FocusedValue: EnvironmentReader {
    func install(_ environment: EnvironmentValues) { box.environment = environment }
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings
/// from the focused view or one of its ancestors.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let value: FocusedValue<Binding<Value>>

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        value = FocusedValue(keyPath)
    }

    /// The unwrapped value for the focus key given the current scope and state of the focused
    /// view hierarchy; setting it (to a value, not `nil`) writes through the binding.
    public var wrappedValue: Value? {
        get { value.wrappedValue?.wrappedValue }
        nonmutating set {
            if let newValue { value.wrappedValue?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value: `nil` while nothing is published.
    public var projectedValue: Binding<Value?> {
        let value = self.value
        return Binding(get: { value.wrappedValue?.wrappedValue },
                       set: { if let new = $0 { value.wrappedValue?.wrappedValue = new } })
    }
}

/// A property wrapper type for an observable object supplied by the focused view or one of
/// its ancestors (`View/focusedObject(_:)`), or by the scene (`View/focusedSceneObject(_:)`).
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper around the underlying focused object that can create bindings to its
    /// properties.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property of the focused object at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    private let box = EnvironmentBox()

    /// Creates a focused object.
    public init() {}

    /// The underlying value referenced by the focused object: `nil` when no view around the
    /// focused view (or in the scene) supplies one.
    public var wrappedValue: ObjectType? {
        box.environment?.focusContext?.values.current.object(of: ObjectType.self)
    }

    /// A projection of the focused object that creates bindings to its properties.
    public var projectedValue: Wrapper? {
        wrappedValue.map { Wrapper(root: $0) }
    }
}

extension FocusedObject: EnvironmentReader {
    nonisolated func install(_ environment: EnvironmentValues) { MainActor.assumeIsolated { box.environment = environment } }
}

nonisolated extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy: published while focus is in this view.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        focusedValue(keyPath, Optional(value))
    }

    /// Modifies this view by injecting an optional value for the focused view hierarchy
    /// (`nil` publishes nothing).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(InputEnvironmentWriter { $0.focusedValues.insert({ $0[keyPath: keyPath] = value }, at: 0) })
    }

    /// Modifies this view by injecting a value for the whole scene: published wherever focus
    /// is in the host (and while nothing has focus).
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        focusedSceneValue(keyPath, Optional(value))
    }

    /// Modifies this view by injecting an optional value for the whole scene.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(FocusedSceneValueModifier { $0[keyPath: keyPath] = value })
    }

    /// Publishes an observable object for the focused view hierarchy, read with
    /// `FocusedValue/init(_:)` by its type.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(InputEnvironmentWriter { $0.focusedValues.insert({ $0.values[ObjectIdentifier(T.self)] = object }, at: 0) })
    }

    /// Publishes an observable object for the whole scene, read with `FocusedValue/init(_:)`.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(FocusedSceneValueModifier { $0.values[ObjectIdentifier(T.self)] = object })
    }

    /// Publishes an observable object for the focused view hierarchy, read with ``FocusedObject``.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        focusedObject(Optional(object))
    }

    /// Publishes an optional observable object for the focused view hierarchy.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(InputEnvironmentWriter { $0.focusedValues.insert({ $0.values[ObjectIdentifier(T.self)] = object }, at: 0) })
    }

    /// Publishes an observable object for the whole scene, read with ``FocusedObject``.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        focusedSceneObject(Optional(object))
    }

    /// Publishes an optional observable object for the whole scene.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(FocusedSceneValueModifier { $0.values[ObjectIdentifier(T.self)] = object })
    }
}

/// The layout value carrying the scene values a view publishes, innermost first.
enum FocusedSceneValuesKey {}

/// Adds a scene value to those its content's nodes publish.
nonisolated struct FocusedSceneValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let write: (inout FocusedValues) -> Void

    init(_ write: @escaping (inout FocusedValues) -> Void) {
        self.write = write
    }

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        resolver.resolve(content, into: &elements)
        let key = ObjectIdentifier(FocusedSceneValuesKey.self)
        resolver.update(elements[start...]) {
            let earlier = $0.layoutValues[key] as? [(inout FocusedValues) -> Void] ?? []
            $0.layoutValues[key] = earlier + [write]
        }
    }
}

extension LayoutHost {
    /// The focused values with `target` focused: the scene's (outermost first, so that inner
    /// ones win), then those around the focused view.
    @MainActor
    func focusedValues(for target: FocusCandidate?) -> FocusedValues {
        var values = FocusedValues()
        let writes: [(inout FocusedValues) -> Void] = withLock {
            let key = ObjectIdentifier(FocusedSceneValuesKey.self)
            var found: [(inout FocusedValues) -> Void] = []
            var stack = [engine.root]
            while let node = stack.popLast() {
                if node == .none { continue }
                if let writes = engine.store.rare(of: node)?.layoutValues[key] as? [(inout FocusedValues) -> Void] {
                    found += writes.reversed()
                }
                stack.append(contentsOf: engine.store.children(of: node).reversed())
            }
            return found
        }
        for write in writes { write(&values) }
        for write in (target?.target.input.focusedValues ?? []).reversed() { write(&values) }
        return values
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
