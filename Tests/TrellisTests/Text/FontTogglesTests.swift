import Foundation
import Testing
@testable import Trellis

/// The iOS 26 font modifiers: bold, italic and monospaced on or off, and the point size set.
@Suite("Font toggles and point size")
@MainActor
struct FontTogglesTests {
    private func size(_ text: Text) -> CGSize {
        text.layout(in: .unspecified, fonts: .testFont).size
    }

    // https://developer.apple.com/documentation/swiftui/font/pointsize(_:)
    @Test("a font given a point size measures as the system font of that size")
    func pointSize() {
        #expect(size(Text("Hello").font(.body.pointSize(30))) == size(Text("Hello").font(.system(size: 30))))
        #expect(size(Text("Hello").font(.caption.pointSize(30))) == size(Text("Hello").font(.system(size: 30))))
        #expect(Font.system(size: 12, weight: .heavy).pointSize(20) == .system(size: 20, weight: .heavy))
    }

    @Test("a text style given a point size keeps its own weight and design")
    func pointSizeKeepsStyle() {
        #expect(Font.headline.pointSize(25) == .system(size: 25, weight: Font.TextStyle.headline.defaultWeight))
        #expect(Font.system(.body, design: .serif).pointSize(25) == .system(size: 25, design: .serif))
        #expect(Font.custom("Avenir", size: 10, relativeTo: .title).pointSize(14) == .custom("Avenir", size: 14, relativeTo: .title))
    }

    // https://developer.apple.com/documentation/swiftui/font/bold(_:)
    @Test("bold, italic and monospaced turn on and off")
    func toggles() {
        #expect(Font.body.bold(true) == .body.bold())
        #expect(Font.body.bold().bold(false) == .body)
        #expect(Font.body.weight(.light).bold(false) == .body.weight(.light))
        #expect(Font.body.italic(true) == .body.italic())
        #expect(Font.body.italic().italic(false) == .body)
        #expect(Font.body.monospaced(true) == .body.monospaced())
        #expect(Font.system(size: 12).monospaced().monospaced(false) == .system(size: 12, design: .default))
    }

    @Test("bold off measures as the font without bold")
    func boldOffMeasures() {
        #expect(size(Text("Weight").font(.body.bold().bold(false))) == size(Text("Weight").font(.body)))
    }

    @Test("the default font is the body style")
    func defaultFont() {
        #expect(size(Text("Hello").font(.default)) == size(Text("Hello")))
        #expect(Font.default == .body)
    }

    // https://developer.apple.com/documentation/swiftui/font/scaled(by:)
    @Test("a scaled font measures as the font at that multiple of its size")
    func scaledMeasures() {
        #expect(size(Text("Hello").font(.system(size: 10).scaled(by: 2))) == size(Text("Hello").font(.system(size: 20))))
        #expect(size(Text("Hello").font(.system(size: 10).scaled(by: 2).scaled(by: 1.5))) == size(Text("Hello").font(.system(size: 30))))
        #expect(size(Text("Hello").font(.body.scaled(by: 2))).height > size(Text("Hello").font(.body)).height * 1.5)
    }

    @Test("a scaled text style still follows Dynamic Type")
    func scaledFollowsDynamicType() {
        let small = Text("Hello").font(.body.scaled(by: 2)).dynamicTypeSize(.small)
        let large = Text("Hello").font(.body.scaled(by: 2)).dynamicTypeSize(.xxxLarge)
        #expect(small.layout(in: .unspecified, fonts: .testFont).size.height
            < large.layout(in: .unspecified, fonts: .testFont).size.height)
    }

    @Test("setting a point size after scaling drops the scale")
    func pointSizeAfterScale() {
        #expect(Font.system(size: 10).scaled(by: 3).pointSize(12) == .system(size: 12))
    }

    @Test("a scale that is not a number measures as size 0")
    func scaledNaN() {
        #expect(size(Text("Hello").font(.body.scaled(by: .nan))).width == 0)
    }
}
