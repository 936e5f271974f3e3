import Foundation

/// How far a touch may move from where it began and still be a tap: a touch that moves 10
/// points is a drag by ``DragGesture``'s default minimum distance (derived; UIKit's tap
/// allows about as much).
let tapMovementAllowance: CGFloat = 10

/// A gesture that recognizes one or more taps.
///
/// A tap ends when the touch lifts within 10 points of where it began, and it is the
/// `count`-th touch in quick succession (``LayoutHost/tap(at:count:)`` says how many).
nonisolated public struct TapGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A tap has no value.
    public typealias Value = Void

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps (fewer than 1 is 1).
    public init(count: Int = 1) { self.count = count }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        TapRecognizer(count: count) { _ in () }
    }
}

/// A gesture that recognizes one or more taps and reports their location.
nonisolated public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        let space = coordinateSpace
        return TapRecognizer(count: count) { Value(location: geometry.point($0, in: space)) }
    }
}

/// Recognizes a tap: ends at the lift of the `count`-th touch, within the allowance.
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    let count: Int
    let value: (CGPoint) -> Value
    private var start: CGPoint?

    init(count: Int, value: @escaping (CGPoint) -> Value) {
        self.count = max(count, 1)
        self.value = value
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Value> {
        switch event.phase {
        case .began:
            start = event.location
            return .none
        case .moved:
            return touchDistance(start ?? event.location, event.location) > tapMovementAllowance ? finish(.failed) : .none
        case .ended:
            guard event.tapCount == count, touchDistance(start ?? event.location, event.location) <= tapMovementAllowance else {
                return finish(.failed)
            }
            hasClaimed = true
            return finish(.ended(value(event.location)))
        }
    }
}

/// The distance between two points.
func touchDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}
