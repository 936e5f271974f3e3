import Foundation
import Testing
import Trellis
@testable import TrellisRender


/// What drawing a PNG costs (issue 36): a blurred, shadowed or translucent view's layer is
/// blurred and composited over the box its drawing can spread to, with the pixels a
/// whole-canvas pass gives; an image is decoded once per picture.
@Suite("PNG drawing cost")
struct CanvasLayerTests {
    /// A 400 × 300 layer holding a 30 × 4 bar of half-transparent red at (50, 100).
    static func bar() -> TrellisRender.Canvas {
        var layer = TrellisRender.Canvas(width: 400, height: 300)
        for y in 100..<104 {
            for x in 50..<80 {
                let o = (y * 400 + x) * 4
                layer.pixels[o] = 0.5
                layer.pixels[o + 3] = 0.5
            }
        }
        layer.dirty = PixelBox(x: 50, y: 100, width: 30, height: 4)
        return layer
    }

    @Test("a blur touches only the box the drawing can spread to, with a whole-canvas blur's pixels")
    func blurCoversItsSpread() {
        var layer = Self.bar()
        var whole = layer.pixels
        TrellisRender.Canvas.blur(&whole, width: 400, height: 300, channels: 4, sigma: 4, canvas: (400, 300))
        layer.blur(sigma: 4)
        // σ = 4: box blurs of width 9, three of them spread the bar by 12 pixels each way.
        #expect(layer.dirty == PixelBox(x: 38, y: 88, width: 54, height: 28))
        #expect(zip(layer.pixels, whole).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test("a shadow is cast from the drawing's box, moved, and composites over that box only")
    func shadowCoversItsSpread() {
        let layer = Self.bar()
        var shadow = TrellisRender.Canvas(width: 400, height: 300)
        layer.shadow(colour: Premultiplied(r: 0, g: 0, b: 0, a: 1), sigma: 4, dx: 5, dy: 7, into: &shadow)
        #expect(shadow.dirty == PixelBox(x: 43, y: 95, width: 54, height: 28))
        var canvas = TrellisRender.Canvas(width: 400, height: 300, fill: Premultiplied(r: 1, g: 1, b: 1, a: 1))
        let before = canvas.pixels
        canvas.composite(shadow)
        for (index, (now, then)) in zip(canvas.pixels, before).enumerated() where now != then {
            let pixel = index / 4, x = pixel % 400, y = pixel / 400
            #expect((43..<97).contains(x) && (95..<123).contains(y))
        }
    }

    @Test("a layer cleared for reuse is a new clear layer: every pixel 0, nothing dirty")
    func clearedLayerIsNew() {
        var layer = Self.bar()
        layer.blur(sigma: 4)
        layer.clear()
        #expect(layer.dirty.isEmpty)
        #expect(layer.pixels == TrellisRender.Canvas(width: 400, height: 300).pixels)
    }

    @Test("a layer stores only the box drawn into it, and grows it keeping what was drawn")
    func layerStoresWhatIsDrawn() {
        let red = Premultiplied(r: 0.5, g: 0, b: 0, a: 0.5), blue = Premultiplied(r: 0, g: 0, b: 1, a: 1)
        let first = Coverage(box: PixelBox(x: 50, y: 60, width: 10, height: 5), values: [Float](repeating: 1, count: 50))
        let second = Coverage(box: PixelBox(x: 300, y: 200, width: 4, height: 4), values: [Float](repeating: 0.25, count: 16))
        var layer = TrellisRender.Canvas.layer(width: 400, height: 300)
        layer.fill(first, clip: nil) { _, _ in red }
        #expect(layer.area == PixelBox(x: 50, y: 60, width: 10, height: 5))
        #expect(layer.pixels.count == 10 * 5 * 4)
        layer.fill(second, clip: nil) { _, _ in blue }
        // Drawn the same into a canvas that stores every pixel: the same image.
        var whole = TrellisRender.Canvas(width: 400, height: 300)
        whole.fill(first, clip: nil) { _, _ in red }
        whole.fill(second, clip: nil) { _, _ in blue }
        #expect(layer.area.width < 400 || layer.area.height < 300)
        #expect(layer.rgba() == whole.rgba())
        var background = TrellisRender.Canvas(width: 400, height: 300, fill: Premultiplied(r: 1, g: 1, b: 1, a: 1)), direct = background
        background.composite(layer)
        direct.composite(whole)
        #expect(background.pixels == direct.pixels)
    }

    @Test("sibling groups with shadows and opacity draw into the same few layers, reused")
    @MainActor
    func siblingGroupsReuseLayers() {
        let cards = VStack(spacing: 4) {
            ForEach(0..<12, id: \.self) { index in
                Color.blue.frame(width: 40, height: 10).shadow(radius: 2).opacity(index % 2 == 0 ? 0.5 : 1)
            }
        }
        let result = cards.layout(in: .unspecified, fonts: .testFont)
        var painter = Painter(result: result, scale: 1, canvas: TrellisRender.Canvas(width: 60, height: 200), fonts: .testFont)
        painter.paint()
        // A shadowed group takes its layer, the merged layer and one shadow: three canvases in
        // all, however many groups; each a new one, there were 36 or more.
        #expect(painter.spare.count <= 4)
        #expect(painter.layers.count == 1)
    }

    @Test("an image drawn many times in one picture is decoded once")
    @MainActor
    func imageDecodedOnce() {
        let file = PNGEncoder.encode(width: 8, height: 8, rgba: [UInt8](repeating: 200, count: 8 * 8 * 4))
        let thumbnails = HStack(spacing: 0) {
            ForEach(0..<12, id: \.self) { _ in Image(data: Data(file)).resizable().frame(width: 10, height: 10) }
        }
        let result = thumbnails.layout(in: .unspecified, fonts: .testFont)
        var painter = Painter(result: result, scale: 1, canvas: TrellisRender.Canvas(width: 120, height: 10), fonts: .testFont)
        painter.paint()
        #expect(painter.decodedImages.count == 1)
        #expect(painter.problems.isEmpty)
    }
}
