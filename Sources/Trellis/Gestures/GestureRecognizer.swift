import Foundation

// How a host runs gestures: each gesture a touch reaches makes a recognizer, which the touch's
// events drive one by one (`GestureSession.swift` decides which recognizers may act). The
// recognizers run on the main actor, in the host's touch calls.

/// One event of a touch, in root coordinates.
struct TouchEvent {
    enum Phase { case began, moved, ended }
    var phase: Phase
    var location: CGPoint
    var time: Date
    /// How many taps in quick succession this touch is (UIKit's `tapCount`): 2 for the second
    /// touch of a double tap.
    var tapCount: Int
}

/// What a recognizer made of an event.
enum GestureUpdate<Value> {
    /// Nothing to report yet (still possible, or waiting).
    case none
    /// The gesture's value changed.
    case changed(Value)
    /// The gesture ended, with its last value.
    case ended(Value)
    /// The gesture did not happen, or stopped without ending.
    case failed

    func map<T>(_ transform: (Value) -> T?) -> GestureUpdate<T> {
        switch self {
        case .none: return .none
        case .failed: return .failed
        case let .changed(value): return transform(value).map { .changed($0) } ?? .failed
        case let .ended(value): return transform(value).map { .ended($0) } ?? .failed
        }
    }
}

/// Where the view a gesture is attached to is: to give values in its coordinate spaces.
struct GestureGeometry {
    /// The view's frame in root coordinates (its local space's origin is the frame's).
    var frame: CGRect
    /// The origins, in root coordinates, of the named coordinate spaces around the view.
    var namedOrigins: [AnyHashable: CGPoint] = [:]

    /// `point` (root coordinates) in `space`. A name no view around declares is the global
    /// space, as SwiftUI's `GeometryProxy.frame(in:)` treats one.
    func point(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: origin = .zero
        case .local: origin = frame.origin
        case let .named(name): origin = namedOrigins[name] ?? .zero
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// Recognizes one gesture from a touch's events. Subclasses override ``handle(_:deliver:)``;
/// when `deliver` is `false` (a gesture of higher precedence may still take the touch) they
/// keep track but run no action of the app's.
class GestureRecognizer<Value> {
    /// Whether the gesture has claimed the touch: it recognized itself (a drag that moved its
    /// minimum distance, a long press held its duration, a tap that ended). A claim cancels the
    /// exclusive gestures of lower precedence.
    var hasClaimed = false
    /// Whether the recognizer is done (ended or failed).
    var isDone = false

    /// Reads `event`.
    func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> { .failed }

    /// Stops: a gesture of higher precedence took the touch. Resets what it set (a
    /// ``GestureState``).
    func cancel() { isDone = true }

    /// Marks the recognizer done after `update` when it ended or failed, and returns it.
    func finish(_ update: GestureUpdate<Value>) -> GestureUpdate<Value> {
        switch update {
        case .ended, .failed: isDone = true
        case .none, .changed: break
        }
        return update
    }
}

/// A recognizer of a gesture that never happens (``Never``, an unknown gesture, one that needs
/// two fingers): it fails at the first event.
final class FailingRecognizer<Value>: GestureRecognizer<Value> {
    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> { finish(.failed) }
}

/// A recognizer of a gesture with a ``Gesture/body``: its body's, with the value given the
/// gesture's type (the same type: SwiftUI requires `Value == Body.Value`).
final class BodyRecognizer<BodyValue, Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<BodyValue>
    init(_ base: GestureRecognizer<BodyValue>) { self.base = base }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        let update = base.handle(event, deliver: deliver).map { $0 as? Value }
        hasClaimed = base.hasClaimed
        return finish(update)
    }

    override func cancel() {
        super.cancel()
        base.cancel()
    }
}

enum GestureRecognizers {
    /// A recognizer for `gesture` attached to a view placed as `geometry` says.
    static func make<G: Gesture>(_ gesture: G, in geometry: GestureGeometry) -> GestureRecognizer<G.Value> {
        if let primitive = gesture as? any PrimitiveGesture {
            return primitive.recognizer(in: geometry) as? GestureRecognizer<G.Value> ?? FailingRecognizer()
        }
        if G.Body.self == Never.self { return FailingRecognizer() }
        // The body read on the main actor's behalf: a host's touch calls, which make
        // recognizers, run on the main actor.
        return BodyRecognizer(make(MainActorBody.call({ $0.body }, gesture), in: geometry))
    }
}

