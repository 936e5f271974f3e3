import Foundation
import TestSupport
import Testing
import Trellis
import TrellisGallery
import TrellisScene

/// Every input the fuzzer (`scripts/fuzz.sh`, Fuzz/TrellisFuzz) saved as a crash, replayed as
/// the fuzzer runs it: read as a scene, laid out at three proposals, or rejected with a
/// one-line error (issue 7).
@Suite("Fuzzer crash regressions")
@MainActor
struct FuzzRegressionTests {
    nonisolated static let folder = Repository.fuzzCrashes

    nonisolated static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
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

    /// Found by the fuzzer (the inputs are `next-line-after-key.json` and
    /// `line-separator-after-value.json` in Fuzz/crashes/): the JSON reader wrote an unexpected
    /// character out as it was, so a next-line (U+0085) or line separator (U+2028) broke the
    /// one-line error that docs/scene-format.md promises.
    @Test("an unexpected line separator is named by its code point, keeping the error on one line",
          arguments: ["\u{85}", "\u{2028}", "\u{2029}", "\u{200B}"])
    func separatorInMessage(_ separator: String) {
        do {
            _ = try SceneFile(json: #"{"view""# + separator + #": 1}"#)
            Issue.record("the scene should not read")
        } catch {
            let hex = String(separator.unicodeScalars.first!.value, radix: 16, uppercase: true)
            #expect(error.description == #"1:8: expected ':' after the key "view", got the character U+"# + String(repeating: "0", count: 4 - hex.count) + hex)
        }
    }
}
