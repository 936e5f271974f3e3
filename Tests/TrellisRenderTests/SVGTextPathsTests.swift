import Foundation
import TestSupport
import Testing
import Trellis
@testable import TrellisRender

/// Text drawn as glyph outlines (`SVGRenderer.textAsPaths`), with the shipped Inter, which
/// every machine has (it ships inside the package).
@Suite("SVG text as glyph outlines")
@MainActor
struct SVGTextPathsTests {
    static let interRegular = FontLibrary.shippedFontsPath.map { $0 + "/Inter-Regular.ttf" } ?? ""

    /// The ids of the glyphs defined in `svg`'s `<defs>`, and how many times each is used.
    static func glyphs(in svg: String) -> (defined: [String], uses: [String]) {
        func matches(_ pattern: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: pattern)
            return regex.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map {
                String(svg[Range($0.range(at: 1), in: svg)!])
            }
        }
        return (matches("<path id=\"(trellis-g[0-9-]+)\""), matches("<use href=\"#(trellis-g[0-9-]+)\""))
    }

    @Test("each glyph of the text is defined once, from the font that measured it, and placed once per character")
    func glyphsDefinedOnceUsedPerCharacter() throws {
        let result = Text("Hello wool").font(.system(size: 17)).layout(in: .unspecified)
        let svg = SVGRenderer().render(result)
        let font = try FontFile(contentsOf: Self.interRegular)
        let (defined, uses) = Self.glyphs(in: svg)
        let expected = Set("Hello wool".unicodeScalars.filter { $0 != " " }.map { "trellis-g0-\(font.glyph(for: $0))" })
        #expect(Set(defined) == expected)
        #expect(defined.count == expected.count)
        #expect(uses.count == 9)
        #expect(!svg.contains("<text x="))
    }

    @Test("each defined glyph is its outline in the font file, every point within half a design unit")
    func definitionsAreTheFontsOutlines() throws {
        let result = Text("Rg").font(.system(size: 17)).layout(in: .unspecified)
        let svg = SVGRenderer().render(result)
        let font = try FontFile(contentsOf: Self.interRegular)
        let outlines = try FontOutlines(data: Data(contentsOf: URL(fileURLWithPath: Self.interRegular)))
        for scalar in "Rg".unicodeScalars {
            let glyph = font.glyph(for: scalar)
            let outline = try #require(outlines.path(for: glyph))
            #expect(svg.contains("<path id=\"trellis-g0-\(glyph)\" d=\"\(SVGTextPaths.compactPathData(outline))\"/>"))
            #expect(Self.points(SVGTextPaths.compactPathData(outline)) == Self.points(outline).map { ($0.x.rounded(), $0.y.rounded()) }.map { CGPoint(x: $0.0, y: $0.1) })
        }
    }

    /// The end and control points of a path, in order.
    static func points(_ path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case let .move(to), let .line(to): points.append(to)
            case let .quadCurve(to, control): points += [control, to]
            case let .curve(to, c1, c2): points += [c1, c2, to]
            case .closeSubpath: break
            }
        }
        return points
    }

    /// The absolute points of compact path data (`M`, relative `l`, `q`, `c`, `z`, letters
    /// repeated implicitly).
    static func points(_ data: String) -> [CGPoint] {
        var points: [CGPoint] = [], numbers: [Int] = [], command: Character = " "
        var current = CGPoint.zero, start = CGPoint.zero
        func flush() {
            let size = command == "M" ? 2 : command == "l" ? 2 : command == "q" ? 4 : command == "c" ? 6 : 0
            guard size > 0 else { numbers = []; return }
            var index = 0
            while index + size <= numbers.count {
                let chunk: [CGFloat] = numbers[index..<(index + size)].map { CGFloat($0) }
                index += size
                if command == "M" {
                    current = CGPoint(x: chunk[0], y: chunk[1]); start = current
                    points.append(current)
                } else {
                    let base = current
                    for pair in stride(from: 0, to: size, by: 2) {
                        points.append(CGPoint(x: base.x + chunk[pair], y: base.y + chunk[pair + 1]))
                    }
                    current = points.last!
                }
            }
            numbers = []
        }
        var digits = ""
        for character in data + " " {
            if character.isNumber || (character == "-" && digits.isEmpty) {
                digits.append(character)
                continue
            }
            if !digits.isEmpty { numbers.append(Int(digits)!); digits = "" }
            if character == "-" { digits = "-"; continue }
            if character.isLetter {
                flush()
                command = character
                if character == "z" { current = start }
            }
        }
        flush()
        return points
    }

    @Test("an invisible copy of each line's text lies over its glyphs, squeezed to the measured width")
    func invisibleCopyAtMeasuredWidth() throws {
        let result = Text("Search me").font(.system(size: 17)).layout(in: .unspecified)
        guard case let .text(text)? = result.elements.last?.drawing, let line = text.lines.first else {
            Issue.record("expected text")
            return
        }
        let svg = SVGRenderer().render(result)
        #expect(svg.contains("<text class=\"trellis-text-copy\" x=\"\(Format.number(line.origin.x))\" y=\"\(Format.number(line.origin.y))\" "
            + "fill-opacity=\"0\" textLength=\"\(Format.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\">Search me</text>"))
    }

    @Test("textAsPaths false writes text as <text> naming its fonts, as before")
    func textElementsWhenTurnedOff() {
        let svg = SVGRenderer(textAsPaths: false).render(Text("Plain").font(.system(size: 17)).layout(in: .unspecified))
        #expect(svg.contains(">Plain</text>"))
        #expect(!svg.contains("<use "))
        #expect(!svg.contains("<defs>"))
    }

    @Test("text in a family with no font file (the square test font) stays <text>")
    func noFontFileStaysText() {
        let svg = SVGRenderer().render(Text("ab").font(.system(size: 10)).layout(in: .unspecified, fonts: .testFont))
        #expect(svg.contains(">ab</text>"))
        #expect(!svg.contains("<use "))
    }

    @Test("a font with CFF outlines draws its text as <text> naming it", .enabled(if: InstalledFonts.has("Inter-Regular.otf"), "needs Debian's fonts-inter (Inter with CFF outlines)"))
    func cffFontStaysText() throws {
        let folder = try #require(InstalledFonts.path("Inter-Regular.otf").map { ($0 as NSString).deletingLastPathComponent })
        let library = FontLibrary(searchPaths: [folder], systemFamily: "Inter", fallbackFamilies: [])
        let result = Text("Curves").font(.system(size: 17)).layout(in: .unspecified, fonts: library)
        let svg = SVGRenderer(fonts: library).render(result)
        #expect(svg.contains(">Curves</text>"))
        #expect(!svg.contains("<use "))
    }

    @Test("Arabic text, which needs joining forms, stays <text>")
    func joiningScriptStaysText() {
        #expect(SVGTextPaths.needsShaping("ب"))
        #expect(SVGTextPaths.needsShaping("\u{0301}"))
        #expect(!SVGTextPaths.needsShaping("b"))
        #expect(SVGTextPaths(fonts: .system).run(
            "مرحبا", family: "Inter", fallbacks: [], bold: false, italic: false, size: 17, tracking: 0, at: .zero) == nil)
    }

    @Test("a run at a size or place that is not finite is left to <text>, not drawn")
    func nonFiniteRunNotDrawn() {
        let paths = SVGTextPaths(fonts: .system)
        #expect(paths.run("a", family: "Inter", fallbacks: [], bold: false, italic: false, size: .nan, tracking: 0, at: .zero) == nil)
        #expect(paths.run("a", family: "Inter", fallbacks: [], bold: false, italic: false, size: 17, tracking: .infinity, at: .zero) == nil)
        #expect(paths.run("a", family: "Inter", fallbacks: [], bold: false, italic: false, size: 17, tracking: 0,
                          at: CGPoint(x: CGFloat.infinity, y: 0)) == nil)
    }

    @Test("a font whose glyph table is damaged draws each glyph as a box, without crashing")
    func damagedGlyphsAreBoxes() throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.interRegular)))
        // Overwrite the 'glyf' table with 0xFF: every glyph reads as a composite of glyph 65535.
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<tables {
            let record = 12 + i * 16
            guard Array(bytes[record..<record + 4]) == Array("glyf".utf8) else { continue }
            func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let offset = u32(record + 8), length = u32(record + 12)
            for j in offset..<offset + length { bytes[j] = 0xFF }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("Damaged.ttf"))
        let library = FontLibrary(searchPaths: [folder.path], systemFamily: "Inter", fallbackFamilies: [])
        let result = Text("ab").font(.system(size: 17)).layout(in: .unspecified, fonts: library)
        let svg = SVGRenderer(fonts: library).render(result)
        let (defined, uses) = Self.glyphs(in: svg)
        #expect(defined.count == 2 && uses.count == 2)
        // A box is two contours: its frame and the hole inside.
        #expect(svg.components(separatedBy: "z").count - 1 >= 4)
    }
}
