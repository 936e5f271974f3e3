import Foundation

extension LocalizedStringKey {
    /// The key translated by the strings table `tableName` of `bundle` (the main bundle when
    /// only a table is given), when the key is plain text (interpolated values make a format
    /// key, which Trellis does not look up) and the table has it; otherwise the key itself.
    func localized(tableName: String?, bundle: Bundle?) -> LocalizedStringKey {
        guard tableName != nil || bundle != nil else { return self }
        guard segments.allSatisfy({ if case .literal = $0 { true } else { false } }) else { return self }
        let key = self.key
        // A value that cannot be the translation marks a key the table lacks.
        let missing = "\u{0}trellis-missing\u{0}"
        let translated = (bundle ?? .main).localizedString(forKey: key, value: missing, table: tableName)
        return translated == missing ? self : LocalizedStringKey(translated)
    }
}

extension Text {
    /// Creates a text view that displays a stringified value, using a formatter: the
    /// formatter's string for the value (an empty text when the formatter gives none, as a
    /// formatter that cannot format the value does). Off Apple's platforms few value types
    /// are `ReferenceConvertible`; their bridged objects (`NSDate`, `NSNumber`) take the
    /// `NSObject` form.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays the stringified value of an object, using a
    /// formatter: the formatter's string for it, or an empty text.
    ///
    /// ```swift
    /// Text(NSNumber(value: 0.25), formatter: percent)   // "25%" with a percent NumberFormatter
    /// ```
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
