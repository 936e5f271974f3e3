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
}
