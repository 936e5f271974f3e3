import Foundation
import Testing

/// `trellis render --format svg`, run as users run it.
@Suite("trellis command: SVG")
@MainActor
struct SVGCommandTests {
    @Test("render --format svg draws text as glyph outlines by default; --no-text-as-paths writes <text>")
    func textAsPathsByDefault() throws {
        let tests = CommandLineTests()
        let paths = try tests.trellis(["render", "settings", "--format", "svg"])
        #expect(paths.status == 0, "\(paths.error)")
        #expect(paths.output.contains("<use href=\"#trellis-g"))
        #expect(paths.output.contains("<text class=\"trellis-text-copy\""))
        let text = try tests.trellis(["render", "settings", "--format", "svg", "--no-text-as-paths"])
        #expect(text.status == 0, "\(text.error)")
        #expect(!text.output.contains("<use "))
        #expect(text.output.contains(">Settings</text>"))
    }
}
