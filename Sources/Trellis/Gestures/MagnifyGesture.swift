import Foundation

// Two-finger gestures. A host's touches are one finger's (tap, drag, long press), so these
// never happen headless: their recognizers fail at the first event (docs/differences.md).

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
/// Inert headless: no host call drives two fingers, and it never happens.
nonisolated public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func recognizer(in geometry: GestureGeometry) -> AnyObject { FailingRecognizer<Value>() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation. Inert
/// headless: no host call drives two fingers, and it never happens.
nonisolated public struct RotateGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The attributes of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func recognizer(in geometry: GestureGeometry) -> AnyObject { FailingRecognizer<Value>() }
}

/// A gesture that recognizes a magnification motion (deprecated: use ``MagnifyGesture``).
/// Inert headless: no host call drives two fingers, and it never happens.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
nonisolated public struct MagnificationGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// The relative amount of magnification.
    public typealias Value = CGFloat

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func recognizer(in geometry: GestureGeometry) -> AnyObject { FailingRecognizer<Value>() }
}

/// A gesture that recognizes a rotation motion (deprecated: use ``RotateGesture``). Inert
/// headless: no host call drives two fingers, and it never happens.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
nonisolated public struct RotationGesture: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// The angle of rotation.
    public typealias Value = Angle

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func recognizer(in geometry: GestureGeometry) -> AnyObject { FailingRecognizer<Value>() }
}
