import Foundation

/// A value a text shows through a format style (`Text(_:format:)`), formatted when the text
/// resolves with the environment's ``EnvironmentValues/locale``, as SwiftUI formats it: the
/// same text reads "$12.50" under `en_US` and "12,50 $" under `fr_FR`. A format style that
/// ignores locales (`FormatStyle.locale(_:)` returns it unchanged) formats as it is.
///
/// Two formatted texts are equal when their styles are of one type and equal, and their
/// values equal.
struct FormattedText: Hashable, Sendable {
    private let box: FormattedTextBox

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        box = TypedFormattedText(input: input, format: format)
    }

    /// The value formatted in `environment`'s locale.
    func string(in environment: EnvironmentValues) -> String { box.string(locale: environment.locale) }

    static func == (a: FormattedText, b: FormattedText) -> Bool { a.box === b.box || a.box.isEqual(to: b.box) }
    func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }
}

/// The type-erased value and style. Immutable once made; `@unchecked Sendable` as `Text`
/// itself is: SwiftUI's `Text(_:format:)` takes any equatable input, sendable or not, and this
/// box only reads it.
private class FormattedTextBox: @unchecked Sendable {
    func string(locale: Locale) -> String { "" }
    func isEqual(to other: FormattedTextBox) -> Bool { false }
    func hash(into hasher: inout Hasher) {}
}

private final class TypedFormattedText<F: FormatStyle>: FormattedTextBox, @unchecked Sendable where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    init(input: F.FormatInput, format: F) {
        self.input = input
        self.format = format
    }

    override func string(locale: Locale) -> String { format.locale(locale).format(input) }

    override func isEqual(to other: FormattedTextBox) -> Bool {
        guard let other = other as? TypedFormattedText<F> else { return false }
        return other.input == input && other.format == format
    }

    override func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(F.self))
        hasher.combine(format)
    }
}
