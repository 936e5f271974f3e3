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

        A SCENE is the name of a built-in scene (\(BuiltInScenes.names)). \
        Run without a subcommand for a demo: the gallery is written to ./gallery and one scene \
        is drawn in the terminal.

        Examples:
          trellis render profile-card --format ansi
          trellis render chat --width 320 --format svg --frames -o chat.svg
          trellis explain tags --html -o tags.html
          trellis gallery --output site
        """,
        subcommands: [Demo.self, Render.self, Explain.self, Gallery.self, Serve.self],
        defaultSubcommand: Demo.self)

    /// Parses and runs a command; every failure is one line on standard error and a non-zero
    /// exit status (help and version requests print as usual).
    static func main() {
        do {
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
}
