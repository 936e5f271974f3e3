// UIKit's text field, which SwiftUI code wraps in a `UIViewRepresentable` (an emoji field, a
// field with a custom keyboard). On iOS `import SwiftUI` brings UIKit; off Apple's platforms
// this module declares that part.
#if !canImport(Darwin)
import Foundation

/// The base class for controls (UIKit's `UIControl`): its enabled and selected states.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// A Boolean value indicating whether the control is in the enabled state.
    open var isEnabled = true
    /// A Boolean value indicating whether the control is in the selected state.
    open var isSelected = false
}

/// The methods a text field's delegate implements to manage editing (UIKit's
/// `UITextFieldDelegate`). Every method is optional: the defaults allow editing and do
/// nothing. Headless there is no keyboard, so no editing happens to ask about.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asks the delegate whether to begin editing in the specified text field.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate when editing begins in the specified text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Tells the delegate when editing stops for the specified text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asks the delegate whether to change the specified text.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Tells the delegate when the text selection changes in the specified text field.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asks the delegate whether to process the pressing of the Return button for the text field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Editing may begin, by default.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing, by default.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Nothing, by default.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// The change is allowed, by default.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Nothing, by default.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Return is processed, by default.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The type of keyboard to display for a given text-based view (UIKit's `UIKeyboardType`).
@frozen public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// A keyboard that displays standard ASCII characters.
    case asciiCapable = 1
    /// The numbers and punctuation keyboard.
    case numbersAndPunctuation = 2
    /// A keyboard for URL entry.
    case URL = 3
    /// A numeric keypad for PIN entry.
    case numberPad = 4
    /// A keypad for entering telephone numbers.
    case phonePad = 5
    /// A keypad for entering a person's name or phone number.
    case namePhonePad = 6
    /// A keyboard for entering email addresses.
    case emailAddress = 7
    /// A keyboard with numbers and a decimal point.
    case decimalPad = 8
    /// A keyboard for Twitter text entry.
    case twitter = 9
    /// A keyboard for web search terms and URL entry.
    case webSearch = 10
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11
}

/// An instance that represents the current text-input mode (UIKit's `UITextInputMode`).
@MainActor @preconcurrency
open class UITextInputMode: UIResponder {
    /// The primary language, if any, of the input mode.
    open var primaryLanguage: String? { nil }

    /// The input modes currently available to the user: none headless, where there is no
    /// keyboard.
    open class var activeInputModes: [UITextInputMode] { [] }
}

/// An object that displays an editable text area in your interface (UIKit's `UITextField`).
///
/// Headless there is no keyboard: the text changes only when code sets it, and the delegate
/// is kept, never asked. Its intrinsic content size is one line of its text (or its
/// placeholder when empty) in its font (the 17-point system font by default), rounded up to
/// whole points, plus the room its ``borderStyle`` leaves around the text: a rounded-rect
/// field is 34 tall at 17 points, as on iOS 26, and a field without a border 21.
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// The text that the text field displays.
    open var text: String? = ""
    /// The string that displays when there is no other text in the text field.
    open var placeholder: String?
    /// The font of the text (the 17-point system font when `nil`).
    open var font: UIFont?
    /// The color of the text (kept, not drawn headless).
    open var textColor: UIColor?
    /// The text field's delegate.
    open weak var delegate: (any UITextFieldDelegate)?
    /// The keyboard style associated with the text object (kept; no keyboard shows headless).
    open var keyboardType: UIKeyboardType = .default
    /// The border style used by the text field (none by default). It is not drawn headless;
    /// it adds its room around the text to the ``intrinsicContentSize``.
    open var borderStyle: UITextField.BorderStyle = .none

    /// The size of one line of the text (or of the placeholder when the text is empty) in the
    /// field's font, rounded up to whole points, plus the room its ``borderStyle`` leaves
    /// around the text: a rounded-rect field in the 17-point system font is 34 tall.
    open override var intrinsicContentSize: CGSize {
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        // The line as a label lays it out in the same font (SF's line for the system font),
        // then rounded up to whole points: UIKit's 34-point rounded-rect field is 21 + 13,
        // where the label's 17-point line is 20.33 (20.5 at 2×).
        let label = UILabel()
        label.font = font ?? UIFont.systemFont(ofSize: 17)
        label.text = shown.isEmpty ? "X" : shown
        let line = label.intrinsicContentSize
        let insets = borderStyle.textInsets
        return CGSize(
            width: (shown.isEmpty ? 0 : line.width.rounded(.up)) + insets.left + insets.right,
            height: line.height.rounded(.up) + insets.top + insets.bottom)
    }
}
#endif
