import Foundation

/// A type that defines changes to a value over time.
///
/// Keyframes are one or more tracks (``KeyframeTrack``), each moving one property of the
/// value through its keyframes; the tracks play at the same time, from the start.
public protocol Keyframes<Value> {
    /// The type of value animated by the keyframes.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
    /// Appends the keyframes' tracks to `resolved`. An implementation detail.
    func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value, initialVelocity: Self.Value?)
}

extension Keyframes where Self.Value == Self.Body.Value {
    /// Appends the tracks of ``body``.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value, initialVelocity: Self.Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

extension Keyframes where Body == Never {
    /// Built-in keyframes have no body: reading it is a programming error.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: Keyframes {
    /// Never has no tracks.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never, initialVelocity: Never?) {}
}

/// The tracks of keyframes, ready to be evaluated. An implementation detail of ``Keyframes``.
public struct _ResolvedKeyframes<Value> {
    /// Each track: how long it lasts, and what it writes into a value at a time.
    var tracks: [(duration: Double, apply: (inout Value, Double) -> Void)] = []
}

/// A sequence of keyframes animating a single property of a root type.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content>: Keyframes where Value == Content.Value, Content: KeyframeTrackContent {
    /// Tracks have no body.
    public typealias Body = Never
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    init(keyPath: WritableKeyPath<Root, Value>, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes
    ///   that control the interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the given key
    /// path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes that
    ///     control the interpolation curve.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Appends this track: its keyframes from the property's initial value and velocity.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        var keyframes = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &keyframes)
        let start = initialValue[keyPath: keyPath]
        let curve = KeyframeCurve(
            start: start, startVelocity: initialVelocity?[keyPath: keyPath].animatableData ?? .zero, keyframes: keyframes.keyframes)
        let keyPath = keyPath
        resolved.tracks.append((curve.duration, { root, time in
            var value = start
            value.animatableData = curve.value(at: time)
            root[keyPath: keyPath] = value
        }))
    }
}

/// Tracks listed: what ``KeyframesBuilder`` makes of several.
struct KeyframesList<Value>: Keyframes {
    typealias Body = Never
    var parts: [(inout _ResolvedKeyframes<Value>, Value, Value?) -> Void] = []

    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        for part in parts { part(&resolved, initialValue, initialVelocity) }
    }
}

/// A builder that combines keyframe content values into a single value.
///
/// The keyframes of a closure written with it are either keyframes of one track, which
/// animate the whole value, or tracks (``KeyframeTrack``).
@resultBuilder
public struct KeyframesBuilder<Value> {
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
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
    }

    /// The keyframes of an `if`'s second branch.
    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
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
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable { KeyframeList<Value>() }

    /// Keyframes of one track animate the whole value.
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack(keyPath: \Value.self, content: component)
    }

    /// Passes tracks through unchanged.
    public static func buildExpression<Content>(_ expression: Content) -> Content where Value == Content.Value, Content: Keyframes {
        expression
    }

    /// The first tracks of a block.
    public static func buildPartialBlock<Content>(first: Content) -> Content where Value == Content.Value, Content: Keyframes {
        first
    }

    /// The tracks so far and `next`, played together.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesList<Value>(parts: [
            { accumulated._resolve(into: &$0, initialValue: $1, initialVelocity: $2) },
            { next._resolve(into: &$0, initialValue: $1, initialVelocity: $2) },
        ])
    }

    /// No tracks.
    public static func buildBlock() -> some Keyframes<Value> { KeyframesList<Value>() }

    /// Passes tracks through unchanged.
    public static func buildFinalResult<Content>(_ component: Content) -> Content where Value == Content.Value, Content: Keyframes {
        component
    }
}

/// A description of how a value changes over time, modeled using keyframes.
///
/// Unlike other animations in SwiftUI (using ``Animation``), keyframes don't interpolate
/// between from and to values that SwiftUI provides as state changes. Instead, keyframes
/// fully define the path that a value takes over time: the timeline evaluates it at any time.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     LinearKeyframe(100.0, duration: 1)
///     CubicKeyframe(50.0, duration: 1)
/// }
/// timeline.value(time: 0.5)   // 50
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let resolved: _ResolvedKeyframes<Value>

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: nil, keyframes: content())
    }

    init(initialValue: Value, initialVelocity: Value?, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        self.resolved = resolved
    }

    /// The duration of the content in seconds: the longest track's.
    public var duration: TimeInterval { resolved.tracks.reduce(0) { max($0, $1.duration) } }

    /// Returns the interpolated value at the given time.
    ///
    /// Each track gives its property at `time` (a time before 0 or NaN counts as 0; after a
    /// track ends, its last value); the rest of the value is the initial value's.
    public func value(time: Double) -> Value {
        let time = time.isNaN ? 0 : time
        var value = initialValue
        for track in resolved.tracks { track.apply(&value, time) }
        return value
    }

    /// Returns the interpolated value at the given progress, 0 at the start and 1 at the end
    /// (``duration`` times `progress` seconds in).
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
