import Foundation
import Testing

/// The `trellis` executable, run as users run it (built next to the test bundle).
@Suite("trellis command")
@MainActor
struct CommandLineTests {
    typealias Run = TrellisRun

    /// Runs the built `trellis` with `arguments` in `directory`.
    func trellis(_ arguments: [String], in directory: URL? = nil) throws -> Run { try runTrellis(arguments, in: directory) }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("render --format tree prints the frame tree of a built-in scene")
    func renderTree() throws {
        let run = try trellis(["render", "tags", "--format", "tree"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("background"))
        #expect(run.output.contains("FlowLayout #tags.flow"))
    }

    @Test("render --width changes the proposal the scene is laid out in")
    func renderWidth() throws {
        let run = try trellis(["render", "profile-card", "--width", "320", "--format", "svg"])
        #expect(run.status == 0)
        #expect(run.output.contains("viewBox=\"0 0 320 300\""))
    }

    @Test("explain shows each child's 0, ∞ and actual probes")
    func explainProbes() throws {
        let run = try trellis(["explain", "settings"])
        #expect(run.status == 0)
        #expect(run.output.contains("asked (0, 44) → "))
        #expect(run.output.contains("asked (∞, 44) → "))
        #expect(run.output.contains("by HStack.sizeThatFits for (326, 44)"))
    }

    @Test("an unknown scene is a one-line error, a failure status, and nothing written")
    func unknownScene() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try trellis(["render", "nowhere", "-o", "out.svg"], in: folder)
        #expect(run.status != 0)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("trellis: error: nowhere: no such scene"))
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test("a scene file renders like a built-in scene")
    func sceneFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = #"{"proposal": {"width": 100, "height": 50}, "view": {"type": "HStack", "content": [{"type": "Rectangle", "modifiers": [{"id": "r"}]}, {"type": "Text", "text": "Hi"}]}}"#
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let run = try trellis(["render", "scene.json", "--format", "json"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"id\": \"r\""))
    }

    /// Issue 5: malformed scenes (bad JSON, unknown view, wrong argument type, NaN) each give a
    /// one-line error with the JSON path and position, a failure status, and nothing written.
    @Test("a malformed scene file is a one-line error with its path and position", arguments: [
        (#"{"view": {"type": "HStack",}}"#, "scene.json:1:28: view: expected a key after ','"),
        (#"{"view": {"type": "Txt"}}"#, "scene.json:1:19: view.type: unknown view type \"Txt\""),
        (#"{"view": {"type": "Rectangle", "modifiers": [{"frame": {"width": "wide"}}]}}"#, "scene.json:1:66: view.modifiers[0].frame.width: expected a number"),
        (#"{"view": {"type": "Rectangle", "modifiers": [{"padding": NaN}]}}"#, "scene.json:1:58: view.modifiers[0].padding: "),
    ])
    func malformedScene(_ scene: String, _ prefix: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let run = try trellis(["render", "scene.json", "--format", "svg", "-o", "out.svg"], in: folder)
        #expect(run.status != 0)
        #expect(run.error.hasPrefix("trellis: error: " + prefix), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test("a bad option value is a one-line error naming the option")
    func badOption() throws {
        let run = try trellis(["render", "chat", "--width", "-5"])
        #expect(run.status != 0)
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.error.contains("--width"))
    }

    @Test("gallery writes an SVG and an explainer page per scene, and an index")
    func gallery() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try trellis(["gallery", "--output", "site"], in: folder)
        #expect(run.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("site").path).sorted()
        #expect(files.contains("index.html"))
        // One of each per gallery scene: settings, profile-card, chat, tags, dashboard, feed,
        // pinned-feed, photos, carousel, stickers, chart, inset-bars, tabs, spatial-cards, profile-header, login,
        // settings-form, styles, profile-switch, app-list, app-detail, app-sheet.
        #expect(files.filter { $0.hasSuffix(".svg") }.count == 22)
        #expect(files.filter { $0.hasSuffix(".explain.html") }.count == 22)
    }

    @Test("the help reads as documentation: every subcommand is described")
    func help() throws {
        let run = try trellis(["--help"])
        #expect(run.status == 0)
        for command in ["render", "explain", "gallery", "demo"] {
            #expect(run.output.contains("  \(command) "))
        }
    }
}

/// The command keeps a scene file's own display scale unless `--scale` is given (issue 19:
/// `--scale`'s default of 1 used to override it).
@Suite("trellis command: display scale")
@MainActor
struct CommandLineScaleTests {
    @Test("a scene's displayScale rounds its frames unless --scale overrides it")
    func sceneScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scene = folder.appendingPathComponent("scene.json")
        try #"{"displayScale": 2, "view": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10.3, "height": 10}}]}}"#
            .write(to: scene, atomically: true, encoding: .utf8)
        let tests = CommandLineTests()
        // At scale 2 a 10.3-point width rounds to 10.5 points; at scale 1, to 10.
        let own = try tests.trellis(["render", scene.path, "--format", "svg"])
        #expect(own.status == 0)
        #expect(own.output.contains("width=\"10.5\""))
        let overridden = try tests.trellis(["render", scene.path, "--format", "svg", "--scale", "1"])
        #expect(overridden.output.contains("width=\"10\""))
        #expect(!overridden.output.contains("width=\"10.5\""))
    }
}
