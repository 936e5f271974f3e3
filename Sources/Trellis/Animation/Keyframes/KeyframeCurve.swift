import Foundation

/// One track's keyframes as pieces of motion in time: where each starts, how long it lasts,
/// and the curve it follows (docs/semantics.md, "Keyframes").
///
/// Each keyframe starts where the one before ended, with its end velocity; durations that
/// are negative or not finite count as 0; a spring keyframe without a duration lasts until
/// its spring settles, at most ``KeyframeCurve/longestSpring`` seconds.
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Motion {
        /// From `from` to `to` along a unit curve.
        case curve(UnitCurve)
        /// A spring from `from` towards `to`, starting with a velocity.
        case spring(Spring, velocity: Data)
        /// A cubic Hermite curve with velocities (per second) at both ends.
        case cubic(start: Data, end: Data)
    }

    struct Piece {
        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let motion: Motion
    }

    /// The longest a spring keyframe without a duration lasts.
    static var longestSpring: Double { 60 }

    let pieces: [Piece]
    /// Where the track ends.
    let end: Data
    let duration: Double

    init(start: Value, startVelocity: Data, keyframes: [KeyframeSegment<Value>]) {
        var pieces: [Piece] = []
        var position = start.animatableData, velocity = startVelocity, time = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            switch keyframe {
            case .move(let to):
                position = to.animatableData
                velocity = .zero
            case let .linear(to, duration, curve):
                let duration = Self.checked(duration), target = to.animatableData
                if duration > 0 {
                    pieces.append(Piece(start: time, duration: duration, from: position, to: target, motion: .curve(curve)))
                    velocity = Self.scaled(target - position, curve.velocity(at: 1) / duration)
                } else {
                    velocity = .zero
                }
                position = target
                time += duration
            case let .spring(to, duration, spring, startVelocity):
                let target = to.animatableData
                let start = startVelocity?.animatableData ?? velocity
                let duration = Self.springDuration(duration, spring)
                if duration > 0 {
                    pieces.append(Piece(start: time, duration: duration, from: position, to: target, motion: .spring(spring, velocity: start)))
                    let delta = target - position
                    position = position + spring.value(target: delta, initialVelocity: start, time: duration)
                    velocity = spring.velocity(target: delta, initialVelocity: start, time: duration)
                } else {
                    position = target
                    velocity = .zero
                }
                time += duration
            case let .cubic(to, duration, startVelocity, endVelocity):
                let duration = Self.checked(duration), target = to.animatableData
                let startSpeed = startVelocity?.animatableData ?? velocity
                let endSpeed = endVelocity?.animatableData
                    ?? Self.velocity(after: index, in: keyframes, from: position, to: target, duration: duration)
                if duration > 0 {
                    pieces.append(Piece(
                        start: time, duration: duration, from: position, to: target, motion: .cubic(start: startSpeed, end: endSpeed)))
                }
                position = target
                velocity = duration > 0 ? endSpeed : .zero
                time += duration
            }
        }
        self.pieces = pieces
        end = position
        duration = time
    }

    /// The value at `time` seconds (the start before the first piece, the end after the
    /// last; a move keyframe takes effect at its time).
    func value(at time: Double) -> Data {
        for piece in pieces where time < piece.start + piece.duration {
            if time <= piece.start { return piece.from }
            return Self.value(of: piece, at: time - piece.start)
        }
        return end
    }

    private static func value(of piece: Piece, at t: Double) -> Data {
        let delta = piece.to - piece.from
        switch piece.motion {
        case .curve(let curve):
            return piece.from + scaled(delta, curve.value(at: t / piece.duration))
        case let .spring(spring, velocity):
            return piece.from + spring.value(target: delta, initialVelocity: velocity, time: t)
        case let .cubic(start, end):
            // Hermite basis over s in 0...1; velocities are per second, so scaled by the duration.
            let s = t / piece.duration, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return scaled(piece.from, h00) + scaled(start, h10 * piece.duration) + scaled(piece.to, h01)
                + scaled(end, h11 * piece.duration)
        }
    }

    /// The automatic end velocity of the cubic keyframe `index`, from `from` to `to`: toward the
    /// keyframe after it (a Catmull-Rom tangent when that is a cubic or spring keyframe, a linear
    /// keyframe's start velocity), 0 before a move keyframe and at the end.
    private static func velocity(
        after index: Int, in keyframes: [KeyframeSegment<Value>], from: Data, to: Data, duration: Double
    ) -> Data {
        guard index + 1 < keyframes.count else { return .zero }
        switch keyframes[index + 1] {
        case .move: return .zero
        case let .linear(next, nextDuration, curve):
            let nextDuration = checked(nextDuration)
            guard nextDuration > 0 else { return .zero }
            return scaled(next.animatableData - to, curve.velocity(at: 0) / nextDuration)
        case let .spring(next, nextDuration, spring, startVelocity):
            if let startVelocity { return startVelocity.animatableData }
            return tangent(from: from, to: next.animatableData, over: duration + springDuration(nextDuration, spring))
        case let .cubic(next, nextDuration, startVelocity, _):
            if let startVelocity { return startVelocity.animatableData }
            return tangent(from: from, to: next.animatableData, over: duration + checked(nextDuration))
        }
    }

    /// The Catmull-Rom tangent at a keyframe: the change from the value before to the value
    /// after, per second between them (0 when no time passes).
    private static func tangent(from: Data, to: Data, over time: Double) -> Data {
        time > 0 ? scaled(to - from, 1 / time) : .zero
    }

    private static func springDuration(_ duration: Double?, _ spring: Spring) -> Double {
        if let duration { return checked(duration) }
        let settling = spring.settlingDuration
        return settling.isFinite ? max(0, settling) : longestSpring
    }

    private static func checked(_ duration: Double) -> Double { duration.isFinite && duration > 0 ? duration : 0 }

    private static func scaled(_ value: Data, _ factor: Double) -> Data {
        var copy = value
        copy.scale(by: factor)
        return copy
    }
}
