import Foundation
import Trellis
import TrellisGallery
import TrellisScene

/// A scene ready to lay out.
struct LoadedScene {
    let title: String
    let view: AnyView
    let proposal: ProposedViewSize
    let environment: EnvironmentValues
    /// The window's safe-area insets.
    var safeAreaInsets = EdgeInsets()
    /// For a scene with two states, lays out the change from the first to the second in a
    /// proposal and environment.
    var animate: (@MainActor (ProposedViewSize, EnvironmentValues) -> LayoutAnimation?)? = nil
    /// The second state's view, for a scene with two states.
    var nextView: AnyView? = nil
    /// The scene file, and the image files it names; `nil` and none for a built-in scene.
    var file: URL? = nil
    var imageFiles: [URL] = []
}

/// Finds the scene a SCENE argument names.
enum BuiltInScenes {
    static var names: String { GalleryScene.all.map(\.name).joined(separator: ", ") }

    /// The custom layouts a scene file may name (`{"type": "Layout", "name": …}`), sorted.
    static var layoutNames: String { GalleryLayouts.byName.keys.sorted().joined(separator: ", ") }

    static func load(_ argument: String) throws -> LoadedScene {
        if let scene = GalleryScene.named(argument) {
            return LoadedScene(
                title: scene.title, view: scene.view, proposal: scene.proposal, environment: EnvironmentValues(),
                safeAreaInsets: scene.safeAreaInsets,
                animate: scene.hasTwoStates ? { @MainActor proposal, environment in scene.animate(in: proposal, environment: environment) } : nil,
                nextView: scene.nextView)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            let suggestion = Suggestions.nearest(to: argument, in: GalleryScene.all.map(\.name)).map { " (did you mean \($0)?)" } ?? ""
            throw CommandError("\(argument): no such scene file or built-in scene\(suggestion); built-in scenes: \(names)")
        }
        guard !isDirectory.boolValue else {
            throw CommandError("\(argument): is a folder; give a scene file (a .json file) or the name of a built-in scene")
        }
        do {
            let scene = try SceneFile(contentsOf: URL(fileURLWithPath: argument), layouts: GalleryLayouts.byName)
            return LoadedScene(
                title: URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent, view: scene.view,
                proposal: scene.proposal ?? .unspecified, environment: scene.environment, safeAreaInsets: scene.safeAreaInsets,
                animate: scene.hasTwoStates ? { @MainActor proposal, environment in scene.animate(in: proposal, environment: environment) } : nil,
                nextView: scene.nextView, file: URL(fileURLWithPath: argument), imageFiles: scene.imageFiles)
        } catch {
            throw CommandError(error.description)
        }
    }
}
