import Foundation

extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Hashable, Sendable {
        let kind: Kind
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }

        /// A style displaying only the time component for a date ("8:26 PM").
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date ("May 28, 2026").
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now ("2 hr, 15 min").
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as a timer counting from now ("2:15:00").
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates an instance that displays localized dates and times using a specific style,
    /// formatted with the environment's ``EnvironmentValues/locale`` and
    /// ``EnvironmentValues/timeZone``. The relative, offset and timer styles count from the
    /// moment the text is laid out.
    public init(_ date: Date, style: DateStyle) {
        let dated = DatedText.date(date, style)
        self.init(runs: [TextRun(string: dated.string(in: EnvironmentValues()), date: dated)])
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval between where to run the timer.
    ///   - pauseTime: If present, the date at which to pause the timer.
    ///   - countsDown: Whether the timer counts down (from the end) or up (from the start).
    ///   - showsHours: Whether hours are shown ("1:02:03") or folded into minutes ("62:03").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let dated = DatedText.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(runs: [TextRun(string: dated.string(in: EnvironmentValues()), date: dated)])
    }

    /// Creates a text view that displays the formatted representation of a value, formatted
    /// with the environment's ``EnvironmentValues/locale`` when the text is laid out.
    ///
    /// ```swift
    /// Text(0.25, format: .percent)   // "25%"
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted = FormattedText(input, format: format)
        self.init(runs: [TextRun(string: formatted.string(in: EnvironmentValues()), formatted: formatted)])
    }
}

/// A date or timer a text shows, formatted when the text resolves.
enum DatedText: Hashable, Sendable {
    case date(Date, Text.DateStyle)
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// The text in `environment`'s locale and time zone, counted from now where it counts.
    func string(in environment: EnvironmentValues, now: Date = Date()) -> String {
        switch self {
        case let .date(date, style):
            switch style.kind {
            case .date, .time:
                let formatter = DateFormatter()
                formatter.locale = environment.locale
                formatter.timeZone = environment.timeZone
                formatter.dateStyle = style.kind == .date ? .long : .none
                formatter.timeStyle = style.kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return Self.relative(abs(date.timeIntervalSince(now)))
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + Self.relative(abs(interval), full: true)
            case .timer:
                return Self.clock(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        case let .timer(interval, pauseTime, countsDown, showsHours):
            let moment = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
            let elapsed = countsDown ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
            return Self.clock(elapsed, showsHours: showsHours)
        }
    }

    /// The longest interval a relative, offset or timer text counts (10¹⁵ seconds, about 31.7
    /// million years, where every whole second is still exact): a date farther away reads as
    /// this far, so a far date never overflows the count.
    static let longestInterval: TimeInterval = 1e15

    /// "2 hr, 15 min": the two largest units of an interval (abbreviated unless `full`).
    static func relative(_ seconds: TimeInterval, full: Bool = false) -> String {
        let units: [(TimeInterval, String, String)] = [
            (86_400 * 7, "wk", "week"), (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
        ]
        var rest = seconds.isFinite ? min(seconds, longestInterval).rounded(.down) : 0
        var parts: [String] = []
        for (length, short, long) in units where parts.count < 2 {
            let count = Int(rest / length)
            guard count > 0 || (parts.isEmpty && length == 1) else { continue }
            rest -= Double(count) * length
            let name = full ? long : short
            parts.append("\(count) \(name)\(full && count != 1 ? "s" : "")")
            if !parts.isEmpty, count == 0 { break }
        }
        return parts.joined(separator: ", ")
    }

    /// "1:02:03" (or "62:03" without hours): a timer's reading.
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = seconds.isFinite ? Int(min(max(seconds, 0), longestInterval).rounded(.down)) : 0
        let hours = total / 3_600, minutes = (total % 3_600) / 60, secs = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(showsHours ? minutes : hours * 60 + minutes):\(two(secs))"
    }
}
