import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Layered shape views and transformed shapes in the SVG and PNG renderers.
@Suite("Shape views and transformed shapes in renderers")
@MainActor
struct ShapeViewRenderingTests {
    @Test("SVG draws a shape's fill, then its stroke over it")
    func svgFillThenStroke() throws {
        let result = Circle().fill(.yellow).stroke(.red, lineWidth: 4).frame(width: 40, height: 40).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        let fill = try #require(out.range(of: "fill=\"#ffcc00\""))
        let stroke = try #require(out.range(of: "stroke=\"#ff3b30\""))
        #expect(fill.lowerBound < stroke.lowerBound)
    }

    @Test("SVG draws a moved shape's path where it was moved to")
    func svgOffsetShape() {
        let result = Rectangle().offset(x: 5, y: 3).fill(.red).frame(width: 20, height: 10).layout(in: .unspecified)
        let out = SVGRenderer().render(result)
        #expect(out.contains("<path d=\"M 5 3 L 25 3 L 25 13 L 5 13 Z\" class=\"trellis-drawing\" fill=\"#ff3b30\"/>"))
    }

    @Test("PNG paints a scaled shape only inside its scaled outline")
    func pngScaledShape() {
        let view = Rectangle().scale(0.5).fill(.black).frame(width: 20, height: 20)
        let pixels = PNGRenderer(scale: 1).pixels(of: view.layout(in: .unspecified))
        #expect(pixels[x: 10, y: 10].red < 30)
        #expect(pixels[x: 2, y: 2].red > 220)
    }
}
