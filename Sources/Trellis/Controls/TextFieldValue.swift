import Foundation

// Text fields that edit a value through a format style or a formatter, and text fields with
// a selection. The field shows the formatted value; text typed into it (in a live host,
// `LayoutHost.type(_:)`) is parsed into the value whenever it parses.

extension Binding where Value == String {
    /// The text of `value` formatted by `format`; setting it parses the text and writes the
    /// value when it parses (text that does not parse leaves the value as it was).
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { value.wrappedValue.map(format.format) ?? "" },
                set: { text in
                    if text.isEmpty { value.wrappedValue = nil } else if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
                })
    }

    /// The text of `value` formatted by `format`, for a value that is not optional.
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) },
                set: { text in if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed } })
    }

    /// The text of `value` by `formatter`; setting it writes the value the formatter reads
    /// from the text, when it reads one of the value's type. A `NumberFormatter` reads
    /// numbers (into an `Int`, `Double`, `Float`, `CGFloat` or `Decimal` value), a
    /// `DateFormatter` dates; other formatters read nothing off Apple's platforms (their
    /// `getObjectValue` is not public there), so typing leaves the value as it was.
    static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" },
                set: { text in if let parsed: V = parse(text, formatter) { value.wrappedValue = parsed } })
    }

    /// The value of type `V` that `formatter` reads from `text`, if any.
    private static func parse<V>(_ text: String, _ formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return number as? V
        }
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a localized title string.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)
    /// ```
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt?.content ?? titleKey.key, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound optional value, titled by
    /// a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt?.content ?? String(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt?.content ?? titleKey.key, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound value, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt?.content ?? String(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .formatted(value, formatter), prompt: prompt?.content ?? titleKey.key, axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field that applies a formatter to a bound value, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .formatted(value, formatter), prompt: prompt?.content ?? String(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
    }

    /// Creates a text field that applies a formatter to a bound value, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }

    /// Creates a text field with a selection binding. The selection is the person's: headless
    /// nothing selects, and the binding is left as it is.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt?.content ?? titleKey.key, axis: axis ?? .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a selection binding, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt?.content ?? String(title), axis: axis ?? .horizontal, label: Text(title))
    }
}

extension TextField {
    /// Creates a text field that applies a format style to a bound optional value, with a
    /// custom label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt?.content ?? "", axis: .horizontal, label: label())
    }

    /// Creates a text field that applies a format style to a bound value, with a custom label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(text: .formatted(value, format), prompt: prompt?.content ?? "", axis: .horizontal, label: label())
    }

    /// Creates a text field that applies a formatter to a bound value, with a custom label.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .formatted(value, formatter), prompt: prompt?.content ?? "", axis: .horizontal, label: label())
    }

    /// Creates a text field with a selection binding and a custom label (the selection is
    /// left as it is headless).
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt?.content ?? "", axis: axis ?? .horizontal, label: label())
    }
}
