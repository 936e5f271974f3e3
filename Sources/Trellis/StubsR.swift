import Foundation

// Helper R's stand-ins for helper T's animated layout (the lead deletes this file at merge):
// a crude `LayoutAnimation` that jumps from `start` to `end` half way through, and `animate`
// that lays out, runs the change, and lays out again.

/// A layout change under an animation: the layouts before and after it, and every view's
/// frame at any time in between (stand-in: the start before half the duration, the end after).
public struct LayoutAnimation: Sendable {
    /// The animation the change was made under.
    public let animation: Animation
    /// The layout before the change.
    public let start: LayoutResult
    /// The layout after the change (what `layout(in:)` now returns).
    public let end: LayoutResult

    /// Seconds from the start of the animation until it settles (stand-in: 0.35).
    public var duration: Double { 0.35 }

    /// The layout `time` seconds after the animation starts (stand-in: the start before half
    /// the duration, the end from then on).
    public func result(at time: Double) -> LayoutResult {
        time < duration / 2 ? start : end
    }

    /// The layouts at `framesPerSecond` from 0 to ``duration``, both included.
    public func results(framesPerSecond: Double = 60) -> [(time: Double, result: LayoutResult)] {
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        let steps = max(1, Int((duration * rate).rounded(.up)))
        return (0 ... steps).map { step in
            let time = step == steps ? duration : Double(step) / rate
            return (time, result(at: time))
        }
    }
}

extension LayoutHost {
    /// Runs `change` under `animation` and returns the animation from the layout before it to
    /// the layout after it, both for `proposal` (stand-in: lays out, changes, lays out).
    @MainActor
    public func animate(_ animation: Animation? = .default, in proposal: ProposedViewSize, _ change: () -> Void) -> LayoutAnimation {
        let start = layout(in: proposal)
        change()
        let end = layout(in: proposal)
        return LayoutAnimation(animation: animation ?? .default, start: start, end: end)
    }
}
