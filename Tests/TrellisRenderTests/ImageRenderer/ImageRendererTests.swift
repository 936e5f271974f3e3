import Foundation
import Observation
import Testing
import Trellis
@testable import TrellisRender

/// A card as a server renders one: a name on a coloured, rounded background.
private struct Card: View {
    let name: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name).font(.headline)
            Text("Member since 2024").font(.caption).foregroundStyle(.secondary)
        }
        .padding(12)
        .background(Color.orange.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
    }
}

/// The bytes of an image, as Apple's route reads them.
private func bytes(_ image: CGImage?) -> [UInt8]? {
    (image?.dataProvider?.data).map { [UInt8]($0) }
}

/// SwiftUI's `ImageRenderer`: its image is the PNG renderer's pixels, its bad input follows the
/// PNG renderer's rules, and its route off the main actor draws the same image.
@Suite("ImageRenderer")
@MainActor
struct ImageRendererTests {
    @Test("cgImage holds exactly the pixels the PNG renderer draws for the same layout")
    func cgImageIsThePNGRenderersPixels() throws {
        let renderer = ImageRenderer(content: Card(name: "Ada Lovelace"))
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let pixels = PNGRenderer(scale: 2, background: "none").pixels(of: Card(name: "Ada Lovelace").layout(in: .unspecified, environment: environment))
        #expect(image.width == pixels.width && image.height == pixels.height)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32 && image.bytesPerRow == pixels.width * 4)
        #expect(image.alphaInfo == .last && image.bitmapInfo.rawValue == CGImageAlphaInfo.last.rawValue)
        #expect(bytes(image) == pixels.rgba)
        #expect(pixels.rgba.contains { $0 != 0 })
    }

    // https://developer.apple.com/documentation/swiftui/imagerenderer/scale — pixels per point.
    @Test("the image is the view's size in points times the scale")
    func sizeIsPointsTimesScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        renderer.scale = 3
        let image = try #require(renderer.cgImage)
        #expect(image.width == 90 && image.height == 60)
        #expect(bytes(image)?.prefix(4) == [255, 59, 48, 255])
    }

    @Test("the proposed size is the size offered to the content")
    func proposedSizeIsOffered() throws {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.proposedSize = ProposedViewSize(width: 12, height: 7)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 12 && image.height == 7)
    }

    @Test("an opaque image is drawn over black and has no alpha")
    func opaqueImageIsOverBlack() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4).padding(2))
        renderer.isOpaque = true
        let image = try #require(renderer.cgImage)
        #expect(image.alphaInfo == .noneSkipLast)
        let rgba = try #require(bytes(image))
        #expect(Array(rgba.prefix(4)) == [0, 0, 0, 255])
        #expect(stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 })
    }

    @Test("a scale that is not finite and positive draws at 1", arguments: [CGFloat.nan, 0, -2, .infinity, -.infinity])
    func badScaleDrawsAtOne(scale: CGFloat) throws {
        let renderer = ImageRenderer(content: Color.green.frame(width: 10, height: 5))
        renderer.scale = scale
        let image = try #require(renderer.cgImage)
        #expect(image.width == 10 && image.height == 5)
        #expect(renderer.uiImageScale == 1)
    }

    @Test("a huge proposed size is drawn at the largest scale that fits the PNG renderer's limits")
    func hugeSizeIsDrawnSmaller() throws {
        let renderer = ImageRenderer(content: Color.green)
        renderer.proposedSize = ProposedViewSize(width: 1e12, height: 1e12)
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width <= PNGRenderer.maximumSide && image.height <= PNGRenderer.maximumSide)
        #expect(image.width * image.height <= PNGRenderer.maximumPixelCount)
        #expect(image.width > 1000 && image.width == image.height)
    }

    @Test("a content of no area has no image", arguments: [0, 1, 2])
    func emptyContentHasNoImage(kind: Int) {
        switch kind {
        case 0: #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
        case 1: #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).cgImage == nil)
        default:
            let renderer = ImageRenderer(content: Color.red)
            renderer.proposedSize = ProposedViewSize(width: .infinity, height: .infinity)
            #expect(renderer.cgImage == nil)
        }
    }

    // https://developer.apple.com/documentation/swiftui/imagerenderer — "ImageRenderer conforms
    // to Observable" (iOS 17.1): a change to a property it read is reported.
    @Test("setting a property is observed through Observation")
    func propertyChangeIsObserved() {
        let renderer = ImageRenderer(content: Color.red)
        let changed = Flag()
        withObservationTracking { _ = renderer.scale } onChange: { changed.set() }
        renderer.isOpaque = true
        #expect(!changed.value)
        renderer.scale = 2
        #expect(changed.value)
    }

    @Test("with observation disabled, a change is not reported through Observation")
    func disabledObservationIsSilent() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.isObservationEnabled = false
        let changed = Flag()
        withObservationTracking { _ = renderer.scale } onChange: { changed.set() }
        renderer.scale = 2
        #expect(!changed.value && renderer.scale == 2)
    }

    @Test("render draws the view into a bitmap context at one pixel per point, bottom left")
    func renderDrawsIntoABitmapContext() throws {
        let view = Color.red.frame(width: 4, height: 2)
        var size = CGSize.zero
        var image: CGImage?
        ImageRenderer(content: view).render(rasterizationScale: 2) { viewSize, draw in
            size = viewSize
            let context = CGContext(data: nil, width: 6, height: 3, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            draw(context)
            image = context.makeImage()
        }
        #expect(size == CGSize(width: 4, height: 2))
        let rgba = try #require(bytes(image))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * 6 + x) * 4 ..< (y * 6 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [0, 0, 0, 0])  // the top row is above the view
        #expect(pixel(0, 1) == [255, 59, 48, 255] && pixel(3, 2) == [255, 59, 48, 255])
        #expect(pixel(4, 2) == [0, 0, 0, 0])
    }

    @Test("render gives a size that is not finite as the picture's size, zero")
    func renderGivesAFiniteSize() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .infinity, height: 10)
        var size: CGSize?
        renderer.render { viewSize, _ in size = viewSize }
        #expect(size == CGSize(width: 0, height: 10))
    }

    // "Resolve where SwiftUI would; draw anywhere": hosts resolved on the main actor, laid out
    // and drawn from a task group, give the images ImageRenderer gives.
    @Test("100 cards drawn from a task group are the images ImageRenderer draws")
    func cardsFromATaskGroup() async throws {
        let names = (0..<100).map { "Card \($0) " + String(repeating: "W", count: $0 % 7) }
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let hosts = names.map { LayoutHost(Card(name: $0), environment: environment) }
        let images = await withTaskGroup(of: (Int, CGImage?).self) { group in
            for (index, host) in hosts.enumerated() {
                group.addTask { (index, PNGRenderer(scale: 2, background: "none").cgImage(of: host.layout(in: .unspecified))) }
            }
            var images = [CGImage?](repeating: nil, count: names.count)
            for await (index, image) in group { images[index] = image }
            return images
        }
        var widths = Set<Int>()
        for (index, name) in names.enumerated() {
            let renderer = ImageRenderer(content: Card(name: name))
            renderer.scale = 2
            let expected = try #require(renderer.cgImage)
            let image = try #require(images[index])
            #expect(image.width == expected.width && image.height == expected.height, "card \(index)")
            #expect(bytes(image) == bytes(expected), "card \(index)")
            widths.insert(image.width)
        }
        #expect(widths.count > 1)
    }
}

extension ImageRenderer {
    /// The scale a UIKit image of this renderer would have (what `uiImage` uses).
    @MainActor var uiImageScale: CGFloat { Self.usableScale(scale) }
}

/// A flag set from an observation's change handler.
private final class Flag: @unchecked Sendable {
    // Unchecked: set and read on the main actor only, in these tests.
    var value = false
    func set() { value = true }
}
