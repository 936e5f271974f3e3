import Foundation
import Testing
@testable import Trellis

// The colour-effect modifiers. Their formulas are the Filter Effects specification's
// (https://www.w3.org/TR/filter-effects-1/, feColorMatrix and feComponentTransfer), which
// Apple documents in words: `brightness` adds, `contrast` scales around middle grey,
// `saturation` and `grayscale` move toward the luminance, `colorInvert` inverts
// (developer.apple.com/documentation/swiftui/view/brightness(_:) and its siblings).
@MainActor
@Suite("Colour effects")
struct ColorEffectModifiersTests {
    private let base = Color(red: 0.2, green: 0.4, blue: 0.6)

    private func drawnPaint(_ view: some View) -> LayoutResult.Paint? {
        let result = view.layout(in: ProposedViewSize(width: 10, height: 10))
        for element in result.elements.reversed() {
            switch element.drawing {
            case let .shape(_, paint)?, let .fill(paint)?: return paint
            case let .text(text)?: return text.paint
            default: continue
            }
        }
        return nil
    }

    private func components(_ view: some View) throws -> [Double] {
        let paint = try #require(drawnPaint(view))
        return [paint.red, paint.green, paint.blue, paint.opacity]
    }

    private func expectClose(_ got: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(got) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    @Test("brightness adds its amount to each component")
    func brightnessAdds() throws {
        expectClose(try components(base.brightness(0.1)), [0.3, 0.5, 0.7, 1])
    }

    @Test("contrast 0 makes every colour middle grey")
    func contrastZeroIsGrey() throws {
        expectClose(try components(base.contrast(0)), [0.5, 0.5, 0.5, 1])
    }

    @Test("grayscale 1 draws the luminance grey, as saturation 0 does")
    func grayscaleIsLuminance() throws {
        let luminance = 0.2126 * 0.2 + 0.7152 * 0.4 + 0.0722 * 0.6
        expectClose(try components(base.grayscale(1)), [luminance, luminance, luminance, 1])
        expectClose(try components(base.saturation(0)), try components(base.grayscale(1)))
    }

    @Test("colorInvert inverts each component and keeps the opacity")
    func invertKeepsOpacity() throws {
        expectClose(try components(base.opacity(1).colorInvert()), [0.8, 0.6, 0.4, 1])
    }

    @Test("colorMultiply multiplies component by component")
    func multiplyMultiplies() throws {
        expectClose(try components(base.colorMultiply(Color(red: 0.5, green: 1, blue: 0))), [0.1, 0.4, 0, 1])
    }

    @Test("a whole turn of hue rotation leaves the colour")
    func wholeTurnOfHue() throws {
        expectClose(try components(base.hueRotation(.degrees(360))), [0.2, 0.4, 0.6, 1])
    }

    @Test("luminanceToAlpha makes black as opaque as the colour is bright")
    func luminanceToAlpha() throws {
        let luminance = 0.2126 * 0.2 + 0.7152 * 0.4 + 0.0722 * 0.6
        expectClose(try components(base.luminanceToAlpha()), [0, 0, 0, luminance])
    }

    @Test("the innermost effect applies first")
    func innermostFirst() throws {
        // Grey first, then brightened: every component the luminance plus 0.5.
        let luminance = 0.2126 * 0.2 + 0.7152 * 0.4 + 0.0722 * 0.6
        expectClose(try components(base.grayscale(1).brightness(0.5)), [luminance + 0.5, luminance + 0.5, luminance + 0.5, 1])
        // Brightened first, then grey: the luminance of the brightened colour, the same here
        // since the weights sum to 1 — so compare with contrast, which does not commute.
        expectClose(try components(base.contrast(0).brightness(0.1)), [0.6, 0.6, 0.6, 1])
        expectClose(try components(base.brightness(0.1).contrast(0)), [0.5, 0.5, 0.5, 1])
    }

    @Test("an effect reaches the text inside")
    func reachesText() throws {
        expectClose(try components(Text("A").foregroundStyle(base).brightness(0.1)), [0.3, 0.5, 0.7, 1])
    }

    @Test("a system colour takes its scheme's value before the effect")
    func schemeFirst() throws {
        let dark = try components(Color.red.environment(\.colorScheme, .dark))
        expectClose(try components(Color.red.brightness(-0.1).environment(\.colorScheme, .dark)), [dark[0] - 0.1, dark[1] - 0.1, dark[2] - 0.1, 1])
    }

    @Test("a colour effect moves no frame")
    func framesUnchanged() {
        let plain = HStack { Color.red.frame(width: 20); Text("A") }.layout(in: ProposedViewSize(width: 100, height: 40))
        let effected = HStack { Color.red.frame(width: 20).grayscale(1); Text("A").hueRotation(.degrees(90)) }
            .layout(in: ProposedViewSize(width: 100, height: 40))
        #expect(plain.elements.map(\.frame) == effected.elements.map(\.frame))
    }

    @Test("a non-finite amount leaves the colours unchanged")
    func nonFiniteAmounts() throws {
        let plain = try components(base)
        expectClose(try components(base.brightness(.nan)), plain)
        expectClose(try components(base.contrast(.infinity)), plain)
        expectClose(try components(base.saturation(-.infinity)), plain)
    }
}
