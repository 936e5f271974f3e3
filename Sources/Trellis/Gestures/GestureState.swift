import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// ```swift
/// struct Draggable: View {
///     @GestureState private var drag = CGSize.zero
///     var body: some View {
///         Color.blue.frame(width: 40, height: 40).id("box")
///             .offset(drag)
///             .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
///     }
/// }
/// ```
///
/// Only ``Gesture/updating(_:body:)`` changes it, while its gesture runs; when the gesture
/// ends, fails or is cancelled, it goes back to its initial value (with the reset transaction,
/// or what the `reset` closure makes of it). In a ``LayoutHost``, the views that read it are
/// read again at the next update, as for ``State``.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let reset: (Binding<Value>) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        state = State(wrappedValue: wrappedValue)
        reset = { binding in withTransaction(resetTransaction) { binding.wrappedValue = wrappedValue } }
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it (called with the value before the
    /// reset).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        self.reset = { binding in
            var transaction = Transaction()
            reset(binding.wrappedValue, &transaction)
            withTransaction(transaction) { binding.wrappedValue = wrappedValue }
        }
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { state.wrappedValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value, as a gesture's update does.
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { state.wrappedValue = value }
    }

    /// Puts the initial value back.
    func resetValue() { reset(state.projectedValue) }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with the initial value `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with the initial value `nil` and a
    /// closure that provides a transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes: `body`
    /// gets the new value, the state (to change) and a transaction for the change. The state
    /// goes back to its initial value when the gesture ends.
    @inlinable
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        .init(base: self, state: state, body: body)
    }
}

/// A gesture that updates the state provided by a gesture's updating callback.
@frozen
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// The base gesture's value.
    public typealias Value = Base.Value

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    @inlinable
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        StateRecognizer(GestureRecognizers.make(base, in: geometry), state: state, update: body)
    }
}

/// Updates a gesture state with each delivered change, and resets it when the gesture is
/// done (ended, failed or cancelled) after having changed it.
final class StateRecognizer<Value, State>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Value>
    let state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void
    private var changedState = false

    init(_ base: GestureRecognizer<Value>, state: GestureState<State>, update: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.update = update
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        let result = base.handle(event, deliver: deliver)
        hasClaimed = base.hasClaimed
        if deliver, case let .changed(value) = result {
            var current = state.wrappedValue
            var transaction = Transaction()
            update(value, &current, &transaction)
            state.set(current, transaction: transaction)
            changedState = true
        }
        let finished = finish(result)
        if isDone { resetIfChanged() }
        return finished
    }

    override func cancel() {
        super.cancel()
        base.cancel()
        resetIfChanged()
    }

    private func resetIfChanged() {
        guard changedState else { return }
        changedState = false
        state.resetValue()
    }
}
