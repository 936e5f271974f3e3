import Foundation
import Testing
@testable import Trellis

// The semantic shape styles (`.fill`, `.link`, `.placeholder`, `.selection`,
// `.windowBackground`), `AnyShapeStyle`, and `Color.mix(with:by:in:)`. Colours are the Human
// Interface Guidelines' iOS values (docs/semantics.md cites them for the other system colours).
@MainActor
@Suite("Semantic shape styles and colour mixing")
struct SemanticStylesTests {
    private func paint(_ view: some View) -> LayoutResult.Paint? {
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10))
        switch result.elements.last?.drawing {
        case let .shape(_, paint)?, let .fill(paint)?: return paint
        default: return nil
        }
    }

    @Test("the fill style is a translucent grey, more opaque in a dark scheme")
    func fillStyleIsTranslucentGrey() throws {
        let light = try #require(paint(Rectangle().fill(.fill)))
        let dark = try #require(paint(Rectangle().fill(.fill).environment(\.colorScheme, .dark)))
        #expect(light.opacity > 0 && light.opacity < dark.opacity && dark.opacity < 1)
        #expect(light.blue > light.red)
    }

    @Test("the link style is the system blue of the scheme")
    func linkIsBlue() {
        #expect(paint(Rectangle().fill(.link)) == paint(Rectangle().fill(Color.blue)))
        #expect(paint(Rectangle().fill(.link).environment(\.colorScheme, .dark)) == paint(Rectangle().fill(Color.blue).environment(\.colorScheme, .dark)))
    }

    @Test("the placeholder style is a faint label colour that lightens in a dark scheme")
    func placeholderFollowsScheme() throws {
        let light = try #require(paint(Rectangle().fill(.placeholder)))
        let dark = try #require(paint(Rectangle().fill(.placeholder).environment(\.colorScheme, .dark)))
        #expect(light.opacity < 0.5 && light.opacity == dark.opacity)
        #expect(light.red < 0.5 && dark.red > 0.5)
    }

    @Test("the selection style is the tint")
    func selectionIsTint() {
        #expect(paint(Rectangle().fill(.selection).tint(.pink)) == paint(Rectangle().fill(Color.pink)))
        #expect(paint(Rectangle().fill(.selection)) == paint(Rectangle().fill(Color.accentColor)))
    }

    @Test("the window background is the system background")
    func windowBackgroundIsBackground() {
        #expect(paint(Rectangle().fill(.windowBackground)) == paint(Rectangle().fill(.background)))
        #expect(paint(Rectangle().fill(.windowBackground).environment(\.colorScheme, .dark)) == paint(Rectangle().fill(.background).environment(\.colorScheme, .dark)))
    }

    @Test("an AnyShapeStyle draws as the style it wraps")
    func anyShapeStyleDrawsWrapped() {
        #expect(paint(Rectangle().fill(AnyShapeStyle(Color.orange))) == paint(Rectangle().fill(Color.orange)))
        #expect(paint(Rectangle().fill(AnyShapeStyle(.tint)).tint(.green)) == paint(Rectangle().fill(Color.green)))
        #expect(paint(Rectangle().fill(AnyShapeStyle(AnyShapeStyle(.placeholder)))) == paint(Rectangle().fill(.placeholder)))
        let gradient = paint(Rectangle().fill(AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))))
        #expect(gradient == paint(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))))
    }

    @Test("mixing at 0 and 1 gives the two colours")
    func mixEnds() {
        let a = Color(red: 0.2, green: 0.4, blue: 0.6), b = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        for space in [Gradient.ColorSpace.device, .perceptual] {
            let start = a.mix(with: b, by: 0, in: space), end = a.mix(with: b, by: 1, in: space)
            #expect(abs(start.red - 0.2) < 1e-6 && abs(start.blue - 0.6) < 1e-6 && start.opacity == 1)
            #expect(abs(end.red - 1) < 1e-6 && abs(end.green - 0.5) < 1e-6 && abs(end.blue) < 1e-6 && end.opacity == 0.5)
        }
    }

    @Test("a device mix interpolates the sRGB components")
    func deviceMixIsLinearInComponents() {
        let mixed = Color(red: 0, green: 0, blue: 0).mix(with: Color(red: 1, green: 1, blue: 1), by: 0.25, in: .device)
        #expect(abs(mixed.red - 0.25) < 1e-9 && abs(mixed.green - 0.25) < 1e-9)
    }

    @Test("a perceptual mix of black and white is lighter than the device mix")
    func perceptualMixDiffers() {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let perceptual = black.mix(with: white, by: 0.5), device = black.mix(with: white, by: 0.5, in: .device)
        // Oklab's lightness 0.5 is sRGB ≈ 0.39 (Ottosson's cube root over linear light).
        #expect(perceptual.red < device.red && perceptual.red > 0.3)
        #expect(abs(perceptual.red - perceptual.blue) < 1e-6)
    }

    @Test("a fraction outside 0...1 is clamped, and NaN counts as 0")
    func mixClampsFraction() {
        let a = Color(red: 0, green: 0, blue: 0), b = Color(red: 1, green: 0, blue: 0)
        #expect(a.mix(with: b, by: 5, in: .device).red == 1)
        #expect(a.mix(with: b, by: -2, in: .device).red == 0)
        #expect(a.mix(with: b, by: .nan, in: .device).red == 0)
    }
}
