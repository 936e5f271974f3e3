import Foundation
import Testing
@testable import Trellis

/// System colours in the light and dark colour schemes.
///
/// Values: Apple's Human Interface Guidelines, "Color" (iOS system colors, light and dark
/// columns), https://developer.apple.com/design/human-interface-guidelines/color
@Suite("Colour schemes")
@MainActor
struct ColorSchemeTests {
    private func fill(_ result: LayoutResult) -> LayoutResult.Paint? {
        if case let .fill(paint)? = result.elements.last?.drawing { return paint }
        return nil
    }

    private func hex(_ view: some View, scheme: ColorScheme) -> String? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return fill(view.layout(in: ProposedViewSize(width: 10, height: 10), environment: environment))?.hex
    }

    @Test("the default colour scheme is light")
    func defaultIsLight() {
        #expect(EnvironmentValues().colorScheme == .light)
    }

    @Test("system red is #FF3B30 in light and #FF453A in dark (HIG)")
    func redInBothSchemes() {
        #expect(hex(Color.red, scheme: .light) == "#ff3b30")
        #expect(hex(Color.red, scheme: .dark) == "#ff453a")
    }

    @Test("each system colour takes the HIG's dark value", arguments: [
        (Color.blue, "#0a84ff"), (Color.green, "#30d158"), (Color.orange, "#ff9f0a"), (Color.yellow, "#ffd60a"),
        (Color.pink, "#ff375f"), (Color.purple, "#bf5af2"), (Color.indigo, "#5e5ce6"), (Color.teal, "#40c8e0"),
        (Color.cyan, "#64d2ff"), (Color.mint, "#66d4cf"), (Color.brown, "#ac8e68"), (Color.primary, "#ffffff"),
    ])
    func darkValues(color: Color, expected: String) {
        #expect(hex(color, scheme: .dark) == expected)
    }

    @Test("a dark colour keeps its system name")
    func darkKeepsName() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(fill(Color.red.layout(in: ProposedViewSize(width: 10, height: 10), environment: environment))?.name == "red")
    }

    @Test("a system colour given an opacity follows the scheme and keeps the opacity")
    func opacityFollowsScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let paint = fill(Color.red.opacity(0.5).layout(in: ProposedViewSize(width: 10, height: 10), environment: environment))
        #expect(paint?.hex == "#ff453a")
        #expect(paint?.opacity == 0.5)
    }

    @Test("a colour made from components is the same in both schemes")
    func customColourIsFixed() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6)
        #expect(hex(color, scheme: .dark) == hex(color, scheme: .light))
    }

    @Test("environment(\\.colorScheme, .dark) darkens the content's text and shapes")
    func environmentWriterDarkens() {
        let result = VStack { Text("a"); Circle() }.environment(\.colorScheme, .dark)
            .layout(in: ProposedViewSize(width: 50, height: 50), fonts: .testFont)
        let paints = result.elements.compactMap { element -> String? in
            switch element.drawing {
            case let .text(text)?: return "text " + text.paint.hex
            case let .shape(_, paint)?: return "shape " + paint.hex
            default: return nil
            }
        }
        #expect(paints == ["text #ffffff", "shape #ffffff"])
    }

    // https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
    @Test("preferredColorScheme(.dark) darkens its content; nil changes nothing")
    func preferredColorScheme() {
        let dark = Color.blue.preferredColorScheme(.dark).layout(in: ProposedViewSize(width: 10, height: 10))
        let unset = Color.blue.preferredColorScheme(nil).layout(in: ProposedViewSize(width: 10, height: 10))
        #expect(fill(dark)?.hex == "#0a84ff")
        #expect(fill(unset)?.hex == "#007aff")
    }

    @Test("a divider is the separator colour, (84, 84, 88) at 60 % in dark")
    func dividerFollowsScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let result = VStack { Divider() }.layout(in: ProposedViewSize(width: 10, height: 10), environment: environment)
        let paint = fill(result)
        #expect(paint?.hex == "#545458")
        #expect(paint?.opacity == 0.6)
    }
}
