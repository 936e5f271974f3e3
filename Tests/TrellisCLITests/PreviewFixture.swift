import Foundation
import TestSupport

/// The package `trellis preview` is tested on (Fixtures/PreviewPackage: one internal view and
/// its PreviewProvider, on this checkout's SwiftUI product by path), copied to
/// `.build/trellis-tests/Fixtures/PreviewPackage`: at the same depth, so that its manifest's
/// relative path still names this checkout, and kept between runs, so that only the first run
/// builds Trellis for it (later runs find the preview program built).
enum PreviewFixture {
    static let original = Repository.root.appendingPathComponent("Tests/TrellisCLITests/Fixtures/PreviewPackage")
    static let copy = Repository.root.appendingPathComponent(".build/trellis-tests/Fixtures/PreviewPackage")
    /// The source file that declares the view and its provider, relative to the package.
    static let source = "Sources/Cards/ProfileCard.swift"

    /// Makes the copy hold the fixture's files as they are in the repository (a file that
    /// already holds them is left alone, so the build finds nothing changed); returns its folder.
    static func prepare() throws -> URL {
        let manager = FileManager.default
        try forgetBuildIfSourcesMoved()
        guard let files = manager.enumerator(atPath: original.path) else { return copy }
        for case let file as String in files {
            var isDirectory: ObjCBool = false
            let from = original.appendingPathComponent(file), to = copy.appendingPathComponent(file)
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let data = try Data(contentsOf: from)
            if (try? Data(contentsOf: to)) == data { continue }
            try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: to)
        }
        return copy
    }

    /// Removes the copy's kept build when this checkout's source files are not the ones it was
    /// built from (a file added, removed or moved): SwiftPM's kept build of a package does not
    /// always see new files in a dependency on a path, and the previews then fail to build
    /// (`cannot find … in scope`). A file's contents changing keeps the build, which SwiftPM
    /// rebuilds as usual.
    static func forgetBuildIfSourcesMoved() throws {
        let manager = FileManager.default
        let sources = Repository.root.appendingPathComponent("Sources")
        let listed = (manager.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).sorted().joined(separator: "\n")
        let stamp = copy.appendingPathComponent(".sources")
        if (try? String(contentsOf: stamp, encoding: .utf8)) == listed { return }
        try? manager.removeItem(at: copy.appendingPathComponent(".build"))
        try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data(listed.utf8).write(to: stamp)
    }

    /// Replaces `target` with `replacement` in the copy's source file, as an editor's save does.
    static func edit(_ target: String, _ replacement: String) throws {
        let file = copy.appendingPathComponent(source)
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: target, with: replacement).utf8).write(to: file)
    }

    /// Adds `text` at the end of the copy's source file.
    static func append(_ text: String) throws {
        let file = copy.appendingPathComponent(source)
        try Data((try String(contentsOf: file, encoding: .utf8) + text).utf8).write(to: file)
    }
}
