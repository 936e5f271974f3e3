import Foundation
import Testing
import Trellis
import TrellisGallery
import TestSupport
@testable import TrellisRender

/// Each gallery scene's PNG against headless Chromium's screenshot of the scene's SVG. Enabled
/// by `TRELLIS_BROWSER_TESTS=1`, as the other browser tests; a missing browser then fails.
///
/// The tolerance: the mean absolute difference per colour channel is under 4 (of 255), and at
/// most 3 % of the pixels differ by more than 64 in a channel. What differs is mostly the
/// edges of text: Chromium hints glyphs and places them on whole pixels, the PNG renderer
/// draws the outlines unhinted at the measured positions (measured at scale 1 over the
/// gallery: a mean of 0.1 to 3.2, and 0.05 % to 1.8 % of pixels over 64).
@Suite("PNG against Chromium", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BROWSER_TESTS"] == "1"))
@MainActor
struct PNGBrowserTests {
    /// Chromium's screenshot of `svg` in a page of exactly the picture's size, at `scale`.
    static func screenshot(svg: String, width: Int, height: Int, scale: CGFloat, browser: String) throws -> DecodedPNG {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html"), shot = folder.appendingPathComponent("shot.png")
        let html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>body { margin: 0 } svg { display: block }</style></head><body>"
            + svg + "</body></html>"
        try Data(html.utf8).write(to: page)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--window-size=\(width),\(height)", "--force-device-scale-factor=\(Format.number(scale))",
            "--screenshot=\(shot.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try DecodedPNG([UInt8](try Data(contentsOf: shot)))
    }

    @Test("each gallery scene's PNG matches Chromium's rendering of its SVG within the tolerance", arguments: GalleryScene.all.map(\.name))
    func matchesChromium(sceneName: String) throws {
        guard let browser = DevToolsPipe.chromium() else {
            Issue.record("TRELLIS_BROWSER_TESTS=1 but no chromium on PATH: install Debian's chromium package (.ci/run does)")
            return
        }
        let scene = try #require(GalleryScene.named(sceneName))
        let result = scene.view.layout(in: scene.proposal)
        let scale: CGFloat = 1
        let drawn = PNGRenderer(scale: scale).draw(result)
        #expect(drawn.problems.isEmpty, "\(drawn.problems)")
        let ours = try DecodedPNG([UInt8](drawn.png))
        let theirs = try Self.screenshot(
            svg: SVGRenderer().document(result, hitAreas: false), width: Int(result.size.width.rounded(.up)),
            height: Int(result.size.height.rounded(.up)), scale: scale, browser: browser)
        try #require(theirs.width == ours.width && theirs.height == ours.height,
                     "\(sceneName): Chromium drew \(theirs.width)×\(theirs.height), the PNG is \(ours.width)×\(ours.height)")
        var total = 0, far = 0
        for pixel in 0..<(ours.width * ours.height) {
            var largest = 0
            for channel in 0..<3 {
                let difference = abs(Int(ours.pixels[pixel * 4 + channel]) - Int(theirs.pixels[pixel * 4 + channel]))
                total += difference
                largest = max(largest, difference)
            }
            if largest > 64 { far += 1 }
        }
        let mean = Double(total) / Double(ours.width * ours.height * 3)
        let farShare = Double(far) / Double(ours.width * ours.height)
        #expect(mean < 4 && farShare <= 0.03,
                "\(sceneName): mean difference \(mean) per channel, \(farShare * 100) % of pixels differ by more than 64")
    }
}
