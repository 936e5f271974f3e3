import Foundation
import Testing
@testable import Trellis

@Suite("Font files")
struct FontFileTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Widths computed by HarfBuzz (through uharfbuzz) from the same file: an independent
    /// implementation of advance widths and pair kerning, with ligatures turned off.
    private func harfBuzzWidths(_ strings: [String], font: String) throws -> [Int] {
        let script = """
        import sys, json, uharfbuzz as hb
        face = hb.Face(hb.Blob.from_file_path(sys.argv[1])); font = hb.Font(face)
        out = []
        for text in json.loads(sys.stdin.read()):
            buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties()
            hb.shape(font, buf, {"liga": False, "clig": False, "dlig": False, "calt": False})
            out.append(sum(p.x_advance for p in buf.glyph_positions))
        print(json.dumps(out))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, font]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(strings))
        input.fileHandleForWriting.closeFile()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([Int].self, from: data)
    }

    // https://learn.microsoft.com/typography/opentype/spec/gpos (pair adjustment) and
    // https://harfbuzz.github.io — measured widths are the sum of advance widths plus pair
    // kerning; HarfBuzz computes them independently from the same file.
    @Test("DejaVu Sans widths match advance widths plus kerning, as HarfBuzz computes them")
    func widthsMatchHarfBuzz() throws {
        let strings = ["AVAVA", "Hello, World", "To Ty Wa", "Yo! P.T. Barnum's \"Kern\" test", "LT AV Te wo", "1234567890"]
        let expected = try harfBuzzWidths(strings, font: Self.dejaVu)
        let file = try FontFile(contentsOf: Self.dejaVu)
        for (string, width) in zip(strings, expected) {
            let shaper = TextShaper(string, face: .file(file), size: CGFloat(file.unitsPerEm))
            #expect(shaper.width(0, string.count) == CGFloat(width), "\(string)")
        }
    }

    // https://learn.microsoft.com/typography/opentype/spec/hhea — ascender, descender, line gap.
    @Test("DejaVu Sans reports its name and vertical metrics")
    func metrics() throws {
        let file = try FontFile(contentsOf: Self.dejaVu)
        #expect(file.familyName == "DejaVu Sans")
        #expect(file.unitsPerEm == 2048)
        #expect(file.ascender == 1901 && file.descender == 483 && file.lineGap == 0)
        #expect(file.usesGPOSKerning)
        #expect(!file.isBold && !file.isItalic)
    }

    // derived: the system library finds the bold face for bold text.
    @Test("the system library picks the bold and italic faces")
    func styleSelection() {
        guard case let .success(.file(bold)) = FontLibrary.system.face(for: .body.bold()) else {
            Issue.record("no bold face")
            return
        }
        #expect(bold.fullName == "DejaVu Sans Bold")
        guard case let .success(.file(italic)) = FontLibrary.system.face(for: .body.italic()) else {
            Issue.record("no italic face")
            return
        }
        #expect(italic.fullName == "DejaVu Sans Oblique")
    }

    // derived: DESIGN.md "Bad input" — a damaged file is a FontError that says what is wrong.
    @Test("damaged font data gives a clear error, never a crash")
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
            Issue.record("a collection was accepted")
        } catch let error as FontError {
            #expect(error.description.contains("collections"))
        }
    }

    // derived: DESIGN.md "Bad input" — a missing font names itself and the folders searched, and
    // the text is measured with the square model.
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
