import Foundation
import Observation
import Testing
@testable import Trellis

/// `image/swap`'s model: the name of the image shown.
@Observable @MainActor
private final class ImageNameModel {
    var name = "swatch"
}

/// The swiftui-web recording `image/swap` (iamcgn/swiftui-web
/// Fixtures/Goldens/image/swap/frames.json and the fixture `ImageFixtures.swap` in
/// Fixtures/Sources/Image/ImageFixtures.swift, both at 82ebf9a; macOS 26.2 at 2×), replayed on
/// one live host: a named image beside a text, top-aligned; the steps name the tall image, a
/// missing one and the first again. The catalog's images are the files the image fixtures use
/// (Tests/TrellisTests/Fixtures/images/files: `swatch` 64 × 40, `tall` 20 × 64), found by name
/// in that folder as a bundle.
@Suite("Images: the image/swap recording, through a live host",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the row holds a text"))
@MainActor
struct ImageSwapGoldenTests {
    @Test("image/swap: the row follows the image a name finds; a missing name is an empty image")
    func swap() throws {
        let folder = FixtureCase.folder.appendingPathComponent("images/files")
        let bundle = try #require(Bundle(path: folder.path))
        let recorded = RecordedSteps.frames(
            ImageNameModel(), { model in
                HStack(alignment: .top) {
                    Image(model.name, bundle: bundle).id("image")
                    Text("Hg").id("text")
                }
                .id("row")
            },
            window: CGSize(width: 300, height: 200),
            steps: [{ $0.name = "tall" }, { $0.name = "nope" }, { $0.name = "swatch" }])
        // (at rest and "back": the swatch)
        for swatch in [recorded[0], recorded[3]] {
            swatch.text("row", 105.25, 80, 89.5, 40)
            swatch.text("image", 105.25, 80, 64, 40)
            swatch.text("text", 177.25, 80, 17.5, 16)
            #expect(swatch.result.frame(of: "image")?.size == CGSize(width: 64, height: 40))
        }
        let tall = recorded[1]
        tall.text("row", 127.25, 68, 45.5, 64)
        tall.text("image", 127.25, 68, 20, 64)
        tall.text("text", 155.25, 68, 17.5, 16)
        #expect(tall.result.frame(of: "image")?.size == CGSize(width: 20, height: 64))
        let missing = recorded[2]
        missing.text("row", 137.25, 92, 25.5, 16)
        missing.text("image", 137.25, 92, 0, 0)
        missing.text("text", 145.25, 92, 17.5, 16)
        #expect(missing.result.frame(of: "image")?.size == .zero)
    }
}
