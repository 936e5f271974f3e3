import Foundation
import Testing
@testable import Trellis

/// TimelineView's dates in one-off layouts and live hosts (issue 40).
@Suite("TimelineView")
@MainActor
struct TimelineViewTests {
    static let origin = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A bar whose width is the seconds of the context's date past `origin`.
    struct Bar<S: TimelineSchedule>: View {
        let schedule: S
        var body: some View {
            TimelineView(schedule) { context in
                Color.red.frame(width: max(0, context.date.timeIntervalSince(TimelineViewTests.origin)), height: 1).id("bar")
            }
        }
    }

    func width<S: TimelineSchedule>(_ host: LayoutHost, _: S.Type = S.self) -> CGFloat? {
        host.layout(in: .unspecified).frame(of: "bar")?.width
    }

    @Test("a host shows the schedule's latest date at its time, and moves with advanceTime")
    func periodicInHost() {
        let host = LayoutHost(Bar(schedule: .periodic(from: Self.origin, by: 10)))
        host.advanceTime(to: Self.origin.addingTimeInterval(25))
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 20)
        host.advanceTime(by: 10)
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 30)
    }

    @Test("advancing time within one period changes nothing")
    func withinPeriod() {
        let host = LayoutHost(Bar(schedule: .periodic(from: Self.origin, by: 10)))
        host.advanceTime(to: Self.origin.addingTimeInterval(21))
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 20)
        host.advanceTime(to: Self.origin.addingTimeInterval(29))
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 20)
    }

    @Test("explicit dates: the first when all are later, then the latest passed")
    func explicit() {
        let dates = [5.0, 15, 40].map { Self.origin.addingTimeInterval($0) }
        let host = LayoutHost(Bar(schedule: .explicit(dates)))
        host.advanceTime(to: Self.origin)
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 5)
        host.advanceTime(to: Self.origin.addingTimeInterval(20))
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 15)
    }

    @Test("a schedule with no dates shows the host's time")
    func noDates() {
        let host = LayoutHost(Bar(schedule: .explicit([Date]())))
        host.advanceTime(to: Self.origin.addingTimeInterval(7))
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 7)
    }

    @Test("an animation schedule shows the host's time")
    func animationInHost() {
        let host = LayoutHost(Bar(schedule: .animation))
        host.advanceTime(to: Self.origin.addingTimeInterval(12))
        #expect(host.layout(in: .unspecified).frame(of: "bar")?.width == 12)
    }

    @Test("a schedule's latest frame is found without walking every frame")
    func animationFrames() {
        let start = Self.origin
        let date = TimelineDates.current(AnimationTimelineSchedule(minimumInterval: 0.5), start: start, now: start.addingTimeInterval(1e9 + 0.7))
        #expect(abs(date.timeIntervalSince(start) - (1e9 + 0.5)) < 1e-3)
    }

    @Test("a paused animation schedule stays at its start")
    func paused() {
        let start = Self.origin
        let date = TimelineDates.current(AnimationTimelineSchedule(paused: true), start: start, now: start.addingTimeInterval(100))
        #expect(date == start)
    }

    @Test("a time that is not finite is ignored")
    func infiniteDate() {
        let host = LayoutHost(Bar(schedule: .periodic(from: Self.origin, by: 10)))
        host.advanceTime(to: Self.origin.addingTimeInterval(25))
        #expect(!host.advanceTime(to: Date(timeIntervalSinceReferenceDate: .infinity)))
        #expect(!host.advanceTime(by: .nan))
        #expect(host.currentTime == Self.origin.addingTimeInterval(25))
    }

    @Test("a periodic schedule with an interval that is not positive has one date")
    func badInterval() {
        #expect(Array(PeriodicTimelineSchedule(from: Self.origin, by: 0).entries(from: Self.origin, mode: .normal)) == [Self.origin])
        #expect(Array(PeriodicTimelineSchedule(from: Self.origin, by: .nan).entries(from: Self.origin, mode: .normal)) == [Self.origin])
    }

    @Test("every-minute entries start at the start of the minute")
    func everyMinute() {
        var entries = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 120))
        #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 180))
    }

    @Test("explicit dates that are not finite are skipped")
    func infiniteEntries() {
        let dates = [Date(timeIntervalSinceReferenceDate: .infinity), Self.origin]
        #expect(TimelineDates.current(ExplicitTimelineSchedule(dates), start: Self.origin, now: Self.origin) == Self.origin)
    }

    @Test("a one-off layout shows the content at the current time's date")
    func oneOff() {
        let result = Bar(schedule: .periodic(from: Self.origin, by: 1)).layout(in: .unspecified)
        let expected = Date().timeIntervalSince(Self.origin).rounded(.down)
        let width = result.frame(of: "bar")?.width ?? 0
        #expect(abs(width - expected) <= 1)
    }
}
