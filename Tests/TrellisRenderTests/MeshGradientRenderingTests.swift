import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Mesh gradients in the PNG, SVG and JSON renderers.
@Suite("Mesh gradients in renderers")
@MainActor
struct MeshGradientRenderingTests {
    private let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1), white = Color(red: 1, green: 1, blue: 1)

    private func pixels(_ mesh: MeshGradient) throws -> PNGRendererTests.Drawn {
        try PNGRendererTests.draw(mesh.frame(width: 20, height: 20).layout(in: .unspecified), PNGRenderer(scale: 1))
    }

    @Test("PNG interpolates the corner colours bilinearly across a patch")
    func pngBilinear() throws {
        let drawn = try pixels(MeshGradient(width: 2, height: 2, points: square, colors: [red, green, blue, white], smoothsColors: false))
        // The pixel centre (10.5, 10.5) lies at u = v = 0.525 of the patch.
        let u = 0.525, v = 0.525
        let expected = [(1 - u) * (1 - v) + u * v, u, v].map { Int(($0 * 255).rounded()) } + [255]
        #expect(PNGRendererTests.near(drawn.pixel(10, 10), expected, within: 3))
        #expect(PNGRendererTests.near(drawn.pixel(0, 0), [243, 6, 6, 255], within: 3))
    }

    @Test("PNG eases the blend when the mesh smooths colours")
    func pngSmooth() throws {
        let colors = [red, blue, red, blue]
        let linear = try pixels(MeshGradient(width: 2, height: 2, points: square, colors: colors, smoothsColors: false))
        let smooth = try pixels(MeshGradient(width: 2, height: 2, points: square, colors: colors, smoothsColors: true))
        // A quarter across, the eased blend is still nearer the left colour.
        #expect(smooth.pixel(5, 10)[2] < linear.pixel(5, 10)[2])
        #expect(smooth.pixel(5, 10)[0] > linear.pixel(5, 10)[0])
    }

    @Test("PNG draws the background outside the mesh's patches")
    func pngBackground() throws {
        let half: [SIMD2<Float>] = [[0, 0], [0.5, 0], [0, 1], [0.5, 1]]
        let drawn = try pixels(MeshGradient(width: 2, height: 2, points: half, colors: [red, red, red, red], background: green))
        #expect(drawn.pixel(15, 10) == [0, 255, 0, 255])
        #expect(drawn.pixel(4, 10) == [255, 0, 0, 255])
    }

    @Test("PNG follows a warped patch: a point inside its slanted edge takes its colour")
    func pngWarped() throws {
        // The right edge slants from x = 1 at the top to x = 0.5 at the bottom.
        let slanted: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [0.5, 1]]
        let drawn = try pixels(MeshGradient(width: 2, height: 2, points: slanted, colors: [red, red, red, red], background: green))
        #expect(drawn.pixel(17, 3) == [255, 0, 0, 255])
        #expect(drawn.pixel(17, 17) == [0, 255, 0, 255])
    }

    @Test("PNG draws an invalid mesh as its background and reports it")
    func pngInvalid() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, .infinity], [0, 1], [1, 1]], colors: [red, red, red, red], background: green)
        let result = mesh.frame(width: 20, height: 20).layout(in: .unspecified)
        #expect(result.diagnostics.count == 1)
        let drawn = try PNGRendererTests.draw(result, PNGRenderer(scale: 1))
        #expect(drawn.pixel(10, 10) == [0, 255, 0, 255])
    }

    @Test("SVG approximates a mesh by a vertical gradient of its rows' mean colours")
    func svgRows() {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, blue, green, green])
        let out = SVGRenderer().render(mesh.frame(width: 20, height: 10).layout(in: .unspecified))
        #expect(out.contains("x1=\"10\" y1=\"0\" x2=\"10\" y2=\"10\">"))
        #expect(out.contains("<stop offset=\"0\" stop-color=\"#800080\"/><stop offset=\"1\" stop-color=\"#00ff00\"/></linearGradient>"))
    }

    @Test("SVG draws an invalid mesh as its background colour")
    func svgInvalid() {
        let mesh = MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [red], background: green)
        let out = SVGRenderer().render(mesh.frame(width: 20, height: 10).layout(in: .unspecified))
        #expect(!out.contains("<linearGradient"))
        #expect(out.contains("fill=\"#00ff00\""))
    }

    @Test("JSON reports a mesh's kind, size and points")
    func json() {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, blue, green, green])
        let out = JSONRenderer().render(mesh.frame(width: 20, height: 10).layout(in: .unspecified)).filter { !$0.isWhitespace }
        #expect(out.contains("\"kind\":\"mesh\""))
        #expect(out.contains("\"points\":[{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}"))
        #expect(out.contains("\"smoothsColors\":true"))
    }
}
