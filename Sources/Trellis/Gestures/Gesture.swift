import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Declare a gesture by composing built-in ones in ``body``, as a view composes views:
///
/// ```swift
/// struct Swipe: Gesture {
///     var body: some Gesture { DragGesture(minimumDistance: 30) }
/// }
/// ```
///
/// Attach a gesture with ``View/gesture(_:including:)``; a ``LayoutHost`` runs it when its
/// ``LayoutHost/tap(at:count:)``, ``LayoutHost/drag(from:to:steps:duration:)`` or
/// ``LayoutHost/longPress(at:duration:)`` touches the view (docs/semantics.md, "Gestures").
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value: a gesture with a ``body`` has its body's
    /// (SwiftUI infers it so).
    associatedtype Value = Body.Value
    /// The type of gesture representing the body of this gesture.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// A gesture that never occurs has no value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body: reading it is a programming error.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    let make: (GestureGeometry) -> GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { GestureRecognizers.make(gesture, in: $0) }
    }

    func recognizer(in geometry: GestureGeometry) -> AnyObject { make(geometry) }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
@frozen
public struct GestureMask: OptionSet, Sendable, BitwiseCopyable {
    /// The raw value of the mask.
    public let rawValue: UInt32
    /// Creates a mask from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}

/// A built-in gesture: it makes its own recognizer (a ``GestureRecognizer`` of its value, as
/// `AnyObject` so that the protocol has no associated type to open).
protocol PrimitiveGesture {
    func recognizer(in geometry: GestureGeometry) -> AnyObject
}
