import Foundation

/// A property wrapper type that can read and write a value managed by the view.
///
/// ```swift
/// struct Counter: View {
///     @State private var width: CGFloat = 40
///     var body: some View {
///         Slot(width: $width)    // a child that takes a Binding<CGFloat>
///     }
/// }
/// ```
///
/// A view's state lives as long as the view keeps its place in the tree. In a ``LayoutHost``,
/// a write (through the wrapper or a ``Binding``) makes the bodies that read the value be read
/// again, and the next layout re-measures only what they changed (see
/// ``LayoutHost/update()``). A one-off layout (`view.layout(in:)`) is a snapshot of the state
/// as initialised.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let storage: StateStorage<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        storage = StateStorage(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.location.value }
        nonmutating set { storage.location.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.location.value }, set: { storage.location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value: `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a ``State`` finds its value: a location that the first copy of the view in a tree
/// made, and that a later copy of the same view (its parent's body read again) adopts.
final class StateStorage<Value>: ViewStateStorage {
    var location: StateLocation<Value>
    init(_ value: Value) { location = StateLocation(value) }

    func adopt(_ other: any ViewStateStorage) {
        if let other = other as? StateStorage<Value> { location = other.location }
    }
}

/// A state value, observable: a body that reads it is read again when it changes (the
/// tracking is Observation's, as for `@Observable` models).
final class StateLocation<Value>: Observable, @unchecked Sendable {
    // Unchecked: state is main-actor data in practice (views and their actions), as SwiftUI's.
    private var stored: Value
    private let registrar = ObservationRegistrar()
    init(_ value: Value) { stored = value }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// What a view keeps for itself across reads of its parent's body (``State``'s location,
/// ``StateObject``'s object): a later copy of the view adopts the earlier copy's.
protocol ViewStateStorage: AnyObject {
    /// Takes `other`'s kept value (of the same type; another is ignored).
    func adopt(_ other: any ViewStateStorage)
}
