import Foundation

/// A namespace for the format styles SwiftUI provides for text that changes with time: a
/// timer, a stopwatch, an offset from a date and a natural reference to a date.
///
/// Each style formats the date it is given (usually the current date) and, as a
/// `DiscreteFormatStyle`, tells when its output next changes. Far dates count at most 10¹⁵
/// seconds, as `Text(_:style:)` does, and a date that is not a number reads as no time passed.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public enum SystemFormatStyle: Sendable {}

/// Arithmetic the system format styles share: clamping bad or far intervals and stepping
/// to the next instant a reading changes.
enum SystemFormatClock {
    /// `seconds` held within ±``DatedText/longestInterval``; not a number reads as zero.
    static func clamped(_ seconds: TimeInterval) -> TimeInterval {
        guard !seconds.isNaN else { return 0 }
        return min(max(seconds, -DatedText.longestInterval), DatedText.longestInterval)
    }

    /// The seconds from `start` to `end`, clamped (a date that is not a number counts as `start`).
    static func seconds(from start: Date, to end: Date) -> TimeInterval {
        clamped(end.timeIntervalSince(start))
    }

    /// A date `seconds` after `base`, or nil where that date would not be a finite instant.
    static func date(_ base: Date, plus seconds: TimeInterval) -> Date? {
        let date = base.addingTimeInterval(seconds)
        return date.timeIntervalSinceReferenceDate.isFinite ? date : nil
    }

    /// The instant just after (or before) `date`, or nil where `date` is not finite.
    static func neighbour(of date: Date, after: Bool) -> Date? {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return nil }
        let next = after ? seconds.nextUp : seconds.nextDown
        return next.isFinite ? Date(timeIntervalSinceReferenceDate: next) : nil
    }

    /// The instant just before `date`.
    static func justBefore(_ date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextDown)
    }

    /// The seconds a step of `duration` lasts: at least a hundredth of a second, the finest a
    /// reading shows.
    static func seconds(of duration: Duration) -> TimeInterval {
        let (whole, attoseconds) = duration.components
        let seconds = Double(whole) + Double(attoseconds) * 1e-18
        return seconds.isFinite ? max(seconds, 0.01) : 1
    }

    /// A clock reading ("1:02:03", "2:03.45") of `seconds`, already rounded to `step`:
    /// hours (when `showsHours` and there are any), minutes, seconds and hundredths or tenths
    /// (when `step` is under a second), keeping the `maxFieldCount` largest fields.
    static func reading(_ seconds: TimeInterval, step: TimeInterval, showsHours: Bool, maxFieldCount: Int, locale: Locale) -> String {
        let value = min(max(seconds, 0), DatedText.longestInterval)
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let hours = whole / 3_600, minutes = (whole % 3_600) / 60, secs = whole % 60
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        var fields: [String] = []
        if showsHours, hours > 0 {
            fields = ["\(hours)", two(minutes), two(secs)]
        } else {
            fields = ["\(showsHours ? minutes : hours * 60 + minutes)", two(secs)]
        }
        let keep = max(1, maxFieldCount)
        var fraction: String?
        if step < 1 {
            let digits = step < 0.1 ? 2 : 1
            let part = digits == 2 ? hundredths % 100 : (hundredths % 100) / 10
            let text = "\(part)"
            fraction = String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        let shown = Array(fields.prefix(keep))
        var result = shown.joined(separator: ":")
        if let fraction, keep > fields.count {
            result += (locale.decimalSeparator ?? ".") + fraction
        }
        return result
    }

    /// The step a reading changes by: `step`, or a whole second, minute or hour when
    /// `maxFieldCount` leaves the finer fields out.
    static func readingStep(_ seconds: TimeInterval, step: TimeInterval, showsHours: Bool, maxFieldCount: Int) -> TimeInterval {
        let value = min(max(seconds, 0), DatedText.longestInterval)
        let fieldCount = showsHours && value >= 3_600 ? 3 : 2
        let keep = max(1, maxFieldCount)
        if keep > fieldCount { return step }
        let lengths: [TimeInterval] = fieldCount == 3 ? [3_600, 60, 1] : [60, 1]
        return max(step, lengths[keep - 1])
    }

    /// The first instant after `input` at which `anchor - t` crosses a multiple of `unit`
    /// (where a count of whole units from `anchor` may change).
    static func boundary(after input: Date, anchor: Date, unit: TimeInterval) -> Date? {
        let offset = anchor.timeIntervalSince(input)
        guard offset.isFinite, abs(offset) < DatedText.longestInterval else { return nil }
        let multiple = ((offset / unit).rounded(.up) - 1) * unit
        return date(anchor, plus: -multiple)
    }

    /// The last instant before `input` at which `anchor - t` crosses a multiple of `unit`.
    static func boundary(before input: Date, anchor: Date, unit: TimeInterval) -> Date? {
        let offset = anchor.timeIntervalSince(input)
        guard offset.isFinite, abs(offset) < DatedText.longestInterval else { return nil }
        let multiple = ((offset / unit).rounded(.down) + 1) * unit
        return date(anchor, plus: -multiple)
    }
}

extension Text {
    /// Creates a text view that displays the attributed formatted representation of a value,
    /// such as a timer or a reference to a date.
    ///
    /// ```swift
    /// Text(Date(), format: .timer(countingDownIn: Date()..<Date().addingTimeInterval(90)))
    /// ```
    ///
    /// The value is formatted once, when the text is made.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(format.format(input))
    }
}
