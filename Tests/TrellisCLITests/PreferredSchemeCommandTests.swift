import Foundation
import Testing

extension CommandLineTests {
    @Test("render draws a scene that prefers the dark scheme on a black canvas, without --dark")
    func renderPreferredDark() throws {
        // The styles scene ends in `.preferredColorScheme(.dark)`.
        let styles = try trellis(["render", "styles", "--format", "svg"])
        #expect(styles.status == 0)
        #expect(canvas(styles.output)?.contains("fill=\"#000000\"") == true)
        let tags = try trellis(["render", "tags", "--format", "svg"])
        #expect(canvas(tags.output)?.contains("fill=\"#ffffff\"") == true)
    }

    /// The SVG's canvas rectangle.
    private func canvas(_ svg: String) -> String? {
        svg.split(separator: "\n").first { $0.contains("class=\"trellis-canvas\"") }.map(String.init)
    }
}
