import Foundation
import Testing
import Trellis
import TrellisScene

/// `Link` in scene files (docs/scene-format.md, "Views"): a title or a label view and its
/// destination, laid out as the same link written in Swift (swiftui-web's `dark/text` and
/// `ios/dark/text` recordings hold links beside text).
@Suite("Scene files: links")
@MainActor
struct LinkSceneTests {
    @Test("a link with a title or a label lays out as the same link in Swift", arguments: ["macOS", "iOS"])
    func sameLayout(platform: String) throws {
        let json = """
            {"platform": "\(platform)", "proposal": {"width": 320, "height": 120}, "view": {"type": "VStack", "content": [
              {"type": "Link", "title": "Hello", "destination": "https://example.com", "modifiers": [{"id": "titled"}]},
              {"type": "Link", "label": {"type": "StandIn", "fixed": {"width": 30, "height": 20}}, "destination": "https://example.com/a", "modifiers": [{"id": "custom"}]}
            ]}}
            """
        let scene = try SceneFile(json: json)
        let decoded = scene.layout(fonts: .testFont)
        let written = VStack {
            Link("Hello", destination: URL(string: "https://example.com")!).id("titled")
            Link(destination: URL(string: "https://example.com/a")!) { StandIn.fixed(width: 30, height: 20) }.id("custom")
        }
        .layout(in: ProposedViewSize(width: 320, height: 120), environment: scene.environment, fonts: .testFont)
        #expect(decoded.elements.count > 2)
        #expect(decoded.elements.map(\.name) == written.elements.map(\.name))
        #expect(decoded.elements.map(\.exactFrame) == written.elements.map(\.exactFrame))
        #expect(decoded.frame(of: "titled") != nil && decoded.frame(of: "titled") == written.frame(of: "titled"))
    }

    @Test("a link without a destination is an error that names the key")
    func missingDestination() {
        let error = rejected(#"{"view": {"type": "Link", "title": "Hello"}}"#)
        #expect(error?.message.contains(#"missing key "destination""#) == true)
    }

    @Test("a destination that is not an absolute URL is an error at its path")
    func relativeDestination() {
        let error = rejected(#"{"view": {"type": "Link", "title": "Hello", "destination": "not a url"}}"#)
        #expect(error?.path == "view.destination")
        #expect(error?.message.contains("absolute URL") == true)
    }
}
