import Foundation

// Gestures made of gestures: run together, one after the other, one or the other; and the
// gestures that add an action or change the value of another.

nonisolated extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    @inlinable
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    @inlinable
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    @inlinable
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes (not for a value equal to
    /// the last one).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other. It ends when both are done and one of them ended; it fails when both
/// fail.
@frozen
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    @frozen
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently
    /// of each other.
    @inlinable
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        PairRecognizer<First.Value, Second.Value, Value>(
            GestureRecognizers.make(first, in: geometry), GestureRecognizers.make(second, in: geometry), mode: .simultaneous
        ) { first, second, _ in Value(first: first, second: second) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that's a sequence of two gestures: the second receives events only after the
/// first ends (from the event it ends at), and the sequence ends when the second does.
@frozen
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    @frozen
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    @inlinable
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        PairRecognizer<First.Value, Second.Value, Value>(
            GestureRecognizers.make(first, in: geometry), GestureRecognizers.make(second, in: geometry), mode: .sequence
        ) { first, second, firstEnded in
            guard let first else { return nil }
            return firstEnded ? .second(first, second) : .first(first)
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that consists of two gestures where only one of them can succeed: the first has
/// precedence, and the second acts only once the first has failed.
@frozen
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    @inlinable
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        PairRecognizer<First.Value, Second.Value, Value>(
            GestureRecognizers.make(first, in: geometry), GestureRecognizers.make(second, in: geometry), mode: .exclusive
        ) { first, second, _ in first.map { .first($0) } ?? second.map { .second($0) } }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that runs an action when its content gesture ends.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// The content gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        ActionRecognizer(GestureRecognizers.make(content, in: geometry)) { update in
            if case let .ended(value) = update { action(value) }
        }
    }
}

/// A gesture that runs an action when its content gesture's value changes.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// The content gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        var last: Content.Value?
        return ActionRecognizer(GestureRecognizers.make(content, in: geometry)) { update in
            if case let .changed(value) = update, value != last {
                last = value
                action(value)
            }
        }
    }
}

/// A gesture whose values are its content gesture's, transformed.
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        MapRecognizer(GestureRecognizers.make(content, in: geometry), transform: transform)
    }
}

/// A recognizer that runs an action with its base's updates when they are delivered.
final class ActionRecognizer<Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Value>
    let action: (GestureUpdate<Value>) -> Void
    init(_ base: GestureRecognizer<Value>, action: @escaping (GestureUpdate<Value>) -> Void) {
        self.base = base
        self.action = action
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        let update = base.handle(event, deliver: deliver)
        hasClaimed = base.hasClaimed
        if deliver { action(update) }
        return finish(update)
    }

    override func cancel() {
        super.cancel()
        base.cancel()
    }
}

/// A recognizer whose values are its base's, transformed.
final class MapRecognizer<BaseValue, Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<BaseValue>
    let transform: (BaseValue) -> Value
    init(_ base: GestureRecognizer<BaseValue>, transform: @escaping (BaseValue) -> Value) {
        self.base = base
        self.transform = transform
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        let update = base.handle(event, deliver: deliver).map(transform)
        hasClaimed = base.hasClaimed
        return finish(update)
    }

    override func cancel() {
        super.cancel()
        base.cancel()
    }
}

/// A recognizer of two gestures: together, in sequence, or exclusively.
final class PairRecognizer<A, B, Value>: GestureRecognizer<Value> {
    enum Mode { case simultaneous, sequence, exclusive }
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let mode: Mode
    /// The value from the two latest values, and whether the first ended; `nil` for none yet.
    let combine: (A?, B?, Bool) -> Value?
    private var firstValue: A?
    private var secondValue: B?
    private var firstEnded = false
    private var firstFailed = false
    private var secondEnded = false
    private var secondFailed = false

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, mode: Mode, combine: @escaping (A?, B?, Bool) -> Value?) {
        self.first = first
        self.second = second
        self.mode = mode
        self.combine = combine
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        let firstWasDone = first.isDone
        var firstChanged = false, secondChanged = false
        if !first.isDone {
            firstChanged = take(first.handle(event, deliver: deliver), first: true)
        }
        switch mode {
        case .simultaneous:
            if !second.isDone { secondChanged = take(second.handle(event, deliver: deliver), first: false) }
        case .exclusive:
            // The second acts once the first failed; it is cancelled when the first claims.
            if first.hasClaimed, !second.isDone { second.cancel() }
            if !second.isDone { secondChanged = take(second.handle(event, deliver: deliver && firstFailed), first: false) }
            if !firstFailed { secondValue = nil; secondChanged = false }
        case .sequence:
            // The second sees events from the one the first ended at, which begins its touch.
            if firstEnded, !second.isDone {
                var begun = event
                if !firstWasDone { begun.phase = .began }
                secondChanged = take(second.handle(begun, deliver: deliver), first: false)
                if !firstWasDone, event.phase == .ended, !second.isDone {
                    secondChanged = take(second.handle(event, deliver: deliver), first: false) || secondChanged
                }
            }
        }
        hasClaimed = first.hasClaimed || (mode != .sequence && second.hasClaimed)
        return finish(outcome(changed: firstChanged || secondChanged))
    }

    /// Notes an update of one side; whether it brought a value.
    private func take<T>(_ update: GestureUpdate<T>, first isFirst: Bool) -> Bool {
        switch update {
        case .none: return false
        case let .changed(value), let .ended(value):
            if case .ended = update { isFirst ? (firstEnded = true) : (secondEnded = true) }
            if isFirst { firstValue = value as? A } else { secondValue = value as? B }
            return true
        case .failed:
            isFirst ? (firstFailed = true) : (secondFailed = true)
            return false
        }
    }

    private func outcome(changed: Bool) -> GestureUpdate<Value> {
        let value = combine(firstValue, secondValue, firstEnded)
        switch mode {
        case .simultaneous:
            if firstFailed && secondFailed { return .failed }
            if first.isDone && second.isDone { return value.map { .ended($0) } ?? .failed }
        case .exclusive:
            if firstFailed && secondFailed { return .failed }
            if firstEnded || secondEnded { return value.map { .ended($0) } ?? .failed }
            if firstFailed && secondValue == nil && second.isDone { return .failed }
        case .sequence:
            if firstFailed || secondFailed { return .failed }
            if secondEnded { return value.map { .ended($0) } ?? .failed }
        }
        return changed ? value.map { .changed($0) } ?? .none : .none
    }

    override func cancel() {
        super.cancel()
        first.cancel()
        second.cancel()
    }
}
