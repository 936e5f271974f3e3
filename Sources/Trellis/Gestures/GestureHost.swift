import Foundation

// A live host's touches: one finger put down where a person would, moved and lifted, running
// the gestures of the views it lands on as SwiftUI would (docs/semantics.md, "Gestures").
// Time is the touch's own: each event is stamped with the time the call says, so a long press
// or a velocity does not depend on how fast the test runs.

extension LayoutHost {
    /// One finger on the host's views: made by ``LayoutHost/beginTouch(at:tapCount:)``, moved
    /// and lifted by its methods. The gestures it reached run on the main actor; the state
    /// they change shows at the next ``LayoutHost/update()`` or layout.
    ///
    /// ```swift
    /// let touch = host.beginTouch(at: CGPoint(x: 20, y: 20))
    /// touch?.move(to: CGPoint(x: 80, y: 20))
    /// host.layout(in: proposal)     // what the drag's state shows mid-drag
    /// touch?.end()
    /// ```
    @MainActor
    public final class Touch {
        private let session: GestureSession
        private let tapCount: Int
        private var location: CGPoint
        private var time: Date
        private var ended = false

        init(session: GestureSession, location: CGPoint, tapCount: Int) {
            self.session = session
            self.location = location
            self.tapCount = tapCount
            time = Date()
            session.send(TouchEvent(phase: .began, location: location, time: time, tapCount: tapCount))
        }

        /// Moves the finger to `point`, `seconds` after the last event (a 60 Hz frame by
        /// default). Ignored after ``end(after:)``, or for a NaN or infinite point; a NaN or
        /// negative time is 0.
        public func move(to point: CGPoint, after seconds: TimeInterval = 1.0 / 60) {
            guard !ended, point.x.isFinite, point.y.isFinite else { return }
            advance(seconds)
            location = point
            session.send(TouchEvent(phase: .moved, location: point, time: time, tapCount: tapCount))
        }

        /// Keeps the finger still for `seconds` (a long press's wait).
        public func hold(for seconds: TimeInterval) {
            guard !ended else { return }
            advance(seconds)
            session.send(TouchEvent(phase: .moved, location: location, time: time, tapCount: tapCount))
        }

        /// Lifts the finger, `seconds` after the last event; gestures still in play end or
        /// fail, and every ``GestureState`` they changed goes back to its initial value.
        ///
        /// - Returns: Whether a gesture ended and acted (a tap, a drag, a long press).
        @discardableResult
        public func end(after seconds: TimeInterval = 0) -> Bool {
            guard !ended else { return session.recognized }
            ended = true
            advance(seconds)
            session.send(TouchEvent(phase: .ended, location: location, time: time, tapCount: tapCount))
            return session.recognized
        }

        private func advance(_ seconds: TimeInterval) {
            if seconds.isFinite, seconds > 0 { time = time.addingTimeInterval(seconds) }
        }
    }

    /// Puts a finger down at `point` (root coordinates) on the views as last laid out: the
    /// touch lands on the topmost view there that takes touches (``LayoutResult/hitTest(_:)``)
    /// and reaches the gestures of that view and the views around it.
    ///
    /// - Parameters:
    ///   - point: Where the finger goes down.
    ///   - tapCount: Which touch of quick succession this is (2 for a double tap's).
    /// - Returns: `nil` when the host has not been laid out, the point is not finite, or the
    ///   touch lands on no view.
    @MainActor
    public func beginTouch(at point: CGPoint, tapCount: Int = 1) -> Touch? {
        guard let proposal = lastProposal else { return nil }
        let result = layout(in: proposal)
        let session = GestureSession(result: result, at: point) { [unowned self] index in
            guard let target = scrollPanTarget(at: index, in: result) else { return nil }
            return ScrollPanRecognizer(target) { [weak self] offset in
                self?.pan(target.node, to: offset)
            } phase: { [weak self] phase, velocity in
                self?.notePhase(target.node, phase, velocity: velocity)
            }
        }
        guard let session else { return nil }
        return Touch(session: session, location: point, tapCount: max(tapCount, 1))
    }

    /// Taps at `point`: a finger down and up, `count` touches in quick succession (a
    /// ``TapGesture`` of that count recognizes it). A ``Button`` there runs its action.
    ///
    /// ```swift
    /// var taps = 0
    /// let host = LayoutHost(Color.red.frame(width: 40, height: 40).onTapGesture { taps += 1 })
    /// _ = host.layout(in: ProposedViewSize(width: 40, height: 40))
    /// host.tap(at: CGPoint(x: 20, y: 20))   // taps == 1
    /// ```
    ///
    /// - Returns: Whether a gesture recognized the tap; `false` also when nothing is there or
    ///   the host was not laid out.
    @MainActor @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) -> Bool {
        beginTouch(at: point, tapCount: count)?.end(after: 0.05) ?? false
    }

    /// Taps the middle of the view marked with `id` (of its visible part), as ``tap(at:count:)``
    /// does: what takes the touch there is what a person's finger would reach.
    @MainActor @discardableResult
    public func tap<ID: Hashable>(id: ID, count: Int = 1) -> Bool {
        guard let point = middle(of: id) else { return false }
        return tap(at: point, count: count)
    }

    /// Drags a finger from `start` to `end` in `steps` equal moves over `duration` seconds,
    /// then lifts it: a ``DragGesture`` there changes once per move past its minimum distance
    /// and ends at the lift. Steps are 1...10,000.
    ///
    /// - Returns: Whether a gesture ended and acted; `false` for a non-finite point.
    @MainActor @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.25) -> Bool {
        guard end.x.isFinite, end.y.isFinite else { return false }
        let count = min(max(steps, 1), 10_000)
        let points = (1...count).map { step in
            let t = CGFloat(step) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        return drag(along: [start] + points, duration: duration)
    }

    /// Drags a finger through `points` (the first where it goes down, the last where it
    /// lifts), the moves evenly spread over `duration` seconds.
    ///
    /// - Returns: Whether a gesture ended and acted; `false` for no points or a non-finite one.
    @MainActor @discardableResult
    public func drag(along points: [CGPoint], duration: TimeInterval = 0.25) -> Bool {
        guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              let touch = beginTouch(at: first) else { return false }
        let interval = points.count > 1 && duration.isFinite && duration > 0 ? duration / Double(points.count - 1) : 0
        for point in points.dropFirst() { touch.move(to: point, after: interval) }
        return touch.end()
    }

    /// Presses at `point` and holds for `duration` seconds before lifting: a
    /// ``LongPressGesture`` (``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``)
    /// with a shorter minimum duration ends; a context menu there opens.
    ///
    /// - Returns: Whether a gesture ended and acted.
    @MainActor @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) -> Bool {
        guard let touch = beginTouch(at: point) else { return false }
        touch.hold(for: duration)
        return touch.end()
    }

    /// The middle of the visible part of the view marked with `id`, as last laid out.
    @MainActor
    func middle<ID: Hashable>(of id: ID) -> CGPoint? {
        guard let proposal = lastProposal, let element = layout(in: proposal).element(id: id) else { return nil }
        let frame = element.visibleFrame ?? element.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
