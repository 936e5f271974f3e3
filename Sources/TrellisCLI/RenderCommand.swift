import ArgumentParser
import Foundation
import Trellis
import TrellisRender

/// `trellis render`: lays a scene out and writes it in one format.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a scene and write it as SVG, terminal colours, a frame tree, JSON or its accessibility tree.",
        discussion: """
        Formats:
          svg   An SVG image, one unit per point: shapes and colours, text drawn as the outlines \
        of the font it was measured with (self-contained; --no-text-as-paths names the fonts \
        instead). Views marked with .id("…") are groups with that id and a data-frame \
        attribute. --frames outlines every view's frame.
          ansi  A picture in coloured character cells, --columns wide (24-bit colour, or the \
        256-colour palette with --colors 256).
          tree  Every view, indented, with the proposal it was placed with, its size and position.
          json  Every view: name, id, depth, parent, frame, exact frame, proposal and drawing.
          png   A PNG image drawn in Swift, --scale pixels per point (default: the scene's \
        displayScale): what the SVG shows, text from the font files' glyph outlines.
          strip A strip of frames sampled from the change between a scene's two states \
        (implies --animate).
          accessibility       The accessibility elements in the order VoiceOver reads them, one \
        a line: label, value, traits, hint, actions, identifier and frame.
          accessibility-json  The same elements as a JSON array.

        With --animate (for a scene with two states: "then" in a scene file), the change from \
        the first state to the second: svg is an animated SVG (CSS keyframes, played once, or \
        forever with --loop), strip and png a strip of --panels frames side by side, each \
        labelled with its time, json the layout at each sample (--fps a second).
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, ansi, tree, json, png, strip
        case accessibility, accessibilityJSON = "accessibility-json"
    }

    enum Colors: String, ExpressibleByArgument, CaseIterable {
        case truecolor, palette256 = "256"
    }

    @Argument(help: ArgumentHelp("The scene to lay out: the name of a built-in scene or the path of a scene file (JSON).", valueName: "scene"))
    var scene: String

    @OptionGroup var layout: LayoutOptions

    @Option(help: "The output format: svg, ansi, tree, json, png, strip, accessibility or accessibility-json.")
    var format: Format = .svg

    @Flag(help: "SVG: outline every view's frame.")
    var frames = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "SVG: draw text as its glyphs' outlines, so that the file looks the same on a machine without its fonts.",
        discussion: "--no-text-as-paths writes <text> elements naming the fonts instead: a smaller file whose look depends on the viewer's fonts."))
    var textAsPaths = true

    @Option(help: "ansi: the width of the picture in character cells (1...1000).")
    var columns: Int = 80

    @Option(help: "ansi: truecolor (24-bit) or 256 (the 256-colour palette).")
    var colors: Colors = .truecolor

    @OptionGroup var animation: AnimationOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var access: ReadAccess

    func validate() throws {
        guard (1...1000).contains(columns) else { throw ValidationError("--columns must be in 1...1000 (got \(columns))") }
        try animation.validate(format: format, outliningFrames: frames)
    }

    func run() throws {
        // The command runs on the main thread; laying out a view is main-actor work.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        let scene = try BuiltInScenes.load(self.scene)
        // Never drawn: an SVG embeds the image file, so an untrusted scene could carry out any
        // readable file of this machine.
        try access.refuseOutside(scene, command: "render")
        let environment = layout.environment(scene.environment)
        if animation.animate || format == .strip {
            try renderAnimation(scene, environment: environment)
            return
        }
        let result = scene.view.layout(
            in: layout.proposal(default: scene.proposal), environment: environment, safeAreaInsets: scene.safeAreaInsets)
        let text: String
        switch format {
        case .svg:
            // A dark scheme (the environment's, or the one the views prefer) draws on the dark
            // system background (black), as its screens do.
            text = SVGRenderer(showsFrames: frames, background: result.canvasBackground(environment), textAsPaths: textAsPaths).render(result)
        case .ansi:
            var renderer = TerminalRenderer(columns: columns, colorMode: colors == .truecolor ? .trueColor : .palette256)
            renderer.canvas = result.canvasScheme(environment)
            text = renderer.render(result)
        case .strip: return   // (drawn by `renderAnimation`)
        case .tree: text = result.description + "\n"
        case .json: text = JSONRenderer().render(result)
        case .accessibility: text = result.accessibilityDescription + "\n"
        case .accessibilityJSON:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            text = String(decoding: try encoder.encode(result.accessibilityElements), as: UTF8.self) + "\n"
        case .png:
            let drawn = PNGRenderer(background: result.canvasBackground(environment)).draw(result)
            for problem in drawn.problems { FileHandle.standardError.write(Data("trellis: \(problem)\n".utf8)) }
            try output.write(data: drawn.png)
            // The layout's problems, as every format reports them (and fails on with --strict).
            diagnostics.finish(result.diagnostics)
            return
        }
        try output.write(text)
        var warnings: [String] = []
        let limit = LayoutOptions.maximumLength
        if format == .svg, [result.size.width, result.size.height].contains(where: { $0.isFinite && $0 > limit }) {
            let size = "\(LayoutOptions.describe(Double(result.size.width))) × \(LayoutOptions.describe(Double(result.size.height)))"
            warnings.append("the scene is \(size) points; the SVG shows its first \(Int(limit)) points along each axis")
        }
        diagnostics.finish(result.diagnostics, warnings: warnings)
    }
}
