import Foundation
import Testing

/// `trellis render --animate`: the change between a scene's two states, as an animated SVG or
/// a strip of frames (issue 25).
@Suite("trellis render --animate")
@MainActor
struct AnimateCommandTests {
    let tests = CommandLineTests()

    /// A bar that grows from 20 to 60 points wide; with `broken`, the second state has a
    /// negative frame, which the engine repairs and reports.
    static func scene(broken: Bool = false) -> String {
        #"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Color", "name": "red", "modifiers": [{"frame": {"width": 20}}, {"id": "bar"}]}, "#
            + #""then": {"type": "Color", "name": "red", "modifiers": [{"frame": {"width": \#(broken ? -5 : 60)}}, {"id": "bar"}]}, "animation": "easeInOut"}"#
    }

    /// Runs `trellis render scene.json` with `arguments` beside a scene file holding `scene`.
    func render(_ scene: String, _ arguments: [String]) throws -> (CommandLineTests.Run, URL) {
        let folder = try tests.temporaryFolder()
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        return (try tests.trellis(["render", "scene.json"] + arguments, in: folder), folder)
    }

    @Test("--animate writes an animated SVG whose bar has keyframes")
    func animatedSVG() throws {
        let (run, folder) = try render(Self.scene(), ["--animate"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("@keyframes trellis-m"))
        #expect(run.output.contains("animation-iteration-count: 1;"))
        #expect(run.error.isEmpty)
    }

    @Test("--animate --format json writes the layout at each sample, from the start to the end")
    func jsonSamples() throws {
        let (run, folder) = try render(Self.scene(), ["--animate", "--format", "json", "--fps", "10"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let samples = try #require(object["samples"] as? [[String: Any]])
        let duration = try #require(object["duration"] as? Double)
        #expect(samples.first?["time"] as? Double == 0)
        #expect(samples.last?["time"] as? Double == duration)
        func barWidth(_ sample: [String: Any]?) -> Double? {
            let elements = (sample?["layout"] as? [String: Any])?["elements"] as? [[String: Any]]
            return (elements?.first { $0["id"] as? String == "bar" }?["frame"] as? [String: Any])?["width"] as? Double
        }
        #expect(barWidth(samples.first) == 20)
        #expect(barWidth(samples.last) == 60)
    }

    @Test("--animate of a spring that never settles draws its first minute and says so")
    func unsettledSpring() throws {
        let scene = Self.scene().replacingOccurrences(of: #""animation": "easeInOut""#, with: #""animation": {"spring": {"response": 0.5, "dampingFraction": 0}}"#)
        let (run, folder) = try render(scene, ["--animate", "--format", "json", "--fps", "1"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["duration"] as? Double == 60)
        #expect((object["samples"] as? [[String: Any]])?.count == 61)
        #expect(run.error.contains("never settles"))
    }

    @Test("--loop repeats the animation forever")
    func loop() throws {
        let (run, folder) = try render(Self.scene(), ["--animate", "--loop"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.output.contains("animation-iteration-count: infinite;"))
    }

    @Test("--format strip draws --panels frames, each labelled with its time")
    func strip() throws {
        let (run, folder) = try render(Self.scene(), ["--format", "strip", "--panels", "4"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.components(separatedBy: "class=\"trellis-strip-panel\"").count - 1 == 4)
    }

    @Test("--animate --format png writes a PNG strip")
    func pngStrip() throws {
        let (run, folder) = try render(Self.scene(), ["--animate", "--format", "png", "--panels", "2", "-o", "strip.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.error)")
        let png = try Data(contentsOf: folder.appendingPathComponent("strip.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a scene of one state with --animate is a usage error that says what is missing, and writes nothing")
    func oneState() throws {
        let scene = #"{"view": {"type": "Color", "name": "red"}}"#
        let (run, folder) = try render(scene, ["--animate", "-o", "out.svg"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 64)
        #expect(run.error == "trellis: error: scene.json: has one state; --animate and --format strip need a scene with two states "
            + "(a scene file with \"then\", docs/scene-format.md, or the built-in profile-switch)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test("--animate in a format that cannot show a change is a usage error", arguments: ["ansi", "tree"])
    func unanimatedFormat(_ format: String) throws {
        let (run, folder) = try render(Self.scene(), ["--animate", "--format", format])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 64)
        #expect(run.error == "trellis: error: --animate draws svg (animated), strip, png or json, not \(format)\n")
    }

    @Test("--frames, which outlines a still picture's frames, with --animate is a usage error")
    func framesWithAnimate() throws {
        let (run, folder) = try render(Self.scene(), ["--animate", "--frames"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 64)
        #expect(run.error == "trellis: error: --frames outlines the frames of a still picture; it cannot be combined with --animate or --format strip\n")
    }

    @Test("--panels out of range is a usage error")
    func panelsOutOfRange() throws {
        let (run, folder) = try render(Self.scene(), ["--format", "strip", "--panels", "0"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 64)
        #expect(run.error == "trellis: error: --panels must be in 1...100 (got 0)\n")
    }

    @Test("a state's diagnostics are printed as in every format, and --strict fails on them", arguments: [["--animate"], ["--format", "strip"]])
    func diagnostics(_ arguments: [String]) throws {
        let (run, folder) = try render(Self.scene(broken: true), arguments + ["-o", "out"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("trellis: warning: invalidModifierValue at frame(width: -5): width -5 is not a size"), "\(run.error)")
        let (strict, strictFolder) = try render(Self.scene(broken: true), arguments + ["--strict", "-o", "out"])
        defer { try? FileManager.default.removeItem(at: strictFolder) }
        #expect(strict.status == 3)
        #expect(FileManager.default.fileExists(atPath: strictFolder.appendingPathComponent("out").path))
    }
}
