import Testing
@testable import Trellis

/// The system font folders, and `TRELLIS_FONT_DIRS`, which replaces them so that a run can see
/// a machine with other fonts or none (the bare-machine check of `.ci/run`).
@Suite("System font folders")
@MainActor
struct FontFoldersTests {
    @Test("without TRELLIS_FONT_DIRS the usual system and user folders are searched")
    func usualFolders() {
        let paths = FontLibrary.searchPaths(environment: ["HOME": "/home/ada"])
        #expect(paths.prefix(2) == ["/usr/share/fonts", "/usr/local/share/fonts"])
        #expect(paths.contains("/home/ada/.local/share/fonts"))
    }

    @Test("TRELLIS_FONT_DIRS replaces the folders with the ones it lists")
    func overrideReplacesFolders() {
        let paths = FontLibrary.searchPaths(environment: ["TRELLIS_FONT_DIRS": "/a:/b/c", "HOME": "/home/ada"])
        #expect(paths == ["/a", "/b/c"])
    }

    @Test("an empty TRELLIS_FONT_DIRS leaves no system folder, and the shipped Inter still measures")
    func emptyOverrideLeavesShippedFont() throws {
        #expect(FontLibrary.searchPaths(environment: ["TRELLIS_FONT_DIRS": ""]).isEmpty)
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let library = FontLibrary(searchPaths: [shipped], systemFamily: "Inter")
        let result = Text("Hello").layout(in: .unspecified, fonts: library)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
