import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The keyframes of a track follow one another: each starts where the one before ended
/// (the first at the track's start value) and moves to its own value over its duration.
/// ``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe`` and ``MoveKeyframe`` are the
/// built-in keyframes; a type of your own composes them in ``body``.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes interpolate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of the content's body.
    associatedtype Body: KeyframeTrackContent
    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
    /// Appends the content's keyframes, in order, to `resolved`. An implementation detail.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>)
}

extension KeyframeTrackContent where Self.Value == Self.Body.Value {
    /// Appends the keyframes of ``body``.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>) {
        body._resolve(into: &resolved)
    }
}

extension KeyframeTrackContent where Body == Self {
    /// A built-in keyframe is its own body.
    public var body: Self { self }
}

/// The keyframes of a track, in order. An implementation detail of ``KeyframeTrackContent``.
public struct _ResolvedKeyframeTrackContent<Value> where Value: Animatable {
    var keyframes: [KeyframeSegment<Value>] = []
}

/// One keyframe: the value it moves to, and how.
enum KeyframeSegment<Value: Animatable> {
    case linear(Value, duration: Double, curve: UnitCurve)
    case spring(Value, duration: Double?, spring: Spring, startVelocity: Value?)
    case cubic(Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
    case move(Value)
}

/// A keyframe that uses simple linear interpolation, shaped by a timing curve.
///
/// The value moves from where the keyframe before ended to `to` over `duration`, along
/// `timingCurve` (``UnitCurve/linear`` by default).
public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The keyframe is its own body.
    public typealias Body = LinearKeyframe<Value>
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe (a negative or
    ///     non-finite duration counts as 0: the value jumps).
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.keyframes.append(.linear(to, duration: duration, curve: timingCurve))
    }
}

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// The spring starts where the keyframe before ended, with that keyframe's end velocity
/// (or `startVelocity`), and moves towards `to`. When `duration` is shorter than the time
/// the spring takes to settle, the next keyframe starts from where the spring is then, with
/// its velocity.
public struct SpringKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The keyframe is its own body.
    public typealias Body = SpringKeyframe<Value>
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or `nil` to use
    ///     the settling duration of the spring (60 seconds for a spring that never settles).
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.keyframes.append(.spring(to, duration: duration, spring: spring, startVelocity: startVelocity))
    }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Without a start or end velocity, the velocities keep the motion smooth: between two
/// cubic keyframes the curve is a Catmull-Rom spline (the velocity at a keyframe is the
/// change from the value before it to the value after it over the time between them); a
/// cubic keyframe after another kind starts with that keyframe's end velocity, and one
/// before another kind ends with that keyframe's start velocity (0 before a move keyframe
/// and at the end of the track).
public struct CubicKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The keyframe is its own body.
    public typealias Body = CubicKeyframe<Value>
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe (a negative or
    ///     non-finite duration counts as 0).
    ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil`
    ///     to automatically compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.keyframes.append(.cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity))
    }
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// The keyframe is its own body.
    public typealias Body = MoveKeyframe<Value>
    let to: Value

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) { self.to = to }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.keyframes.append(.move(to))
    }
}

/// Keyframes already listed: what the builders make of several pieces of content.
struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
    typealias Body = KeyframeList<Value>
    var keyframes: [KeyframeSegment<Value>]

    init(_ keyframes: [KeyframeSegment<Value>] = []) { self.keyframes = keyframes }

    init(_ contents: [any KeyframeTrackContent<Value>]) {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        for content in contents { content._resolve(into: &resolved) }
        keyframes = resolved.keyframes
    }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.keyframes.append(contentsOf: keyframes)
    }
}

/// The builder that creates keyframe track content from the keyframes that you define
/// within a closure.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    /// Passes a keyframe through unchanged.
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    /// The keyframes of a loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeList<Value>(components.map { $0 as any KeyframeTrackContent<Value> })
    }

    /// The keyframes of an `if`'s first branch.
    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    /// The keyframes of an `if`'s second branch.
    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }

    /// The keyframes so far, followed by `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeList<Value>([accumulated, next])
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeList<Value>() }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of one of an `if`'s branches.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        /// The conditional is its own body.
        public typealias Body = Conditional<ConditionalValue, First, Second>
        /// The type of value the keyframes interpolate.
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// Appends the keyframes of the branch taken.
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let first): first._resolve(into: &resolved)
            case .second(let second): second._resolve(into: &resolved)
            }
        }
    }
}
