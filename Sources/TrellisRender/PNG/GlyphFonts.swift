import Foundation
import Synchronization
import Trellis

/// A font file found for drawing text: its metrics (advances, kerning) and its outlines.
final class DrawingFont: Sendable {
    let file: FontFile
    let path: String
    /// The outlines, or why the font has none that can be drawn.
    let outlines: Result<FontOutlines, DecodingError>
    private let cache = Mutex<[UInt16: Path]>([:])

    init(file: FontFile, path: String) {
        self.file = file
        self.path = path
        if let data = FileManager.default.contents(atPath: path) {
            outlines = Result { try FontOutlines(data: data, name: path) }.mapError { DecodingError(String(describing: $0)) }
        } else {
            outlines = .failure(DecodingError("\(path): cannot read the file"))
        }
    }

    /// The outline of `glyph` in design units (y up), read once.
    func outline(_ glyph: UInt16) -> Path? {
        guard case let .success(outlines) = outlines else { return nil }
        if let known = cache.withLock({ $0[glyph] }) { return known }
        guard let path = outlines.path(for: glyph) else { return nil }
        cache.withLock { $0[glyph] = path }
        return path
    }
}

/// The font files in a set of folders, looked up by family, weight and slant as
/// `FontLibrary` looks them up to measure text: the same file measures and draws.
final class GlyphFonts: Sendable {
    private struct Entry: Sendable {
        let file: FontFile
        let path: String
    }

    private let entries: [Entry]
    private let found = Mutex<[String: DrawingFont?]>([:])

    /// The indexes made so far, by their folders (reading every font of a system takes a while).
    private static let shared = Mutex<[[String]: GlyphFonts]>([:])

    static func index(_ searchPaths: [String]) -> GlyphFonts {
        if let known = shared.withLock({ $0[searchPaths] }) { return known }
        let made = GlyphFonts(searchPaths: searchPaths)
        shared.withLock { $0[searchPaths] = made }
        return made
    }

    private init(searchPaths: [String]) {
        var entries: [Entry] = []
        let manager = FileManager.default
        for path in searchPaths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            var candidates: [String] = []
            if isDirectory.boolValue {
                let enumerator = manager.enumerator(atPath: path)
                while let relative = enumerator?.nextObject() as? String { candidates.append(path + "/" + relative) }
            } else {
                candidates.append(path)
            }
            for file in candidates.sorted() where file.lowercased().hasSuffix(".ttf") || file.lowercased().hasSuffix(".otf") {
                if let font = try? FontFile(contentsOf: file) { entries.append(Entry(file: font, path: file)) }
            }
        }
        self.entries = entries
    }

    /// The font of `family` nearest the weight and slant asked for, as `FontLibrary` chooses:
    /// a face named exactly, else within the family the right slant, the nearest weight, the
    /// normal width.
    func font(family: String, bold: Bool, italic: Bool) -> DrawingFont? {
        let key = "\(family.lowercased())|\(bold)|\(italic)"
        if let known = found.withLock({ $0[key] }) { return known }
        let wanted = family.lowercased()
        var chosen: Entry?
        if let exact = entries.first(where: { $0.file.fullName?.lowercased() == wanted || $0.file.postScriptName?.lowercased() == wanted }),
           exact.file.familyName?.lowercased() != wanted {
            chosen = exact
        } else {
            let target = bold ? 700 : 400
            func cost(_ entry: Entry) -> Int {
                (entry.file.isItalic == italic ? 0 : 10_000) + abs(entry.file.weightClass - target) * 10 + abs(entry.file.widthClass - 5)
            }
            chosen = entries.filter { $0.file.familyName?.lowercased() == wanted || $0.file.fullName?.lowercased() == wanted }
                .min { cost($0) < cost($1) }
        }
        let font = chosen.map { DrawingFont(file: $0.file, path: $0.path) }
        found.withLock { $0[key] = font }
        return font
    }
}
