import ArgumentParser
import Foundation

/// The `trellis` command: lays out SwiftUI-style views headless and shows the result.
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Lay out SwiftUI-style views without a screen, and see why each view got its size.",
        discussion: """
        Trellis reimplements SwiftUI's layout system. This tool lays out a scene and shows the \
        result as a picture (SVG or coloured terminal cells), as the tree of frames, or as JSON; \
        `explain` shows every size question each view was asked and what it answered.

        A SCENE is the name of a built-in scene (\(BuiltInScenes.names)), or the path of a \
        scene file: JSON that describes views as SwiftUI code does (docs/scene-format.md). Scene \
        files may name these custom layouts: \(BuiltInScenes.layoutNames). \
        Problems the layout met (a negative frame, a missing font) are printed to standard \
        error in every format; --strict makes them a failure (exit status 3). \
        Run without a subcommand for a demo: the gallery is written to ./gallery and one scene \
        is drawn in the terminal.

        Examples:
          trellis render profile-card --format ansi
          trellis render chat --width 320 --format svg --frames -o chat.svg
          trellis render Scenes/settings.json --format tree --strict
          trellis explain tags --html -o tags.html
          trellis gallery --output site
          trellis preview path/to/MyPackage
        """,
        version: trellisVersion,
        subcommands: [Demo.self, Render.self, Explain.self, Gallery.self, Serve.self, Preview.self],
        defaultSubcommand: Demo.self)

    /// Parses and runs a command; every failure is one line on standard error and a non-zero
    /// exit status (help and version requests print as usual).
    static func main() {
        do {
            try checkSubcommand(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = fullMessage(for: error)
                .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "failed"
            let trimmed = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            FileHandle.standardError.write(Data("trellis: error: \(trimmed)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }

    /// Fails with a suggestion when the first argument names no subcommand but is close to one
    /// (`trellis renderr chat`: "did you mean render?"); without this, the parser reads it as
    /// an argument of the default subcommand and says only that it is unexpected.
    static func checkSubcommand(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return }
        let suggestion = Suggestions.nearest(to: first, in: names).map { " (did you mean \($0)?)" } ?? ""
        throw CommandError("'\(first)' is not a trellis command\(suggestion); commands: \(names.joined(separator: ", "))")
    }
}
