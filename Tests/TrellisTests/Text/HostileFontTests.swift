import Foundation
import Testing
@testable import Trellis

/// Crafted font files (issue 19; `Reference/hostile/` holds the reproducers written by
/// `../shared/hostile/make_fonts.py`): a font file is untrusted input.
@Suite("Hostile fonts")
struct HostileFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Reference/hostile")

    // The OpenType cmap format 12 maps a group of codes to consecutive glyph ids from its start
    // glyph (https://learn.microsoft.com/typography/opentype/spec/cmap#format-12-segmented-coverage);
    // ids past 0xFFFF do not exist, so such a group maps nothing past them.
    @Test("a cmap format-12 group whose start glyph is 0xFFFFFFFF reads without overflowing", arguments: [
        "cmap12-glyph-overflow.ttf", "cmap12-glyph-overflow-big-range.ttf",
    ])
    func cmap12StartGlyphOverflow(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        // The file's only group maps "A" (or every code) to ids from 0xFFFFFFFF (0xFFFF0000):
        // none exists, so "A" has no glyph (0, the missing glyph).
        let font = try FontFile(data: data, name: name)
        #expect(font.glyph(for: "A") == 0)
    }

    /// The fonts the font fuzzer found crashing (`TRELLIS_FUZZ_TARGET=font scripts/fuzz.sh`).
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/crashes-fonts")

    static let craftedFonts = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".ttf") }.sorted()
        + ((try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder.path)) ?? [])
        .filter { $0 != "README.md" }.sorted().map { "../../../../Fuzz/crashes-fonts/" + $0 }

    // Every crafted font of make_fonts.py (in Reference/hostile/, with the script): one hostile
    // table each — huge counts, overlapping ranges, offsets past the end, zero metrics. Each
    // reads, or fails with one error naming the file; none traps, and none takes more than
    // moments or a few megabytes (10,000 'kern' features × 65,535 lookups took 6 GB, 65,535
    // class ranges 236 s, a cmap 4 of 32,767 full segments 45 s).
    @Test("a crafted font reads or fails with one clear error", arguments: craftedFonts)
    func craftedFont(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        do {
            let font = try FontFile(data: data, name: name)
            _ = font.glyph(for: "A")
        } catch let error as FontError {
            #expect("\(error)".contains(name), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }
}
