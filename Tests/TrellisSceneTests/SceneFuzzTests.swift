import Foundation
import TestSupport
import Testing
import Trellis
import TrellisScene

/// No input crashes the scene reader (docs/semantics.md, "Bad input: Broken scenes and fonts"):
/// mutated example scenes either read and lay out, or throw a one-line `SceneError`.
@Suite("SceneFile fuzzing")
@MainActor
struct SceneFuzzTests {
    static let pieces: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "-", "0", "9", "e", ".", " ", "\n", "null",
                                    "true", "\"nan\"", "\"infinity\"", "\u{00E9}", "\u{1F600}"].map { Array($0.utf8) }

    @Test("mutated example scenes read or fail with one line, never crash", arguments: SceneExampleTests.files)
    func mutations(_ file: String) throws {
        let original = try [UInt8](Data(contentsOf: SceneExampleTests.folder.appendingPathComponent(file)))
        var generator = SplitMix64(state: UInt64(file.utf8.count))
        var read = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: Self.pieces.randomElement(using: &generator)!, at: at)
                default: bytes[at] = Self.pieces.randomElement(using: &generator)![0]
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let scene = try SceneFile(json: text, layouts: SceneExampleTests.layouts)
                _ = scene.layout(fonts: .testFont)
                read += 1
            } catch {
                let oneLine = !error.description.contains { $0.isNewline }
                #expect(oneLine, "\(error)")
            }
        }
        #expect(read > 0, "some mutations are still valid scenes")
    }
}
