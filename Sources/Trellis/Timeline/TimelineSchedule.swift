import Foundation

/// A sequence of dates at which a ``TimelineView`` updates its content.
public protocol TimelineSchedule {
    /// The mode a schedule is asked in.
    typealias Mode = TimelineScheduleMode
    /// The dates of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the content updates, from `startDate` on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a schedule is asked to produce dates.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// The normal rate.
    case normal
    /// A low rate, as for an always-on display (Trellis's hosts ask in `normal` mode).
    case lowFrequency
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule of dates `interval` seconds apart from `startDate`.
    @_alwaysEmitIntoClient
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule of the starts of minutes.
    @_alwaysEmitIntoClient
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    /// A schedule of the given dates.
    @_alwaysEmitIntoClient
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule of animation frames (every 1/60 s).
    @_alwaysEmitIntoClient
    public static var animation: AnimationTimelineSchedule { .init() }

    /// A schedule of animation frames at least `minimumInterval` seconds apart; only its start
    /// when `paused`.
    @_alwaysEmitIntoClient
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A schedule the host can ask for its latest date before a time without walking its entries.
protocol SteppedTimelineSchedule {
    /// The first entry from `start`, and the step between entries (`nil`: one entry only).
    func steps(from start: Date) -> (first: Date, step: TimeInterval?)
}

/// The dates `interval` seconds apart from a start date.
///
/// From a start date, the entries begin at the latest date of the schedule not after it (the
/// schedule's own start when that is later). An interval that is not a positive finite number
/// gives one entry: the schedule's start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, SteppedTimelineSchedule {
    let start: Date
    let interval: TimeInterval

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let step: TimeInterval?
        /// The next date.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = step.map { date.addingTimeInterval($0) }
            return date
        }
    }

    /// A schedule of dates `interval` seconds apart from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }

    /// The dates from `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let (first, step) = steps(from: startDate)
        return Entries(upcoming: first, step: step)
    }

    func steps(from startDate: Date) -> (first: Date, step: TimeInterval?) {
        guard interval.isFinite, interval > 0, start.timeIntervalSinceReferenceDate.isFinite else { return (start, nil) }
        let elapsed = startDate.timeIntervalSince(start)
        guard elapsed.isFinite, elapsed > 0 else { return (start, interval) }
        return (start.addingTimeInterval((elapsed / interval).rounded(.down) * interval), interval)
    }
}

/// The starts of minutes: from a start date, the start of its minute, then every 60 seconds.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, SteppedTimelineSchedule {
    /// The dates of an every-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        /// The next date.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = date.addingTimeInterval(60)
            return date
        }
    }

    /// The every-minute schedule.
    public init() {}

    /// The starts of minutes from `startDate`'s on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: steps(from: startDate).first)
    }

    func steps(from startDate: Date) -> (first: Date, step: TimeInterval?) {
        let seconds = startDate.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return (startDate, nil) }
        return (Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60), 60)
    }
}

/// A schedule of given dates.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates, as given (the start date does not change them).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// Animation frames: dates every `minimumInterval` seconds (1/60 s by default) from the start
/// date; only the start date when paused. A host updates a timeline only when its time is
/// advanced (``LayoutHost/advanceTime(to:)``), so an animation schedule never lays out on
/// its own.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable, SteppedTimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule of frames at least `minimumInterval` seconds apart (a value that is not a
    /// positive finite number means 1/60 s); paused, only its start.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The frames from `start` on.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        let (first, step) = steps(from: start)
        return Entries(upcoming: first, step: step)
    }

    func steps(from start: Date) -> (first: Date, step: TimeInterval?) {
        guard !paused, start.timeIntervalSinceReferenceDate.isFinite else { return (start, nil) }
        if let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 { return (start, max(minimumInterval, 1.0 / 120)) }
        return (start, 1.0 / 60)
    }

    /// The frames of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let step: TimeInterval?
        /// The next frame.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = step.map { date.addingTimeInterval($0) }
            return date
        }
    }
}

enum TimelineDates {
    /// The most entries of a schedule of unknown kind read to find the current date.
    static let maximumEntries = 10_000

    /// The date a timeline started at `start` shows at `now`: the latest entry not after
    /// `now`; the first entry when every entry is later; `now` when there is none. Entries
    /// whose time is not finite are skipped; at most ``maximumEntries`` are read.
    static func current<S: TimelineSchedule>(_ schedule: S, start: Date, now: Date) -> Date {
        if let stepped = schedule as? any SteppedTimelineSchedule {
            let (first, step) = stepped.steps(from: start)
            guard let step, now > first else { return first }
            let count = (now.timeIntervalSince(first) / step).rounded(.down)
            guard count.isFinite else { return first }
            return first.addingTimeInterval(count * step)
        }
        var latest: Date?
        var first: Date?
        for (index, date) in schedule.entries(from: start, mode: .normal).enumerated() {
            if index >= maximumEntries { break }
            guard date.timeIntervalSinceReferenceDate.isFinite else { continue }
            if first == nil { first = date }
            if date <= now { latest = max(latest ?? date, date) }
        }
        return latest ?? first ?? now
    }
}
