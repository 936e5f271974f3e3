import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The drag starts once the touch has moved `minimumDistance` points from where it began
/// (at once for 0); from then each movement changes its value, and lifting the touch ends it.
/// A touch that lifts before moving that far fails it (a tap, perhaps).
nonisolated public struct DragGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The speed of the touch at the current event, in points per second (from the
        /// event before it).
        var pointsPerSecond: CGSize

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The current drag velocity, in points per second.
        public var velocity: CGSize {
            let predicted = predictedEndLocation
            return CGSize(width: 4.0 * (predicted.x - location.x), height: 4.0 * (predicted.y - location.y))
        }

        /// A prediction of where the final location would be if dragging stopped now, based
        /// on the current drag velocity: a quarter of a second's travel at it (SwiftUI's
        /// ``velocity`` is four times the distance to this point).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + pointsPerSecond.width / 4, y: location.y + pointsPerSecond.height / 4)
        }

        /// A prediction of what the final translation would be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// Whether two values have the same time, locations and velocity.
        public static func == (a: Value, b: Value) -> Bool {
            a.time == b.time && a.location == b.location && a.startLocation == b.startLocation
                && a.pointsPerSecond == b.pointsPerSecond
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, geometry: geometry)
    }
}

/// Recognizes a drag. A NaN minimum distance is 0; an infinite one never starts.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    let geometry: GestureGeometry
    private var start: CGPoint?
    private var last: (location: CGPoint, time: Date)?
    private var speed = CGSize.zero

    init(minimumDistance: CGFloat, space: CoordinateSpace, geometry: GestureGeometry) {
        self.minimumDistance = minimumDistance.isNaN ? 0 : minimumDistance
        self.space = space
        self.geometry = geometry
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<DragGesture.Value> {
        let begun = start ?? event.location
        start = begun
        if let last, event.time > last.time {
            let seconds = CGFloat(event.time.timeIntervalSince(last.time))
            speed = CGSize(width: (event.location.x - last.location.x) / seconds, height: (event.location.y - last.location.y) / seconds)
        }
        last = (event.location, event.time)
        if !hasClaimed, touchDistance(begun, event.location) >= minimumDistance {
            hasClaimed = true
        }
        guard hasClaimed else { return event.phase == .ended ? finish(.failed) : .none }
        let value = DragGesture.Value(
            time: event.time, location: geometry.point(event.location, in: space),
            startLocation: geometry.point(begun, in: space), pointsPerSecond: speed)
        return event.phase == .ended ? finish(.ended(value)) : .changed(value)
    }
}
