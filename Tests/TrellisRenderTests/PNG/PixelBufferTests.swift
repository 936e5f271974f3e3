import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The public pixel buffer: pixels drawn as the PNG file holds them, and compared.
@Suite("Pixel buffers")
@MainActor
struct PixelBufferTests {
    static let card = Color.blue.frame(width: 20, height: 10).padding(5).layout(in: .unspecified)

    @Test("a result's pixels are the pixels of its PNG file")
    func pixelsMatchThePNG() throws {
        let renderer = PNGRenderer(scale: 2)
        let pixels = renderer.pixels(of: Self.card)
        let output = renderer.draw(Self.card)
        #expect(pixels.width == output.width && pixels.height == output.height)
        #expect(pixels.png(pixelsPerMeter: Int((2 * 72 / 0.0254).rounded())) == output.png)
        #expect(pixels[x: 0, y: 0] == (255, 255, 255, 255))
        #expect(pixels[x: 20, y: 15] == (0, 122, 255, 255) || pixels[x: 20, y: 15].blue > 200)
    }

    @Test("pixels of the wrong count are refused")
    func wrongCountIsRefused() {
        #expect(PixelBuffer(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(PixelBuffer(width: -1, height: 2, rgba: []) == nil)
        #expect(PixelBuffer(width: Int.max, height: 2, rgba: []) == nil)
        #expect(PixelBuffer(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16)) != nil)
    }

    @Test("identical pixels differ nowhere")
    func identicalPixels() {
        let pixels = PNGRenderer(scale: 1).pixels(of: Self.card)
        let difference = pixels.difference(from: pixels)
        #expect(difference.isEmpty && difference.differingFraction == 0 && difference.maximumChannelDelta == 0)
        #expect(difference.image.width == pixels.width && difference.image.height == pixels.height)
    }

    @Test("a changed pixel is counted, its largest channel change reported and marked red in the image")
    func changedPixel() throws {
        let pixels = try #require(PixelBuffer(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16)))
        var changed = pixels
        changed.rgba[4 * 3 + 1] = 245  // green of the pixel (1, 1): 10 lower
        changed.rgba[4 * 3 + 2] = 250
        let difference = pixels.difference(from: changed)
        #expect(difference.differingFraction == 0.25)
        #expect(difference.maximumChannelDelta == 10)
        #expect(difference.image[x: 1, y: 1].red == 255 && difference.image[x: 1, y: 1].green == 0)
        #expect(difference.image[x: 0, y: 0].red == difference.image[x: 0, y: 0].green)
    }

    @Test("images of different sizes differ everywhere")
    func differentSizes() {
        let small = PixelBuffer(width: 1, height: 1), large = PixelBuffer(width: 2, height: 3)
        let difference = small.difference(from: large)
        #expect(difference.differingFraction == 1 && difference.maximumChannelDelta == 255)
        #expect(difference.image.width == 2 && difference.image.height == 3)
    }
}
