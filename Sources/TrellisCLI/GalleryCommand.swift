import ArgumentParser
import Foundation

/// `trellis gallery`: every built-in scene as SVG, with an index page.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the built-in example scenes into a folder of SVG images and an index page.",
        discussion: """
        Writes one SVG per scene (\(BuiltInScenes.names)), an explainer page per scene \
        (NAME.explain.html) and index.html, which shows them all. The folder is created if \
        needed; files of the same names are replaced.
        """)

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output = "gallery"

    @Flag(help: "Outline every view's frame in the images.")
    var frames = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        // The command runs on the main thread; laying out a view is main-actor work.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        let writer = GalleryWriter(folder: output, showsFrames: frames)
        let reports = try writer.write()
        print(writer.summary)
        for report in reports { DiagnosticOptions.print(report.diagnostics, scene: report.scene) }
        diagnostics.finish(reports.flatMap(\.diagnostics), printing: false)
    }
}
