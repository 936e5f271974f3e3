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
/// In a layout, a view's state is its initial value: Trellis lays out a snapshot, in which
/// nothing has happened yet. A write (through the wrapper or a ``Binding``) changes the
/// stored value, and every copy of the view and every binding to it sees the change, but a
/// tree already laid out is not laid out again by it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

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
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value: `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a ``State`` keeps its value, shared by the copies of its view.
final class StateStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
