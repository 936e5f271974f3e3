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
            outlines = Result { try FontOutlines(data: data, name: path, collectionIndex: file.collectionIndex) }
                .mapError { DecodingError(String(describing: $0)) }
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

/// The fonts text is drawn with, chosen by the font library that measured it (so the same
/// file measures and draws), each with its outlines read once.
final class GlyphFonts: Sendable {
    private let library: FontLibrary
    private let found = Mutex<[String: DrawingFont?]>([:])

    /// The drawing fonts made so far, per library (outlines are read once per file).
    private static let shared = Mutex<[ObjectIdentifier: GlyphFonts]>([:])

    static func index(_ library: FontLibrary) -> GlyphFonts {
        shared.withLock { shared in
            if let known = shared[ObjectIdentifier(library)] { return known }
            let made = GlyphFonts(library: library)
            shared[ObjectIdentifier(library)] = made
            return made
        }
    }

    private init(library: FontLibrary) {
        self.library = library
    }

    /// The font of `family` nearest the weight and slant asked for, as the library chooses it
    /// to measure text; `nil` when it has no such file.
    func font(family: String, bold: Bool, italic: Bool) -> DrawingFont? {
        let key = "\(family.lowercased())|\(bold)|\(italic)"
        if let known = found.withLock({ $0[key] }) { return known }
        var font: DrawingFont?
        if case let .success(file) = library.fontFile(family: family, bold: bold, italic: italic), let path = file.path {
            font = DrawingFont(file: file, path: path)
        }
        found.withLock { $0[key] = font }
        return font
    }
}
