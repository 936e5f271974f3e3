import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// ```swift
/// DatePicker("Start", selection: $start).datePickerStyle(.compact)
/// ```
public protocol DatePickerStyle {}

/// The default style for date pickers: compact on iOS, a field with a stepper on macOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    public init() {}
}

/// A date picker style that displays the components in a compact, textual format: on iOS the
/// date and the time as buttons, on macOS a field without a stepper.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    public init() {}
}

/// A date picker style that displays an interactive calendar or clock.
///
/// On macOS the calendar is 138.5 × 148 and the clock 119 × 119, 18 apart when both show,
/// after the label and 8 (recorded). iOS's graphical style is not recorded: it takes macOS's
/// sizes, and the layout reports it (docs/differences.md).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    public init() {}
}

/// A date picker style that displays each component as columns in a scrollable wheel: 320 ×
/// 216 on iOS (recorded), after the label. macOS has no wheel; there the picker takes the
/// automatic style.
@MainActor @preconcurrency public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    @MainActor @preconcurrency public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The built-in date picker styles, as the environment keeps them.
enum DatePickerStyleKind: Sendable {
    case automatic, compact, graphical, wheel
}

struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.automatic
}

struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}

extension EnvironmentValues {
    /// The style of the date pickers inside.
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates: the system's unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current locale that views should use: the system's unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for date pickers within this view.
    ///
    /// ```swift
    /// DatePicker("Start", selection: $start).datePickerStyle(.compact)
    /// ```
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerStyleKind = switch style {
        case is CompactDatePickerStyle: .compact
        case is GraphicalDatePickerStyle: .graphical
        case is WheelDatePickerStyle: .wheel
        default: .automatic
        }
        return environment(\.datePickerStyle, kind)
    }
}

extension ControlMetrics {
    /// An iOS date pill's text insets: 7 above and below (`ios/datepicker/compact`: a date
    /// 38.5 tall with a 24.5 line); 11 at the sides is an estimate (no frame inside the pill).
    var datePillInsets: CGSize { CGSize(width: 11, height: 7) }
    /// The time pill is 40 tall (`ios/datepicker/compact` `time`, `dateTime`).
    var timePillMinHeight: CGFloat { 40 }
    /// The space between the date and time pills (estimate) and their corners (estimate).
    var datePillSpacing: CGFloat { 6 }
    var datePillRadius: CGFloat { 8 }
    /// A macOS date picker is 22 tall (`datepicker/basic`); the field's text inset, the
    /// stepper's width and the space before it are estimates.
    var datePickerHeight: CGFloat { 22 }
    var dateFieldInset: CGFloat { 6 }
    var dateStepperWidth: CGFloat { 13 }
    var dateStepperSpacing: CGFloat { 3 }
}
