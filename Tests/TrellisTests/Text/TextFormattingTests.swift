import Foundation
import Testing
@testable import Trellis

/// Dates and timers of `Text` far from now: they read the longest interval Trellis counts
/// (`DatedText.longestInterval`, 10¹⁵ seconds) instead of overflowing a whole number.
@Suite("Text formatting of far dates")
@MainActor
struct TextFormattingTests {
    private let epoch = Date(timeIntervalSince1970: 0)
    private let farFuture = Date(timeIntervalSince1970: 1e300)

    @Test("a timer running to a far date shows the longest interval")
    func farTimerInterval() {
        let dated = DatedText.timer(epoch...farFuture, pauseTime: epoch, countsDown: true, showsHours: true)
        #expect(dated.string(in: EnvironmentValues(), now: epoch) == "277777777777:46:40")
    }

    @Test("a relative date far away counts the longest interval")
    func farRelativeDate() {
        #expect(DatedText.date(farFuture, .relative).string(in: EnvironmentValues(), now: epoch) == "1653439153 wk, 3 day")
    }

    @Test("an offset to a date far in the past counts the longest interval back")
    func farOffsetDate() {
        let past = Date(timeIntervalSince1970: -1e300)
        #expect(DatedText.date(past, .offset).string(in: EnvironmentValues(), now: epoch) == "-1653439153 weeks, 3 days")
    }

    @Test("a timer style date far away shows the longest interval")
    func farTimerDate() {
        #expect(DatedText.date(farFuture, .timer).string(in: EnvironmentValues(), now: epoch) == "277777777777:46:40")
    }

    @Test("a Text of a far date is laid out")
    func farDateText() {
        let result = Text(farFuture, style: .relative).id("t").layout(in: ProposedViewSize(width: 500, height: 100), fonts: .testFont)
        #expect(result.frame(of: "t").map { $0.width > 0 && $0.width.isFinite } == true)
    }
}
