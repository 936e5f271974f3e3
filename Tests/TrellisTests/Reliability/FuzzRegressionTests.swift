import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// Every input the fuzzer (`scripts/fuzz.sh`, Fuzz/TrellisFuzz) saved as a crash, replayed as
/// the fuzzer runs it: read as a scene, laid out at three proposals, or rejected with a
/// one-line error (issue 7).
@Suite("Fuzzer crash regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/crashes")

    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0 != "README.md" }.sorted()

    @Test("a saved crash input reads and lays out, or fails with one line", arguments: files)
    func replay(_ file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        do {
            let scene = try SceneFile(json: String(decoding: data, as: UTF8.self), layouts: GalleryLayouts.byName)
            for proposal in [scene.proposal ?? .unspecified, .unspecified, ProposedViewSize(width: 37, height: 23)] {
                #expect(!scene.layout(in: proposal, fonts: .testFont).elements.isEmpty)
            }
        } catch {
            let oneLine = !error.description.contains { $0.isNewline }
            #expect(oneLine, "\(error)")
        }
    }
}
