import Foundation
import Observation

/// A view that updates its content at the dates of a schedule.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// Its content is made from a ``Context`` whose date is the latest date not after the host's
/// time of the schedule's entries from that time (the first entry when all are later; the time
/// itself for a schedule with none; a paused animation schedule keeps the time the timeline
/// was made). A one-off layout (`View.layout(in:environment:fonts:)`) shows the content at the
/// current time's date. In a live ``LayoutHost`` the host's time starts when it is created and
/// moves only when ``LayoutHost/advanceTime(to:)`` (or ``LayoutHost/advanceTime(by:)``)
/// moves it: the content is made again when its date changes, so no schedule, an
/// ``AnimationTimelineSchedule`` included, lays out on its own.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What a timeline's content is made from.
    public struct Context {
        /// How often the content is expected to update.
        public enum Cadence: Comparable, Sendable, Hashable {
            /// At every date of the schedule (always, in Trellis).
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the schedule the content shows.
        public let date: Date
        /// How often the content updates: ``Cadence/live`` in Trellis's hosts.
        public let cadence: Cadence

        /// Asks the system to drop content it rendered ahead of time. Trellis renders no
        /// content ahead of time, so there is nothing to drop (see `docs/differences.md`).
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (Context) -> Content
}

/// The context type of a ``TimelineView``'s content closure.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    /// A timeline has no body: its content is made from the schedule's date.
    public typealias Body = Never

    /// A timeline view has no body.
    public var body: Never { fatalError("TimelineView has no body") }

    /// A timeline view that makes `content` from each date of `schedule`.
    public nonisolated init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { context in content(TimelineViewDefaultContext(date: context.date, cadence: context.cadence.asDefault)) }
    }

    /// A timeline view whose content takes the view's own context type (prefer the
    /// ``TimelineViewDefaultContext`` form, as SwiftUI does).
    @_disfavoredOverload
    public nonisolated init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Adds the timeline's content for the current date.
    public nonisolated static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    nonisolated func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let clock = resolver.environment.timelineClock
        let body = TimelineContent(schedule: schedule, content: content, clock: clock, start: clock?.start ?? Date())
        resolver.resolve(body, into: &elements)
    }
}

extension TimelineView.Context.Cadence {
    /// The same cadence as the default context's.
    var asDefault: TimelineViewDefaultContext.Cadence {
        switch self {
        case .live: .live
        case .seconds: .seconds
        case .minutes: .minutes
        }
    }
}

/// A timeline's content, read as a body: in a live host, the clock's time it reads makes it
/// read again when the time moves.
nonisolated struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineView<Schedule, Content>.Context) -> Content
    let clock: TimelineClock?
    let start: Date

    var body: Content {
        let now = clock?.now ?? start
        // A paused animation stays at the time the timeline was made; other schedules are
        // read from the time shown.
        if let animation = schedule as? AnimationTimelineSchedule, animation.paused {
            return content(.init(date: start, cadence: .live))
        }
        return content(.init(date: TimelineDates.current(schedule, start: now, now: now), cadence: .live))
    }
}

/// A live host's time, for its timelines: observable, so that the content that read it is made
/// again when it moves.
final class TimelineClock: Observable, @unchecked Sendable {
    // Unchecked: read and written on the main actor (by bodies and the host's time methods).
    /// When the host was created: where its timelines' schedules start.
    let start: Date
    private var stored: Date
    private let registrar = ObservationRegistrar()

    init(start: Date) {
        self.start = start
        stored = start
    }

    /// The host's time.
    var now: Date {
        get {
            registrar.access(self, keyPath: \.now)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.now) { stored = newValue }
        }
    }
}

private struct TimelineClockKey: EnvironmentKey {
    static var defaultValue: TimelineClock? { nil }
}

extension EnvironmentValues {
    /// The time of the live host the view is in; `nil` in a one-off layout.
    var timelineClock: TimelineClock? {
        get { self[TimelineClockKey.self] }
        set { self[TimelineClockKey.self] = newValue }
    }
}

extension LayoutHost {
    /// Moves the host's time to `date` and updates the timelines whose date changes (their
    /// content is made again, as ``update()`` remakes changed views). A date before the
    /// current time moves it back; one whose time is not finite is ignored.
    ///
    /// - Returns: Whether any view was made again (a timeline reads the time, so one is made
    ///   again whenever the time moves, though its date may stay the same).
    @MainActor @discardableResult
    public func advanceTime(to date: Date) -> Bool {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return false }
        timelineClock.now = date
        return update()
    }

    /// Moves the host's time on by `interval` seconds (see ``advanceTime(to:)``); an interval
    /// that is not finite is ignored.
    @MainActor @discardableResult
    public func advanceTime(by interval: TimeInterval) -> Bool {
        guard interval.isFinite else { return false }
        return advanceTime(to: timelineClock.now.addingTimeInterval(interval))
    }

    /// The host's time: when it was created, until ``advanceTime(to:)`` moves it.
    @MainActor public var currentTime: Date { timelineClock.now }
}
