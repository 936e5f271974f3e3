import Foundation
import Testing
import Trellis
@testable import TrellisRender

// Blend modes as the W3C's Compositing and Blending Level 1 defines them
// (https://www.w3.org/TR/compositing-1/#blending), Porter–Duff's operators for sourceAtop,
// destinationOver and destinationOut, and CGBlendMode's plusDarker and plusLighter (Apple,
// https://developer.apple.com/documentation/coregraphics/cgblendmode). Colours are premultiplied.

@Suite("Blend modes")
@MainActor
struct CanvasBlendingTests {
    let red = SIMD4<Float>(1, 0, 0, 1), white = SIMD4<Float>(1, 1, 1, 1), grey = SIMD4<Float>(0.5, 0.5, 0.5, 1)
    let clear = SIMD4<Float>(0, 0, 0, 0)

    func near(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        (0..<4).allSatisfy { abs(a[$0] - b[$0]) < 1e-5 }
    }

    @Test("multiply of red over white is red, and over grey half red")
    func multiplyIsTheProduct() {
        #expect(near(CanvasBlending.composite(source: red, backdrop: white, mode: .multiply), red))
        #expect(near(CanvasBlending.composite(source: red, backdrop: grey, mode: .multiply), SIMD4(0.5, 0, 0, 1)))
    }

    @Test("screen of grey over grey is three quarters")
    func screenIsTheComplementOfTheProduct() {
        #expect(near(CanvasBlending.composite(source: grey, backdrop: grey, mode: .screen), SIMD4(0.75, 0.75, 0.75, 1)))
    }

    @Test("difference of white over red is cyan")
    func differenceSubtracts() {
        #expect(near(CanvasBlending.composite(source: white, backdrop: red, mode: .difference), SIMD4(0, 1, 1, 1)))
    }

    @Test("a mode leaves the backdrop as it is where the source is clear")
    func clearSourceKeepsBackdrop() {
        let modes: [BlendMode] = [.multiply, .screen, .overlay, .colorBurn, .hue, .luminosity, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter]
        for mode in modes {
            #expect(near(CanvasBlending.composite(source: clear, backdrop: grey, mode: mode), grey), "\(mode)")
        }
    }

    @Test("over a clear backdrop a separable mode draws the source as it is")
    func clearBackdropShowsSource() {
        #expect(near(CanvasBlending.composite(source: grey, backdrop: clear, mode: .multiply), grey))
    }

    @Test("sourceAtop draws only where the backdrop is")
    func sourceAtopKeepsBackdropAlpha() {
        let halfBackdrop = SIMD4<Float>(0, 0, 0.5, 0.5)
        let out = CanvasBlending.composite(source: red, backdrop: halfBackdrop, mode: .sourceAtop)
        #expect(near(out, SIMD4(0.5, 0, 0, 0.5)))
    }

    @Test("destinationOut cuts the source's shape out of the backdrop")
    func destinationOutCuts() {
        #expect(near(CanvasBlending.composite(source: red, backdrop: grey, mode: .destinationOut), clear))
    }

    @Test("plusLighter adds and clamps; plusDarker subtracts the complements")
    func plusModesAdd() {
        #expect(near(CanvasBlending.composite(source: grey, backdrop: grey, mode: .plusLighter), white))
        #expect(near(CanvasBlending.composite(source: grey, backdrop: grey, mode: .plusDarker), SIMD4(0, 0, 0, 1)))
        #expect(near(CanvasBlending.composite(source: white, backdrop: grey, mode: .plusDarker), grey))
    }

    @Test("luminosity of white over red keeps red's hue at white's luminosity, within 0...1")
    func luminosityClips() {
        let out = CanvasBlending.composite(source: white, backdrop: red, mode: .luminosity)
        #expect((0..<4).allSatisfy { out[$0] >= 0 && out[$0] <= 1 })
        #expect(abs(0.3 * out.x + 0.59 * out.y + 0.11 * out.z - 1) < 1e-4)
    }

    @Test("a multiplied view draws the product of its colour and what is behind it")
    func multipliedViewDrawsProduct() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
        }.frame(width: 10, height: 10)
        let drawn = try PNGRendererTests.draw(view.layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.pixel(5, 5) == [0, 255, 0, 255])
    }

    @Test("a compositing group keeps the blend inside it from reaching what is behind")
    func compositingGroupIsolates() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            ZStack {
                Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
            }.compositingGroup()
        }.frame(width: 10, height: 10)
        let drawn = try PNGRendererTests.draw(view.layout(in: .unspecified, fonts: .testFont))
        #expect(drawn.pixel(5, 5) == [0, 255, 255, 255])
    }

    @Test("SVG gives a blend mode as mix-blend-mode and a compositing group as isolation")
    func svgBlendMode() {
        let view = ZStack { Color.red; Color.blue.blendMode(.colorDodge) }.compositingGroup().frame(width: 10, height: 10)
        let svg = SVGRenderer().render(view.layout(in: .unspecified, fonts: .testFont))
        #expect(svg.contains("mix-blend-mode:color-dodge"))
        #expect(svg.contains("isolation:isolate"))
    }

    @Test("the result carries the blend mode; the outermost wins")
    func resultCarriesBlendMode() {
        let result = Color.red.blendMode(.screen).blendMode(.multiply).frame(width: 10, height: 10).layout(in: .unspecified)
        #expect(result.elements.contains { $0.effects.blendMode == .multiply })
        #expect(!result.elements.contains { $0.effects.blendMode == .screen })
    }
}
