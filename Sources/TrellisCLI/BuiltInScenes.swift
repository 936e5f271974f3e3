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
}

/// Finds the scene a SCENE argument names.
enum BuiltInScenes {
    static var names: String { GalleryScene.all.map(\.name).joined(separator: ", ") }

    static func load(_ argument: String) throws -> LoadedScene {
        if let scene = GalleryScene.named(argument) {
            return LoadedScene(
                title: scene.title, view: scene.view, proposal: scene.proposal, environment: EnvironmentValues(),
                safeAreaInsets: scene.safeAreaInsets)
        }
        guard FileManager.default.fileExists(atPath: argument) else {
            throw CommandError("\(argument): no such scene file or built-in scene; built-in scenes: \(names)")
        }
        do {
            let scene = try SceneFile(contentsOf: URL(fileURLWithPath: argument), layouts: GalleryLayouts.byName)
            return LoadedScene(
                title: URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent, view: scene.view,
                proposal: scene.proposal ?? .unspecified, environment: scene.environment, safeAreaInsets: scene.safeAreaInsets)
        } catch {
            throw CommandError(error.description)
        }
    }
}
