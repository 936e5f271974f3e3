import Foundation

/// The system fonts a test may find: the files in the folders `FontLibrary.systemSearchPaths`
/// searches, which `TRELLIS_FONT_DIRS` replaces as it does there. A test that needs a font
/// only `.ci/run` installs is enabled only when the font is here:
/// `.enabled(if: InstalledFonts.has("DejaVuSans.ttf"), "DejaVu Sans (fonts-dejavu-core)")`,
/// so that `swift test` passes on a machine with the Swift toolchain alone.
public enum InstalledFonts {
    /// The system font folders, as `FontLibrary.systemSearchPaths` lists them.
    public static let folders: [String] = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["TRELLIS_FONT_DIRS"] { return override.split(separator: ":").map(String.init) }
        var paths = ["/usr/share/fonts", "/usr/local/share/fonts", "/System/Library/Fonts", "/Library/Fonts"]
        if let home = environment["HOME"] { paths += [home + "/.fonts", home + "/.local/share/fonts", home + "/Library/Fonts"] }
        return paths
    }()

    /// Every file in the folders, by path.
    public static let files: [String] = folders.flatMap { folder -> [String] in
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String { found.append(folder + "/" + relative) }
        return found.sorted()
    }

    /// The path of the font file named `name` (e.g. `DejaVuSans.ttf`), if one is installed.
    public static func path(_ name: String) -> String? { files.first { ($0 as NSString).lastPathComponent == name } }

    /// Whether a font file named `name` is installed.
    public static func has(_ name: String) -> Bool { path(name) != nil }

    /// Whether every font file named in `names` is installed.
    public static func has(all names: [String]) -> Bool { names.allSatisfy(has) }

    /// Whether a font file whose name passes `test` is installed.
    public static func has(matching test: (String) -> Bool) -> Bool { files.contains { test(($0 as NSString).lastPathComponent) } }

    /// DejaVu Sans (Debian's `fonts-dejavu-core`), or its usual path when it is not installed.
    public static let dejaVuSans = path("DejaVuSans.ttf") ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
}
