import Foundation
import Testing
import TestSupport
@testable import Trellis

@Suite("Font files")
@MainActor
struct FontFileTests {
    static let dejaVu = InstalledFonts.dejaVuSans

    private struct Reference: Decodable {
        struct Case: Decodable {
            let text: String
            let width: Int
        }
        let font: String
        let sha256: String
        let cases: [Case]
    }

    // https://learn.microsoft.com/typography/opentype/spec/gpos (pair adjustment) and
    // https://harfbuzz.github.io — a measured width is the sum of the advance widths plus pair
    // kerning. The reference widths were computed by HarfBuzz, an independent implementation,
    // from the same file (scripts/harfbuzz-widths.py writes Reference/dejavu-widths.json).
    @Test("DejaVu Sans widths match advance widths plus kerning, as HarfBuzz computes them", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func widthsMatchHarfBuzz() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Reference/dejavu-widths.json")
        let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
        let file = try FontFile(contentsOf: reference.font)
        #expect(file.usesGPOSKerning)
        for entry in reference.cases {
            let shaper = TextShaper(entry.text, face: .file(file), size: CGFloat(file.unitsPerEm))
            #expect(shaper.width(0, entry.text.count) == CGFloat(entry.width), "\(entry.text)")
        }
        // A different font file would make the reference meaningless: say so rather than pass.
        #expect(try sha256(ofFile: reference.font) == reference.sha256,
                "the installed \(reference.font) differs from the one the reference was made with; run scripts/harfbuzz-widths.py")
    }


    // A `minimumScaleFactor` search measures one text at many sizes; a resized shaper must
    // give what a shaper made at that size gives, number for number (issue 19: making each
    // anew took 87 s for a 10 MB text).
    @Test("a shaper resized to another size measures as a new shaper of that size", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func resizedShaperMatchesNewShaper() throws {
        let file = try FontFile(contentsOf: Self.dejaVu)
        for face in [FontFace.file(file), .squares] {
            for tabularDigits in [false, true] {
                for text in ["AVATAR Wave, To-do: 1234 tabs\tand\nlines  end", "é non-ASCII ü", ""] {
                    let base = TextShaper(text, face: face, size: 17, tabularDigits: tabularDigits)
                    for size: CGFloat in [5.5, 13, 17 * 0.37, 2048] {
                        let resized = base.resized(to: size)
                        let fresh = TextShaper(text, face: face, size: size, tabularDigits: tabularDigits)
                        #expect(resized.size == size && resized.ellipsisWidth == fresh.ellipsisWidth)
                        #expect(resized.breakAfter == fresh.breakAfter && resized.characters == fresh.characters)
                        for start in 0 ... fresh.characters.count {
                            for end in start ... fresh.characters.count {
                                #expect(resized.width(start, end) == fresh.width(start, end), "\(text) at \(size): \(start)..<\(end)")
                                #expect(resized.extent(start, end) == fresh.extent(start, end))
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("ASCII text measured from the font's ASCII tables gives the widths and breaks of the general path", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func asciiTablesMatchGeneralPath() throws {
        let file = try FontFile(contentsOf: Self.dejaVu)
        let texts = [
            "AVATAR Wave, To-do: 1234 tabs\tand\nlines  end -x- a-b 7.5%", "", " ", "--a", "Yo\r\n", "x\u{0B}y\u{0C}z\rw",
            "\u{1F}\u{7F}~`{|}", "0123456789 1a2b",
        ]
        for face in [FontFace.file(file), .squares] {
            for size: CGFloat in [13, 17.5, 2048] {
                for tabularDigits in [false, true] {
                    for text in texts {
                        let fast = TextShaper(text, face: face, size: size, tabularDigits: tabularDigits)
                        let general = TextShaper(text, face: face, size: size, tabularDigits: tabularDigits, usesASCIITables: false)
                        let count = general.characters.count
                        #expect(fast.characters == general.characters, "\(text)")
                        #expect(fast.breakAfter == general.breakAfter, "\(text)")
                        #expect(fast.isNewline == general.isNewline && fast.isSpace == general.isSpace, "\(text)")
                        #expect(fast.ellipsisWidth == general.ellipsisWidth)
                        for start in 0 ... count {
                            for end in start ... count {
                                #expect(fast.width(start, end) == general.width(start, end), "\(text) \(start)..<\(end)")
                                #expect(fast.extent(start, end) == general.extent(start, end), "\(text) \(start)..<\(end)")
                            }
                        }
                    }
                }
            }
        }
    }

    // https://learn.microsoft.com/typography/opentype/spec/hhea — ascender, descender, line gap.
    @Test("DejaVu Sans reports its name and vertical metrics", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func metrics() throws {
        let file = try FontFile(contentsOf: Self.dejaVu)
        #expect(file.familyName == "DejaVu Sans")
        #expect(file.unitsPerEm == 2048)
        #expect(file.ascender == 1901 && file.descender == 483 && file.lineGap == 0)
        #expect(file.usesGPOSKerning)
        #expect(!file.isBold && !file.isItalic)
    }

    // derived: the system library finds the bold face for bold text.
    @Test("the system library picks the bold and italic faces", .enabled(if: InstalledFonts.has(all: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"]), "needs DejaVu Sans, bold and oblique: Debian's fonts-dejavu-core"))
    func styleSelection() {
        // DejaVu, which stays usable through a library of the system folders.
        let dejaVu = FontLibrary(searchPaths: FontLibrary.systemSearchPaths)
        guard case let .success(.file(bold)) = dejaVu.face(for: .body.bold()) else {
            Issue.record("no bold face")
            return
        }
        #expect(bold.fullName == "DejaVu Sans Bold")
        guard case let .success(.file(italic)) = dejaVu.face(for: .body.italic()) else {
            Issue.record("no italic face")
            return
        }
        #expect(italic.fullName == "DejaVu Sans Oblique")
    }

    // derived: the system library stands in for SF with the Inter shipped in the package, found
    // with nothing installed.
    @Test("the system library measures the system font with the shipped Inter")
    func shippedStandIn() throws {
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let library = FontLibrary(searchPaths: [shipped], systemFamily: "Inter")
        guard case let .success(.file(regular)) = library.face(for: .body), case let .success(.file(bold)) = library.face(for: .body.bold())
        else {
            Issue.record("no shipped face")
            return
        }
        #expect(regular.fullName == "Inter Regular" && bold.fullName == "Inter Bold")
        guard case let .success(.file(system)) = FontLibrary.system.face(for: .body) else {
            Issue.record("no system face")
            return
        }
        #expect(system.familyName == "Inter")
    }

    // derived: docs/semantics.md, "Bad input: Broken scenes and fonts" — a damaged file is a
    // FontError that says what is wrong.
    @Test("damaged font data gives a clear error, never a crash", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func damagedFiles() throws {
        let valid = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu))
        #expect(throws: FontError.self) { try FontFile(data: Data("not a font".utf8), name: "junk") }
        #expect(throws: FontError.self) { try FontFile(data: valid.prefix(200), name: "cut") }
        #expect(throws: FontError.self) { try FontFile(data: Data(), name: "empty") }
        var scrambled = valid
        for i in stride(from: 12, to: 400, by: 7) { scrambled[i] ^= 0x5A }
        _ = try? FontFile(data: scrambled, name: "scrambled")  // must not crash, either outcome is defined
        do {
            _ = try FontFile(data: Data("ttcf".utf8) + Data(count: 20), name: "x.ttc")
            Issue.record("a collection of no faces was accepted")
        } catch let error as FontError {
            #expect(error.description.contains("collection"))  // an empty collection: no face to read
        }
    }

    // derived: docs/semantics.md, "Bad input: Broken scenes and fonts" — a missing font names
    // itself and the folders searched, and the text is measured with the square model.
    @Test("a missing font is reported and measured with the test model")
    func missingFont() {
        let library = FontLibrary(searchPaths: ["/nonexistent/fonts"])
        let result = Text("abc").font(.custom("Nope Sans", size: 10)).layout(in: .unspecified, fonts: library)
        #expect(result.size == CGSize(width: 30, height: 10))
        #expect(result.diagnostics.first?.kind == .missingFont)
        #expect(result.diagnostics.first?.message.contains("Nope Sans") == true)
        #expect(result.diagnostics.first?.message.contains("/nonexistent/fonts") == true)
    }
}

/// `monospacedDigit()` on a font whose digits differ in width.
@Suite("Monospaced digits")
@MainActor
struct MonospacedDigitTests {
    /// DejaVu Sans with the advance of "1" halved: its digits are no longer tabular.
    static func proportionalDigitFont() throws -> FontFile {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FontFileTests.dejaVu)))
        let original = try FontFile(data: Data(bytes))
        let glyph = Int(original.glyph(for: "1"))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let tables = u16(4)
        let hmtx = try #require((0..<tables).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "hmtx" })
        let entry = u32(hmtx + 8) + 4 * glyph
        let halved = original.advance(of: UInt16(glyph)) / 2
        bytes[entry] = UInt8(halved >> 8)
        bytes[entry + 1] = UInt8(halved & 0xFF)
        return try FontFile(data: Data(bytes), name: "DejaVu Sans with a narrow 1")
    }

    // https://developer.apple.com/documentation/swiftui/font/monospaceddigit() — "digits ... are
    // all the same width" (tabular figures): each takes the widest digit's advance.
    @Test("monospaced digits take the widest digit's advance", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func tabularDigits() throws {
        let file = try Self.proportionalDigitFont()
        let proportional = TextShaper("111", face: .file(file), size: 20)
        let tabular = TextShaper("111", face: .file(file), size: 20, tabularDigits: true)
        let widest = TextShaper.widestDigit(face: .file(file), size: 20)
        #expect(proportional.width(0, 3) < 3 * widest - 1)
        #expect(tabular.width(0, 3) == 3 * widest)
        #expect(TextShaper("1a", face: .file(file), size: 20, tabularDigits: true).width(0, 2)
            == widest + TextShaper("a", face: .file(file), size: 20).width(0, 1))
    }
}
