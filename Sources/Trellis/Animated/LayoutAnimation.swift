import Foundation

/// A layout change under an animation: every view's frame at any time from its start.
///
/// ``LayoutHost/animate(_:in:_:)`` lays the tree out before and after a change and returns
/// one. ``result(at:)`` is the layout as the animation shows it `time` seconds in: a
/// ``LayoutResult`` with the end's elements, in its order, at their frames of that moment,
/// then the views the change removed, fading out (or as their `transition(_:)` says) until
/// the animation settles. Renderers draw it as any result.
///
/// ```swift
/// let host = LayoutHost(ProfileView())
/// let animation = host.animate(.easeInOut, in: ProposedViewSize(width: 390, height: 400)) {
///     host.replace(id: "avatars", with: RadialAvatars())
/// }
/// let halfway = animation.result(at: animation.duration / 2)
/// for (time, result) in animation.results(framesPerSecond: 30) { print(time, result.size) }
/// ```
///
/// How a frame moves (see docs/semantics.md, "Animated layout"): with `p` the animation's
/// fraction at the time, a view's frame goes in a straight line from its start frame to its
/// end frame, `start + (end − start)·p`, position and size; a custom layout whose
/// `animatableData` changed is run again at `start + (end − start)·p` of its data, and the
/// views it places follow it (a radial layout's angle moves its subviews along the arc).
public struct LayoutAnimation: Sendable {
    /// The animation of the change (an instant `.linear(duration: 0)` when the change had
    /// none: then only the changes inside an `animation(_:value:)` or `transaction(_:)` that
    /// gives them one animate).
    public let animation: Animation
    /// The layout before the change.
    public let start: LayoutResult
    /// The layout after the change: what the host's `layout(in:)` returns now.
    public let end: LayoutResult
    let plan: AnimationPlan

    init(host: LayoutHost, animation: Animation?, start: LayoutResult, end: LayoutResult) {
        self.animation = animation ?? .linear(duration: 0)
        self.start = start
        self.end = end
        plan = AnimationPlan(host: host, animation: animation, start: start, end: end)
    }

    /// How long the animation runs, in seconds: until every view's animation settles (its
    /// delay, speed and repeats included); one cycle for an animation that repeats forever.
    /// 0 for a change that animates nothing.
    public var duration: Double { plan.duration }

    /// The layout as the animation shows it `time` seconds after the change: the ``start``
    /// at 0 (unless an animation is delayed or has none), the ``end`` once the animation
    /// settles.
    ///
    /// Its elements are the end's, in the same order with the same parents, at their frames
    /// of the moment; then the elements of the views the change removed, under their old
    /// container's element, while their animation runs. A view inserted or removed has its
    /// transition's effect (`transition(_:)`; a fade, `.opacity`, when it has none) in its
    /// element's ``LayoutResult/Element/effects``. A `time` that is not a number counts as
    /// the end, with an ``LayoutDiagnostic/Kind/invalidTime`` diagnostic.
    public func result(at time: Double) -> LayoutResult {
        guard time.isNaN else { return plan.result(at: time, start: start, end: end) }
        return plan.result(at: .infinity, start: start, end: end)
            .adding(LayoutDiagnostic(kind: .invalidTime, view: "LayoutAnimation", message: "time nan; the end's layout was given"))
    }

    /// The layouts at every frame of a display refreshing `framesPerSecond` times a second,
    /// from 0 through ``duration`` (the last one at ``duration`` exactly).
    ///
    /// A rate that is not a positive, finite number gives the results at 0 and at the
    /// duration only, with an ``LayoutDiagnostic/Kind/invalidTime`` diagnostic. A sequence
    /// holds at most 10,000 frames: an animation that would take more at this rate is given as
    /// 10,000 frames evenly spaced from 0 through its duration; one that never settles (an
    /// undamped spring) as its first 60 seconds. Each says so in an
    /// ``LayoutDiagnostic/Kind/invalidTime`` diagnostic on every result.
    public func results(framesPerSecond: Double = 60) -> [(time: Double, result: LayoutResult)] {
        let (times, problems) = frameTimes(framesPerSecond: framesPerSecond)
        return times.map { time in (time, problems.reduce(result(at: time)) { $0.adding($1) }) }
    }

    /// The seconds a sequence of frames covers: ``duration``, or 60 for an animation that
    /// never settles (for renderers; see ``results(framesPerSecond:)``).
    public var _shownDuration: Double { duration.isFinite ? max(duration, 0) : Self.unsettledSpan }

    /// What frames of the animation report about its timing: an
    /// ``LayoutDiagnostic/Kind/invalidTime`` diagnostic when it never settles (for renderers).
    public var _timingProblems: [LayoutDiagnostic] {
        guard !duration.isFinite else { return [] }
        return [LayoutDiagnostic(
            kind: .invalidTime, view: "LayoutAnimation",
            message: "the animation never settles; its first \(Int(Self.unsettledSpan)) seconds were given")]
    }

    /// The most frames ``results(framesPerSecond:)`` gives (and the renderers draw).
    static let frameLimit = 10_000

    /// How many seconds of an animation that never settles frames show.
    static let unsettledSpan: Double = 60

    /// The times of the frames at `framesPerSecond` (see ``results(framesPerSecond:)``), at
    /// most ``frameLimit`` of them, and what was wrong with the request.
    func frameTimes(framesPerSecond: Double) -> (times: [Double], problems: [LayoutDiagnostic]) {
        var problems: [LayoutDiagnostic] = []
        func report(_ message: String) {
            problems.append(LayoutDiagnostic(kind: .invalidTime, view: "LayoutAnimation", message: message))
        }
        problems += _timingProblems
        let span = _shownDuration
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            report("\(framesPerSecond) frames per second; the start and the end were given")
            return ([0, span], problems)
        }
        guard span * framesPerSecond < Double(Self.frameLimit - 1) else {
            report("\(framesPerSecond) frames per second over \(span) seconds is more than \(Self.frameLimit) frames; "
                + "\(Self.frameLimit) evenly spaced frames were given")
            let last = Double(Self.frameLimit - 1)
            return ((0..<Self.frameLimit).map { span * (Double($0) / last) }, problems)
        }
        var times: [Double] = []
        var frame = 0
        while Double(frame) / framesPerSecond < span {
            times.append(Double(frame) / framesPerSecond)
            frame += 1
        }
        times.append(span)
        return (times, problems)
    }
}

extension LayoutHost {
    /// Makes `change` under `animation`, and returns the layout at every time of it.
    ///
    /// The host lays the tree out for `proposal` (the start), runs `change`, which replaces
    /// views (``replace(id:with:)``) or changes state, and lays the tree out again (the
    /// end, which ``layout(in:isolation:)`` returns from now on). The returned
    /// ``LayoutAnimation`` gives every view's frame at any time between.
    ///
    /// ```swift
    /// let host = LayoutHost(HStack { Color.red.frame(width: 10).id("bar"); Text("Label") })
    /// let animation = host.animate(.linear(duration: 1), in: ProposedViewSize(width: 200, height: 50)) {
    ///     host.replace(id: "bar", with: Color.red.frame(width: 40))
    /// }
    /// animation.result(at: 0.5).frame(of: "bar")   // 25 wide, halfway
    /// ```
    ///
    /// Views are the same view before and after when they carry the same `.id`, or else
    /// when they are at the same place in the tree and of the same kind (an `AnyLayout`
    /// that switches layouts keeps its subviews).
    ///
    /// - Parameters:
    ///   - animation: The animation of the change; `nil` for the animation of a
    ///     `withAnimation` the state changed under, if any, or none (then only views inside
    ///     `animation(_:value:)` whose value changed animate).
    ///   - proposal: The size proposed to the root, before and after.
    ///   - change: What changes. The host is free while it runs.
    @MainActor
    public func animate(_ animation: Animation? = .default, in proposal: ProposedViewSize, _ change: () -> Void) -> LayoutAnimation {
        let start = layout(in: proposal)
        change()
        update()
        let animation = animation ?? pendingAnimation
        let end = layout(in: proposal)
        return LayoutAnimation(host: self, animation: animation, start: start, end: end)
    }
}

extension LayoutResult {
    /// The result with `diagnostic` added to its diagnostics.
    func adding(_ diagnostic: LayoutDiagnostic) -> LayoutResult {
        LayoutResult(
            size: size, proposal: proposal, storage: storage, diagnostics: diagnostics + [diagnostic], displayScale: displayScale,
            safeAreaInsets: safeAreaInsets)
    }
}
