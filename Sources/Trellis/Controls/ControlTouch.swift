import Foundation

// A control's own response to a finger: a slider's thumb follows it, a stepper's buttons step
// when it goes down, and both report that editing began and ended (`onEditingChanged`). The
// control notes a `ControlTouch` on its chrome's node as a gesture, so a host's touch reaches
// it as it reaches the gestures of `gesture(_:)`, in the same order of precedence
// (`GestureSession.swift`); it claims the touch as it goes down, so a scroll view around the
// control does not pan.

/// What a control does with a touch on its chrome; points are in the chrome's own space.
nonisolated struct ControlTouch {
    /// Whether the control takes a touch that went down here, in a chrome of this size.
    var accepts: (CGPoint, CGSize) -> Bool = { _, _ in true }
    /// What the control does as it takes the touch, after it reports that editing began.
    var began: (CGPoint, CGSize) -> Void
    /// Where the touch moved to, while the control has it.
    var moved: (CGPoint, CGSize) -> Void = { _, _ in }
    /// The control's `onEditingChanged`: `true` as it takes the touch, `false` as it lets go.
    var onEditingChanged: (Bool) -> Void

    /// The chrome's gesture: attached with a normal priority, masking nothing.
    var attachment: GestureAttachment {
        GestureAttachment(priority: .normal, mask: .all) { geometry in ControlTouchRecognizer(self, frame: geometry.frame) }
    }
}

/// Runs a ``ControlTouch`` from a touch's events: it begins at the first event it may act on,
/// ends when the finger lifts, and on cancellation (a gesture of higher precedence took the
/// touch) still reports that editing ended.
final class ControlTouchRecognizer: GestureRecognizer<Void> {
    private let touch: ControlTouch
    private let frame: CGRect
    private var editing = false

    init(_ touch: ControlTouch, frame: CGRect) {
        self.touch = touch
        self.frame = frame
    }

    override func handle(_ event: TouchEvent, deliver: Bool) -> GestureUpdate<Void> {
        let point = CGPoint(x: event.location.x - frame.minX, y: event.location.y - frame.minY)
        if !editing {
            // Held back by a gesture before it: it waits, acting on nothing yet.
            guard deliver else { return event.phase == .ended ? finish(.failed) : .none }
            guard touch.accepts(point, frame.size) else { return finish(.failed) }
            editing = true
            hasClaimed = true
            touch.onEditingChanged(true)
            touch.began(point, frame.size)
        } else if deliver {
            touch.moved(point, frame.size)
        }
        guard event.phase == .ended else { return .changed(()) }
        editing = false
        touch.onEditingChanged(false)
        return finish(.ended(()))
    }

    override func cancel() {
        super.cancel()
        if editing {
            editing = false
            touch.onEditingChanged(false)
        }
    }
}
