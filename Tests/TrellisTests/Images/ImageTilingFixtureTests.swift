import Foundation
import Testing
@testable import Trellis

/// The swiftui-web recording `image/tiling` (iamcgn/swiftui-web
/// `Fixtures/Goldens/image/tiling/frames.json` and the fixture `ImageFixtures.tiling` in
/// `Fixtures/Sources/Image/ImageFixtures.swift`, both at 82ebf9a; macOS 26.2 at 2×, a 300 × 200
/// window): two rows of resizable images in fixed frames — the catalog's `panel` with 8-point
/// cap insets stretched and tiled, `swatch` tiled whole and stretched without interpolation.
/// Every probe is a fixed frame, so every frame is exact and none depends on an image's size.
///
/// The catalog's images are read by name from `Fixtures/images/files` as a bundle. `panel` is
/// the only one the recording does not size (its frames are the fixed frames around it), so
/// no stand-in of a recorded size can be made and no new file is: the existing `icon@2x.png`
/// (24 × 24 points) stands in for it, large enough that 8-point caps on every edge leave an
/// 8-point middle to stretch or tile. `swatch` is the 64 × 40 image the other image fixtures use.
@Suite("Images: the image/tiling recording")
@MainActor
struct ImageTilingFixtureTests {
    private static let caps = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// `panel`'s stand-in (see the suite's note).
    private func panel() -> Image { Image("icon", bundle: TestImages.catalog) }
    private func swatch() -> Image { Image("swatch", bundle: TestImages.catalog) }

    /// The fixture's view, re-typed in Trellis's API, laid out as it was recorded.
    private func recorded() -> RecordedFrames {
        let view = VStack(spacing: 8) {
            HStack(spacing: 8) {
                panel().resizable(capInsets: Self.caps).frame(width: 120, height: 80).id("sliced")
                panel().resizable(capInsets: Self.caps, resizingMode: .tile).frame(width: 120, height: 80).id("slicedTiled")
            }
            .id("row1")
            HStack(spacing: 8) {
                swatch().resizable(resizingMode: .tile).frame(width: 150, height: 90).id("tiled")
                swatch().resizable().interpolation(.none).frame(width: 96, height: 60).id("nearest")
            }
            .id("row2")
        }
        .id("stack")
        return RecordedFrames(view, platform: .macOS, window: CGSize(width: 300, height: 200))
    }

    @Test("image/tiling: cap insets, tiling and interpolation leave the fixed frames their size and place")
    func tiling() {
        let frames = recorded()
        frames.exact("stack", 23, 11, 254, 178)
        frames.exact("row1", 26, 11, 248, 80)
        frames.exact("sliced", 26, 11, 120, 80)
        frames.exact("slicedTiled", 154, 11, 120, 80)
        frames.exact("row2", 23, 99, 254, 90)
        frames.exact("tiled", 23, 99, 150, 90)
        frames.exact("nearest", 181, 114, 96, 60)
    }

    // derived: the fixture's note — "the frames are fixed, the pixels are the test". The
    // recording's pixels are not compared here; what a renderer is told to draw is: each image
    // over its whole recorded frame, with the insets, mode and interpolation the view gives.
    @Test("image/tiling: each image fills its recorded frame with its cap insets, resizing mode and interpolation")
    func drawnAsAsked() throws {
        let result = recorded().result
        let expected: [(id: String, name: String, frame: CGRect, caps: EdgeInsets, mode: Image.ResizingMode, interpolation: Image.Interpolation?)] = [
            ("sliced", "icon", CGRect(x: 26, y: 11, width: 120, height: 80), Self.caps, .stretch, nil),
            ("slicedTiled", "icon", CGRect(x: 154, y: 11, width: 120, height: 80), Self.caps, .tile, nil),
            ("tiled", "swatch", CGRect(x: 23, y: 99, width: 150, height: 90), EdgeInsets(), .tile, nil),
            ("nearest", "swatch", CGRect(x: 181, y: 114, width: 96, height: 60), EdgeInsets(), .stretch, Image.Interpolation.none),
        ]
        for probe in expected {
            let images = Self.images(inside: probe.id, of: result)
            try #require(images.count == 1, "\(probe.id): \(images.count) images drawn")
            let (frame, image) = images[0]
            #expect(frame == probe.frame, "\(probe.id)")
            #expect(image.name == probe.name, "\(probe.id): drew \(image.name)")
            #expect(image.isResizable, "\(probe.id)")
            #expect(image.capInsets == probe.caps, "\(probe.id)")
            #expect(image.resizingMode == probe.mode, "\(probe.id)")
            #expect(image.interpolation == probe.interpolation, "\(probe.id)")
        }
    }

    /// The images the view marked `id` and the views inside it draw, with their exact frames.
    private static func images(inside id: String, of result: LayoutResult) -> [(CGRect, LayoutResult.ImageDrawing)] {
        result.elements(inside: id).compactMap { element in
            guard case let .image(image)? = element.drawing else { return nil }
            return (element.exactFrame, image)
        }
    }
}
