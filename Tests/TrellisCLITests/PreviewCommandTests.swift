import Foundation
import Testing

/// `trellis preview`'s refusals, which come before any build: each a one-line error.
@Suite("trellis preview")
struct PreviewCommandTests {
    /// A temporary package holding `files` (path: text), removed after `body`.
    func withPackage(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try body(folder)
    }

    @Test("a folder without Package.swift is an error that says to give a package's folder")
    func notAPackage() throws {
        try withPackage(["notes.txt": "hello"]) { folder in
            let run = try runTrellis(["preview", folder.path])
            #expect(run.status != 0)
            #expect(run.error.contains("no Package.swift there"), "\(run.error)")
        }
    }

    @Test("a package whose targets declare no PreviewProvider or #Preview is an error that says so")
    func noProviders() throws {
        let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Plain", targets: [.target(name: "Plain")])
        """
        let source = """
        // struct Commented_Previews: PreviewProvider {}
        // #Preview { Text("commented out") }
        let text = "#Preview { Text(\\"in a string\\") }"
        """
        try withPackage(["Package.swift": manifest, "Sources/Plain/Plain.swift": source]) { folder in
            let run = try runTrellis(["preview", folder.path])
            #expect(run.status != 0)
            #expect(run.error.contains("declares a PreviewProvider") && run.error.contains("#Preview"), "\(run.error)")
            let named = try runTrellis(["preview", folder.path, "--target", "Missing"])
            #expect(named.error.contains("no target Missing") && named.error.contains("Plain"), "\(named.error)")
        }
    }
}
