import Foundation

// An optional gesture is a gesture (SwiftUICore: `extension Optional: Gesture where Wrapped:
// Gesture`), so that a view can attach one on a condition:
//
//     content.gesture(isDraggable ? drag : nil)
//
// `.some` recognizes as its gesture does; `.none` never recognizes, leaving the touch to the
// other gestures, as no gesture at all would.

extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// An optional gesture is built in: it has no body.
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func recognizer(in geometry: GestureGeometry) -> AnyObject {
        switch self {
        case .some(let gesture): GestureRecognizers.make(gesture, in: geometry)
        case .none: FailingRecognizer<Wrapped.Value>()
        }
    }
}
