import Foundation
import Testing
@testable import Trellis

/// The font of text that sets none, per platform (docs/semantics.md, "Text: Default font").
/// The macOS cases re-type swiftui-web's fixtures (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/text/<name>/frames.json` at 50a2567, macOS 26.2 at 2x; the views in
/// `Fixtures/Sources/Text/TextFixtures.swift`) and carry their recorded numbers. Heights and
/// vertical positions follow from the font's line and spacing, which Trellis takes from SF's
/// recorded metrics whatever font stands in, so they are compared to 0.01; widths come from
/// the stand-in font and are compared within 1 point or 2 %.
@Suite("Platform default font")
@MainActor
struct PlatformDefaultFontTests {
    /// macOS at a scale fine enough that rounding to pixels moves nothing by 0.01: the
    /// recordings hold unrounded positions.
    private var macOS: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 100
        return environment
    }

    private func expectClose(_ actual: CGFloat?, _ expected: CGFloat, _ label: String) {
        #expect(actual.map { abs($0 - expected) <= 0.01 } == true, "\(label): \(String(describing: actual)) ≠ \(expected)")
    }

    private func expectTextWidth(_ actual: CGFloat?, _ expected: CGFloat, _ label: String) {
        #expect(actual.map { abs($0 - expected) <= max(1, expected * 0.02) } == true, "\(label): \(String(describing: actual)) ≠ \(expected)")
    }

    @Test("text/hello: a plain Text on macOS is the 13-point system font, one 16-point line")
    func macOSPlainTextIsThirteenPointSystem() {
        let window = ProposedViewSize(width: 200, height: 100)
        let result = Text("Hello").id("hello").frame(width: 200, height: 100).layout(in: window, environment: macOS)
        let frame = result.frame(of: "hello")
        expectClose(frame?.height, 16, "height")
        expectClose(frame?.minY, 42, "y")
        expectTextWidth(frame?.width, 31, "width")
    }

    @Test("a plain Text on macOS takes the 13-point system font, not body's 18.5-point line")
    func macOSPlainTextIsNotBody() {
        let plain = Text("Hello").layout(in: .unspecified, environment: macOS).size.height
        let body = Text("Hello").font(.body).layout(in: .unspecified, environment: macOS).size.height
        let system = Text("Hello").font(.system(size: 13)).layout(in: .unspecified, environment: macOS).size.height
        #expect(plain == system)
        #expect(plain != body)
    }

    @Test("a plain Text on iOS takes the body style")
    func iOSPlainTextIsBody() {
        var environment = EnvironmentValues()
        environment.displayScale = 100
        let plain = Text("Hello").layout(in: .unspecified, environment: environment).size
        let body = Text("Hello").font(.body).layout(in: .unspecified, environment: environment).size
        #expect(plain == body)
    }

    @Test("text/vstack-spacing: default-font texts stack 0 apart, 8.15 above a view, 4.74 below one")
    func macOSDefaultTextSpacing() {
        let view = VStack {
            Text("One").id("one")
            Text("Two").id("two")
            Color.red.frame(width: 50, height: 10).id("box")
            Text("Three").id("three")
        }
        .id("stack")
        let result = view.frame(width: 200, height: 200).layout(in: ProposedViewSize(width: 200, height: 200), environment: macOS)
        expectClose(result.frame(of: "stack")?.minY, 64.5535, "stack y")
        expectClose(result.frame(of: "stack")?.height, 70.8931, "stack height")
        expectClose(result.frame(of: "two")?.minY, 80.5535, "two y")
        expectClose(result.frame(of: "box")?.minY, 104.7043, "box y")
        expectClose(result.frame(of: "three")?.minY, 119.4465, "three y")
        for id in ["one", "two", "three"] { expectClose(result.frame(of: id)?.height, 16, "\(id) height") }
        #expect(result.frame(of: "box")?.minX == 75)
        expectTextWidth(result.frame(of: "three")?.width, 35.5, "three width")
    }
}
