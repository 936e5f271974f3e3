import Foundation
import Testing
@testable import Trellis

/// The swiftui-web recording `image/template` (iamcgn/swiftui-web
/// `Fixtures/Goldens/image/template/frames.json` and the fixture `ImageFixtures.template` in
/// `Fixtures/Sources/Image/ImageFixtures.swift`, both at 82ebf9a; macOS 26.2 at 2×, a 400 × 120
/// window): a row of catalog images with a foreground colour or style, a rendering mode forced
/// either way, a resized one and a faded one. Rendering modes, colours and opacity change
/// pixels, never frames: every frame is exact.
///
/// The catalog's images are read by name from `Fixtures/images/files` as a bundle: `icon` is
/// `icon@2x.png`, a stand-in made for these tests of the catalog image's recorded size
/// (48 × 48 pixels at 2×: the 24 × 24 points of the recording's `default` probe), and `swatch`
/// the 64 × 40 image the other image fixtures use.
@Suite("Images: the image/template recording")
@MainActor
struct ImageTemplateFixtureTests {
    private func icon() -> Image { Image("icon", bundle: TestImages.catalog) }
    private func swatch() -> Image { Image("swatch", bundle: TestImages.catalog) }

    @Test("image/template: colours, rendering modes and opacity leave every image its size and place")
    func template() {
        let view = HStack(spacing: 8) {
            icon().id("default")
            icon().foregroundColor(.red).id("red")
            icon().foregroundStyle(.blue).id("blue")
            icon().renderingMode(.original).id("original")
            swatch().renderingMode(.template).foregroundColor(.green).id("forced")
            swatch().renderingMode(.template).id("forcedDefault")
            icon().resizable().frame(width: 48, height: 48).foregroundColor(.orange).id("big")
            icon().opacity(0.5).id("faded")
        }
        .id("row")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 400, height: 120))
        frames.exact("row", 24, 36, 352, 48)
        frames.exact("default", 24, 48, 24, 24)
        frames.exact("red", 56, 48, 24, 24)
        frames.exact("blue", 88, 48, 24, 24)
        frames.exact("original", 120, 48, 24, 24)
        frames.exact("forced", 152, 40, 64, 40)
        frames.exact("forcedDefault", 224, 40, 64, 40)
        frames.exact("big", 296, 36, 48, 48)
        frames.exact("faded", 352, 48, 24, 24)
    }
}
