import ArgumentParser
import Foundation
import Trellis
import TrellisRender

/// `trellis explain`: every size question each view was asked, and its answer.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show every proposal each view received and what it answered, in order.",
        discussion: """
        Prints the view tree; under each view, each size question it was asked, in the order \
        asked: the proposal, the size it answered, and who asked (its container's \
        sizeThatFits, placeSubviews or explicitAlignment, with the container's own proposal, \
        or the host). A stack asks each child for its size at 0 and at infinity before \
        offering it a share: those probes appear here.

        With --html, writes a self-contained page instead: hover over or click a view in the \
        picture to see its questions, answers and frame.

        A scene with two states ("then" in a scene file) is explained after the change; the \
        page also shows the picture before it and the change, with a time slider, and the \
        text log explains both states, one after the other.
        """)

    @Argument(help: ArgumentHelp("The scene to explain: the name of a built-in scene or the path of a scene file (JSON).", valueName: "scene"))
    var scene: String

    @OptionGroup var layout: LayoutOptions

    @Flag(help: "Write an interactive HTML page instead of the text log.")
    var html = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var access: ReadAccess

    func run() throws {
        // The command runs on the main thread; laying out a view is main-actor work.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        let scene = try BuiltInScenes.load(self.scene)
        // The page embeds the scene's images: none from outside its folder unless allowed.
        try access.refuseOutside(scene, command: "explain")
        let environment = layout.environment(scene.environment)
        let host = LayoutHost(scene.view, environment: environment)
        host.safeAreaInsets = scene.safeAreaInsets
        let proposal = layout.proposal(default: scene.proposal)
        let trace = host.trace(in: proposal)
        let page = ExplainerPage(title: scene.title, background: environment.colorScheme.canvas)
        if let next = scene.nextView {
            // Two states: the first, then the second (explained after the change).
            let nextHost = LayoutHost(next, environment: environment)
            nextHost.safeAreaInsets = scene.safeAreaInsets
            let nextTrace = nextHost.trace(in: proposal)
            let change = scene.animate?(proposal, environment)
            try output.write(html
                ? page.render(trace, then: nextTrace, animation: change)
                : "# Before the change\n\(trace.description)\n\n# After the change\n\(nextTrace.description)\n")
            var seen = Set<String>()
            diagnostics.finish((trace.result.diagnostics + nextTrace.result.diagnostics).filter { seen.insert($0.description).inserted })
            return
        }
        try output.write(html ? page.render(trace) : trace.description + "\n")
        diagnostics.finish(trace.result.diagnostics)
    }
}
