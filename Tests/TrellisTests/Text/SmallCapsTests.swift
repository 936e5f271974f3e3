import Foundation
import Testing
@testable import Trellis

/// Synthesized small capitals. Sources: Apple's `Font.smallCaps()` ("Adjusts the font to
/// enable all small capitals": https://developer.apple.com/documentation/swiftui/font/smallcaps()),
/// `lowercaseSmallCaps()` ("turns lowercase characters into small capitals":
/// https://developer.apple.com/documentation/swiftui/font/lowercasesmallcaps()) and
/// `uppercaseSmallCaps()` ("turns capital characters into small capitals":
/// https://developer.apple.com/documentation/swiftui/font/uppercasesmallcaps()). Laid out with
/// the square test model (each character an em wide), where a small capital is 3/4 of the size.
@Suite("Small capitals")
@MainActor
struct SmallCapsTests {
    static func width(_ text: Text) -> CGFloat {
        text.layout(in: .unspecified, fonts: .testFont).size.width
    }

    @Test("lowercaseSmallCaps sets lowercase letters as capitals at the small size, capitals as they are")
    func lowercaseSmallCapsShrinksLowercase() {
        #expect(Self.width(Text("Ab").font(.system(size: 20).lowercaseSmallCaps())) == 35)
    }

    @Test("uppercaseSmallCaps sets capital letters at the small size, lowercase letters as they are")
    func uppercaseSmallCapsShrinksCapitals() {
        #expect(Self.width(Text("Ab").font(.system(size: 20).uppercaseSmallCaps())) == 35)
        #expect(Self.width(Text("ab").font(.system(size: 20).uppercaseSmallCaps())) == 40)
    }

    @Test("smallCaps sets every letter as a small capital and leaves digits as they are")
    func smallCapsShrinksLettersOnly() {
        #expect(Self.width(Text("Ab1").font(.system(size: 20).smallCaps())) == 50)
    }

    @Test("smallCaps(false) takes the small capitals off")
    func smallCapsFalseTurnsOff() {
        #expect(Self.width(Text("ab").font(.system(size: 20).smallCaps().smallCaps(false))) == 40)
        #expect(Self.width(Text("ab").font(.system(size: 20).smallCaps().lowercaseSmallCaps(false))) == 40)
    }

    @Test("a line of small capitals alone is as tall as the font's own line")
    func smallCapsKeepLineHeight() {
        let plain = Text("abc").font(.system(size: 20)).layout(in: .unspecified, fonts: .testFont).size.height
        let small = Text("abc").font(.system(size: 20).smallCaps()).layout(in: .unspecified, fonts: .testFont).size.height
        #expect(small == plain)
    }

    @Test("with the system font, small capitals keep the line height and are narrower than full capitals")
    func systemFontSmallCaps() {
        let plain = Text("abc").font(.body).layout(in: .unspecified)
        let small = Text("abc").font(.body.smallCaps()).layout(in: .unspecified)
        let capitals = Text("ABC").font(.body).layout(in: .unspecified)
        #expect(small.size.height == plain.size.height)
        #expect(small.size.width < capitals.size.width)
    }

    @Test("the small size is the system font's x-height over its cap height")
    func smallCapScaleIsXHeightOverCapHeight() throws {
        let face = try FontLibrary.system.face(for: .body).get()
        guard case let .file(file) = face else { Issue.record("the system font is not a file"); return }
        #expect(face.smallCapScale == CGFloat(file.xHeight) / CGFloat(file.capHeight))
        #expect(FontFace.squares.smallCapScale == 0.75)
    }
}
