import Foundation

/// A control for selecting an absolute date.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// ```
///
/// In the compact style (iOS's automatic one) the date and the time are buttons showing their
/// text in light pills after the label, the row as wide as offered; on macOS the automatic
/// style is a field with a stepper after the label. In a snapshot the picker shows its
/// selection, formatted with the environment's ``EnvironmentValues/locale`` and
/// ``EnvironmentValues/timeZone`` (docs/semantics.md, "Controls").
nonisolated public struct DatePicker<Label: View>: View {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    let date: Date
    let components: DatePickerComponents
    let label: Label

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker is resolved by its style's rules.
    public var body: Never { fatalError("DatePicker has no body") }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, its label from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range, its label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range, its label from a localized
    /// string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range, its label from a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, its label from a
    /// localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, its label from a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, its label from a
    /// localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, its label from a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The components of a date that a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    /// The raw value of the component set.
    public let rawValue: UInt
    /// Creates a component set from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: PrimitiveView {
    /// Resolves the date picker by its style's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        // An empty set shows the date and the time, as SwiftUI shows both by default.
        let components = self.components.isEmpty ? [.date, .hourAndMinute] : self.components
        var date = self.date
        if !date.timeIntervalSinceReferenceDate.isFinite {
            resolver.report(.invalidModifierValue, "DatePicker", "the selection is not a date; the picker shows the reference date, 1 January 2001")
            date = Date(timeIntervalSinceReferenceDate: 0)
        }
        let label = self.label.font(metrics.labelFont(environment))
        let hidden = environment.labelsHidden
        if environment.datePickerStyle == .graphical || (environment.datePickerStyle == .wheel && !metrics.isMac) {
            resolveFace(label: hidden ? nil : label, components: components, date: date, metrics: metrics, into: &resolver, elements: &elements)
            return
        }
        let texts = DateTexts(date, environment, numeric: metrics.isMac)
        let textColor: Color = environment.isEnabled ? (environment.foregroundColor ?? .primary) : Color.primary.opacity(0.3)
        if metrics.isMac {
            // macOS: one field with the date and the time, a stepper after it in the automatic style.
            let shown = [components.contains(.date) ? texts.date : nil, components.contains(.hourAndMinute) ? texts.time : nil]
                .compactMap { $0 }.joined(separator: ", ")
            let field = Text(shown).font(metrics.labelFont(environment)).foregroundColor(textColor).fixedSize()
                .padding(.horizontal, metrics.dateFieldInset)
                .frame(height: metrics.datePickerHeight)
                .background(ControlPart(kind: .textField(text: "", prompt: "", bordered: true, isSecure: false), cornerRadius: 5, name: "field"))
            let stepper = ControlPart(kind: .stepper(value: 0), sizing: .fixed(CGSize(width: metrics.dateStepperWidth, height: metrics.datePickerHeight)), name: "stepper")
            let control = HStack(spacing: metrics.dateStepperSpacing) {
                field
                if environment.datePickerStyle != .compact { stepper }
            }
            resolver.resolveControl("DatePicker", HStack(spacing: metrics.labelSpacing) { if !hidden { label }; control }, into: &elements)
            return
        }
        // iOS: the date and the time as buttons, each its text in a light pill.
        func pill(_ text: String, minHeight: CGFloat?) -> some View {
            Text(text).foregroundColor(textColor).fixedSize()
                .padding(.horizontal, metrics.datePillInsets.width)
                .padding(.vertical, metrics.datePillInsets.height)
                .frame(minHeight: minHeight)
                .background(ControlPart(kind: .buttonBezel(prominent: false), tint: .gray, cornerRadius: metrics.datePillRadius, name: "bezel"))
        }
        let pills = HStack(spacing: metrics.datePillSpacing) {
            if components.contains(.date) { pill(texts.date, minHeight: nil) }
            if components.contains(.hourAndMinute) { pill(texts.time, minHeight: metrics.timePillMinHeight) }
        }
        if hidden {
            resolver.resolveControl("DatePicker", pills, into: &elements)
        } else {
            resolver.resolveControl("DatePicker", HStack { label.frame(maxWidth: .infinity, alignment: .leading); pills }, into: &elements)
        }
    }
}

extension DatePicker {
    /// The graphical style's calendar and clock, or iOS's wheel, after `label` (`nil`: hidden)
    /// and 8 (the faces' sizes recorded, `DatePickerFaces.swift`; the label's top-alignment an
    /// estimate).
    private func resolveFace(
        label: (some View)?, components: DatePickerComponents, date: Date, metrics: ControlMetrics,
        into resolver: inout Resolver, elements: inout [NodeID]
    ) {
        let environment = resolver.environment
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        let face: AnyView
        if environment.datePickerStyle == .wheel {
            face = AnyView(WheelFace(date: date, calendar: calendar, locale: environment.locale, components: components, size: metrics.wheelSize))
        } else {
            if !metrics.isMac {
                resolver.report(.approximated, "DatePicker", "the iOS graphical style is not recorded: laid out at macOS's calendar and clock sizes")
            }
            face = AnyView(HStack(alignment: .top, spacing: metrics.calendarClockSpacing) {
                if components.contains(.date) {
                    CalendarFace(date: date, calendar: calendar, locale: environment.locale, size: metrics.calendarSize)
                }
                if components.contains(.hourAndMinute) { ClockFace(date: date, calendar: calendar, side: metrics.clockSide) }
            })
        }
        let row = HStack(alignment: .top, spacing: metrics.labelSpacing) {
            if let label { label }
            face
        }
        resolver.resolveControl("DatePicker", row, into: &elements)
    }
}

/// A date's text as a date picker shows it: the date (`Mar 15, 2025`; numeric, `3/15/2025`,
/// on macOS) and the time (`3:09 PM`), in the environment's locale and time zone.
struct DateTexts {
    let date: String
    let time: String

    init(_ value: Date, _ environment: EnvironmentValues, numeric: Bool) {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        if numeric {
            formatter.setLocalizedDateFormatFromTemplate("yMd")
        } else {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
        }
        date = formatter.string(from: value)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        time = formatter.string(from: value)
    }
}
