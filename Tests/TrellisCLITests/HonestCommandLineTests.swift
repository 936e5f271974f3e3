import Foundation
import Testing

/// Issue 24: the command says what went wrong, in every format, and helps a user who mistypes.
@Suite("trellis command: diagnostics and help")
@MainActor
struct HonestCommandLineTests {
    let tests = CommandLineTests()

    /// Writes `scene` as `name` into a new folder and returns the folder.
    func folder(with scene: String, named name: String = "scene.json") throws -> URL {
        let folder = try tests.temporaryFolder()
        try Data(scene.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// A scene whose frame has a negative width: the engine repairs it and reports it.
    static let negativeFrame = #"{"proposal": {"width": 100, "height": 50}, "view": {"type": "Color", "name": "red", "modifiers": [{"frame": {"width": -5, "height": 10}}]}}"#

    @Test("a diagnostic is printed to standard error in every format", arguments: [
        ["render", "--format", "svg"], ["render", "--format", "json"], ["render", "--format", "tree"],
        ["render", "--format", "ansi"], ["explain"], ["explain", "--html"],
    ])
    func diagnosticInEveryFormat(_ command: [String]) throws {
        let folder = try folder(with: Self.negativeFrame)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tests.trellis([command[0], "scene.json"] + command.dropFirst() + ["-o", "out"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("trellis: warning: invalidModifierValue at frame(width: -5, height: 10): width -5 is not a size"), "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("--strict turns a diagnostic into exit status 3, after writing the output")
    func strictFails() throws {
        let folder = try folder(with: Self.negativeFrame)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tests.trellis(["render", "scene.json", "--strict", "-o", "out.svg"], in: folder)
        #expect(run.status == 3)
        #expect(run.error.contains("trellis: error: --strict: the layout reported 1 diagnostic"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test("--strict passes a scene without diagnostics")
    func strictPasses() throws {
        let run = try tests.trellis(["render", "tags", "--strict", "--format", "tree"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
    }

    @Test("a missing font says so on standard error")
    func missingFont() throws {
        let scene = #"{"proposal": {"width": 200, "height": 50}, "view": {"type": "Text", "text": "Hello", "modifiers": [{"font": {"custom": "NoSuchFontAnywhere", "size": 17}}]}}"#
        let folder = try folder(with: scene)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tests.trellis(["render", "scene.json", "-o", "out.svg"], in: folder)
        #expect(run.error.contains("trellis: warning: missingFont at Text: no font named 'NoSuchFontAnywhere'"), "\(run.error)")
        let strict = try tests.trellis(["render", "scene.json", "--strict", "-o", "out.svg"], in: folder)
        #expect(strict.status == 3)
    }

    @Test("a scene 1e308 points wide gives a valid SVG cut to a million points, and a warning")
    func hugeScene() throws {
        let folder = try folder(with: #"{"proposal": {"width": 1e308, "height": 99}, "view": {"type": "Color", "name": "red"}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tests.trellis(["render", "scene.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains(#"width="1000000" height="99" viewBox="0 0 1000000 99""#))
        #expect(!run.output.contains("inf"))
        #expect(run.error.contains("trellis: warning: the scene is 1e+308 × 99 points; the SVG shows its first 1000000 points"), "\(run.error)")
    }

    @Test("--width beyond a million points is refused with a suggestion")
    func hugeWidthRefused() throws {
        let run = try tests.trellis(["render", "chat", "--width", "1e308"])
        #expect(run.status != 0)
        #expect(run.error == "trellis: error: --width must be a number of points in 0...1000000 (got 1e+308); for a scene's ideal size, use --unspecified\n")
    }

    @Test("--width -5 says what a width must be, not that a value is missing", arguments: [["--width", "-5"], ["--width=-5"]])
    func negativeWidth(_ option: [String]) throws {
        let run = try tests.trellis(["render", "chat"] + option)
        #expect(run.status != 0)
        #expect(run.error == "trellis: error: --width must be a number of points in 0...1000000 (got -5)\n")
    }

    @Test("a number a hair below a whole one prints whole in the tree, the explainer and the SVG, never with a bare point")
    func numbersPrintWhole() throws {
        let scene = #"{"proposal": {"width": 400, "height": 50}, "view": {"type": "Color", "name": "red", "modifiers": [{"frame": {"width": 357.9999999999999, "height": 10}}]}}"#
        let folder = try folder(with: scene)
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["render", "scene.json", "--format", "tree"], ["explain", "scene.json"], ["render", "scene.json"]] {
            let run = try tests.trellis(command, in: folder)
            #expect(run.output.contains("358"), "\(command)")
            #expect(!run.output.contains("358."), "\(command): \(run.output)")
            #expect(!run.output.contains("357.9"), "\(command): \(run.output)")
        }
        // JSON keeps exact values exact, in the shortest form that reads back, and rounds frames.
        let json = try tests.trellis(["render", "scene.json", "--format", "json"], in: folder)
        #expect(!json.output.contains("358."))
        #expect(json.output.contains("\"width\": 358,"))
    }

    @Test("a folder given as a scene is named as a folder")
    func folderAsScene() throws {
        let folder = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        let run = try tests.trellis(["render", "Scenes"], in: folder)
        #expect(run.status != 0)
        #expect(run.error == "trellis: error: Scenes: is a folder; give a scene file (a .json file) or the name of a built-in scene\n")
    }

    @Test("a mistyped subcommand gets a suggestion")
    func mistypedSubcommand() throws {
        let run = try tests.trellis(["renderr", "chat"])
        #expect(run.status != 0)
        #expect(run.error.hasPrefix("trellis: error: 'renderr' is not a trellis command (did you mean render?)"), "\(run.error)")
    }

    @Test("a mistyped scene name gets a suggestion")
    func mistypedScene() throws {
        let run = try tests.trellis(["render", "chatt"])
        #expect(run.status != 0)
        #expect(run.error.hasPrefix("trellis: error: chatt: no such scene file or built-in scene (did you mean chat?)"), "\(run.error)")
    }

    @Test("--help says a scene may be a file path and lists the custom layouts scene files may name")
    func helpNamesSceneFilesAndLayouts() throws {
        let run = try tests.trellis(["--help"])
        #expect(run.status == 0)
        let text = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("or the path of a scene file"))
        #expect(text.contains("BasicVStack, EqualWidthHStack, FlowLayout, RadialLayout, Rows"))
        let render = try tests.trellis(["render", "--help"])
        #expect(render.output.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("the path of a scene file"))
    }

    @Test("--version prints the version")
    func version() throws {
        let run = try tests.trellis(["--version"])
        #expect(run.status == 0)
        #expect(run.output.range(of: #"^\d+\.\d+\.\d+"#, options: .regularExpression) != nil, "\(run.output)")
    }

    @Test("gallery prints what it wrote")
    func galleryReports() throws {
        let folder = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tests.trellis(["gallery", "--output", "site"], in: folder)
        #expect(run.status == 0)
        let count = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("site").path).count
        #expect(run.output.hasPrefix("Wrote \(count) files to site/: index.html"), "\(run.output)")
    }

    @Test("explain prints a question repeated in a row once, with its count")
    func explainCollapsesRepeats() throws {
        let run = try tests.trellis(["explain", "settings"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 != $1 }, "a line repeats")
        #expect(lines.contains { $0.hasSuffix("(×2)") })
    }
}
