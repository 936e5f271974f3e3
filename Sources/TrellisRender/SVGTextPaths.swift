import Foundation
import Trellis

/// Text drawn as its glyphs' outlines, so that an SVG looks the same on every machine whatever
/// fonts it has (``SVGRenderer/textAsPaths``).
///
/// Each glyph used is one `<path>` in design units (y up) inside a `<defs>`, defined once per
/// face as `trellis-g<face>-<glyph>`; a run of text is a group that scales design units to
/// points and flips y, holding one `<use>` per glyph at its pen position. The positions are
/// the PNG renderer's: each character in the first of the text's font and its fallback
/// families that has all its scalars, advances from `hmtx`, kerning between glyphs of one
/// font, tracking after each character (but those of cursive scripts); so the glyphs land where the layout measured them.
///
/// A line (or styled span) is left as `<text>` naming its fonts, as before, when its glyphs
/// cannot be drawn from outlines: a font with CFF outlines or colour bitmaps (emoji), a family
/// with no font file, a damaged font, or text that needs shaping beyond kerning (joining
/// scripts such as Arabic, and combining marks). A character no font has is drawn as the
/// font's missing glyph, or a box where that glyph is empty.
final class SVGTextPaths {
    private let fonts: GlyphFonts
    /// The number of each face used, in order of first use.
    private var faces: [ObjectIdentifier: Int] = [:]
    private var defined: Set<String> = []
    /// The `<path>` of every glyph used, in order of first use.
    private(set) var definitions = ""

    init(fonts: FontLibrary) {
        self.fonts = GlyphFonts.index(fonts)
    }

    /// The `<defs>` element holding the glyphs used so far; empty when none is.
    var defs: String { definitions.isEmpty ? "" : "  <defs>" + definitions + "</defs>\n" }

    /// The markup of one run of text with its baseline starting at `origin`, or `nil` when it
    /// cannot be drawn from outlines.
    func run(
        _ string: String, family: String, fallbacks: [String], bold: Bool, italic: Bool, size: CGFloat, tracking: CGFloat,
        at origin: CGPoint
    ) -> String? {
        guard size.isFinite, size > 0, tracking.isFinite, origin.x.isFinite, origin.y.isFinite,
              let primary = fonts.font(family: family, bold: bold, italic: italic) else { return nil }
        let candidates = [primary] + fallbacks.compactMap { fonts.font(family: $0, bold: bold, italic: italic) }
        // 1. Each character's font and glyphs, at pen positions in points from the origin.
        var glyphs: [(font: DrawingFont, glyph: UInt16, x: CGFloat)] = []
        var pen: CGFloat = 0
        var previous: (font: DrawingFont, glyph: UInt16)?
        let tracked = tracking == 0 ? nil : CursiveScripts.tracked(string)
        for (index, character) in string.enumerated() {
            let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            guard !scalars.contains(where: Self.needsShaping) else { return nil }
            let font = candidates.first { font in scalars.allSatisfy { font.file.hasGlyph(for: $0) } } ?? primary
            guard case .success = font.outlines, !font.file.hasColorGlyphs else { return nil }
            let scale = size / CGFloat(font.file.unitsPerEm)
            for scalar in scalars {
                let glyph = font.file.glyph(for: scalar)
                if let previous, previous.font === font {
                    pen += CGFloat(font.file.kerning(between: previous.glyph, and: glyph)) * scale
                }
                glyphs.append((font, glyph, pen))
                pen += CGFloat(font.file.advance(of: glyph)) * scale
                previous = (font, glyph)
            }
            if tracked?[index] ?? true { pen += tracking }
        }
        // 2. Runs of one font, each a group from design units to points.
        var out = ""
        var index = glyphs.startIndex
        while index < glyphs.endIndex {
            let font = glyphs[index].font
            let scale = size / CGFloat(font.file.unitsPerEm)
            let face = number(of: font)
            let start = glyphs[index].x
            var uses = ""
            while index < glyphs.endIndex, glyphs[index].font === font {
                let (_, glyph, x) = glyphs[index]
                index += 1
                guard let id = define(glyph, of: font, face: face) else { continue }
                let units = ((x - start) / scale * 10).rounded() / 10
                uses += units == 0 ? "<use href=\"#\(id)\"/>" : "<use href=\"#\(id)\" x=\"\(Format.number(units))\"/>"
            }
            guard !uses.isEmpty else { continue }
            out += "<g transform=\"translate(\(Format.number(origin.x + start)) \(Format.number(origin.y))) "
                + "scale(\(Self.scaleText(scale)) -\(Self.scaleText(scale)))\">" + uses + "</g>"
        }
        return out
    }

    /// Whether a scalar is drawn only by a shaping engine: combining marks (placed by `GPOS`
    /// anchors) and the joining scripts (forms chosen by `GSUB`).
    static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xA840...0xA87F, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
             0x10AC0...0x10AFF, 0x10D00...0x10D3F, 0x10F30...0x10F6F:
            return true  // Arabic, Syriac, Thaana, N'Ko and others; Mongolian; Phags-pa; …
        default:
            return false
        }
    }

    /// A scale factor with enough digits that a 1,000-unit advance is placed within 0.001 pt.
    private static func scaleText(_ scale: CGFloat) -> String {
        var text = String(format: "%.7f", Double(scale))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A glyph's outline as short SVG path data: relative commands, each point rounded to a
    /// whole design unit (a 2,048-unit em at 17 pt moves a point at most 0.005 pt), numbers
    /// separated only where needed and a command's letter only where it changes
    /// (`M1289 1459q-12 121-104 188-8 20 4 6`). Points that are not finite
    /// are left out.
    static func compactPathData(_ path: Path) -> String {
        var out = ""
        var current = (x: 0, y: 0), start = (x: 0, y: 0)
        // A command's letter is written only when it changes (SVG repeats the last one).
        var command: Character = " "
        func letter(_ next: Character) {
            if next != command || next == "M" || next == "z" { out.append(next) }
            command = next
        }
        func add(_ value: Int) {
            if value >= 0, let last = out.last, last.isNumber { out += " " }
            out += String(value)
        }
        func point(_ p: CGPoint, relative: Bool) -> (x: Int, y: Int)? {
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return nil }
            let x = Int(p.x.rounded()), y = Int(p.y.rounded())
            add(relative ? x - current.x : x)
            add(relative ? y - current.y : y)
            return (x, y)
        }
        path.forEach { element in
            switch element {
            case let .move(to):
                guard to.x.isFinite, to.y.isFinite, abs(to.x) < 1e9, abs(to.y) < 1e9 else { return }
                letter("M")
                if let p = point(to, relative: false) { current = p; start = p }
            case let .line(to):
                guard to.x.isFinite, to.y.isFinite, abs(to.x) < 1e9, abs(to.y) < 1e9 else { return }
                letter("l")
                if let p = point(to, relative: true) { current = p }
            case let .quadCurve(to, control):
                guard [to, control].allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 }) else { return }
                letter("q")
                _ = point(control, relative: true)
                if let p = point(to, relative: true) { current = p }
            case let .curve(to, control1, control2):
                guard [to, control1, control2].allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 }) else { return }
                letter("c")
                _ = point(control1, relative: true)
                _ = point(control2, relative: true)
                if let p = point(to, relative: true) { current = p }
            case .closeSubpath:
                letter("z")
                current = start
            }
        }
        return out
    }

    private func number(of font: DrawingFont) -> Int {
        if let known = faces[ObjectIdentifier(font)] { return known }
        let next = faces.count
        faces[ObjectIdentifier(font)] = next
        return next
    }

    /// The id of `glyph`'s definition, defining it on first use; `nil` for a glyph that draws
    /// nothing (a space). A glyph the font lacks (0) whose outline is empty, and a damaged
    /// glyph, are drawn as a box of its advance.
    private func define(_ glyph: UInt16, of font: DrawingFont, face: Int) -> String? {
        let id = "trellis-g\(face)-\(glyph)"
        if defined.contains(id) { return id }
        var outline = font.outline(glyph)
        if outline == nil || (glyph == 0 && outline?.isEmpty == true) {
            var box = Path()
            let unitsPerEm = CGFloat(font.file.unitsPerEm)
            for contour in Painter.box(width: CGFloat(font.file.advance(of: glyph)), unitsPerEm: unitsPerEm, transform: .identity) {
                box.addLines(contour)
                box.closeSubpath()
            }
            outline = box
        }
        guard let outline, !outline.isEmpty else { return nil }
        defined.insert(id)
        definitions += "<path id=\"\(id)\" d=\"\(Self.compactPathData(outline))\"/>"
        return id
    }
}
