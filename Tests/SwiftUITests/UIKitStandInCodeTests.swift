// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). The UIKit that SwiftUI screens reach through `import SwiftUI` on iOS: the screen's
// size, and a `UIImage` shown by `Image(uiImage:)`.
import SwiftUI
import Testing

/// A solid 12 × 8-point block, the picture the image tests wrap.
private struct Block: View {
    var body: some View { Color.red.frame(width: 12, height: 8) }
}

@Suite("UIKit stand-ins as SwiftUI code uses them")
@MainActor
struct UIKitStandInCodeTests {
    // derived: Image(uiImage:) in Apple's documentation — the image keeps the UIImage's size
    // in points (its pixels divided by its scale).
    @Test("Image(uiImage:) is as large as the UIImage in points")
    func imageFromUIImageHasTheImageSize() throws {
        let renderer = ImageRenderer(content: Block())
        renderer.scale = 2
        let uiImage = try #require(renderer.uiImage)
        let result = Image(uiImage: uiImage).layout(in: .unspecified)
        #expect(result.size == uiImage.size)
        #expect(result.size == CGSize(width: 12, height: 8))
    }

    @Test("a resizable Image(uiImage:) fits its frame as any image does")
    func resizableImageFromUIImageFits() throws {
        let renderer = ImageRenderer(content: Block())
        let uiImage = try #require(renderer.uiImage)
        let result = Image(uiImage: uiImage).resizable().aspectRatio(contentMode: .fit)
            .layout(in: ProposedViewSize(width: 120, height: 120))
        #expect(result.size == CGSize(width: 120, height: 80))
    }

    @Test("UIImage() is empty, and Image(uiImage:) of it is 0 × 0 and reported")
    func emptyUIImageIsZeroSized() {
        let empty = UIImage()
        #expect(empty.cgImage == nil && empty.size == .zero && empty.scale == 1)
        let result = Image(uiImage: empty).layout(in: .unspecified)
        #expect(result.size == .zero)
        #expect(result.diagnostics.map(\.kind) == [.missingImage])
    }

    @Test("UIScreen.main is the default device's screen: bounds at the origin, in points")
    func mainScreenBoundsAreTheDefaultDevice() {
        #expect(UIScreen.main.bounds == CGRect(origin: .zero, size: LayoutHost.Screen.iPhone16.size))
    }

    @Test("UIScreen's native bounds are its bounds in pixels")
    func nativeBoundsAreBoundsTimesScale() {
        let screen = UIScreen.main
        #expect(screen.scale == 3 && screen.nativeScale == screen.scale)
        #expect(screen.nativeBounds.size == CGSize(width: screen.bounds.width * 3, height: screen.bounds.height * 3))
    }

    @Test("a frame sized from UIScreen.main.bounds lays out at the screen's width")
    func frameFromScreenWidth() {
        let result = Text("SwiftUI").frame(width: UIScreen.main.bounds.width - 30, height: 45)
            .layout(in: ProposedViewSize(LayoutHost.Screen.iPhone16.size))
        #expect(result.size == CGSize(width: LayoutHost.Screen.iPhone16.size.width - 30, height: 45))
    }
}
