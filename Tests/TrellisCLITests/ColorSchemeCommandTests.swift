import Foundation
import Testing

extension CommandLineTests {
    @Test("render --dark draws on a black canvas in the dark system colours")
    func renderDark() throws {
        let light = try trellis(["render", "tags", "--format", "svg"])
        let dark = try trellis(["render", "tags", "--format", "svg", "--dark"])
        #expect(dark.status == 0)
        #expect(light.output.contains("class=\"trellis-canvas\" x=\"0\" y=\"0\" width=") && light.output.contains("fill=\"#ffffff\"/>"))
        #expect(dark.output.contains("fill=\"#000000\"/>"))
        #expect(dark.output != light.output)
    }

    /// The paint of the canvas rectangle of the (first) picture in `text`, if it has one.
    func canvasFill(_ text: String) -> String? {
        guard let canvas = text.range(of: "class=\"trellis-canvas\""),
              let end = text.range(of: "/>", range: canvas.upperBound..<text.endIndex),
              let fill = text.range(of: "fill=\"", range: canvas.upperBound..<end.lowerBound) else { return nil }
        return String(text[fill.upperBound..<end.lowerBound].prefix { $0 != "\"" })
    }

    @Test("explain --html --dark draws the page's picture on the black canvas, as render --dark")
    func explainDark() throws {
        let light = try trellis(["explain", "tags", "--html"])
        let dark = try trellis(["explain", "tags", "--html", "--dark"])
        #expect(dark.status == 0)
        #expect(canvasFill(light.output) == "#ffffff")
        #expect(canvasFill(dark.output) == "#000000")
    }

    @Test("serve --dark draws the page's picture on the black canvas, as render --dark")
    func serveDark() async throws {
        let light = try ServeProcess(sceneText: ServeTests.scene())
        defer { light.stop() }
        let dark = try ServeProcess(sceneText: ServeTests.scene(), arguments: ["--dark"])
        defer { dark.stop() }
        #expect(canvasFill(try await light.get("/").body) == "#ffffff")
        #expect(canvasFill(try await dark.get("/").body) == "#000000")
        // The page the live script fetches after a save, at a dragged size, is drawn the same way.
        #expect(canvasFill(try await dark.get("/explain?width=150").body) == "#000000")
    }
}
