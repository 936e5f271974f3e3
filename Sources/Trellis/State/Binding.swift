import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct Slot: View {
///     @Binding var width: CGFloat
///     var body: some View { Color.blue.frame(width: width, height: 10) }
/// }
///
/// Slot(width: .constant(24))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value: writes to it are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let (read, write) = (self.read, self.write)
        return Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            })
    }

    /// Specifies an animation to perform when the binding value changes: a binding whose
    /// writes are made inside ``withAnimation(_:_:)`` with `animation`.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showsDetails.animation(.snappy))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let (read, write) = (self.read, self.write)
        return Binding(get: read, set: { newValue in withAnimation(animation) { write(newValue) } })
    }

    /// Specifies a transaction for the binding: a binding whose writes are made inside
    /// ``withTransaction(_:_:)`` with `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let (read, write) = (self.read, self.write)
        return Binding(get: read, set: { newValue in withTransaction(transaction) { write(newValue) } })
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// Creates a binding by projecting the base optional value to its unwrapped value, or
    /// returns `nil` when the base value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: DynamicProperty {}
