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

    @Test("a PNG file decodes to the pixels it was encoded from")
    func pngRoundTrip() throws {
        let pixels = PNGRenderer(scale: 2).pixels(of: Self.card)
        let decoded = try PixelBuffer(png: pixels.png())
        #expect(decoded == pixels)
    }

    @Test("a damaged PNG file throws, saying what is wrong")
    func damagedPNGThrows() throws {
        var bytes = [UInt8](PNGRenderer(scale: 1).pixels(of: Self.card).png())
        bytes[bytes.count / 2] ^= 0xFF
        let error = try #require(throws: PixelBuffer.DecodingFailure.self) { try PixelBuffer(png: Data(bytes)) }
        #expect(!error.reason.isEmpty)
        #expect(throws: PixelBuffer.DecodingFailure.self) { try PixelBuffer(png: Data("not a PNG".utf8)) }
    }

    @Test("a tolerance passes colour differences within it and fails those beyond")
    func toleranceCountsOnlyVisibleDifferences() throws {
        let white = try #require(PixelBuffer(width: 2, height: 1, rgba: [UInt8](repeating: 255, count: 8)))
        var changed = white
        changed.rgba[0] = 253  // pixel (0, 0): red 2 lower, ΔE*ab about 0.8
        changed.rgba[4] = 0    // pixel (1, 0): cyan, ΔE*ab far over 2
        let exact = white.difference(from: changed)
        #expect(exact.differingFraction == 1)
        let tolerant = white.difference(from: changed, tolerance: 2)
        #expect(tolerant.differingFraction == 0.5)
        #expect(tolerant.image[x: 0, y: 0].green != 0 && tolerant.image[x: 1, y: 0].green == 0)
        #expect(tolerant.maximumColorDifference > 2 && tolerant.maximumChannelDelta == 255)
    }

    @Test("black and white are about 100 apart in ΔE*ab, the same colour 0")
    func colorDifferenceScale() throws {
        let white = try #require(PixelBuffer(width: 1, height: 1, rgba: [255, 255, 255, 255]))
        let black = try #require(PixelBuffer(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        #expect(abs(white.difference(from: black).maximumColorDifference - 100) < 0.01)
        #expect(white.difference(from: white).maximumColorDifference == 0)
    }

    @Test("unshaded, the unsafe bands are the background's colour; shaded, greyer")
    func unsafeBandsInPixels() {
        let host = LayoutHost(Color.red)
        host.safeAreaInsets = EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)
        let result = host.layout(in: ProposedViewSize(width: 10, height: 10))
        var renderer = PNGRenderer(scale: 1)
        #expect(renderer.pixels(of: result)[x: 5, y: 1] != (255, 255, 255, 255))
        renderer.shadesUnsafeBands = false
        #expect(renderer.pixels(of: result)[x: 5, y: 1] == (255, 255, 255, 255))
        #expect(renderer.pixels(of: result)[x: 5, y: 6] == (255, 59, 48, 255))
    }
}
