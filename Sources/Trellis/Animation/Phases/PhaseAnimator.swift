import Foundation

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// Each step moves to the next phase with the animation `animation` gives for that phase,
/// and takes that animation's settling time (one cycle of an animation that repeats for
/// ever; no time without an animation); after the last phase it moves back to the first.
/// In a live ``LayoutHost`` the steps run on the host's time (``LayoutHost/advanceTime(by:)``):
/// the content is made with the phase the current step moves to, from the step's start (a
/// layout shows each step's end state: Trellis does not interpolate the frames in between
/// here; ``LayoutHost/animate(_:in:_:)`` does for a state change). A snapshot shows the
/// first phase.
///
/// ```swift
/// PhaseAnimator([false, true], trigger: likes) { isBig in
///     Image(systemName: "heart.fill").scaleEffect(isBig ? 1.5 : 1)
/// } animation: { _ in .spring(duration: 0.2) }
/// ```
nonisolated public struct PhaseAnimator<Phase, Content>: View where Phase: Equatable, Content: View {
    let phases: [Phase]
    let trigger: KeyframeTriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through the given phases when the trigger value changes, updating the view
    /// using the modifiers you apply in `body`.
    ///
    /// At rest the content shows the first phase; when `trigger` changes (after a layout in a
    /// live host), the phases play once, from the second to the last and back to the first.
    /// Empty `phases` show nothing.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. This sequence must
    ///     be finite and non-empty.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes the current phase as its argument.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase. If `nil` is returned, the transition will not be animated.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = KeyframeTriggerValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// The phases play from the time the view appears, from the first to the last and back,
    /// for ever. When no step takes any time (no animation gives one), the content stays at
    /// the first phase.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. This sequence must
    ///     be finite and non-empty.
    ///   - content: A view builder closure that takes the current phase as its argument.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase. If `nil` is returned, the transition will not be animated.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content at the phase of the moment.
    public var body: some View {
        PhasePlayer(phases: phases, trigger: trigger, content: content, animation: animation)
    }
}

/// Plays a phase animator's steps on the live host's clock.
nonisolated struct PhasePlayer<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: KeyframeTriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @Environment(\.timelineClock) private var clock
    @State private var start: Date?

    var body: some View {
        if !phases.isEmpty {
            let shown = phases[PhaseSteps(phases: phases, animation: animation).index(at: elapsed(), repeating: trigger == nil)]
            if let trigger {
                content(shown).onChange(of: trigger) {
                    if let clock { start = clock.now }
                }
            } else {
                content(shown).onAppear {
                    if start == nil, let clock { start = clock.now }
                }
            }
        }
    }

    /// Seconds since the phases started playing, `nil` when they are not.
    private func elapsed() -> Double? {
        guard let start, let clock else { return nil }
        return max(0, clock.now.timeIntervalSince(start))
    }
}

/// The steps of a phase animator: step `i` moves to phase `(i + 1) % count` and lasts its
/// animation's settling time.
struct PhaseSteps<Phase> {
    let durations: [Double]

    init(phases: [Phase], animation: (Phase) -> Animation?) {
        durations = phases.indices.map { index in
            let next = phases[(index + 1) % phases.count]
            return animation(next).map(PhaseSteps.duration(of:)) ?? 0
        }
    }

    /// Seconds an animation takes for a step: its settling time, one cycle of one that repeats
    /// for ever (an undamped spring's first 60 seconds).
    static func duration(of animation: Animation) -> Double {
        let cycle = AnimationPlan.cycle(of: animation)
        return cycle.isFinite ? max(0, cycle) : 60
    }

    /// The index of the phase shown `elapsed` seconds after the phases started (`nil`: not
    /// playing): the phase the step running then moves to; the first phase once a single
    /// play (`repeating` false) is over.
    func index(at elapsed: Double?, repeating: Bool) -> Int {
        guard let elapsed, durations.count > 1 else { return 0 }
        let total = durations.reduce(0, +)
        guard total > 0 else { return 0 }
        var time = elapsed
        if repeating {
            time = time.truncatingRemainder(dividingBy: total)
        } else if time >= total {
            return 0
        }
        for (index, duration) in durations.enumerated() {
            if time < duration { return (index + 1) % durations.count }
            time -= duration
        }
        return 0
    }
}

nonisolated extension View {
    /// Cycles through the given phases when the trigger value changes, updating the view
    /// using the modifiers you apply in `body`.
    ///
    /// As ``PhaseAnimator`` made with a trigger, with this view as the content's placeholder.
    ///
    /// ```swift
    /// Image(systemName: "bell").phaseAnimator([0.0, 15, -15], trigger: rings) { view, angle in
    ///     view.rotationEffect(.degrees(angle))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes two parameters: a proxy value
    ///     representing the modified view, and the current phase.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase. If `nil` is returned, the transition will not be animated.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// As ``PhaseAnimator`` made without a trigger, with this view as the content's
    /// placeholder.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through.
    ///   - content: A view builder closure that takes two parameters: a proxy value
    ///     representing the modified view, and the current phase.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase. If `nil` is returned, the transition will not be animated.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
