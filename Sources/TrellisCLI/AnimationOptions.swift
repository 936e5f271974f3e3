import ArgumentParser
import Foundation
import Trellis
import TrellisRender

/// How `render` draws the change between a scene's two states.
struct AnimationOptions: ParsableArguments {
    @Flag(help: "Draw the change from the scene's first state to its second (a scene file with \"then\"): svg animated, strip or png as a strip of frames, json as the layout at each sample.")
    var animate = false

    @Flag(help: "--animate, svg: play the animation forever instead of once.")
    var loop = false

    @Option(help: "--animate, strip and png: the number of frames in the strip, from the start to the end (1...100).")
    var panels: Int = 5

    @Option(help: ArgumentHelp("--animate, svg and json: the samples per second the keyframes (or layouts) are taken at (1...240).", valueName: "fps"))
    var fps: Double = 60

    /// The formats that draw a change.
    static let formats: [Render.Format] = [.svg, .strip, .png, .json]

    func validate(format: Render.Format, outliningFrames: Bool) throws {
        guard (1...100).contains(panels) else { throw ValidationError("--panels must be in 1...100 (got \(panels))") }
        guard fps.isFinite, (1...240).contains(fps) else { throw ValidationError("--fps must be in 1...240 (got \(LayoutOptions.describe(fps)))") }
        if animate, !Self.formats.contains(format) {
            throw ValidationError("--animate draws svg (animated), strip, png or json, not \(format.rawValue)")
        }
        if outliningFrames, animate || format == .strip {
            throw ValidationError("--frames outlines the frames of a still picture; it cannot be combined with --animate or --format strip")
        }
    }
}

extension Render {
    /// Draws the change between `scene`'s two states: an animated SVG, or a strip of frames.
    @MainActor func renderAnimation(_ scene: LoadedScene, environment: EnvironmentValues) throws {
        guard let animate = scene.animate, let change = animate(layout.proposal(default: scene.proposal), environment) else {
            throw ValidationError("\(self.scene): has one state; --animate and --format strip need a scene with two states "
                + "(a scene file with \"then\", docs/scene-format.md, or the built-in profile-switch)")
        }
        let background = change.end.canvasBackground(environment)
        // What the frames say about the animation's timing (one that never settles, more
        // frames than a sequence holds).
        var timing = change._timingProblems
        switch format {
        case .svg:
            let samples = change.results(framesPerSecond: animation.fps)
            timing = samples.first.map { $0.result.diagnostics.filter { $0.kind == .invalidTime } } ?? timing
            try output.write(AnimatedSVGRenderer(background: background, repeats: animation.loop).render(samples, duration: change._shownDuration))
        case .png:
            let drawn = FrameStripRenderer(background: background)
                .drawPNG(FrameStripRenderer.samples(of: change, count: animation.panels), renderer: PNGRenderer(background: background))
            for problem in drawn.problems { FileHandle.standardError.write(Data("trellis: \(problem)\n".utf8)) }
            try output.write(data: drawn.png)
        case .json:
            let samples = change.results(framesPerSecond: animation.fps)
            timing = samples.first.map { $0.result.diagnostics.filter { $0.kind == .invalidTime } } ?? timing
            try output.write(JSONRenderer().render(samples, duration: change._shownDuration))
        default:
            try output.write(FrameStripRenderer(background: background).render(FrameStripRenderer.samples(of: change, count: animation.panels)))
        }
        // The problems of both states, each once.
        var seen = Set<String>()
        let problems = (change.start.diagnostics + change.end.diagnostics + timing).filter { seen.insert($0.description).inserted }
        diagnostics.finish(problems)
    }
}
