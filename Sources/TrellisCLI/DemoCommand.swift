import ArgumentParser
import Foundation
import Trellis
import TrellisGallery
import TrellisRender

/// `trellis` with no subcommand: renders the gallery and draws one scene in the terminal.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the gallery into ./gallery and draw the profile card in the terminal (the default).")

    @Option(help: "The width of the terminal picture in character cells (1...1000).")
    var columns: Int = 60

    func validate() throws {
        guard (1...1000).contains(columns) else { throw ValidationError("--columns must be in 1...1000 (got \(columns))") }
    }

    func run() throws {
        // The command runs on the main thread; laying out a view is main-actor work.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        let reports = try GalleryWriter(folder: "gallery", showsFrames: false).write()
        for report in reports { DiagnosticOptions.print(report.diagnostics, scene: report.scene) }
        guard let scene = GalleryScene.named("profile-card") else { return }
        let result = scene.view.layout(in: scene.proposal)
        print("\(scene.title), laid out for \(Int(scene.proposal.width ?? 0)) × \(Int(scene.proposal.height ?? 0)) points:\n")
        print(TerminalRenderer(columns: columns).render(result), terminator: "")
        print("""

        The gallery (\(BuiltInScenes.names)) is in ./gallery: open gallery/index.html.
        Try: trellis render chat --format ansi · trellis explain tags · trellis --help
        """)
    }
}
