import Foundation

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle {
    /// A format style that shows a timer counting down to, or up from, the ends of an interval
    /// ("1:02:03", "4:05").
    ///
    /// A date before the interval reads as its start, a date after it as its end, and a date
    /// that is not a number as its start. A countdown rounds up, so it reads "0:00" only once the
    /// interval ends; a count up rounds down.
    ///
    /// ```swift
    /// Text(Date(), format: .timer(countingDownIn: start..<end))
    /// ```
    public struct Timer: Sendable, ClockReadingStyle {
        /// The type of value the style formats: the date the timer reads at.
        public typealias FormatInput = Date

        let interval: Range<Date>
        let countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var formatLocale: Locale = .autoupdatingCurrent

        /// Creates a timer counting down to the end of `interval`.
        ///
        /// - Parameters:
        ///   - interval: The interval the timer runs through.
        ///   - showsHours: Whether hours are shown ("1:02:03") or folded into minutes ("62:03").
        ///   - maxFieldCount: The most fields (hours, minutes, seconds, fractions) shown.
        ///   - maxPrecision: The finest step the timer shows; under a second adds tenths or
        ///     hundredths.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            self.countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// Creates a timer counting up from the start of `interval`.
        ///
        /// - Parameters:
        ///   - interval: The interval the timer runs through.
        ///   - showsHours: Whether hours are shown ("1:02:03") or folded into minutes ("62:03").
        ///   - maxFieldCount: The most fields (hours, minutes, seconds, fractions) shown.
        ///   - maxPrecision: The finest step the timer shows; under a second adds tenths or
        ///     hundredths.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            self.countsDown = false
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The seconds the timer has to show at `input`, and the step its reading changes by.
        func count(at input: Date) -> (seconds: TimeInterval, step: TimeInterval) {
            let span = SystemFormatClock.seconds(from: interval.lowerBound, to: interval.upperBound)
            var elapsed = SystemFormatClock.seconds(from: interval.lowerBound, to: input)
            elapsed = min(max(elapsed, 0), max(span, 0))
            let raw = countsDown ? max(span, 0) - elapsed : elapsed
            let step = SystemFormatClock.readingStep(raw, step: SystemFormatClock.seconds(of: maxPrecision), showsHours: showsHours, maxFieldCount: maxFieldCount)
            let steps = countsDown ? (raw / step).rounded(.up) : (raw / step).rounded(.down)
            return (min(steps * step, DatedText.longestInterval), step)
        }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.Timer: FormatStyle {
    /// The timer's reading at `input` ("1:02:03").
    public func format(_ input: Date) -> AttributedString {
        reading(at: input)
    }

    /// The style with `locale`, whose decimal separator parts seconds from their fractions.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Timer {
        with(locale)
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.Timer: DiscreteFormatStyle {
    /// The last date before `input` at which the reading differs, or nil where it never does.
    public func discreteInput(before input: Date) -> Date? {
        let (lower, upper) = (interval.lowerBound, interval.upperBound)
        let span = SystemFormatClock.seconds(from: lower, to: upper)
        let (seconds, _) = count(at: input)
        let since = countsDown ? span - seconds : seconds
        guard since > 0, let change = SystemFormatClock.date(lower, plus: since) else { return nil }
        return SystemFormatClock.justBefore(change)
    }

    /// The first date after `input` at which the reading differs, or nil where it never does.
    public func discreteInput(after input: Date) -> Date? {
        let (lower, upper) = (interval.lowerBound, interval.upperBound)
        let span = SystemFormatClock.seconds(from: lower, to: upper)
        let (seconds, step) = count(at: input)
        let since = countsDown ? span - seconds + step : seconds + step
        guard seconds < DatedText.longestInterval, since <= span, countsDown ? seconds > 0 : true else { return nil }
        guard let change = SystemFormatClock.date(lower, plus: since), change > input else { return nil }
        return change
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down to the end of `interval` ("4:05").
    ///
    /// - Parameters:
    ///   - interval: The interval the timer runs through.
    ///   - showsHours: Whether hours are shown ("1:02:03") or folded into minutes ("62:03").
    ///   - maxFieldCount: The most fields (hours, minutes, seconds, fractions) shown.
    ///   - maxPrecision: The finest step the timer shows.
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A timer counting up from the start of `interval` ("0:12").
    ///
    /// - Parameters:
    ///   - interval: The interval the timer runs through.
    ///   - showsHours: Whether hours are shown ("1:02:03") or folded into minutes ("62:03").
    ///   - maxFieldCount: The most fields (hours, minutes, seconds, fractions) shown.
    ///   - maxPrecision: The finest step the timer shows.
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle {
    /// A format style that shows a stopwatch running from a start date ("0:05.27").
    ///
    /// A date before the start reads as zero, and a date that is not a number as the start.
    ///
    /// ```swift
    /// Text(Date(), format: .stopwatch(startingAt: start))
    /// ```
    public struct Stopwatch: Sendable, ClockReadingStyle {
        /// The type of value the style formats: the date the stopwatch reads at.
        public typealias FormatInput = Date

        let startDate: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var formatLocale: Locale = .autoupdatingCurrent

        /// Creates a stopwatch running from `startDate`.
        ///
        /// - Parameters:
        ///   - startDate: The date the stopwatch starts at.
        ///   - showsHours: Whether hours are shown ("1:02:03.45") or folded into minutes.
        ///   - maxFieldCount: The most fields (hours, minutes, seconds, fractions) shown.
        ///   - maxPrecision: The finest step the stopwatch shows (hundredths by default).
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The seconds the stopwatch shows at `input`, and the step its reading changes by.
        func count(at input: Date) -> (seconds: TimeInterval, step: TimeInterval) {
            let elapsed = max(SystemFormatClock.seconds(from: startDate, to: input), 0)
            let step = SystemFormatClock.readingStep(elapsed, step: SystemFormatClock.seconds(of: maxPrecision), showsHours: showsHours, maxFieldCount: maxFieldCount)
            return ((elapsed / step).rounded(.down) * step, step)
        }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.Stopwatch: FormatStyle {
    /// The stopwatch's reading at `input` ("0:05.27").
    public func format(_ input: Date) -> AttributedString {
        reading(at: input)
    }

    /// The style with `locale`, whose decimal separator parts seconds from their fractions.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch {
        with(locale)
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.Stopwatch: DiscreteFormatStyle {
    /// The last date before `input` at which the reading differs, or nil where it never does.
    public func discreteInput(before input: Date) -> Date? {
        let (seconds, _) = count(at: input)
        guard seconds > 0, let change = SystemFormatClock.date(startDate, plus: seconds) else { return nil }
        return SystemFormatClock.justBefore(change)
    }

    /// The first date after `input` at which the reading differs, or nil where it never does.
    public func discreteInput(after input: Date) -> Date? {
        let (seconds, step) = count(at: input)
        guard seconds + step < DatedText.longestInterval, let change = SystemFormatClock.date(startDate, plus: seconds + step), change > input else { return nil }
        return change
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch running from `startDate` ("0:05.27").
    ///
    /// - Parameters:
    ///   - startDate: The date the stopwatch starts at.
    ///   - showsHours: Whether hours are shown or folded into minutes.
    ///   - maxFieldCount: The most fields (hours, minutes, seconds, fractions) shown.
    ///   - maxPrecision: The finest step the stopwatch shows (hundredths by default).
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

/// What the timer and the stopwatch share: a count of seconds at a date, shown as clock fields
/// ("1:02:03.45") in a locale.
protocol ClockReadingStyle {
    var showsHours: Bool { get }
    var maxFieldCount: Int { get }
    var maxPrecision: Duration { get }
    var formatLocale: Locale { get set }
    /// The seconds shown at `input`, and the step the reading changes by.
    func count(at input: Date) -> (seconds: TimeInterval, step: TimeInterval)
}

extension ClockReadingStyle {
    /// The reading at `input`.
    func reading(at input: Date) -> AttributedString {
        let (seconds, _) = count(at: input)
        return AttributedString(SystemFormatClock.reading(
            seconds, step: SystemFormatClock.seconds(of: maxPrecision), showsHours: showsHours, maxFieldCount: maxFieldCount,
            locale: formatLocale))
    }

    /// This style in `locale`.
    func with(_ locale: Locale) -> Self {
        var style = self
        style.formatLocale = locale
        return style
    }
}
