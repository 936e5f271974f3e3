import Foundation
import Testing

/// Where a scene's images may be read from (issue 36): `serve` reads them only from the scene
/// file's folder and the `--allow-read` folders; so do `render` and `explain` (second review).
@Suite("reading a scene's images", .serialized)
@MainActor
struct ReadAccessTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><desc>SECRET-1234</desc></svg>"#

    /// The start of the secret file as an SVG embeds it (base64).
    static let embedded = String(Data(svg.utf8).base64EncodedString().prefix(24))

    /// A project folder holding `scene.json`, whose image is `../private/notes.svg`, beside it.
    static func project() throws -> (root: URL, scene: URL, secret: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-read-\(UUID().uuidString)")
        for folder in ["project", "private"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let secret = root.appendingPathComponent("private/notes.svg")
        try Data(svg.utf8).write(to: secret)
        let scene = root.appendingPathComponent("project/scene.json")
        let text = #"{"proposal": {"width": 100, "height": 50}, "view": {"type": "Image", "path": "../private/notes.svg"}}"#
        try Data(text.utf8).write(to: scene)
        return (root, scene, secret)
    }

    @Test("serve refuses a scene whose image lies outside its folder, and never sends the file")
    func serveRefusesOutside() async throws {
        let (root, scene, _) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServeProcess(builtIn: scene.path)
        defer { server.stop() }
        let error = try #require(try await server.getJSON("/events")["error"] as? String)
        #expect(error.contains("outside the scene's folder"))
        let drawn = try await server.get("/layout.svg")
        #expect(drawn.status == 503)
        #expect(!drawn.body.contains(Self.embedded))
    }

    @Test("serve --allow-read FOLDER reads images from that folder too")
    func serveAllowsFolder() async throws {
        let (root, scene, secret) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServeProcess(builtIn: scene.path, arguments: ["--allow-read", secret.deletingLastPathComponent().path])
        defer { server.stop() }
        #expect(try await server.getJSON("/events")["error"] is NSNull)
        #expect(try await server.get("/layout.svg").status == 200)
    }

    @Test("render refuses a scene whose image lies outside its folder, and writes nothing of it")
    func renderRefusesOutside() throws {
        let (root, scene, secret) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandLineTests().trellis(["render", scene.path, "--format", "svg"])
        #expect(run.status != 0)
        #expect(run.error.contains("the image file \(secret.path) is outside the scene's folder; render reads images only"))
        #expect(!run.output.contains(Self.embedded))
    }

    @Test("render --allow-read FOLDER draws an image from that folder")
    func renderAllowsFolder() throws {
        let (root, scene, secret) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandLineTests().trellis(["render", scene.path, "--format", "svg", "--allow-read", secret.deletingLastPathComponent().path])
        #expect(run.status == 0)
        #expect(!run.error.contains("outside the scene's folder"))
        #expect(run.output.contains(Self.embedded))
    }

    @Test("explain --html refuses a scene whose image lies outside its folder")
    func explainRefusesOutside() throws {
        let (root, scene, secret) = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandLineTests().trellis(["explain", scene.path, "--html"])
        #expect(run.status != 0)
        #expect(run.error.contains("the image file \(secret.path) is outside the scene's folder; explain reads images only"))
        #expect(!run.output.contains(Self.embedded))
    }
}
