import Foundation
import Testing
import Trellis
import TrellisScene

/// Images, labels and labeled content in scene files (docs/scene-format.md, "Images and labels").
@Suite("Scene images and labels")
@MainActor
struct SceneImageTests {
    private func sameLayout(_ json: String, _ view: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = try SceneFile(json: json)
        let decoded = scene.layout(fonts: .testFont)
        let written = view.layout(in: scene.proposal ?? .unspecified, environment: scene.environment, fonts: .testFont)
        #expect(decoded.description == written.description, sourceLocation: sourceLocation)
        #expect(decoded.diagnostics == written.diagnostics, sourceLocation: sourceLocation)
    }

    private func error(_ json: String) -> SceneError? {
        do {
            _ = try SceneFile(json: json)
            Issue.record("accepted: \(json)")
            return nil
        } catch {
            return error
        }
    }

    @Test("a symbol image with the image modifiers is the same view written in Swift")
    func symbolImage() throws {
        let json = """
            {"proposal": {"width": 200, "height": 200}, "view": {"type": "HStack", "content": [
              {"type": "Image", "systemName": "star.fill", "modifiers": [{"imageScale": "large"}, {"id": "star"}]},
              {"type": "Image", "systemName": "gear", "modifiers": [
                {"resizable": {"resizingMode": "tile"}}, {"renderingMode": "original"}, {"interpolation": "none"},
                {"antialiased": false}, {"scaledToFit": true}, {"frame": {"width": 40, "height": 30}}]}
            ]}}
            """
        let view = HStack {
            Image(systemName: "star.fill").imageScale(.large).id("star")
            Image(systemName: "gear").resizable(resizingMode: .tile).renderingMode(.original).interpolation(.none)
                .antialiased(false).scaledToFit().frame(width: 40, height: 30)
        }
        try sameLayout(json, view)
    }

    @Test("labels and labeled content are the same views written in Swift")
    func labels() throws {
        let json = """
            {"view": {"type": "VStack", "content": [
              {"type": "Label", "title": "Wi-Fi", "systemImage": "wifi"},
              {"type": "Label", "title": {"type": "Text", "text": "Custom"}, "icon": {"type": "Circle", "modifiers": [{"frame": {"width": 12, "height": 12}}]},
               "modifiers": [{"labelStyle": "iconOnly"}]},
              {"type": "LabeledContent", "title": "Name", "value": "Corey"},
              {"type": "LabeledContent", "label": {"type": "Label", "title": "Count", "systemImage": "number"}, "content": {"type": "Text", "text": "3"}}
            ]}}
            """
        let view = VStack {
            Label("Wi-Fi", systemImage: "wifi")
            Label { Text("Custom") } icon: { Circle().frame(width: 12, height: 12) }.labelStyle(.iconOnly)
            LabeledContent("Name", value: "Corey")
            LabeledContent { Text("3") } label: { Label("Count", systemImage: "number") }
        }
        try sameLayout(json, view)
    }

    @Test("an image path is relative to the scene file's folder")
    func pathRelativeToScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        // A PNG's signature and IHDR chunk: 60 × 40 pixels, at 2× (its @2x suffix).
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 60, 0, 0, 0, 40, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(header).write(to: folder.appendingPathComponent("img/a@2x.png"))
        let scene = folder.appendingPathComponent("scene.json")
        try Data(#"{"view": {"type": "Image", "path": "img/a@2x.png"}}"#.utf8).write(to: scene)
        let result = try SceneFile(contentsOf: scene).layout(fonts: .testFont)
        #expect(result.size == CGSize(width: 30, height: 20))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("an Image takes exactly one source")
    func oneSource() {
        #expect(error(#"{"view": {"type": "Image"}}"#)?.message.contains("missing key") == true)
        #expect(error(#"{"view": {"type": "Image", "name": "a", "systemName": "b"}}"#)?.message.contains("not several") == true)
    }

    @Test("an image modifier on another view is an error")
    func imageModifierOnImageOnly() {
        let found = error(#"{"view": {"type": "Rectangle", "modifiers": [{"resizable": true}]}}"#)
        #expect(found?.message == "resizable applies to an Image only")
    }

    @Test("a Label needs a title and one icon")
    func labelKeys() {
        #expect(error(#"{"view": {"type": "Label", "systemImage": "wifi"}}"#)?.message.contains("\"title\"") == true)
        #expect(error(#"{"view": {"type": "Label", "title": "A"}}"#)?.message.contains("systemImage") == true)
    }
}
