// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). Rendering a view to an image the way SwiftUI code does, for a share sheet or a file.
import SwiftUI
import Testing

/// A badge as apps draw one into an image.
private struct Badge: View {
    let title: String
    var body: some View {
        Text(title)
            .font(.headline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.blue, in: Capsule())
            .foregroundStyle(.white)
    }
}

@Suite("ImageRenderer as SwiftUI code uses it")
@MainActor
struct ImageRendererCodeTests {
    @Test("ImageRenderer's cgImage and uiImage are the view's picture at its scale")
    func rendersAnImage() throws {
        let renderer = ImageRenderer(content: Badge(title: "New"))
        renderer.scale = 3
        let cgImage = try #require(renderer.cgImage)
        let uiImage = try #require(renderer.uiImage)
        #expect(uiImage.scale == 3)
        #expect(uiImage.size == CGSize(width: CGFloat(cgImage.width) / 3, height: CGFloat(cgImage.height) / 3))
        let data = try #require(cgImage.dataProvider?.data as Data?)
        #expect(data.count == cgImage.bytesPerRow * cgImage.height)
        // The capsule's blue shows in the middle of the left end.
        let middle = (cgImage.height / 2 * cgImage.width + 2) * 4
        #expect(data[middle + 2] > 200 && data[middle + 3] == 255)
    }

    @Test("uiImage.pngData() is a PNG file of the image's size")
    func pngDataIsAPNGFile() throws {
        let renderer = ImageRenderer(content: Badge(title: "Shared"))
        renderer.scale = 2
        let image = try #require(renderer.uiImage?.cgImage)
        let png = try #require(renderer.uiImage?.pngData())
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == image.width && height == image.height)
    }

    @Test("render(rasterizationScale:renderer:) hands over the view's size and draws it into a bitmap")
    func renderDrawsIntoAContext() {
        let renderer = ImageRenderer(content: Badge(title: "Go"))
        var drawn: CGImage?
        var viewSize = CGSize.zero
        renderer.render { size, context in
            viewSize = size
            guard let bitmap = CGContext(data: nil, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
                                         bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return }
            context(bitmap)
            drawn = bitmap.makeImage()
        }
        #expect(viewSize.width > viewSize.height && viewSize.height > 20)
        #expect(drawn?.width == Int(viewSize.width.rounded(.up)))
        #expect(drawn?.dataProvider?.data?.contains { $0 != 0 } == true)
    }
}
