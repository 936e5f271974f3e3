import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// A canvas's recorded commands drawn by the PNG and SVG renderers (issue 40).
@Suite("Canvas rendering")
@MainActor
struct CanvasRenderingTests {
    /// A 40 × 40 canvas drawn by `renderer`.
    func canvas(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> LayoutResult {
        Trellis.Canvas(renderer: renderer).frame(width: 40, height: 40).layout(in: .unspecified, fonts: .testFont)
    }

    func pixels(_ result: LayoutResult) -> PixelBuffer { PNGRenderer().pixels(of: result) }

    func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red > 240 && p.green < 70 && p.blue < 60 }
    func isWhite(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red > 250 && p.green > 250 && p.blue > 250 }

    @Test("PNG fills a path where it is, and nothing around it")
    func pngFill() {
        let image = pixels(canvas { context, _ in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        })
        #expect(isRed(image[x: 20, y: 20]))
        #expect(isWhite(image[x: 5, y: 5]))
    }

    @Test("PNG moves what is drawn by the context's transform")
    func pngTranslate() {
        let image = pixels(canvas { context, _ in
            context.translateBy(x: 20, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        })
        #expect(isRed(image[x: 25, y: 5]))
        #expect(isWhite(image[x: 5, y: 5]))
    }

    @Test("PNG clips to the clip path, and outside it with the inverse option")
    func pngClip() {
        let image = pixels(canvas { context, size in
            var left = context
            left.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            left.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            var outside = context
            outside.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: 30)), options: .inverse)
            outside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        })
        #expect(isRed(image[x: 10, y: 10]))
        #expect(isWhite(image[x: 30, y: 10]))
        #expect(image[x: 30, y: 35].blue > 200 && image[x: 30, y: 35].red < 100)
    }

    @Test("PNG strokes a line of the given width, centred on the path")
    func pngStroke() {
        let image = pixels(canvas { context, _ in
            context.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red), lineWidth: 4)
        })
        #expect(isRed(image[x: 10, y: 20]))
        #expect(isWhite(image[x: 20, y: 20]))
        #expect(isWhite(image[x: 6, y: 20]))
    }

    @Test("PNG draws a half-opaque fill half over the background")
    func pngOpacity() {
        let image = pixels(canvas { context, size in
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        })
        #expect(abs(Int(image[x: 20, y: 20].red) - 128) <= 2)
    }

    @Test("PNG spreads a blurred fill past its edge")
    func pngBlur() {
        let sharp = pixels(canvas { context, _ in
            context.fill(Path(CGRect(x: 15, y: 15, width: 10, height: 10)), with: .color(.black))
        })
        let blurred = pixels(canvas { context, _ in
            context.addFilter(.blur(radius: 6))
            context.fill(Path(CGRect(x: 15, y: 15, width: 10, height: 10)), with: .color(.black))
        })
        #expect(isWhite(sharp[x: 12, y: 20]))
        #expect(blurred[x: 12, y: 20].red < 245)
    }

    @Test("PNG draws a shadow filter's colour beside the fill")
    func pngShadow() {
        let image = pixels(canvas { context, _ in
            context.addFilter(.shadow(color: .blue, radius: 0, x: 10, y: 0))
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.red))
        })
        #expect(isRed(image[x: 10, y: 10]))
        #expect(image[x: 20, y: 10].blue > 200 && image[x: 20, y: 10].red < 100)
    }

    @Test("a colour filter changes the colour fills are drawn in")
    func colorFilter() {
        let image = pixels(canvas { context, size in
            context.addFilter(.colorInvert())
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
        })
        #expect(image[x: 20, y: 20].red < 5 && image[x: 20, y: 20].green < 5)
    }

    @Test("the canvas is clipped to its frame")
    func clippedToFrame() {
        let result = Trellis.Canvas { context, _ in
            context.fill(Path(CGRect(x: -100, y: -100, width: 300, height: 300)), with: .color(.red))
        }
        .frame(width: 20, height: 20).padding(10).layout(in: .unspecified, fonts: .testFont)
        let image = pixels(result)
        #expect(isRed(image[x: 20, y: 20]))
        #expect(isWhite(image[x: 5, y: 5]))
    }

    @Test("SVG draws each command as a path under its transform, clipped to the canvas")
    func svgMarkup() {
        let svg = SVGRenderer().render(canvas { context, _ in
            context.translateBy(x: 5, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        })
        #expect(svg.contains("trellis-canvas-view"))
        #expect(svg.contains("matrix(1 0 0 1 5 0)"))
        #expect(svg.contains("<path d=\"M 0 0 L 10 0"))
        #expect(svg.contains("fill=\"#ff3b30\""))
    }

    @Test("SVG draws an inverse clip as a mask and a normal one as a clip path")
    func svgClips() {
        let svg = SVGRenderer().render(canvas { context, size in
            var inner = context
            inner.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            inner.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        })
        #expect(svg.contains("<mask id=\"trellis-cv-0-0-1-m0\""))
        #expect(svg.contains("clip-path=\"url(#trellis-cv-0-0-0-c0)\""))
    }

    @Test("SVG draws text drawn into the context")
    func svgText() {
        let svg = SVGRenderer().render(canvas { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 20, y: 20))
        })
        #expect(svg.contains(">Hi</text>"))
    }
}
