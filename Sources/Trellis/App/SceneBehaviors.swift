import Foundation

/// How a scene's windows are restored when the app launches again.
///
/// Recorded headless: an app launches afresh every time (docs/differences.md, "App and
/// scenes").
public struct SceneRestorationBehavior: Sendable {
    let name: String

    /// The system's restoration for the scene's kind: an iPhone restores its one scene.
    public static let automatic = SceneRestorationBehavior(name: "automatic")
}

/// The role a scene's windows take in the system's window manager (macOS).
///
/// Recorded headless: there is no window manager.
public struct WindowManagerRole: Sendable {
    let name: String

    /// The role the scene's kind implies.
    public static let automatic = WindowManagerRole(name: "automatic")
}

/// Whether a window's toolbar shows in full screen (macOS).
///
/// Recorded headless: there is no window toolbar.
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String

    /// The visibility the window's style implies.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
}

/// The padding a scene's content takes from the scene's edges (`scenePadding(_:edges:)`).
///
/// On an iPhone the minimum scene padding is the system's standard 16 points, what
/// `padding()` adds.
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat

    /// The minimum padding from a scene's edges: 16 points on iPhone.
    public static let minimum = ScenePadding(length: 16)
}

extension Scene {
    /// Sets how the scene's windows are restored at launch. Recorded: the scene's windows lay
    /// out unchanged, and headless an app launches afresh.
    nonisolated public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        _ModifiedScene(self)
    }

    /// Sets the role of the scene's windows in the window manager (macOS). Recorded: the
    /// scene's windows lay out unchanged.
    nonisolated public func windowManagerRole(_ role: WindowManagerRole) -> some Scene {
        _ModifiedScene(self)
    }

    /// Sets the preferred visibility of the system overlays (the home indicator) over the
    /// scene's windows. Inert headless: no system overlay is drawn.
    nonisolated public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene {
        _ModifiedScene(self)
    }
}

nonisolated extension View {
    /// Pads `edges` of the view by the minimum scene padding (16 points on iPhone), as a
    /// scene's root view is padded from the scene's edges.
    ///
    /// ```swift
    /// Text("Settings").scenePadding()   // 16 points on every edge
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, ScenePadding.minimum.length)
    }

    /// Pads `edges` of the view by `padding`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }

    /// Hides or shows the status bar while the view is shown. Inert headless: the screens
    /// Trellis lays out on keep their safe areas, and no status bar is drawn.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets the preferred visibility of the system overlays (the home indicator) while the
    /// view is shown. Inert headless: no system overlay is drawn.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets whether the window's toolbar shows in full screen (macOS). Inert headless: there
    /// is no window toolbar.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View {
        modifier(SnapshotInertModifier())
    }
}
