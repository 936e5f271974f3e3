import Foundation
import Testing
@testable import Trellis

/// The system format styles read a date as SwiftUI's timers, stopwatches, offsets and date
/// references do, and never crash on far or not-a-number dates.
@Suite("System format styles")
struct SystemFormatStyleTests {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private func string(_ value: AttributedString) -> String { String(value.characters) }
    private func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    @Test("a countdown reads the time left, rounded up")
    func countdownReadsTimeLeft() {
        let style = SystemFormatStyle.Timer.timer(countingDownIn: start..<at(3_723))
        #expect(string(style.format(start)) == "1:02:03")
        #expect(string(style.format(at(3_600.5))) == "2:03")
        #expect(string(style.format(at(5_000))) == "0:00")
    }

    @Test("a count up reads the time since the start, and stops at the end")
    func countUpReadsTimeSinceStart() {
        let style = SystemFormatStyle.Timer.timer(countingUpIn: start..<at(100))
        #expect(string(style.format(at(-50))) == "0:00")
        #expect(string(style.format(at(65.9))) == "1:05")
        #expect(string(style.format(at(500))) == "1:40")
    }

    @Test("a timer without hours folds them into minutes")
    func timerWithoutHoursFoldsMinutes() {
        let style = SystemFormatStyle.Timer.timer(countingUpIn: start..<at(10_000), showsHours: false)
        #expect(string(style.format(at(3_723))) == "62:03")
    }

    @Test("a timer finer than a second shows fractions with the locale's separator")
    func timerShowsFractions() {
        let style = SystemFormatStyle.Timer.timer(countingUpIn: start..<at(100), maxFieldCount: 3, maxPrecision: .milliseconds(100))
        #expect(string(style.format(at(5.27))) == "0:05.2")
        #expect(string(style.locale(Locale(identifier: "de_DE")).format(at(5.27))) == "0:05,2")
    }

    @Test("a timer's next change comes one step later")
    func timerNextChange() {
        let up = SystemFormatStyle.Timer.timer(countingUpIn: start..<at(100))
        #expect(up.discreteInput(after: at(5.5)) == at(6))
        #expect(up.discreteInput(after: at(99.5)) == at(100))
        #expect(up.discreteInput(after: at(150)) == nil)
        let down = SystemFormatStyle.Timer.timer(countingDownIn: start..<at(100))
        #expect(down.discreteInput(after: at(5.5)) == at(6))
        #expect(down.discreteInput(after: at(100)) == nil)
        if let before = up.discreteInput(before: at(5.5)) {
            #expect(before < at(5) && up.format(before) != up.format(at(5.5)))
        } else {
            Issue.record("a running timer changed before")
        }
    }

    @Test("a stopwatch shows hundredths by default")
    func stopwatchShowsHundredths() {
        let style = SystemFormatStyle.Stopwatch.stopwatch(startingAt: start)
        #expect(string(style.format(at(5.278))) == "0:05.27")
        #expect(string(style.format(at(3_725.5))) == "1:02:05.50")
        #expect(string(style.format(at(-3))) == "0:00.00")
    }

    @Test("a stopwatch with fewer fields drops the finest")
    func stopwatchFewerFields() {
        let style = SystemFormatStyle.Stopwatch.stopwatch(startingAt: start, maxFieldCount: 2)
        #expect(string(style.format(at(65.278))) == "1:05")
        #expect(style.discreteInput(after: at(65.278)) == at(66))
    }

    @Test("far and not-a-number dates read the longest count or none, without crashing")
    func farAndNaNDates() {
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        let stopwatch = SystemFormatStyle.Stopwatch.stopwatch(startingAt: start, maxPrecision: .seconds(1))
        #expect(string(stopwatch.format(nan)) == "0:00")
        #expect(string(stopwatch.format(far)) == "277777777777:46:40")
        #expect(stopwatch.discreteInput(after: far) == nil)
        let timer = SystemFormatStyle.Timer.timer(countingDownIn: start..<far)
        #expect(string(timer.format(start)) == "277777777777:46:40")
        let offset = SystemFormatStyle.DateOffset.offset(to: far, allowedFields: [.day]).calendar(utc)
        #expect(string(offset.format(start)) == "11574074074 days")
        #expect(offset.discreteInput(after: start) == nil)
        #expect(string(SystemFormatStyle.DateReference.reference(to: start).format(nan)) == "now")
    }

    @Test("an offset counts the largest units to the anchor, signed when negative")
    func offsetCountsUnits() {
        let style = SystemFormatStyle.DateOffset.offset(to: at(2 * 3_600 + 15 * 60 + 7)).calendar(utc)
        #expect(string(style.format(start)) == "2 hours, 15 minutes")
        #expect(string(style.format(at(3 * 3_600))) == "-44 minutes, 53 seconds")
        #expect(string(style.format(at(2 * 3_600 + 15 * 60 + 7))) == "0 seconds")
    }

    @Test("an offset always signed marks positive offsets too")
    func offsetAlwaysSigned() {
        let style = SystemFormatStyle.DateOffset.offset(to: at(60), sign: .always()).calendar(utc)
        #expect(string(style.format(start)) == "+1 minute")
        #expect(string(SystemFormatStyle.DateOffset.offset(to: at(60), sign: .never).format(at(180))) == "2 minutes")
    }

    @Test("an offset's next change is where its smallest unit turns over")
    func offsetNextChange() {
        let style = SystemFormatStyle.DateOffset.offset(to: at(600), allowedFields: [.minute]).calendar(utc)
        let next = style.discreteInput(after: at(30))
        #expect(next == at(60))
        #expect(style.input(after: start)! > start)
    }

    @Test("a reference reads close dates relatively")
    func referenceReadsRelatively() {
        let style = SystemFormatStyle.DateReference.reference(to: at(300)).calendar(utc)
        #expect(string(style.format(start)) == "in 5 minutes")
        #expect(string(style.format(at(320))) == "now")
        #expect(string(style.format(at(300 + 3 * 3_600))) == "3 hours ago")
        #expect(string(SystemFormatStyle.DateReference.reference(to: at(86_400 + 60)).format(start)) == "tomorrow")
        #expect(string(SystemFormatStyle.DateReference.reference(to: at(-3 * 86_400)).format(start)) == "3 days ago")
    }

    @Test("a reference reads dates beyond its threshold absolutely")
    func referenceReadsAbsolutely() {
        let locale = Locale(identifier: "en_US")
        let sameYear = SystemFormatStyle.DateReference.reference(to: at(-60 * 86_400)).calendar(utc).locale(locale)
        let expected = Date.FormatStyle(locale: locale, calendar: utc, timeZone: utc.timeZone).weekday(.wide).month(.wide).day().format(at(-60 * 86_400))
        #expect(string(sameYear.format(start)) == expected)
        let otherYear = SystemFormatStyle.DateReference.reference(to: at(-800 * 86_400)).calendar(utc).locale(locale)
        let monthYear = Date.FormatStyle(locale: locale, calendar: utc, timeZone: utc.timeZone).month(.wide).year().format(at(-800 * 86_400))
        #expect(string(otherYear.format(start)) == monthYear)
        let hourly = SystemFormatStyle.DateReference.reference(to: at(2 * 86_400), thresholdField: .hour).calendar(utc).locale(locale)
        #expect(!string(hourly.format(start)).hasPrefix("in "))
    }

    @Test("a Text of a format style shows its reading")
    @MainActor
    func textShowsFormattedReading() {
        let wide = Text(at(65), format: .stopwatch(startingAt: start)).id("t").layout(in: ProposedViewSize(width: 500, height: 100), fonts: .testFont)
        let narrow = Text(at(65), format: .stopwatch(startingAt: start, maxFieldCount: 1)).id("t").layout(in: ProposedViewSize(width: 500, height: 100), fonts: .testFont)
        let wideWidth = wide.frame(of: "t")?.width ?? 0
        let narrowWidth = narrow.frame(of: "t")?.width ?? 0
        #expect(wideWidth > narrowWidth && narrowWidth > 0)
    }
}
