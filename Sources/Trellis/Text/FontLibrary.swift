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
/// - ``init(searchPaths:systemFamily:monospacedFamily:serifFamily:)``: other folders or files.
///   Point it at SF Pro's files to measure with SF's own widths:
///   `FontLibrary(searchPaths: ["/Library/Fonts"], systemFamily: "SF Pro")`.
///
/// Whatever font stands in for the system font, text takes SF's line heights and SF's
/// tracking for its size (``Font``), so heights match Apple's and widths come close; the
/// remaining width error with Inter is in README ("Text").
///
/// A font that cannot be found measures with the test model instead, and the layout result
/// carries a diagnostic naming the font and the folders searched.
public final class FontLibrary: Sendable {
    /// The folders searched by ``system``.
    public static let systemSearchPaths: [String] = {
        var paths = ["/usr/share/fonts", "/usr/local/share/fonts", "/System/Library/Fonts", "/Library/Fonts"]
        if let home = ProcessInfo.processInfo.environment["HOME"] {
            paths += [home + "/.fonts", home + "/.local/share/fonts", home + "/Library/Fonts"]
        }
        return paths
    }()

    /// Every glyph a square of the font size; ascent 0.8 em, descent 0.2 em, no line gap.
    public static let testFont = FontLibrary(model: .squares)

    /// The folder of the fonts shipped inside the package (`Inter-Regular.ttf`,
    /// `Inter-Bold.ttf`), or `nil` when the package's resources are not found.
    public static let shippedFontsPath: String? = Bundle.module.resourceURL.map { $0.appendingPathComponent("Fonts").path }

    /// The font shipped with Trellis for the system font, and the fonts installed in the usual
    /// system folders.
    public static let system = FontLibrary(searchPaths: (shippedFontsPath.map { [$0] } ?? []) + systemSearchPaths, systemFamily: "Inter")

    /// The folders and files searched, in order.
    public let searchPaths: [String]
    private let families: [Font.Design: String]
    private let model: Model
    private let state = Mutex(State())

    private enum Model: Sendable {
        case squares
        case files
    }

    private struct State {
        var index: [FontFile]?
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
    }

    /// A library of the fonts in `searchPaths` (folders, searched recursively, or font files).
    ///
    /// - Parameters:
    ///   - searchPaths: Where to look for `.ttf` and `.otf` files.
    ///   - systemFamily: The family that stands in for the system font.
    ///   - monospacedFamily: The family for `Font.Design.monospaced`.
    ///   - serifFamily: The family for `Font.Design.serif`.
    public init(
        searchPaths: [String], systemFamily: String = "DejaVu Sans",
        monospacedFamily: String = "DejaVu Sans Mono", serifFamily: String = "DejaVu Serif"
    ) {
        self.model = .files
        self.searchPaths = searchPaths
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
            let key = FaceKey(family: family, bold: font.wantsBold, italic: font.isItalic, width: font.width?.widthClass ?? 5)
            return state.withLock { state in
                if let known = state.resolved[key] { return known }
                let result = lookUp(key, in: &state)
                state.resolved[key] = result
                return result
            }
        }
    }

    private func lookUp(_ key: FaceKey, in state: inout State) -> Result<FontFace, FontError> {
        if state.index == nil { state.index = buildIndex(&state.indexProblems) }
        let wanted = key.family.lowercased()
        let index = state.index ?? []
        // A face named exactly (full or PostScript name) is taken as is.
        if let exact = index.first(where: { $0.fullName?.lowercased() == wanted || $0.postScriptName?.lowercased() == wanted }),
           exact.familyName?.lowercased() != wanted {
            return .success(.file(exact))
        }
        // Within a family: the right slant, the nearest weight, normal width.
        let family = index.filter { $0.familyName?.lowercased() == wanted || $0.fullName?.lowercased() == wanted }
        let targetWeight = key.bold ? 700 : 400
        func cost(_ file: FontFile) -> Int {
            (file.isItalic == key.italic ? 0 : 10_000) + abs(file.weightClass - targetWeight) * 10 + abs(file.widthClass - key.width)
        }
        if let best = family.min(by: { cost($0) < cost($1) }) {
            return .success(.file(best))
        }
        let searched = searchPaths.isEmpty ? "no folders" : searchPaths.joined(separator: ", ")
        return .failure(FontError("no font named '\(key.family)' found in \(searched)"))
    }

    private func buildIndex(_ problems: inout [String]) -> [FontFile] {
        var files: [FontFile] = []
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
            for file in candidates.sorted() where file.lowercased().hasSuffix(".ttf") || file.lowercased().hasSuffix(".otf") {
                do {
                    files.append(try FontFile(contentsOf: file))
                } catch {
                    problems.append(String(describing: error))
                }
            }
        }
        return files
    }
}
