import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// Its value is `true` from the moment the touch begins (an ``Gesture/updating(_:body:)``
/// sees the press start); it ends, with `true`, once the touch has been held
/// `minimumDuration` seconds without moving more than `maximumDistance` points. A touch
/// that lifts sooner, or moves farther, fails it.
nonisolated public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// Whether the press is down.
    public typealias Value = Bool

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Recognizes a long press. A NaN duration or distance is 0 (the press ends at once, or
/// fails at the first movement); an infinite duration never ends.
final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: Date)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isNaN ? 0 : minimumDuration
        self.maximumDistance = maximumDistance.isNaN ? 0 : maximumDistance
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Bool> {
        guard let start else {
            start = (event.location, event.time)
            return event.phase == .ended ? finish(.failed) : .changed(true)
        }
        if touchDistance(start.location, event.location) > maximumDistance { return finish(.failed) }
        guard event.time.timeIntervalSince(start.time) >= minimumDuration else {
            return event.phase == .ended ? finish(.failed) : .none
        }
        hasClaimed = true
        return finish(.ended(true))
    }
}
