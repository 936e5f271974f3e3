import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Gradients in the SVG, JSON and terminal renderers.
@Suite("Gradients in renderers")
@MainActor
struct GradientRenderingTests {
    @Test("SVG draws a linear gradient as a linearGradient in the frame's coordinates")
    func svgLinear() {
        let result = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 20, height: 10).padding(5).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("gradientUnits=\"userSpaceOnUse\" x1=\"15\" y1=\"5\" x2=\"15\" y2=\"15\">"))
        #expect(out.contains("<stop offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></linearGradient>"))
        #expect(out.contains("fill=\"url(#trellis-gradient-"))
    }

    @Test("SVG draws a radial gradient's start radius as a stop offset")
    func svgRadial() {
        let result = Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 10))
            .frame(width: 20, height: 20).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("cx=\"10\" cy=\"10\" r=\"10\"><stop offset=\"0.5\" stop-color=\"#ff3b30\"/><stop offset=\"1\""))
    }

    @Test("the same gradient drawn twice has the same id")
    func stableIDs() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let first = SVGRenderer().render(gradient.frame(width: 10, height: 10).layout(in: .unspecified))
        let second = SVGRenderer().render(gradient.frame(width: 10, height: 10).layout(in: .unspecified))
        #expect(first == second)
    }

    @Test("JSON reports a gradient's kind, points and stops beside its fallback colour")
    func json() {
        let result = Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 10, height: 10).layout(in: .unspecified)
        let out = JSONRenderer().render(result)
        #expect(out.contains("\"gradient\""))
        #expect(out.contains("\"kind\":\"linear\"") || out.contains("\"kind\": \"linear\""))
        #expect(out.contains("#007aff"))
    }

    @Test("the terminal draws a gradient in its first colour")
    func terminalFallback() {
        let gradient = TerminalRenderer(columns: 4, colorMode: .trueColor).render(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 40).layout(in: .unspecified))
        let solid = TerminalRenderer(columns: 4, colorMode: .trueColor).render(Color.red.frame(width: 40, height: 40).layout(in: .unspecified))
        #expect(gradient == solid)
    }
}

/// Masks in the SVG renderer.
@Suite("Masks in renderers")
@MainActor
struct MaskRenderingTests {
    @Test("SVG draws a mask's views into an alpha mask and shows the content through it")
    func svgMask() {
        let result = Color.blue.frame(width: 40, height: 20).mask { Circle() }.layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<mask id=\"trellis-mask-0\" mask-type=\"alpha\""))
        #expect(out.contains("<ellipse") || out.contains("<circle"))
        #expect(out.contains("<g mask=\"url(#trellis-mask-0)\"><rect class=\"trellis-drawing\" x=\"0\" y=\"0\" width=\"40\" height=\"20\" fill=\"#007aff\"/></g>"))
    }
}

extension MaskRenderingTests {
    @Test("JSON marks a mask view with masksContent")
    func jsonMask() {
        let out = JSONRenderer().render(Color.blue.frame(width: 40, height: 20).mask { Circle() }.layout(in: .unspecified))
        #expect(out.contains("\"masksContent\":true") || out.contains("\"masksContent\": true"))
    }
}
