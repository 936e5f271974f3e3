import Foundation
import Testing
import TestSupport
@testable import Trellis

/// Text in every script: characters the main font lacks measure in a fallback font (Debian's
/// Noto, Droid Sans Fallback and Noto Color Emoji fonts, which `.ci/run` installs), grapheme
/// clusters stay whole, Arabic letters take their joining forms, CJK text breaks where
/// Japanese typesetting allows, and a character no font has is reported.
@Suite("Text in every script")
@MainActor
struct ScriptTests {
    struct Reference: Decodable {
        struct Case: Decodable, Sendable, CustomStringConvertible {
            let text: String
            let family: String
            let font: String
            let sha256: String
            let unitsPerEm: Int
            let width: Int
            var description: String { "\(text) (\(family))" }
        }
        let cases: [Case]
    }

    nonisolated static let reference: [Reference.Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Reference/script-widths.json")
        return (try? JSONDecoder().decode(Reference.self, from: Data(contentsOf: url)).cases) ?? []
    }()

    /// Whether the fonts the reference was shaped with are installed (`.ci/run` installs them).
    nonisolated static var referenceFontsInstalled: Bool {
        !reference.isEmpty && InstalledFonts.has(all: ["DejaVuSans.ttf", "NotoSans-Regular.ttf"])
            && reference.allSatisfy { InstalledFonts.has(($0.font as NSString).lastPathComponent) }
    }

    /// The system folders with Noto Sans, which has neither Arabic nor Hebrew, as the main font.
    static let notoLibrary = FontLibrary(searchPaths: FontLibrary.systemSearchPaths, systemFamily: "Noto Sans")

    /// The system folders with DejaVu Sans as the main font (the reference's other strings were
    /// shaped with it as the text's font).
    static let dejaVuLibrary = FontLibrary(searchPaths: FontLibrary.systemSearchPaths, systemFamily: "DejaVu Sans")

    static func library(for family: String) -> FontLibrary { family == "Noto Sans" ? notoLibrary : dejaVuLibrary }

    /// The text measured in `library` at `size` as a Text view measures it, with its fallbacks.
    static func measure(_ text: String, size: CGFloat, in library: FontLibrary = .system, bold: Bool = false) throws -> TextMeasure {
        let font = Font.system(size: size, weight: bold ? .bold : .regular)
        let face = try library.face(for: font).get()
        return TextMeasure(
            content: text, face: face, size: size, style: TextStyle(),
            fallback: FontFallback(library: library, bold: bold, italic: false))
    }

    static func lines(_ measure: TextMeasure, width: CGFloat?) -> [String] {
        let characters = Array(measure.content)
        return measure.layout(for: ProposedViewSize(width: width, height: nil)).lines.map {
            String(characters[$0.start..<$0.end]).trimmingCharacters(in: .whitespaces)
        }
    }

    // https://harfbuzz.github.io — HarfBuzz, the shaper Chromium draws with, shaped each string
    // with the font that has its glyphs, default features on (joining forms, required
    // ligatures, kerning, marks); scripts/harfbuzz-scripts.py wrote Reference/script-widths.json.
    @Test("Japanese, Arabic, Hebrew and emoji measure as HarfBuzz shapes them in the fallback font", .enabled(if: ScriptTests.referenceFontsInstalled, "needs the fonts Reference/script-widths.json was shaped with: Debian's fonts-dejavu-core, fonts-noto-core, fonts-droid-fallback, fonts-noto-color-emoji"),
          arguments: reference)
    func widthsMatchHarfBuzz(_ entry: Reference.Case) throws {
        let file = try FontFile(contentsOf: entry.font)
        let measure = try Self.measure(entry.text, size: CGFloat(entry.unitsPerEm), in: Self.library(for: entry.family))
        let width = measure.layout(for: .unspecified).lines[0].width
        #expect(abs(width - CGFloat(entry.width)) < 1e-6, "\(entry): measured \(width), HarfBuzz \(entry.width)")
        if file.familyName != entry.family {
            #expect(measure.fallbackFamilies == [file.familyName ?? ""], "\(entry): measured with \(measure.fallbackFamilies)")
        }
        #expect(measure.uncoveredCharacters.isEmpty)
        #expect(try sha256(ofFile: entry.font) == entry.sha256,
                "the installed \(entry.font) differs from the one the reference was made with; run scripts/harfbuzz-scripts.py")
    }


    // derived (Unicode §9.2, Arabic cursive joining): a letter's glyph, and so its advance,
    // depends on its neighbours: three behs joined are not three isolated behs.
    @Test("an Arabic letter's advance depends on its joining form", .enabled(if: InstalledFonts.has(all: ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf"]), "needs Noto Sans and Noto Sans Arabic: Debian's fonts-noto-core"))
    func joiningFormsChangeWidths() throws {
        let joined = try Self.measure("ببب", size: 1000, in: Self.notoLibrary).layout(for: .unspecified).lines[0].width
        let apart = try Self.measure("ب ب ب", size: 1000, in: Self.notoLibrary)
        let space = try Self.measure(" ", size: 1000, in: Self.notoLibrary).layout(for: .unspecified).lines[0].extent
        let isolated = (apart.layout(for: .unspecified).lines[0].width - 2 * space) / 3
        #expect(joined != 3 * isolated, "joined \(joined), three isolated \(3 * isolated)")
    }

    // https://developer.apple.com/documentation/swift/character — a Character is an extended
    // grapheme cluster: a flag (two regional indicators) and a family (emoji joined by ZWJ) are
    // one each, and a line never breaks inside one.
    @Test("a flag and a family emoji stay whole when the text breaks between characters", .enabled(if: InstalledFonts.has("NotoColorEmoji.ttf"), "needs Noto Color Emoji: Debian's fonts-noto-color-emoji"))
    func clustersStayWhole() throws {
        let text = "👋🇯🇵👨‍👩‍👧"
        let measure = try Self.measure(text, size: 20)
        #expect(Self.lines(measure, width: 0) == ["👋", "🇯🇵", "👨‍👩‍👧"])
        #expect(measure.fallbackFamilies == ["Noto Color Emoji"])
    }

    // https://www.unicode.org/reports/tr29/ and the OpenType mark model: a combining mark sits on
    // its letter and takes no advance, even where the font gives its glyph one.
    @Test("a combining mark takes no advance, whatever the font's advance for it", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func combiningMarksTakeNoAdvance() throws {
        let file = try Self.dejaVuWithWideAcute()
        let plain = TextShaper("e", face: .file(file), size: 100)
        let accented = TextShaper("e\u{301}", face: .file(file), size: 100)
        #expect(accented.characters.count == 1)
        #expect(accented.width(0, 1) == plain.width(0, 1))
        #expect(file.advance(of: file.glyph(for: "\u{301}")) > 0)
    }

    /// DejaVu Sans with its combining acute accent given a 1000-unit advance.
    static func dejaVuWithWideAcute() throws -> FontFile {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FontFileTests.dejaVu)))
        let original = try FontFile(data: Data(bytes))
        let glyph = Int(original.glyph(for: "\u{301}"))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let hmtx = try #require((0..<u16(4)).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "hmtx" })
        let entry = u32(hmtx + 8) + 4 * glyph
        bytes[entry] = UInt8(1000 >> 8)
        bytes[entry + 1] = UInt8(1000 & 0xFF)
        return try FontFile(data: Data(bytes), name: "DejaVu Sans with a wide acute")
    }

    // derived (JIS X 4051 kinsoku, UAX #14 class CL): a line may break between ideographs and
    // kana, but never before closing punctuation: "、" pulls the kana before it onto its line.
    @Test("Japanese breaks between characters but never before a comma or full stop")
    func japaneseKinsoku() throws {
        let measure = try Self.measure("こんにちは、世界。", size: 10)
        let em = measure.layout(for: .unspecified).lines[0].width / 9
        #expect(Self.lines(measure, width: em * 5.5) == ["こんにち", "は、世界。"])
        #expect(Self.lines(measure, width: em * 4.5) == ["こんにち", "は、世", "界。"])
    }

    // derived (UAX #14 class OP): a line never ends on an opening bracket.
    @Test("Japanese never breaks after an opening bracket")
    func japaneseOpeningBracket() throws {
        let measure = try Self.measure("日本「語」", size: 10)
        let em = measure.layout(for: .unspecified).lines[0].width / 5
        #expect(Self.lines(measure, width: em * 3.5) == ["日本", "「語」"])
    }

    // derived (UAX #14: Arabic breaks at spaces like Latin): the width decides, not the order
    // the letters are drawn in.
    @Test("Arabic wraps at spaces", .enabled(if: InstalledFonts.has(all: ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf"]), "needs Noto Sans and Noto Sans Arabic: Debian's fonts-noto-core"))
    func arabicWrapsAtSpaces() throws {
        let measure = try Self.measure("مرحبا بالعالم", size: 20, in: Self.notoLibrary)
        let full = measure.layout(for: .unspecified).lines[0].width
        #expect(Self.lines(measure, width: full - 1) == ["مرحبا", "بالعالم"])
    }

    // A character no font has is measured as the main font's missing-glyph box and named.
    @Test("a character no font covers is reported and measured as the missing-glyph box", .enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "needs DejaVu Sans: Debian's fonts-dejavu-core"))
    func uncoveredCharacterIsReported() throws {
        let library = FontLibrary(searchPaths: FontLibrary.systemSearchPaths, fallbackFamilies: [])
        let result = Text("a日").font(.system(size: 100)).layout(in: .unspecified, fonts: library)
        let diagnostics = result.diagnostics.filter { $0.kind == .missingGlyph }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'日' (U+65E5)") == true, "\(diagnostics)")
        let file = try FontFile(contentsOf: FontFileTests.dejaVu)
        let expected = CGFloat(file.advance(of: file.glyph(for: "a")) + file.advance(of: 0)) * 100 / CGFloat(file.unitsPerEm)
        #expect(abs(result.elements[0].frame.width - expected) < 1, "\(result.elements[0].frame.width) vs \(expected)")
    }

    // The default fallback list finds the same character in a CJK font: nothing is reported.
    @Test("a character a fallback font covers is not reported", .enabled(if: InstalledFonts.has("DroidSansFallbackFull.ttf"), "needs Droid Sans Fallback: Debian's fonts-droid-fallback"))
    func coveredByFallbackIsNotReported() {
        let result = Text("a日").font(.system(size: 100)).layout(in: .unspecified, fonts: .system)
        #expect(!result.diagnostics.contains { $0.kind == .missingGlyph }, "\(result.diagnostics)")
        #expect(result.elements[0].drawing.flatMap { drawing -> [String]? in
            if case let .text(text) = drawing { return text.fallbackFamilies }
            return nil
        } == ["Droid Sans Fallback"])
    }

    // Bold text falls back to the fallback family's bold face, as a browser does for bold text.
    @Test("bold text falls back to the fallback family's bold face", .enabled(if: InstalledFonts.has(all: ["NotoSans-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"]), "needs Noto Sans and Noto Sans Hebrew: Debian's fonts-noto-core"))
    func boldFallback() throws {
        let measure = try Self.measure("שלום", size: 10, in: Self.notoLibrary, bold: true)
        let used = try #require(try Self.measure("שלום", size: 10, in: Self.notoLibrary, bold: true).fallbackFamilies.first)
        #expect(used == "Noto Sans Hebrew")
        let regular = try Self.measure("שלום", size: 10, in: Self.notoLibrary)
        #expect(measure.layout(for: .unspecified).lines[0].width != regular.layout(for: .unspecified).lines[0].width)
    }
}

@Suite("Font collections")
@MainActor
struct FontCollectionTests {
    /// A TrueType collection of the given single fonts: the `ttcf` header, then each font with
    /// its table offsets moved to where it now lies.
    static func collection(_ paths: [String]) throws -> Data {
        let fonts = try paths.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
        var out: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0]
        func append32(_ value: Int, to bytes: inout [UInt8]) { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        append32(fonts.count, to: &out)
        var offset = 12 + 4 * fonts.count
        var bodies: [UInt8] = []
        for var font in fonts {
            append32(offset, to: &out)
            let tables = Int(font[4]) << 8 | Int(font[5])
            for t in 0..<tables {
                let at = 12 + 16 * t + 8
                let old = (0..<4).reduce(0) { $0 << 8 | Int(font[at + $1]) }
                var moved: [UInt8] = []
                append32(old + offset, to: &moved)
                font.replaceSubrange(at..<at + 4, with: moved)
            }
            while font.count % 4 != 0 { font.append(0) }
            bodies += font
            offset += font.count
        }
        return Data(out + bodies)
    }

    // https://learn.microsoft.com/typography/opentype/spec/otff#collections — a collection's
    // header lists each face's table directory; Noto Sans CJK ships as one.
    @Test("each face of a font collection is read by its index", .enabled(if: InstalledFonts.has(all: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]), "needs DejaVu Sans and its bold: Debian's fonts-dejavu-core"))
    func readsCollectionFaces() throws {
        let bold = FontFileTests.dejaVu.replacingOccurrences(of: "DejaVuSans.ttf", with: "DejaVuSans-Bold.ttf")
        let data = try Self.collection([FontFileTests.dejaVu, bold])
        #expect(try FontFile.faceCount(in: data) == 2)
        #expect(try FontFile(data: data, collectionIndex: 0).fullName == "DejaVu Sans")
        #expect(try FontFile(data: data, collectionIndex: 1).fullName == "DejaVu Sans Bold")
        #expect(throws: FontError.self) { try FontFile(data: data, collectionIndex: 2) }
    }

    // A library indexes each face of a collection in its folders, and chooses among them by
    // weight as among single files.
    @Test("a font library finds the faces of a collection by family and weight", .enabled(if: InstalledFonts.has(all: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]), "needs DejaVu Sans and its bold: Debian's fonts-dejavu-core"))
    func libraryReadsCollections() throws {
        let bold = FontFileTests.dejaVu.replacingOccurrences(of: "DejaVuSans.ttf", with: "DejaVuSans-Bold.ttf")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).ttc").path
        try Self.collection([FontFileTests.dejaVu, bold]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let library = FontLibrary(searchPaths: [path])
        guard case let .file(regular) = try library.face(for: .system(size: 10)).get(),
              case let .file(heavy) = try library.face(for: .system(size: 10, weight: .bold)).get() else {
            Issue.record("the collection's faces were not found")
            return
        }
        #expect(regular.fullName == "DejaVu Sans")
        #expect(heavy.fullName == "DejaVu Sans Bold")
    }
}
