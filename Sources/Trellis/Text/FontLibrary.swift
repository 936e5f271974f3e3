import Foundation
import Synchronization

/// Where Trellis finds fonts to measure text with.
///
/// - ``testFont``: a deterministic model for tests, in which every glyph is a square of the
///   font size with the baseline at 0.8 em (like the Ahem font of browser layout tests).
///   No file is read.
/// - ``system``: the font shipped with Trellis and font files in the usual system folders; the
///   system font (SF Pro on Apple platforms) is stood in for by `Inter`, shipped inside the
///   package (SIL Open Font License), so that text measures the same on every machine; its
///   monospaced design by `DejaVu Sans Mono` and its serif design by `DejaVu Serif`.
/// - ``init(searchPaths:systemFamily:monospacedFamily:serifFamily:fallbackFamilies:)``: other
///   folders or files.
///   Point it at SF Pro's files to measure with SF's own widths:
///   `FontLibrary(searchPaths: ["/Library/Fonts"], systemFamily: "SF Pro")`.
///
/// Whatever font stands in for the system font, text takes SF's line heights and SF's
/// tracking for its size (``Font``), so heights match Apple's and widths come close; the
/// remaining width error with Inter is in README ("Text").
///
/// A font that cannot be found measures with the test model instead, and the layout result
/// carries a diagnostic naming the font and the folders searched.
///
/// Characters a text's font lacks (Japanese, Arabic, emoji in a Latin font) measure in the
/// first of ``fallbackFamilies`` that has them, as CoreText's cascade list does; a character no
/// font has measures as the font's missing-glyph box, with a diagnostic naming it.
public final class FontLibrary: Sendable {
    /// The folders searched by ``system``: the usual system and user font folders, or, when the
    /// environment variable `TRELLIS_FONT_DIRS` is set, the folders it lists (separated by
    /// `:`; empty for none), so that a run can see a machine with other fonts or none.
    public static let systemSearchPaths: [String] = searchPaths(environment: ProcessInfo.processInfo.environment)

    /// The system folders for an environment: `TRELLIS_FONT_DIRS` when set, else the usual ones.
    static func searchPaths(environment: [String: String]) -> [String] {
        if let override = environment["TRELLIS_FONT_DIRS"] {
            return override.split(separator: ":").map(String.init)
        }
        var paths = ["/usr/share/fonts", "/usr/local/share/fonts", "/System/Library/Fonts", "/Library/Fonts"]
        if let home = environment["HOME"] {
            paths += [home + "/.fonts", home + "/.local/share/fonts", home + "/Library/Fonts"]
        }
        return paths
    }

    /// Every glyph a square of the font size; ascent 0.8 em, descent 0.2 em, no line gap.
    public static let testFont = FontLibrary(model: .squares)

    /// The folder of the fonts shipped inside the package (`Inter-Regular.ttf`,
    /// `Inter-Bold.ttf`), or `nil` when the package's resources are not found.
    public static let shippedFontsPath: String? = Bundle.module.resourceURL.map { $0.appendingPathComponent("Fonts").path }

    /// The font shipped with Trellis for the system font, and the fonts installed in the usual
    /// system folders.
    public static let system = FontLibrary(searchPaths: (shippedFontsPath.map { [$0] } ?? []) + systemSearchPaths, systemFamily: "Inter")

    /// The families searched, in order, for characters a text's font lacks, by default:
    /// the scripts of Debian's `fonts-noto-core` (Arabic, Hebrew, Devanagari, Thai and more),
    /// Japanese, Chinese and Korean fonts (`fonts-noto-cjk`, `fonts-droid-fallback`,
    /// `fonts-vlgothic`, `fonts-ipafont`), and emoji (`fonts-noto-color-emoji`). Families not
    /// installed are skipped. An emoji prefers the first colour font that has it.
    public static let defaultFallbackFamilies: [String] = [
        "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Bengali",
        "Noto Sans Thai", "Noto Sans Armenian", "Noto Sans Georgian", "Noto Sans Ethiopic", "Noto Sans Tamil",
        "Noto Sans CJK JP", "Noto Sans JP", "Droid Sans Fallback", "VL Gothic", "IPAGothic", "IPAexGothic",
        "Noto Color Emoji", "Noto Emoji", "Noto Sans Symbols", "Noto Sans Symbols 2", "Symbola",
    ]

    /// The folders and files searched, in order.
    public let searchPaths: [String]
    /// The families that measure the characters a text's font lacks, in order (see
    /// ``defaultFallbackFamilies``); empty for ``testFont``.
    public let fallbackFamilies: [String]
    private let families: [Font.Design: String]
    private let model: Model
    private let state = Mutex(State())

    private enum Model: Sendable {
        case squares
        case files
    }

    private struct State {
        var index: [FontFile.Summary]?
        var indexProblems: [String] = []
        var resolved: [FaceKey: Result<FontFace, FontError>] = [:]
    }

    private struct FaceKey: Hashable {
        let family: String
        let bold: Bool
        let italic: Bool
        var width = 5
    }

    private init(model: Model) {
        self.model = model
        self.searchPaths = []
        self.families = [:]
        self.fallbackFamilies = []
    }

    /// A library of the fonts in `searchPaths` (folders, searched recursively, or font files).
    ///
    /// - Parameters:
    ///   - searchPaths: Where to look for `.ttf` and `.otf` files.
    ///   - systemFamily: The family that stands in for the system font.
    ///   - monospacedFamily: The family for `Font.Design.monospaced`.
    ///   - serifFamily: The family for `Font.Design.serif`.
    ///   - fallbackFamilies: The families, in order, for characters a text's font lacks.
    public init(
        searchPaths: [String], systemFamily: String = "DejaVu Sans",
        monospacedFamily: String = "DejaVu Sans Mono", serifFamily: String = "DejaVu Serif",
        fallbackFamilies: [String] = FontLibrary.defaultFallbackFamilies
    ) {
        self.model = .files
        self.searchPaths = searchPaths
        self.fallbackFamilies = fallbackFamilies
        self.families = [.default: systemFamily, .rounded: systemFamily, .monospaced: monospacedFamily, .serif: serifFamily]
    }

    /// The face that measures `font`, or why there is none.
    func face(for font: Font) -> Result<FontFace, FontError> {
        switch model {
        case .squares:
            return .success(.squares)
        case .files:
            let family: String
            if case let .custom(name, _, _) = font.base { family = name } else { family = families[font.design] ?? "DejaVu Sans" }
            return face(FaceKey(family: family, bold: font.wantsBold, italic: font.isItalic, width: font.width?.widthClass ?? 5))
        }
    }

    /// The font file of a family (or of a face named exactly) in the weight and slant asked,
    /// chosen as text is measured: a renderer drawing a ``LayoutResult/TextDrawing`` asks for
    /// its `fontFamily` and draws with the file that measured it. The test library
    /// (``testFont``) has no files: it answers a failure.
    public func fontFile(family: String, bold: Bool, italic: Bool) -> Result<FontFile, FontError> {
        guard model == .files else { return .failure(FontError("the test font library has no font files")) }
        switch face(FaceKey(family: family, bold: bold, italic: italic)) {
        case let .success(.file(file)): return .success(file)
        case .success(.squares): return .failure(FontError("no font file of the family '\(family)'"))
        case let .failure(error): return .failure(error)
        }
    }

    private func face(_ key: FaceKey) -> Result<FontFace, FontError> {
        state.withLock { state in
            if let known = state.resolved[key] { return known }
            let result = lookUp(key, in: &state)
            state.resolved[key] = result
            return result
        }
    }

    /// The font of fallback family `index` (of ``fallbackFamilies``) in the weight and slant
    /// asked, if it is installed.
    func fallbackFile(_ index: Int, bold: Bool, italic: Bool) -> FontFile? {
        guard fallbackFamilies.indices.contains(index),
              case let .success(.file(file)) = face(FaceKey(family: fallbackFamilies[index], bold: bold, italic: italic)) else { return nil }
        return file
    }

    private func lookUp(_ key: FaceKey, in state: inout State) -> Result<FontFace, FontError> {
        if state.index == nil { state.index = buildIndex(&state.indexProblems) }
        let wanted = key.family.lowercased()
        let index = state.index ?? []
        // A face named exactly (full or PostScript name) is taken as is.
        if let exact = index.first(where: { $0.fullName?.lowercased() == wanted || $0.postScriptName?.lowercased() == wanted }),
           exact.familyName?.lowercased() != wanted,
           let file = try? FontFile(contentsOf: exact.path, collectionIndex: exact.collectionIndex) {
            return .success(.file(file))
        }
        // Within a family: the right slant, the nearest weight, normal width.
        let family = index.filter { $0.familyName?.lowercased() == wanted || $0.fullName?.lowercased() == wanted }
        let targetWeight = key.bold ? 700 : 400
        func cost(_ file: FontFile.Summary) -> Int {
            (file.isItalic == key.italic ? 0 : 10_000) + abs(file.weightClass - targetWeight) * 10 + abs(file.widthClass - key.width)
        }
        // The best face that reads whole (the index read only its names and classes).
        for candidate in family.sorted(by: { cost($0) < cost($1) }) {
            if let file = try? FontFile(contentsOf: candidate.path, collectionIndex: candidate.collectionIndex) {
                return .success(.file(file))
            }
        }
        let searched = searchPaths.isEmpty ? "no folders" : searchPaths.joined(separator: ", ")
        return .failure(FontError("no font named '\(key.family)' found in \(searched)"))
    }

    /// Every face in the search paths, by its names and classes only: reading whole files (their
    /// character maps, kerning) waits until a face is chosen, since the system folders hold
    /// hundreds of fonts (Noto's scripts) and a text uses a few.
    private func buildIndex(_ problems: inout [String]) -> [FontFile.Summary] {
        var files: [FontFile.Summary] = []
        let manager = FileManager.default
        for path in searchPaths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            var candidates: [String] = []
            if isDirectory.boolValue {
                let enumerator = manager.enumerator(atPath: path)
                while let relative = enumerator?.nextObject() as? String {
                    candidates.append(path + "/" + relative)
                }
            } else {
                candidates.append(path)
            }
            for file in candidates.sorted() where [".ttf", ".otf", ".ttc", ".otc"].contains(where: file.lowercased().hasSuffix) {
                do {
                    files += try FontFile.summaries(ofFileAt: file)
                } catch {
                    problems.append(String(describing: error))
                }
            }
        }
        return files
    }
}
