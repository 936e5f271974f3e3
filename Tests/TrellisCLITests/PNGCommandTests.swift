import Foundation
import Testing

/// `trellis render --format png`, run as users run it.
@Suite("trellis command: PNG")
@MainActor
struct PNGCommandTests {
    /// The width and height in a PNG file's header, if it is one.
    static func size(ofPNG data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == Array("IHDR".utf8)[...] else {
            return nil
        }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    @Test("render --format png writes a PNG of the picture's size times the scene's displayScale, or --scale")
    func pngSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"displayScale": 2, "view": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 5}}]}}"#
            .write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        let tests = CommandLineTests()
        let own = try tests.trellis(["render", "scene.json", "--format", "png", "-o", "own.png"], in: folder)
        #expect(own.status == 0 && own.error.isEmpty, "\(own.error)")
        let ownSize = Self.size(ofPNG: try Data(contentsOf: folder.appendingPathComponent("own.png")))
        #expect(ownSize.map { $0 == (20, 10) } == true, "\(String(describing: ownSize))")
        let scaled = try tests.trellis(["render", "scene.json", "--format", "png", "--scale", "3", "-o", "scaled.png"], in: folder)
        #expect(scaled.status == 0)
        let scaledSize = Self.size(ofPNG: try Data(contentsOf: folder.appendingPathComponent("scaled.png")))
        #expect(scaledSize.map { $0 == (30, 15) } == true, "\(String(describing: scaledSize))")
    }

    @Test("a PNG over the size limit is drawn smaller, and the command says so on standard error")
    func pngLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"view": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100000, "height": 10}}]}}"#
            .write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        let run = try CommandLineTests().trellis(["render", "scene.json", "--format", "png", "-o", "wide.png"], in: folder)
        #expect(run.status == 0)
        #expect(run.error.contains("over the limit"), "\(run.error)")
        let size = Self.size(ofPNG: try Data(contentsOf: folder.appendingPathComponent("wide.png")))
        #expect(size.map { $0.0 <= 16_384 } == true)
    }
}
