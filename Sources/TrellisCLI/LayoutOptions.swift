import ArgumentParser
import Foundation
import Trellis
import TrellisGallery
import TrellisScene

/// The size and environment a scene is laid out in.
struct LayoutOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The width offered to the scene, in points.", discussion: "Defaults to the scene's own width.", valueName: "points"))
    var width: Double?

    @Option(help: ArgumentHelp("The height offered to the scene, in points.", discussion: "Defaults to the scene's own height.", valueName: "points"))
    var height: Double?

    @Flag(help: "Offer no size at all (both dimensions unspecified): every view takes its ideal size.")
    var unspecified = false

    @Flag(help: "Lay the scene out right to left, as for Arabic or Hebrew.")
    var rtl = false

    @Option(help: ArgumentHelp(
        "Pixels per point; frames are rounded to this pixel grid (default: the scene file's displayScale, else 1).",
        valueName: "scale"))
    var scale: Double?

    func validate() throws {
        if unspecified, width != nil || height != nil {
            throw ValidationError("--unspecified cannot be combined with --width or --height")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ValidationError("\(name) must be a finite number of points, 0 or more (got \(value))")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number of pixels per point in 0...16, above 0 (got \(scale))")
        }
    }

    /// The proposal for a scene whose own proposal is `fallback`.
    func proposal(default fallback: ProposedViewSize) -> ProposedViewSize {
        if unspecified { return .unspecified }
        return ProposedViewSize(width: width.map { CGFloat($0) } ?? fallback.width, height: height.map { CGFloat($0) } ?? fallback.height)
    }

    /// `base` with these options applied.
    func environment(_ base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        if rtl { environment.layoutDirection = .rightToLeft }
        if let scale { environment.displayScale = CGFloat(scale) }
        return environment
    }
}

/// A scene ready to lay out.
struct LoadedScene {
    let title: String
    let view: AnyView
    let proposal: ProposedViewSize
    let environment: EnvironmentValues
}

/// Finds the scene a SCENE argument names.
enum BuiltInScenes {
    static var names: String { GalleryScene.all.map(\.name).joined(separator: ", ") }

    static func load(_ argument: String) throws -> LoadedScene {
        if let scene = GalleryScene.named(argument) {
            return LoadedScene(title: scene.title, view: scene.view, proposal: scene.proposal, environment: EnvironmentValues())
        }
        guard FileManager.default.fileExists(atPath: argument) else {
            throw CommandError("\(argument): no such scene file or built-in scene; built-in scenes: \(names)")
        }
        do {
            let scene = try SceneFile(contentsOf: URL(fileURLWithPath: argument), layouts: GalleryLayouts.byName)
            return LoadedScene(
                title: URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent, view: scene.view,
                proposal: scene.proposal ?? .unspecified, environment: scene.environment)
        } catch {
            throw CommandError(error.description)
        }
    }
}

/// Where a command writes: a file (written only once everything succeeded) or standard output.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func write(_ text: String) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandError("\(output): cannot write: \(error.localizedDescription)")
        }
    }
}
