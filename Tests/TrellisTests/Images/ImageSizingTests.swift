import Foundation
import Testing
@testable import Trellis

/// How images are sized: from their files' headers, in points, fixed or resizable.
@Suite("Image sizing")
@MainActor
struct ImageSizingTests {
    // PNG specification, "11.2.2 IHDR Image header": width and height are the first fields of
    // the chunk that must come first.
    @Test("a PNG's size is read from its IHDR chunk")
    func pngSize() {
        let folder = TestImages.folder()
        let url = TestImages.write(TestImages.png(width: 64, height: 40), "swatch.png", in: folder)
        #expect(Image(contentsOf: url).layout(in: .unspecified).size == CGSize(width: 64, height: 40))
    }

    // measured: swiftui-web `image/intrinsic` — a 2× image is its pixels ÷ 2 in points
    // (`swatch`, 128 × 80 pixels at 2×, is 64 × 40).
    @Test("an @2x file is half its pixel size in points")
    func twoTimesSuffix() {
        let folder = TestImages.folder()
        let url = TestImages.write(TestImages.png(width: 200, height: 100), "wide@2x.png", in: folder)
        #expect(Image(contentsOf: url).layout(in: .unspecified).size == CGSize(width: 100, height: 50))
    }

    // JPEG (ITU T.81) B.2.2: the frame header gives the number of lines, then samples per line.
    @Test("a JPEG's size is read from its start-of-frame marker")
    func jpegSize() {
        let url = TestImages.write(TestImages.jpeg(width: 160, height: 120), "photo@2x.jpg", in: TestImages.folder())
        #expect(Image(contentsOf: url).layout(in: .unspecified).size == CGSize(width: 80, height: 60))
    }

    // SVG 2, "8.2 The width and height properties" and "8.5 The viewBox attribute".
    @Test("an SVG's size is its width and height, else its viewBox")
    func svgSize() {
        let folder = TestImages.folder()
        let sized = TestImages.write(Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="30px" height="20"></svg>"#.utf8), "a.svg", in: folder)
        let boxed = TestImages.write(Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 24"/>"#.utf8), "b.svg", in: folder)
        #expect(Image(contentsOf: sized).layout(in: .unspecified).size == CGSize(width: 30, height: 20))
        #expect(Image(contentsOf: boxed).layout(in: .unspecified).size == CGSize(width: 48, height: 24))
    }

    // derived: Trellis reads an SVG's size from a prefix of its bytes (issue 36).
    @Test("an SVG over 64 KiB whose prefix ends inside a character still reads its size")
    func svgCutCharacter() {
        var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><desc>"#
        text += String(repeating: "a", count: 65_535 - text.utf8.count) + String(repeating: "é", count: 100) + "</desc></svg>"
        // Byte 65,536 is the second byte of the first "é".
        #expect(Array(text.utf8)[65_535] == 0xC3)
        #expect(Image(data: Data(text.utf8)).layout(in: .unspecified).size == CGSize(width: 30, height: 20))
    }

    // derived: `Image(data:scale:)` is a Trellis addition; its scale divides as a file's @2x suffix does.
    @Test("an image from data takes the scale it is given")
    func dataScale() {
        let image = Image(data: TestImages.png(width: 90, height: 30), scale: 3)
        #expect(image.layout(in: .unspecified).size == CGSize(width: 30, height: 10))
    }

    // derived: a scale no display has (NaN, 0, beyond 100) counts as 1x, and says so.
    @Test("an image from data at an unusable scale is drawn at 1x and reported", arguments: [CGFloat.nan, 0, -2, 1e300])
    func unusableDataScale(scale: CGFloat) {
        let result = Image(data: TestImages.png(width: 90, height: 30), scale: scale).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 90, height: 30))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    // measured: swiftui-web `image/resizable` — `overflow`, a 64 × 40 image in a 30 × 30 frame,
    // keeps its size.
    @Test("a fixed image keeps its natural size whatever it is proposed")
    func fixedIgnoresProposal() {
        let image = Image(data: TestImages.png(width: 128, height: 80), scale: 2)
        #expect(image.layout(in: ProposedViewSize(width: 30, height: 30)).size == CGSize(width: 64, height: 40))
    }

    // measured: swiftui-web `image/resizable` — `stretched` fills 96 × 30; documented: Apple,
    // `image/resizable(capInsets:resizingMode:)`.
    @Test("a resizable image takes the proposal, and its natural size when unspecified")
    func resizableFills() {
        let image = Image(data: TestImages.png(width: 128, height: 80), scale: 2).resizable()
        #expect(image.layout(in: ProposedViewSize(width: 96, height: 30)).size == CGSize(width: 96, height: 30))
        #expect(image.layout(in: .unspecified).size == CGSize(width: 64, height: 40))
        #expect(image.layout(in: ProposedViewSize(width: 10, height: nil)).size == CGSize(width: 10, height: 40))
    }

    // measured: swiftui-web `image/aspect-ratio` — `fitWideImage` (64 × 40 in 100 × 40) is 64 × 40,
    // `fitTallImage` (in 40 × 100) is 40 × 25, `fillImage` (in 40 × 60) is 96 × 60.
    @Test("scaledToFit and scaledToFill keep the image's own ratio")
    func scaledKeepsRatio() {
        let image = Image(data: TestImages.png(width: 128, height: 80), scale: 2).resizable()
        #expect(image.scaledToFit().layout(in: ProposedViewSize(width: 100, height: 40)).size == CGSize(width: 64, height: 40))
        #expect(image.scaledToFit().layout(in: ProposedViewSize(width: 40, height: 100)).size == CGSize(width: 40, height: 25))
        #expect(image.scaledToFill().layout(in: ProposedViewSize(width: 40, height: 60)).size == CGSize(width: 96, height: 60))
    }
}

/// Finding images by name, as an asset lookup does.
@Suite("Image lookup")
@MainActor
struct ImageLookupTests {
    // measured: swiftui-web `image/intrinsic` — named images are found in the bundle; a set
    // with only a 2× file is its pixels ÷ 2.
    @Test("a name finds its loose @2x file in the bundle")
    func looseFile() throws {
        let folder = TestImages.folder()
        TestImages.write(TestImages.png(width: 40, height: 128), "tall@2x.png", in: folder)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Image("tall", bundle: bundle).layout(in: .unspecified).size == CGSize(width: 20, height: 64))
    }

    // measured: swiftui-web `image/intrinsic` (`photo`, `badge`: sets of Fixtures/Assets.xcassets).
    @Test("a name finds its asset catalog image set")
    func assetCatalog() throws {
        let folder = TestImages.folder()
        let set = "Assets.xcassets/photo.imageset/"
        TestImages.write(TestImages.jpeg(width: 160, height: 120), set + "photo@2x.jpg", in: folder)
        let contents = #"{"images": [{"filename": "photo@2x.jpg", "idiom": "universal", "scale": "2x"}], "info": {"version": 1}}"#
        TestImages.write(Data(contents.utf8), set + "Contents.json", in: folder)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Image("photo", bundle: bundle).layout(in: .unspecified).size == CGSize(width: 80, height: 60))
    }

    // measured: swiftui-web `image/intrinsic` — `nested` needs its folder's namespace
    // (`Folder/nested`); without it the image is missing.
    @Test("a set in a namespaced folder is found by its full name only")
    func namespace() throws {
        let folder = TestImages.folder()
        TestImages.write(Data(#"{"properties": {"provides-namespace": true}}"#.utf8), "Assets.xcassets/Folder/Contents.json", in: folder)
        TestImages.write(TestImages.png(width: 32, height: 16), "Assets.xcassets/Folder/nested.imageset/nested.png", in: folder)
        TestImages.write(Data(#"{"images": [{"filename": "nested.png", "idiom": "universal", "scale": "1x"}]}"#.utf8),
                         "Assets.xcassets/Folder/nested.imageset/Contents.json", in: folder)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Image("Folder/nested", bundle: bundle).layout(in: .unspecified).size == CGSize(width: 32, height: 16))
        #expect(Image("nested", bundle: bundle).layout(in: .unspecified).size == .zero)
    }

    // measured: swiftui-web `image/intrinsic` — `missing` is 0 × 0; the diagnostic is Trellis's.
    @Test("a missing image is 0 × 0 and reported")
    func missing() throws {
        let bundle = try #require(Bundle(path: TestImages.folder().path))
        let result = Image("nope", bundle: bundle).layout(in: .unspecified)
        #expect(result.size == .zero)
        #expect(result.diagnostics.map(\.kind) == [.missingImage])
        #expect(result.diagnostics.first?.message.contains("nope") == true)
    }

    // derived: docs/semantics.md, "Images and labels" — a file that is not an image is
    // reported as such and is 0 × 0, never a crash.
    @Test("a corrupt image file is 0 × 0 and reported")
    func corrupt() {
        let folder = TestImages.folder()
        let truncated = TestImages.write(TestImages.png(width: 10, height: 10).prefix(20), "cut.png", in: folder)
        let garbage = TestImages.write(Data("not an image".utf8), "junk.png", in: folder)
        let zero = TestImages.write(TestImages.png(width: 0, height: 10), "zero.png", in: folder)
        for url in [truncated, garbage, zero] {
            let result = Image(contentsOf: url).layout(in: .unspecified)
            #expect(result.size == .zero)
            #expect(result.diagnostics.map(\.kind) == [.missingImage])
        }
    }

    @Test("an asset catalog scale of 0x or 1e-320x counts as 1x and is reported", arguments: ["0x", "1e-320x", "nanx"])
    func unusableCatalogScale(scale: String) throws {
        let folder = TestImages.folder()
        let set = "Assets.xcassets/flat.imageset/"
        TestImages.write(TestImages.png(width: 32, height: 16), set + "flat.png", in: folder)
        let contents = #"{"images": [{"filename": "flat.png", "idiom": "universal", "scale": "\#(scale)"}]}"#
        TestImages.write(Data(contents.utf8), set + "Contents.json", in: folder)
        let bundle = try #require(Bundle(path: folder.path))
        let result = Image("flat", bundle: bundle).resizable().scaledToFit().layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 100, height: 50))
        #expect(Image("flat", bundle: bundle).layout(in: .unspecified).size == CGSize(width: 32, height: 16))
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue && $0.message.contains(scale) })
    }
}

