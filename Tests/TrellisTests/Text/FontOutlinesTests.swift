import Foundation
import Testing
import TestSupport
@testable import Trellis

/// Glyph outlines read from TrueType `glyf` tables
/// (https://learn.microsoft.com/typography/opentype/spec/glyf): simple and composite glyphs,
/// and damaged or unsupported files.
@Suite("Font outlines")
struct FontOutlinesTests {
    static let dejaVu = InstalledFonts.dejaVuSans

    static func subpaths(_ path: Path) -> Int {
        var count = 0
        path.forEach { if case .move = $0 { count += 1 } }
        return count
    }

    @Test("a simple glyph is its closed contours: 'o' an outer and an inner one, inside the em", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func simpleGlyph() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu))
        let file = try FontFile(data: data), outlines = try FontOutlines(data: data)
        let o = try #require(outlines.path(for: file.glyph(for: "o")))
        #expect(Self.subpaths(o) == 2)
        let box = o.boundingRect, x = try #require(outlines.path(for: file.glyph(for: "x"))).boundingRect
        // On the baseline (y up) and as tall as 'x', give or take the overshoot; within its advance.
        #expect(abs(box.minY) < 30 && abs(box.maxY - x.maxY) < 30, "\(box), x: \(x)")
        #expect(box.minX >= 0 && box.maxX <= CGFloat(file.advance(of: file.glyph(for: "o"))), "\(box)")
    }

    @Test("a composite glyph draws its components: 'Ä' is 'A' and two dots above it", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func compositeGlyph() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu))
        let file = try FontFile(data: data), outlines = try FontOutlines(data: data)
        let a = try #require(outlines.path(for: file.glyph(for: "A")))
        let umlaut = try #require(outlines.path(for: file.glyph(for: "Ä")))
        #expect(Self.subpaths(umlaut) == Self.subpaths(a) + 2)
        #expect(umlaut.boundingRect.maxY > a.boundingRect.maxY + 100)
    }

    @Test("a space has an empty outline; a glyph past the font's count has none", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func emptyAndMissing() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu))
        let file = try FontFile(data: data), outlines = try FontOutlines(data: data)
        #expect(outlines.path(for: file.glyph(for: " "))?.isEmpty == true)
        #expect(outlines.glyphCount < Int(UInt16.max))
        #expect(outlines.path(for: UInt16(outlines.glyphCount)) == nil)
    }

    @Test("a font with CFF outlines is refused with an error that says so")
    func cff() {
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes[0...3] = [0x4F, 0x54, 0x54, 0x4F]  // 'OTTO'
        #expect {
            try FontOutlines(data: Data(bytes), name: "stand-in.otf")
        } throws: { error in
            "\(error)".contains("CFF") && "\(error)".contains("stand-in.otf")
        }
    }

    @Test("damaged glyph data gives no outline or a wrong one, never a crash", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func damaged() throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu)))
        let outlines = try FontOutlines(data: Data(bytes))
        // Scramble the bytes after the table directory with a fixed-seed generator; read the
        // first 300 glyphs of each damaged copy whose tables still read.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20 {
            for _ in 0..<2_000 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                bytes[400 + Int(state % UInt64(bytes.count - 400))] = UInt8(truncatingIfNeeded: state >> 32)
            }
            guard let damaged = try? FontOutlines(data: Data(bytes)) else { continue }
            for glyph in 0..<min(300, damaged.glyphCount) { _ = damaged.path(for: UInt16(glyph)) }
        }
        #expect(outlines.glyphCount > 300)
    }

    // The PNG renderer draws a text drawing's `fontFamily` with the file the library measured
    // it with (the library's own face choice, not a second index of the folders).
    @Test("a font library gives a family's file, with the path its outlines are read from", .enabled(if: InstalledFonts.has(all: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]), "needs DejaVu Sans and its bold: Debian's fonts-dejavu-core"))
    func libraryGivesTheMeasuringFile() throws {
        let library = FontLibrary(searchPaths: FontLibrary.systemSearchPaths, systemFamily: "DejaVu Sans")
        let bold = try library.fontFile(family: "DejaVu Sans", bold: true, italic: false).get()
        #expect(bold.isBold && bold.familyName == "DejaVu Sans")
        let path = try #require(bold.path)
        let outlines = try FontOutlines(data: Data(contentsOf: URL(fileURLWithPath: path)), name: path, collectionIndex: bold.collectionIndex)
        #expect(outlines.path(for: bold.glyph(for: "a"))?.isEmpty == false)
        #expect(throws: FontError.self) { try FontLibrary.testFont.fontFile(family: "DejaVu Sans", bold: false, italic: false).get() }
    }
}
