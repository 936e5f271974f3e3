import ArgumentParser
import Foundation

/// The folders a scene's image files may be read from: the scene file's own, and those the
/// user names with `--allow-read`. A scene from elsewhere (a download, a shared project) names
/// its images by path, and `serve`, `render` and `explain --html` embed what they read in their
/// output; without this check, a scene could carry any readable file out
/// (`"path": "../../.ssh/id_ed25519"`). All three refuse such a scene unless allowed.
struct ReadAccess: ParsableArguments {
    @Option(
        name: .customLong("allow-read"),
        help: ArgumentHelp(
            "Let the scene's images be read from this folder too (besides the scene file's own); repeatable.",
            valueName: "path"))
    var allowRead: [String] = []

    /// The files of `files` outside the scene file's folder (`sceneFile`'s) and the allowed
    /// folders, after `..` and symbolic links are resolved.
    func outside(_ files: [URL], sceneFile: URL) -> [URL] {
        let folders = ([sceneFile.deletingLastPathComponent()] + allowRead.map { URL(fileURLWithPath: $0, isDirectory: true) })
            .map(Self.resolved)
        return files.filter { file in
            let path = Self.resolved(file)
            return !folders.contains { folder in path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        }
    }

    /// Throws, naming the first image file of `scene` that lies outside the scene file's folder
    /// and the allowed folders: `command` (render, explain) reads none of them, as `serve`
    /// does not, because its output (an SVG, an HTML page) would carry the file's contents.
    func refuseOutside(_ scene: LoadedScene, command: String) throws {
        guard let file = scene.file else { return }
        let outside = outside(scene.imageFiles, sceneFile: file)
        guard !outside.isEmpty else { return }
        throw CommandError(
            "\(file.lastPathComponent): \(Self.describe(outside)); \(command) reads images only from the scene's folder (--allow-read PATH allows another)")
    }

    /// `url`'s absolute path with `.`, `..` and symbolic links resolved (as far as they exist).
    static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The sentence that names the first file of `outside` (and how many more there are).
    static func describe(_ outside: [URL]) -> String {
        let more = outside.count > 1 ? " (and \(outside.count - 1) more)" : ""
        return "the image file \(resolved(outside[0]))\(more) is outside the scene's folder"
    }
}
