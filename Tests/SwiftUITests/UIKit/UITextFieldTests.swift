// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). UIKit's text field as a representable shows it: its intrinsic content size, one line
// of its text in its font plus the room its border style leaves around the text.
import SwiftUI
import Testing

/// `UITextField.intrinsicContentSize` per border style. Sources: swiftui-web
/// `Fixtures/Goldens/ios/representable/list/frames.json`, `form/frames.json` and
/// `scroll/frames.json` (goldens at e4bf148, iOS 26; their view is `FieldBox` in
/// `Fixtures/Sources/Representable/RepresentableFixtures.swift`, read at 1ce9f25: a
/// rounded-rect field with the text "Field" in the default font) record the field 34 tall;
/// Apple's documentation of `UITextField.font` ("the body style of the system font": 17 points
/// at the default size); the rest is derived (see `UITextField.BorderStyle.textInsets`).
@Suite("UITextField's intrinsic size")
@MainActor
struct UITextFieldTests {
    /// A field showing `text` with `style`, in `font` when given.
    private func field(_ style: UITextField.BorderStyle, text: String? = "Field", font: UIFont? = nil) -> UITextField {
        let field = UITextField()
        field.borderStyle = style
        field.text = text
        field.font = font
        return field
    }

    /// The line a label in `font` takes, rounded up to whole points.
    private func line(_ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = "X"
        return label.intrinsicContentSize.height.rounded(.up)
    }

    @Test("a rounded-rect field in the default font is 34 tall, as recorded on iOS 26")
    func roundedRectDefaultHeight() {
        #expect(field(.roundedRect).intrinsicContentSize.height == 34)
    }

    // Derived: the same 13 around the 14-point line (16.74, rounded up 17) gives the 30 points
    // long reported for a rounded-rect field in the 14-point system font.
    @Test("a rounded-rect field is its line rounded up to whole points plus 13: 30 tall at 14 points")
    func roundedRectFollowsTheFont() {
        let font = UIFont.systemFont(ofSize: 14)
        #expect(line(font) == 17)
        #expect(field(.roundedRect, font: font).intrinsicContentSize.height == 30)
    }

    @Test("a field without a border is its line rounded up to whole points: 21 at 17 points")
    func noBorderIsTheLine() {
        #expect(field(.none).intrinsicContentSize.height == 21)
    }

    @Test("a line or bezel field adds 2 points on every side of its text")
    func lineAndBezelAddTwo() {
        let plain = field(.none).intrinsicContentSize
        for style in [UITextField.BorderStyle.line, .bezel] {
            let bordered = field(style).intrinsicContentSize
            #expect(bordered.width == plain.width + 4)
            #expect(bordered.height == plain.height + 4)
        }
    }

    @Test("a rounded-rect field is 14 wider than its text")
    func roundedRectWidth() {
        #expect(field(.roundedRect).intrinsicContentSize.width == field(.none).intrinsicContentSize.width + 14)
    }

    @Test("a field's width is its text's, or its placeholder's when it has no text, on one line")
    func widthIsTheShownText() {
        let label = UILabel()
        label.text = "Emoji"
        label.font = UIFont.systemFont(ofSize: 24)
        let emoji = field(.none, text: nil, font: UIFont.systemFont(ofSize: 24))
        emoji.placeholder = "Emoji"
        #expect(emoji.intrinsicContentSize.width == label.intrinsicContentSize.width.rounded(.up))
        #expect(emoji.intrinsicContentSize.height == 29)
    }

    @Test("an empty field without a placeholder is one line tall and only its border wide")
    func emptyField() {
        #expect(field(.roundedRect, text: nil).intrinsicContentSize == CGSize(width: 14, height: 34))
        #expect(field(.none, text: "").intrinsicContentSize == CGSize(width: 0, height: 21))
    }

    @Test("a font size that is not a finite positive number counts as 0: only the border's room is left")
    func badFontSize() {
        for size in [CGFloat.nan, -4, .infinity] {
            #expect(field(.roundedRect, font: UIFont.systemFont(ofSize: size)).intrinsicContentSize.height == 13)
        }
    }
}
