import Foundation

/// A unit of time a date style may count in, with its English names and rough length.
struct SystemFormatUnit: Sendable {
    let component: Calendar.Component
    let singular: String
    let seconds: TimeInterval

    static let year = SystemFormatUnit(component: .year, singular: "year", seconds: 365.2425 * 86_400)
    static let month = SystemFormatUnit(component: .month, singular: "month", seconds: 30.436875 * 86_400)
    static let week = SystemFormatUnit(component: .weekOfMonth, singular: "week", seconds: 7 * 86_400)
    static let day = SystemFormatUnit(component: .day, singular: "day", seconds: 86_400)
    static let hour = SystemFormatUnit(component: .hour, singular: "hour", seconds: 3_600)
    static let minute = SystemFormatUnit(component: .minute, singular: "minute", seconds: 60)
    static let second = SystemFormatUnit(component: .second, singular: "second", seconds: 1)

    /// "1 hour", "3 hours".
    func counted(_ count: Int) -> String { "\(count) \(singular)\(count == 1 ? "" : "s")" }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle {
    /// A format style that shows how far a date is from an anchor date ("2 hours, 15 minutes",
    /// "-3 days").
    ///
    /// The offset counts from the formatted date to the anchor: positive while the anchor is
    /// ahead. Units are named in English whatever the locale, and a date that is not a number
    /// reads as the anchor itself; offsets count at most 10¹⁵ seconds.
    ///
    /// ```swift
    /// Text(Date(), format: .offset(to: launch))
    /// ```
    public struct DateOffset: Sendable {
        let anchor: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        let sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var formatCalendar: Calendar = .autoupdatingCurrent
        var formatLocale: Locale = .autoupdatingCurrent

        /// Creates a style showing the offset to `anchor`.
        ///
        /// - Parameters:
        ///   - anchor: The date offsets count to.
        ///   - allowedFields: The units the offset may be counted in (seconds when empty).
        ///   - maxFieldCount: The most units shown, largest first.
        ///   - sign: When a sign shows: `.automatic` marks only negative offsets.
        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second], maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        /// The style counting in `calendar`'s years, months and days.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
            var style = self
            style.formatCalendar = calendar
            return style
        }

        /// The style with `locale` (units stay English; see `docs/differences.md`).
        public func locale(_ locale: Locale) -> SystemFormatStyle.DateOffset {
            var style = self
            style.formatLocale = locale
            return style
        }

        /// The allowed units, largest first.
        var units: [SystemFormatUnit] {
            let all: [(Date.ComponentsFormatStyle.Field, SystemFormatUnit)] = [
                (.year, .year), (.month, .month), (.week, .week), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
            ]
            let allowed = all.filter { allowedFields.contains($0.0) }.map(\.1)
            return allowed.isEmpty ? [.second] : allowed
        }

        /// The whole units from `input` to the anchor, largest first, and whether it is negative.
        func counts(at input: Date) -> (counts: [(SystemFormatUnit, Int)], negative: Bool) {
            let offset = SystemFormatClock.seconds(from: input, to: anchor)
            let negative = offset < 0
            let start = anchor.addingTimeInterval(-offset)
            let (from, to) = negative ? (anchor, start) : (start, anchor)
            var counts: [(SystemFormatUnit, Int)] = []
            let units = self.units
            if abs(offset) < 1e13, from.timeIntervalSinceReferenceDate.isFinite, to.timeIntervalSinceReferenceDate.isFinite {
                let components = formatCalendar.dateComponents(Set(units.map(\.component)), from: from, to: to)
                counts = units.map { ($0, abs(components.value(for: $0.component) ?? 0)) }
            } else {
                var rest = abs(offset).rounded(.down)
                for unit in units {
                    let count = (rest / unit.seconds).rounded(.down)
                    rest -= count * unit.seconds
                    counts.append((unit, Int(count)))
                }
            }
            return (counts, negative)
        }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.DateOffset: FormatStyle {
    /// The offset from `referenceDate` to the anchor ("2 hours, 15 minutes").
    public func format(_ referenceDate: Date) -> AttributedString {
        let (counts, negative) = counts(at: referenceDate)
        let first = counts.firstIndex { $0.1 > 0 }
        var parts: [String] = []
        if let first {
            for (unit, count) in counts[first...].prefix(max(1, maxFieldCount)) where count > 0 {
                parts.append(unit.counted(count))
            }
        }
        let isZero = parts.isEmpty
        if isZero, let smallest = counts.last { parts = [smallest.0.counted(0)] }
        let style = IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US_POSIX")).sign(strategy: sign)
        let signed = style.format(isZero ? 0 : (negative ? -1 : 1))
        let mark = signed.hasPrefix("-") ? "-" : signed.hasPrefix("+") ? "+" : ""
        return AttributedString(mark + parts.joined(separator: ", "))
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.DateOffset: DiscreteFormatStyle {
    /// A date before `referenceDate` at or after which the offset may read differently (the
    /// last instant the smallest allowed unit turns over), or nil for far dates.
    public func discreteInput(before referenceDate: Date) -> Date? {
        SystemFormatClock.boundary(before: referenceDate, anchor: anchor, unit: min(units.last?.seconds ?? 1, 86_400))
    }

    /// The first date after `referenceDate` at which the offset may read differently (the
    /// smallest allowed unit turning over), or nil for far dates.
    public func discreteInput(after referenceDate: Date) -> Date? {
        SystemFormatClock.boundary(after: referenceDate, anchor: anchor, unit: min(units.last?.seconds ?? 1, 86_400))
    }

    /// The instant just before `referenceDate`, or nil where that is not a finite date.
    public func input(before referenceDate: Date) -> Date? { SystemFormatClock.neighbour(of: referenceDate, after: false) }

    /// The instant just after `referenceDate`, or nil where that is not a finite date.
    public func input(after referenceDate: Date) -> Date? { SystemFormatClock.neighbour(of: referenceDate, after: true) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// A style showing how far the formatted date is from `anchor` ("2 hours, 15 minutes").
    ///
    /// - Parameters:
    ///   - anchor: The date offsets count to.
    ///   - allowedFields: The units the offset may be counted in.
    ///   - maxFieldCount: The most units shown, largest first.
    ///   - sign: When a sign shows: `.automatic` marks only negative offsets.
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second], maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle {
    /// A format style that refers to a date in the most natural phrasing for how far it is from
    /// the formatted date: "now", "in 5 minutes", "tomorrow", "3 days ago", and beyond the
    /// threshold an absolute "Monday, June 3" or "June 2019".
    ///
    /// The relative phrases are English whatever the locale; the absolute ones follow the
    /// locale and calendar. A date that is not a number reads as "now", and distances count at
    /// most 10¹⁵ seconds.
    ///
    /// ```swift
    /// Text(Date(), format: .reference(to: meeting))
    /// ```
    public struct DateReference: Sendable {
        let date: Date
        let allowedFields: Set<Date.RelativeFormatStyle.Field>
        let maxFieldCount: Int
        let thresholdField: Date.RelativeFormatStyle.Field
        var formatCalendar: Calendar = .autoupdatingCurrent
        var formatLocale: Locale = .autoupdatingCurrent

        /// Creates a style referring to `date`.
        ///
        /// - Parameters:
        ///   - date: The date this format references.
        ///   - allowedFields: The units a relative phrase may count in; `thresholdField` is
        ///     always allowed.
        ///   - maxFieldCount: Below 2, an absolute date shows only its month and day (or only
        ///     its year) instead of "Monday, June 3" (or "June 2019").
        ///   - thresholdField: The largest unit shown relatively: with `.day`, dates within
        ///     about a month read relatively.
        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        /// The style using `calendar` for absolute dates.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
            var style = self
            style.formatCalendar = calendar
            return style
        }

        static let order: [(Date.RelativeFormatStyle.Field, SystemFormatUnit)] = [
            (.year, .year), (.month, .month), (.week, .week), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
        ]

        /// The units a relative phrase counts in, largest first.
        var units: [SystemFormatUnit] {
            Self.order.filter { allowedFields.contains($0.0) || $0.0 == thresholdField }.map(\.1)
        }

        /// The distance below which the date reads relatively: one of the unit above the
        /// threshold (a month for days and weeks).
        var threshold: TimeInterval {
            switch thresholdField {
            case .year: return .infinity
            case .month: return SystemFormatUnit.year.seconds
            case .week, .day: return SystemFormatUnit.month.seconds
            case .hour: return SystemFormatUnit.day.seconds
            case .minute: return SystemFormatUnit.hour.seconds
            default: return SystemFormatUnit.minute.seconds
            }
        }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.DateReference: FormatStyle {
    /// The date as seen from `referenceDate` ("in 5 minutes", "Monday, June 3").
    public func format(_ referenceDate: Date) -> AttributedString {
        let distance = SystemFormatClock.seconds(from: referenceDate, to: date)
        let size = abs(distance)
        guard size < threshold || !date.timeIntervalSinceReferenceDate.isFinite || !referenceDate.timeIntervalSinceReferenceDate.isFinite else {
            return AttributedString(absolute(from: referenceDate))
        }
        let units = self.units
        guard let unit = units.first(where: { size >= $0.seconds }) else { return AttributedString("now") }
        let count = Int((size / unit.seconds).rounded(.down))
        if unit.component == .day, count == 1 { return AttributedString(distance > 0 ? "tomorrow" : "yesterday") }
        let phrase = unit.counted(count)
        return AttributedString(distance > 0 ? "in \(phrase)" : "\(phrase) ago")
    }

    /// "Monday, June 3" for a date in the same year as `referenceDate`, "June 2019" otherwise.
    func absolute(from referenceDate: Date) -> String {
        var style = Date.FormatStyle(locale: formatLocale, calendar: formatCalendar, timeZone: formatCalendar.timeZone)
        let sameYear = formatCalendar.component(.year, from: date) == formatCalendar.component(.year, from: referenceDate)
        let fields = max(1, maxFieldCount)
        if sameYear {
            style = fields >= 2 ? style.weekday(.wide).month(.wide).day() : style.month(.wide).day()
        } else {
            style = fields >= 2 ? style.month(.wide).year() : style.year()
        }
        return style.format(date)
    }

    /// The style with `locale`, used for absolute dates (relative phrases stay English).
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
        var style = self
        style.formatLocale = locale
        return style
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SystemFormatStyle.DateReference: DiscreteFormatStyle {
    /// The smallest unit the phrase counts in, capped at a day.
    private var step: TimeInterval { min(units.last?.seconds ?? 60, 86_400) }

    /// A date before `referenceDate` at or after which the phrase may read differently, or
    /// nil for far dates.
    public func discreteInput(before referenceDate: Date) -> Date? {
        SystemFormatClock.boundary(before: referenceDate, anchor: date, unit: step)
    }

    /// The first date after `referenceDate` at which the phrase may read differently, or nil
    /// for far dates.
    public func discreteInput(after referenceDate: Date) -> Date? {
        SystemFormatClock.boundary(after: referenceDate, anchor: date, unit: step)
    }

    /// The instant just before `referenceDate`, or nil where that is not a finite date.
    public func input(before referenceDate: Date) -> Date? { SystemFormatClock.neighbour(of: referenceDate, after: false) }

    /// The instant just after `referenceDate`, or nil where that is not a finite date.
    public func input(after referenceDate: Date) -> Date? { SystemFormatClock.neighbour(of: referenceDate, after: true) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A style referring to `date` naturally from the formatted date ("in 5 minutes",
    /// "tomorrow", "June 2019").
    ///
    /// - Parameters:
    ///   - date: The date this format references.
    ///   - allowedFields: The units a relative phrase may count in.
    ///   - maxFieldCount: The most fields an absolute date shows.
    ///   - thresholdField: The largest unit shown relatively.
    public static func reference(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
