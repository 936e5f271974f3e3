import Foundation
import Testing

/// The `trellis` command on a machine with only the Swift toolchain: no system fonts, which
/// `TRELLIS_FONT_DIRS` pointed at an empty folder stands for (docs/reliability.md).
@Suite("trellis on a bare machine")
struct BareMachineTests {
    /// Runs the built `trellis` with `arguments`, the system font folders replaced by `fontFolders`.
    func trellis(_ arguments: [String], fontFolders: String) throws -> TrellisRun {
        try runTrellis(arguments, environment: ["TRELLIS_FONT_DIRS": fontFolders])
    }

    /// The built-in scenes, as `trellis --help` lists them.
    func builtInScenes(fontFolders: String) throws -> [String] {
        let help = try trellis(["--help"], fontFolders: fontFolders).output.replacingOccurrences(of: "\n", with: " ")
        let start = try #require(help.range(of: "built-in scene ("))
        let end = try #require(help.range(of: "), or the path", range: start.upperBound..<help.endIndex))
        return help[start.upperBound..<end.lowerBound].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("every built-in scene lays out with --strict when no system font is installed")
    func builtInScenesPassStrictWithoutSystemFonts() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let scenes = try builtInScenes(fontFolders: empty.path)
        #expect(scenes.count > 10 && scenes.contains("chat"))
        for scene in scenes {
            let run = try trellis(["render", scene, "--format", "tree", "--strict"], fontFolders: empty.path)
            #expect(run.status == 0, "\(scene): \(run.error)")
        }
    }

    @Test("a PNG of text with a character no font has reports it, and fails with --strict, as the other formats do")
    func pngReportsMissingGlyphsUnderStrict() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("note.json")
        try Data(#"{"view": {"type": "Text", "text": "note \u266a"}}"#.utf8).write(to: scene)
        let png = folder.appendingPathComponent("note.png").path
        for format in ["png", "tree"] {
            let run = try trellis(["render", scene.path, "--format", format, "--strict", "-o", png], fontFolders: folder.path)
            #expect(run.status == 3, "\(format): \(run.error)")
            #expect(run.error.contains("missingGlyph"), "\(format): \(run.error)")
        }
    }
}
